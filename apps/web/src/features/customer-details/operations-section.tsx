import { endpoints, messages, type CustomerDetails, type Job } from '@console/contract';
import { Button, Group } from '@mantine/core';
import { callEndpoint } from '../../lib/api-client';
import { useJobAction } from '../customers/customer-queries';
import { isSettled } from '../customers/customer-rules';
import { DetailSection } from './section';

type Action = { label: string; start: (customer: CustomerDetails) => Promise<Job> };

type IdOnlyJobEndpoint =
  typeof endpoints.repairCustomer | typeof endpoints.dnsRepairCustomer | typeof endpoints.restartCustomerService;

const withId = (endpoint: IdOnlyJobEndpoint) => (customer: CustomerDetails) =>
  callEndpoint(endpoint, { params: { id: customer.id } });

const actions: Action[] = [
  { label: 'Repair', start: withId(endpoints.repairCustomer) },
  { label: 'DNS repair', start: withId(endpoints.dnsRepairCustomer) },
  { label: 'Restart service', start: withId(endpoints.restartCustomerService) },
  {
    label: 'Recycle app pool',
    start: (c) => callEndpoint(endpoints.recycleAppPool, { params: { id: c.id }, body: { customerId: c.id } }),
  },
  {
    label: 'Fix ClickOnce',
    start: (c) => callEndpoint(endpoints.fixClickOnce, { params: { id: c.id }, body: { customerId: c.id } }),
  },
];

/** doc1 §2 operational actions: each starts a job, followed in the jobs drawer. */
export const OperationsSection = ({ customer }: { customer: CustomerDetails }) => {
  const run = useJobAction(
    ({ action }: { action: Action }) => action.start(customer),
    ({ action }) => messages.customerSearch.jobStarted(action.label, customer.alias),
  );
  const isBusy = !isSettled(customer);
  return (
    <DetailSection id="operations" title="Operations">
      <Group gap="sm">
        {actions.map((action) => (
          <Button
            key={action.label}
            color="blue.8"
            disabled={isBusy}
            loading={run.isPending && run.variables?.action === action}
            onClick={() => run.mutate({ action })}
          >
            {action.label}
          </Button>
        ))}
      </Group>
    </DetailSection>
  );
};
