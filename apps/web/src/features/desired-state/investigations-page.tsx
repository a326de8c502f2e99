import { endpoints, type Endpoint, type Investigation } from '@console/contract';
import { Anchor, Button, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { ConfirmPendingChange, type PendingChange } from '../../lib/confirm-destructive';
import { LocalTime } from '../../lib/format-time';
import { ListStates } from '../../lib/list-states';
import { useLiveEvent } from '../../lib/live';
import { GuardedButton } from '../../lib/permissions';
import { showSuccess } from '../../lib/report-error';
import { CountedTable } from '../../lib/scrollable-table';
import { referenceQueries } from '../customers';
import { hostingGroupDesiredStateUrlQuery, investigationsKey, investigationsQuery } from './desired-state-queries';
import { opensInvestigations, stateLine } from './desired-state-rules';

/** A confirmed action: what it calls and what the operator is told once it answered. */
type Action = { call: (changeReason: string | undefined) => Promise<unknown>; done: string };

/** The link to where the server says the hosting group's desired state is shown. */
const HostingGroupDesiredStateLink = ({ hostingGroupId, identifier }: { hostingGroupId: string; identifier: string }) => {
  const url = useQuery(hostingGroupDesiredStateUrlQuery(hostingGroupId));
  if (!url.isSuccess) return <Text size="sm">{identifier}</Text>;
  return (
    <Anchor c="blue.9" size="sm" href={url.data.url} aria-label={`Desired state of ${identifier}`}>
      {identifier}
    </Anchor>
  );
};

const ChannelApproval = ({ onApprove }: { onApprove: (channel: { id: string; name: string }) => void }) => {
  const channels = useQuery(referenceQueries.releaseChannels);
  const [channelId, setChannelId] = useState<string | null>(null);
  const chosen = channels.data?.find((c) => c.id === channelId) ?? null;
  return (
    <Group gap="sm" align="flex-end">
      <Select
        label="Release channel"
        placeholder={channels.isPending ? 'Loading the release channels' : 'Choose a channel'}
        data={(channels.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        value={channelId}
        onChange={setChannelId}
        w={220}
      />
      <GuardedButton
        endpoint={endpoints.approveChannelDesiredState}
        color="blue.8"
        aria-haspopup="dialog"
        disabled={!chosen}
        onClick={() => chosen && onApprove(chosen)}
      >
        Approve channel
      </GuardedButton>
    </Group>
  );
};

/** doc2 §2 Desired-state investigations: what transitions left out of their desired state, and what to do. */
export const InvestigationsPage = () => {
  const queryClient = useQueryClient();
  const query = useQuery(investigationsQuery);
  const [pending, setPending] = useState<PendingChange | null>(null);
  // A transition that ends out of its desired state opens investigations on the server: read them again.
  useLiveEvent('desiredStateTransitions', 'transitionCompleted', (transition) => {
    if (opensInvestigations(transition)) void queryClient.invalidateQueries({ queryKey: investigationsKey });
  });
  const act = useMutation({
    mutationFn: ({ action, changeReason }: { action: Action; changeReason?: string }) => action.call(changeReason),
    // The confirmation shows the failure (a running job is focused in the drawer by the query client).
    meta: { isSilent: true },
    onSuccess: (_answer, { action }) => {
      setPending(null);
      showSuccess(action.done);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: investigationsKey }),
  });
  const ask = (change: Omit<PendingChange, 'run'>, action: Action) => {
    act.reset();
    setPending({ ...change, run: (changeReason) => act.mutate({ action, changeReason }) });
  };
  const start = (endpoint: Endpoint, confirmLabel: string, title: string, description: string, action: Action) =>
    ask({ title, endpoint, confirmLabel, description, canBeUndone: true }, action);

  const approveCustomer = (i: Investigation) =>
    start(
      endpoints.approveCustomerDesiredState,
      'Approve',
      `Approve the desired state of ${i.customerAlias}`,
      `${i.customerAlias}'s machines apply their desired state again, and its investigations close. Follow the job in the jobs drawer.`,
      {
        call: () => callEndpoint(endpoints.approveCustomerDesiredState, { params: { customerId: i.customerId } }),
        done: `Approval started for ${i.customerAlias}; follow it in the jobs drawer.`,
      },
    );
  const approveChannel = (channel: { id: string; name: string }) =>
    start(
      endpoints.approveChannelDesiredState,
      'Approve channel',
      `Approve the desired state of release channel ${channel.name}`,
      `The machines of every customer of ${channel.name} in this subscription apply their desired state again, and those customers' investigations close.`,
      {
        call: () => callEndpoint(endpoints.approveChannelDesiredState, { params: { id: channel.id } }),
        done: `Approval started for release channel ${channel.name}; follow it in the jobs drawer.`,
      },
    );
  const repair = (i: Investigation) =>
    start(
      endpoints.repairCustomer,
      'Repair',
      `Repair ${i.customerAlias}`,
      `${i.customerAlias}'s site is redeployed and its settings written again; users may see errors while it runs.`,
      {
        call: (changeReason) => callEndpoint(endpoints.repairCustomer, { params: { id: i.customerId }, changeReason }),
        done: `Repair started for ${i.customerAlias}; follow it in the jobs drawer.`,
      },
    );
  const remove = (i: Investigation) =>
    ask(
      {
        title: `Delete the investigation of ${i.customerAlias}`,
        endpoint: endpoints.deleteInvestigation,
        confirmLabel: 'Delete investigation',
        description: `The investigation of ${i.customerAlias} (job ${i.jobId}) is removed from the list. Nothing changes on its machines.`,
        canBeUndone: false,
      },
      {
        call: (changeReason) => callEndpoint(endpoints.deleteInvestigation, { params: { id: i.id }, changeReason }),
        done: `The investigation of ${i.customerAlias} was deleted.`,
      },
    );
  const removeAll = (count: number) =>
    ask(
      {
        title: 'Delete every investigation',
        endpoint: endpoints.deleteAllInvestigations,
        confirmLabel: 'Delete all investigations',
        description: `Every investigation of this subscription is removed from the list. Nothing changes on any machine.`,
        changes: [{ what: 'Investigations', from: count.toLocaleString('en'), to: '0' }],
        canBeUndone: false,
      },
      {
        call: (changeReason) => callEndpoint(endpoints.deleteAllInvestigations, { changeReason }),
        done: 'Every investigation was deleted.',
      },
    );

  const count = query.data?.length ?? 0;
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} size="h2">
          Desired-state investigations
        </Title>
        <Text c="gray.7">
          Customers whose machines ended a desired-state transition out of their desired state. Approve the change, repair the
          customer, or delete the investigation.
        </Text>
      </Stack>
      <Group justify="space-between" align="flex-end" gap="sm">
        <ChannelApproval onApprove={approveChannel} />
        <Group gap="sm">
          <Button variant="default" loading={query.isFetching} onClick={() => void query.refetch()}>
            Refresh investigations
          </Button>
          <GuardedButton
            endpoint={endpoints.deleteAllInvestigations}
            color="red.9"
            aria-haspopup="dialog"
            disabled={count === 0}
            onClick={() => removeAll(count)}
          >
            Delete all
          </GuardedButton>
        </Group>
      </Group>
      <ListStates
        query={query}
        isEmpty={(list) => list.length === 0}
        loadingLabel="Loading the investigations"
        errorText="The investigations could not be loaded."
        emptyText="No investigations: every machine ended its last transition in its desired state."
      >
        {(list) => (
          <CountedTable
            label="Investigations"
            rows={list}
            noun={{ one: 'investigation', other: 'investigations' }}
            minWidth={1040}
            headers={['Customer', 'Release channel', 'Hosting group', 'State', 'Job', 'Opened', 'Actions']}
          >
            {(i) => (
              <Table.Tr key={i.id} aria-label={`Investigation of ${i.customerAlias}`}>
                <Table.Td>
                  <Anchor
                    c="blue.9"
                    size="sm"
                    component={Link}
                    to="/customers/$customerId"
                    params={{ customerId: i.customerId } as never}
                  >
                    {i.customerAlias}
                  </Anchor>
                </Table.Td>
                <Table.Td>{i.releaseChannelName ?? 'None'}</Table.Td>
                <Table.Td>
                  {i.hostingGroupId && i.hostingGroupIdentifier ? (
                    <HostingGroupDesiredStateLink hostingGroupId={i.hostingGroupId} identifier={i.hostingGroupIdentifier} />
                  ) : (
                    <Text size="sm">Not known</Text>
                  )}
                  {i.deploymentControllerName && (
                    <Text size="xs" c="gray.7">
                      {i.deploymentControllerName}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{stateLine(i)}</Table.Td>
                <Table.Td>
                  <Anchor
                    c="blue.9"
                    size="sm"
                    href={i.logSearchUrl}
                    target="_blank"
                    rel="noreferrer"
                    aria-label={`Logs of job ${i.jobId}`}
                  >
                    <Text span size="xs" ff="monospace">
                      {i.jobId}
                    </Text>
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <LocalTime value={i.openedAtUtc} />
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <GuardedButton
                      endpoint={endpoints.approveCustomerDesiredState}
                      size="compact-sm"
                      color="blue.8"
                      aria-haspopup="dialog"
                      aria-label={`Approve ${i.customerAlias}`}
                      onClick={() => approveCustomer(i)}
                    >
                      Approve
                    </GuardedButton>
                    <GuardedButton
                      endpoint={endpoints.repairCustomer}
                      size="compact-sm"
                      variant="outline"
                      color="blue.8"
                      aria-haspopup="dialog"
                      aria-label={`Repair ${i.customerAlias}`}
                      onClick={() => repair(i)}
                    >
                      Repair
                    </GuardedButton>
                    <GuardedButton
                      endpoint={endpoints.deleteInvestigation}
                      size="compact-sm"
                      variant="outline"
                      color="red.9"
                      aria-haspopup="dialog"
                      aria-label={`Delete the investigation of ${i.customerAlias}`}
                      onClick={() => remove(i)}
                    >
                      Delete
                    </GuardedButton>
                  </Group>
                </Table.Td>
              </Table.Tr>
            )}
          </CountedTable>
        )}
      </ListStates>
      <ConfirmPendingChange
        pending={pending}
        isPending={act.isPending}
        error={act.isError ? act.error : null}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
};
