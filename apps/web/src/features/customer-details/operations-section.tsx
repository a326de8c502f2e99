import { endpoints, messages, type CustomerDetails, type Job } from '@console/contract';
import { Button, Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { showError } from '../../lib/report-error';
import { showArtifactsIn } from './click-once-window';
import { clickOnceArtifactsQuery } from './details-queries';
import { isSettled, useJobAction } from '../customers';
import { DetailSection } from '../../lib/detail-section';

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
  const queryClient = useQueryClient();
  const [isOpening, setOpening] = useState(false);
  // The window opens on the click itself (a window opened after a wait is blocked as a pop-up).
  const handleDownloadArtifacts = async () => {
    const opened = window.open('', '_blank');
    setOpening(true);
    try {
      const artifacts = await queryClient.fetchQuery({ ...clickOnceArtifactsQuery(customer.id), staleTime: 0 });
      if (opened) showArtifactsIn(opened, artifacts);
    } catch {
      opened?.close();
      showError(messages.customers.updateFailed('load the ClickOnce artifacts'));
    } finally {
      setOpening(false);
    }
  };
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
        <Button color="blue.8" variant="outline" loading={isOpening} onClick={() => void handleDownloadArtifacts()}>
          Download ClickOnce artifacts
        </Button>
      </Group>
    </DetailSection>
  );
};
