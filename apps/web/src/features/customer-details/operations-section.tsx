import { endpoints, messages, type CustomerDetails, type Endpoint, type Job } from '@console/contract';
import { Button, Group } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { ConfirmPendingChange, type PendingChange } from '../../lib/confirm-destructive';
import { showError } from '../../lib/report-error';
import { showArtifactsIn } from './click-once-window';
import { clickOnceArtifactsQuery } from './details-queries';
import { isSettled, useJobAction } from '../customers';
import { DetailSection } from '../../lib/detail-section';
import { useRequestedAction } from '../../lib/requested-action';
import type { CustomerActionId } from './customer-actions';

type Action = {
  id: CustomerActionId;
  label: string;
  endpoint: Endpoint;
  /** What the live customer goes through, said in the confirmation. */
  effect: string;
  /** The site after the job, the "to" of the confirmation's from → to. */
  outcome: string;
  start: (customer: CustomerDetails, changeReason?: string) => Promise<Job>;
};

type IdOnlyJobEndpoint =
  typeof endpoints.repairCustomer | typeof endpoints.dnsRepairCustomer | typeof endpoints.restartCustomerService;

const withId = (endpoint: IdOnlyJobEndpoint) => (customer: CustomerDetails, changeReason?: string) =>
  callEndpoint(endpoint, { params: { id: customer.id }, changeReason });

const actions: Action[] = [
  {
    id: 'repair',
    label: 'Repair',
    outcome: 'redeployed',
    endpoint: endpoints.repairCustomer,
    effect: 'its site is redeployed and its settings written again; users may see errors while it runs',
    start: withId(endpoints.repairCustomer),
  },
  {
    id: 'dnsRepair',
    label: 'DNS repair',
    outcome: 'DNS records rewritten',
    endpoint: endpoints.dnsRepairCustomer,
    effect: 'its DNS records are written again; the site may not resolve for a moment',
    start: withId(endpoints.dnsRepairCustomer),
  },
  {
    id: 'restartService',
    label: 'Restart service',
    outcome: 'restarted',
    endpoint: endpoints.restartCustomerService,
    effect: 'its service stops and starts again; the site is down until it is back',
    start: withId(endpoints.restartCustomerService),
  },
  {
    id: 'recycleAppPool',
    label: 'Recycle app pool',
    outcome: 'app pool recycled',
    endpoint: endpoints.recycleAppPool,
    effect: 'its app pool recycles; users signed in lose what they had not saved',
    start: (c, changeReason) =>
      callEndpoint(endpoints.recycleAppPool, { params: { id: c.id }, body: { customerId: c.id }, changeReason }),
  },
  {
    id: 'fixClickOnce',
    label: 'Fix ClickOnce',
    outcome: 'ClickOnce republished',
    endpoint: endpoints.fixClickOnce,
    effect: 'its ClickOnce deployment is published again; installs in progress may fail',
    start: (c, changeReason) =>
      callEndpoint(endpoints.fixClickOnce, { params: { id: c.id }, body: { customerId: c.id }, changeReason }),
  },
];

const actionIds = actions.map((action) => action.id);

/** doc1 §2 operational actions: each starts a job, followed in the jobs drawer. */
export const OperationsSection = ({ customer }: { customer: CustomerDetails }) => {
  const [pending, setPending] = useState<PendingChange | null>(null);
  const run = useJobAction(
    ({ action, changeReason }: { action: Action; changeReason?: string }) => action.start(customer, changeReason),
    ({ action }) => messages.customerSearch.jobStarted(action.label, customer.alias),
  );
  const isBusy = !isSettled(customer);
  const ask = (action: Action) =>
    // Each action disturbs the live site: confirmed first (issue 25).
    setPending({
      title: `${action.label} ${customer.alias}?`,
      endpoint: action.endpoint,
      confirmLabel: action.label,
      description: `${customer.alias} is live: ${action.effect}.`,
      changes: [{ what: 'Site', from: customer.isEnabled ? 'running' : 'disabled', to: action.outcome }],
      run: (changeReason) => run.mutate({ action, changeReason }, { onSettled: () => setPending(null) }),
    });
  // A deep link or the command palette asks for one of these: the same confirmation as the button.
  useRequestedAction(actionIds, !isBusy, (id) => ask(actions.find((action) => action.id === id)!));
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
            onClick={() => ask(action)}
          >
            {action.label}
          </Button>
        ))}
        <Button color="blue.8" variant="outline" loading={isOpening} onClick={() => void handleDownloadArtifacts()}>
          Download ClickOnce artifacts
        </Button>
      </Group>
      <ConfirmPendingChange pending={pending} isPending={run.isPending} onClose={() => setPending(null)} />
    </DetailSection>
  );
};
