import { endpoints } from '@console/contract';
import { Group, Stack, Table, Text, Title } from '@mantine/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { ConfirmPendingChange, type PendingChange } from '../../lib/confirm-destructive';
import { LocalTime } from '../../lib/format-time';
import { ListStates } from '../../lib/list-states';
import { GuardedButton } from '../../lib/permissions';
import { countOf } from '../../lib/plural';
import { showSuccess } from '../../lib/report-error';
import { CountedTable } from '../../lib/scrollable-table';
import { useTargetJobs } from '../../lib/use-target-jobs';
import { isRunning, keepForText, lastRunRemovedText, retentionRunTargetId, runStateKey } from './retention-rules';

const retentionPoliciesKey = ['retention-policies'] as const;

const retentionPoliciesQuery = queryOptions({
  queryKey: retentionPoliciesKey,
  queryFn: ({ signal }) => callEndpoint(endpoints.listRetentionPolicies, { signal }),
});

/** doc2 §2 Retention policies: what is kept how long, and a run-all action (a job, one step per policy). */
export const RetentionPoliciesPage = () => {
  const queryClient = useQueryClient();
  const query = useQuery(retentionPoliciesQuery);
  const runs = useTargetJobs(retentionRunTargetId);
  const [pending, setPending] = useState<PendingChange | null>(null);
  // The last run updates when the job ends: read the list again whenever a run starts or ends.
  const runKey = runStateKey(runs);
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: retentionPoliciesKey });
  }, [runKey, queryClient]);
  const runAll = useMutation({
    mutationFn: (changeReason: string | undefined) => callEndpoint(endpoints.runAllRetentionPolicies, { changeReason }),
    // The confirmation shows the failure (a run already going is focused in the jobs drawer).
    meta: { isSilent: true },
    onSuccess: () => {
      setPending(null);
      showSuccess('The retention policies are running; follow the job in the jobs drawer.');
    },
  });
  const count = query.data?.length ?? 0;
  const ask = () => {
    runAll.reset();
    setPending({
      title: 'Run every retention policy',
      endpoint: endpoints.runAllRetentionPolicies,
      confirmLabel: 'Run all policies',
      description: `Each of the ${countOf(count, { one: 'policy', other: 'policies' })} removes the rows of its target older than its period, now. Removed rows cannot be brought back.`,
      canBeUndone: false,
      run: (changeReason) => runAll.mutate(changeReason),
    });
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={1} size="h2">
            Retention policies
          </Title>
          <Text c="gray.7">How long the console keeps its records. Each policy runs daily; run them all now from here.</Text>
        </Stack>
        <GuardedButton
          endpoint={endpoints.runAllRetentionPolicies}
          color="red.9"
          aria-haspopup="dialog"
          disabled={count === 0 || isRunning(runs)}
          onClick={ask}
        >
          {isRunning(runs) ? 'Running…' : 'Run all'}
        </GuardedButton>
      </Group>
      <ListStates
        query={query}
        isEmpty={(list) => list.length === 0}
        loadingLabel="Loading the retention policies"
        errorText="The retention policies could not be loaded."
        emptyText="No retention policies are configured."
      >
        {(list) => (
          <CountedTable
            label="Retention policies"
            rows={list}
            noun={{ one: 'policy', other: 'policies' }}
            minWidth={820}
            headers={['Name', 'Target', 'Keep for', 'Last run', 'Next run']}
          >
            {(policy) => {
              const removed = lastRunRemovedText(policy);
              return (
                <Table.Tr key={policy.id} aria-label={`Retention policy ${policy.name}`}>
                  <Table.Td>{policy.name}</Table.Td>
                  <Table.Td>{policy.targetLabel}</Table.Td>
                  <Table.Td>{keepForText(policy.keepForDays)}</Table.Td>
                  <Table.Td>
                    {policy.lastRunAtUtc ? (
                      <Stack gap={0}>
                        <Text size="sm">
                          <LocalTime value={policy.lastRunAtUtc} />
                        </Text>
                        <Text size="xs" c="gray.7">
                          {removed}
                        </Text>
                      </Stack>
                    ) : (
                      <Text size="sm" c="gray.7">
                        Never
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <LocalTime value={policy.nextRunAtUtc} />
                  </Table.Td>
                </Table.Tr>
              );
            }}
          </CountedTable>
        )}
      </ListStates>
      <ConfirmPendingChange
        pending={pending}
        isPending={runAll.isPending}
        error={runAll.isError ? runAll.error : null}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
};
