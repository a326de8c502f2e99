import { endpoints, messages, type EmailIpAddress } from '@console/contract';
import { Alert, Badge, Button, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { ConfirmPendingChange, type PendingChange } from '../../lib/confirm-destructive';
import { LocalTime } from '../../lib/format-time';
import { ListStates } from '../../lib/list-states';
import { GuardedButton } from '../../lib/permissions';
import { countOf } from '../../lib/plural';
import { showError, showSuccess } from '../../lib/report-error';
import { CountedTable } from '../../lib/scrollable-table';
import { configurationQuery } from '../dashboard';
import { AssignIpDialog } from './assign-ip-dialog';
import {
  badInUse,
  filterAddresses,
  providerSegment,
  sendersText,
  stateFilters,
  whyNotAssignable,
  type StateFilter,
} from './email-ip-rules';
import { emailIpPoolKey, emailIpPoolQuery } from './email-ip-queries';

const stateLabels: Record<StateFilter, string> = { all: 'All', good: 'Good', bad: 'Bad' };

/** A confirmed change: the call, what the operator is told after, and the spec's toast when it fails. */
type Change = { call: (changeReason: string | undefined) => Promise<unknown>; done: string; failed: string };

const Pool = ({ provider, providerName }: { provider: string; providerName: string }) => {
  const queryClient = useQueryClient();
  const query = useQuery(emailIpPoolQuery(provider));
  const [filter, setFilter] = useState<StateFilter>('all');
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [assigning, setAssigning] = useState<EmailIpAddress | null>(null);
  const change = useMutation({
    mutationFn: ({ action, changeReason }: { action: Change; changeReason?: string }) => action.call(changeReason),
    // The dialog shows the server's reason; the toast is the spec's words.
    meta: { isSilent: true },
    onSuccess: (_answer, { action }) => {
      setPending(null);
      setAssigning(null);
      showSuccess(action.done);
    },
    onError: (_error, { action }) => showError(action.failed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailIpPoolKey }),
  });
  const ask = (next: Omit<PendingChange, 'run'>, action: Change) => {
    change.reset();
    setPending({ ...next, run: (changeReason) => change.mutate({ action, changeReason }) });
  };
  const mark = (address: EmailIpAddress, state: 'good' | 'bad') =>
    ask(
      {
        title: `Mark ${address.ipAddress} ${state}?`,
        endpoint: state === 'good' ? endpoints.makeEmailIpGood : endpoints.makeEmailIpBad,
        confirmLabel: state === 'good' ? 'Make good' : 'Make bad',
        description:
          state === 'good'
            ? `${address.ipAddress} may be assigned to customers again.`
            : `${address.ipAddress} is no longer offered for assignment. ${sendersText(address)} still send from it until they are assigned another address.`,
        changes: [{ what: `State of ${address.ipAddress}`, from: stateLabels[address.state], to: stateLabels[state] }],
      },
      {
        call: () =>
          callEndpoint(state === 'good' ? endpoints.makeEmailIpGood : endpoints.makeEmailIpBad, {
            params: { provider, ip: address.ipAddress },
          }),
        done: `${address.ipAddress} is marked ${state}.`,
        failed: messages.operations.ipUpdateFailed,
      },
    );
  const assignToAll = (address: EmailIpAddress) =>
    ask(
      {
        title: `Assign ${address.ipAddress} to all sub users?`,
        endpoint: endpoints.assignEmailIpToSubUsers,
        confirmLabel: 'Assign to all sub users',
        description: `Every customer of this subscription sends its email from ${address.ipAddress}, whatever address it used before.`,
      },
      {
        call: () =>
          callEndpoint(endpoints.assignEmailIpToSubUsers, { params: { provider }, body: { ipAddress: address.ipAddress } }),
        done: `Every customer of this subscription now sends from ${address.ipAddress}.`,
        failed: messages.operations.ipAssignSubUsersFailed,
      },
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <SegmentedControl
          aria-label="Show addresses"
          value={filter}
          onChange={(value) => setFilter(value as StateFilter)}
          data={stateFilters.map((value) => ({ value, label: stateLabels[value] }))}
        />
        <Button variant="default" loading={query.isFetching} onClick={() => void query.refetch()}>
          Refresh the pool
        </Button>
      </Group>
      <ListStates
        query={query}
        isEmpty={(pool) => filterAddresses(pool.addresses, filter).length === 0}
        loadingLabel={`Loading the IP pool of ${providerName}`}
        errorText={`The IP pool of ${providerName} could not be loaded.`}
        emptyText={filter === 'all' ? `The IP pool of ${providerName} is empty.` : `No address is marked ${filter}.`}
      >
        {(pool) => {
          const shown = filterAddresses(pool.addresses, filter);
          const stillUsed = badInUse(pool.addresses);
          return (
            <Stack gap="xs">
              {stillUsed > 0 && (
                <Alert color="orange" variant="light" title="Bad addresses still in use">
                  {`Customers still send from ${countOf(stillUsed, { one: 'bad address', other: 'bad addresses' })}: assign them a good one.`}
                </Alert>
              )}
              <CountedTable
                label="Email IP pool"
                rows={shown}
                noun={{ one: 'address', other: 'addresses' }}
                minWidth={980}
                headers={['IP address', 'State', 'Sending customers', 'Last changed', 'Actions']}
              >
                {(address) => {
                  const notAssignable = whyNotAssignable(address);
                  return (
                    <Table.Tr key={address.ipAddress} aria-label={address.ipAddress}>
                      <Table.Td>
                        <Text span size="sm" ff="monospace">
                          {address.ipAddress}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Badge
                          color={address.state === 'bad' ? 'red.9' : 'gray.2'}
                          c={address.state === 'bad' ? 'white' : 'dark.8'}
                          variant="filled"
                        >
                          {stateLabels[address.state]}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{sendersText(address)}</Table.Td>
                      <Table.Td>
                        {address.changedAtUtc ? (
                          <Text size="sm">
                            {address.changedByName ?? 'Someone'}, <LocalTime value={address.changedAtUtc} />
                          </Text>
                        ) : (
                          <Text size="sm">Never</Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Group gap={6} wrap="nowrap">
                          {address.state === 'bad' ? (
                            <GuardedButton
                              endpoint={endpoints.makeEmailIpGood}
                              size="compact-sm"
                              variant="outline"
                              color="blue.8"
                              aria-haspopup="dialog"
                              aria-label={`Make good: ${address.ipAddress}`}
                              onClick={() => mark(address, 'good')}
                            >
                              Make good
                            </GuardedButton>
                          ) : (
                            <GuardedButton
                              endpoint={endpoints.makeEmailIpBad}
                              size="compact-sm"
                              variant="outline"
                              color="red.9"
                              aria-haspopup="dialog"
                              aria-label={`Make bad: ${address.ipAddress}`}
                              onClick={() => mark(address, 'bad')}
                            >
                              Make bad
                            </GuardedButton>
                          )}
                          <GuardedButton
                            endpoint={endpoints.assignEmailIp}
                            size="compact-sm"
                            color="blue.8"
                            aria-haspopup="dialog"
                            aria-label={`Assign: ${address.ipAddress}`}
                            disabled={notAssignable !== null}
                            title={notAssignable ?? undefined}
                            onClick={() => {
                              change.reset();
                              setAssigning(address);
                            }}
                          >
                            Assign
                          </GuardedButton>
                          <GuardedButton
                            endpoint={endpoints.assignEmailIpToSubUsers}
                            size="compact-sm"
                            variant="outline"
                            color="blue.8"
                            aria-haspopup="dialog"
                            aria-label={`Assign to all sub users: ${address.ipAddress}`}
                            disabled={notAssignable !== null}
                            title={notAssignable ?? undefined}
                            onClick={() => assignToAll(address)}
                          >
                            Assign to all sub users
                          </GuardedButton>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                }}
              </CountedTable>
            </Stack>
          );
        }}
      </ListStates>
      <ConfirmPendingChange
        pending={pending}
        isPending={change.isPending}
        error={change.isError ? change.error : null}
        onClose={() => setPending(null)}
      />
      {assigning && (
        <AssignIpDialog
          address={assigning}
          isPending={change.isPending}
          error={change.isError ? change.error : null}
          onClose={() => setAssigning(null)}
          onAssign={(customer, changeReason) =>
            change.mutate({
              changeReason,
              action: {
                call: () =>
                  callEndpoint(endpoints.assignEmailIp, {
                    params: { provider, ip: assigning.ipAddress },
                    body: { customerId: customer.id },
                  }),
                done: `${customer.alias} now sends from ${assigning.ipAddress}.`,
                failed: messages.operations.ipAssignFailed,
              },
            })
          }
        />
      )}
    </Stack>
  );
};

/** doc2 §2 Email provider IP management: the sending IP pool, each address's state and who sends from it. */
export const EmailIpPage = () => {
  const configuration = useQuery(configurationQuery);
  const providerName = configuration.data?.emailProvider;
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} size="h2">
          Email IP management
        </Title>
        <Text c="gray.7">
          The sending addresses of {providerName ?? 'the email provider'}: mark an address good or bad, and choose which customers
          (the provider's sub users) send from it.
        </Text>
      </Stack>
      <ListStates
        query={configuration}
        isEmpty={() => false}
        loadingLabel="Loading the email provider"
        errorText="The email provider could not be read from the configuration."
        emptyText=""
      >
        {(config) => <Pool provider={providerSegment(config.emailProvider)} providerName={config.emailProvider} />}
      </ListStates>
    </Stack>
  );
};
