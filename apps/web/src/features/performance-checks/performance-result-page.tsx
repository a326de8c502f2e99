import type { PerformanceCheck, PerformanceCheckKind, PerformanceResult } from '@console/contract';
import { LineChart } from '@mantine/charts';
import { Alert, Anchor, Badge, Box, Group, Paper, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { ConfirmPendingChange, type PendingChange } from '../../lib/confirm-destructive';
import { LocalTime } from '../../lib/format-time';
import { ListStates } from '../../lib/list-states';
import { GuardedButton } from '../../lib/permissions';
import { ScrollableTable } from '../../lib/scrollable-table';
import { checkQuery, rerunCheck, rerunEndpointOf, useCheckStatusWriter, useTestStatusLive } from './performance-check-queries';
import {
  benchPath,
  isFinished,
  kindTitles,
  progressOfStatus,
  resultPath,
  settingsLine,
  stateColors,
  stateLabels,
  watchStale,
} from './performance-check-rules';

/** doc2 §4: the page's stale flag, raised when 5000 ms pass with no known status while the check runs. */
const useStaleFlag = (check: PerformanceCheck | undefined) => {
  const [isStale, setIsStale] = useState(false);
  const watch = useRef<ReturnType<typeof watchStale> | null>(null);
  useEffect(() => {
    watch.current = watchStale({ onChange: setIsStale });
    return () => watch.current?.stop();
  }, []);
  const latestAt = check?.latestStatus?.atUtc ?? null;
  const isDone = check ? isFinished(check.state) : false;
  useEffect(() => {
    if (isDone) watch.current?.finished();
    else if (latestAt) watch.current?.known();
  }, [latestAt, isDone]);
  return isStale;
};

const Figure = ({ label, value, unit }: { label: string; value: string; unit?: string }) => (
  <Paper withBorder p="sm" radius="md">
    <Text size="xs" c="gray.7">
      {label}
    </Text>
    <Text fw={700} size="xl">
      {value}
      {unit && (
        <Text span size="sm" fw={400} c="gray.7">
          {` ${unit}`}
        </Text>
      )}
    </Text>
  </Paper>
);

const ResultFigures = ({ result }: { result: PerformanceResult }) => (
  <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} aria-label="Result" role="group">
    <Figure label="Throughput" value={result.throughputPerSecond.toLocaleString('en')} unit="req/s" />
    <Figure label="Latency p50" value={result.latencyP50Ms.toLocaleString('en')} unit="ms" />
    <Figure label="Latency p95" value={result.latencyP95Ms.toLocaleString('en')} unit="ms" />
    <Figure label="Latency p99" value={result.latencyP99Ms.toLocaleString('en')} unit="ms" />
    <Figure label="Errors" value={result.errorCount.toLocaleString('en')} />
    <Figure label="Requests" value={result.requestCount.toLocaleString('en')} unit={`in ${result.durationSeconds} s`} />
  </SimpleGrid>
);

const RunChart = ({ check }: { check: PerformanceCheck }) => (
  <Stack gap={4}>
    <Title order={2} size="h4">
      The run, second by second
    </Title>
    {check.samples.length === 0 ? (
      <Text size="sm" c="gray.7">
        No second measured yet.
      </Text>
    ) : (
      <Box role="img" aria-label={`Chart of ${check.samples.length} seconds: requests per second, p95 latency and errors`}>
        <LineChart
          h={260}
          data={check.samples}
          dataKey="second"
          withLegend
          withRightYAxis
          curveType="monotone"
          tooltipAnimationDuration={0}
          xAxisLabel="Second"
          series={[
            { name: 'requestsPerSecond', label: 'Requests/s', color: 'blue.8' },
            { name: 'activeUsers', label: 'Active users', color: 'teal.8' },
            { name: 'errors', label: 'Errors', color: 'red.8' },
            { name: 'latencyP95Ms', label: 'p95 latency (ms)', color: 'orange.8', yAxisId: 'right' },
          ]}
          lineChartProps={{ accessibilityLayer: false }}
          lineProps={{ isAnimationActive: false }}
        />
      </Box>
    )}
  </Stack>
);

const CheckView = ({ kind, check, isStale }: { kind: PerformanceCheckKind; check: PerformanceCheck; isStale: boolean }) => {
  const latest = check.latestStatus;
  const progress = latest ? progressOfStatus(latest.details) : null;
  const reason = latest && typeof latest.details.reason === 'string' ? latest.details.reason : null;
  return (
    <Stack gap="md">
      <Group gap="sm" align="center">
        <Badge color={stateColors[check.state]} variant="light" size="lg" c="dark.8">
          {stateLabels[check.state]}
        </Badge>
        <Text size="sm" role="status" aria-live="polite">
          {latest ? `Status: ${latest.status}` : 'No status known yet'}
        </Text>
        {isStale && (
          <Badge color="orange" variant="light" c="dark.8">
            Stale
          </Badge>
        )}
      </Group>
      {isStale && (
        <Alert
          color="orange"
          variant="light"
          role="alert"
          title="The result is stale"
          styles={{ title: { color: 'var(--mantine-color-dark-8)' } }}
        >
          No status of this check has been known for 5 seconds; what is shown may be out of date.
        </Alert>
      )}
      {check.state === 'failed' && reason && (
        <Alert color="red.9" variant="light" title="The check failed">
          {reason}
        </Alert>
      )}
      {progress !== null && !isFinished(check.state) && (
        <Progress value={progress} aria-label="Progress of the check" animated striped />
      )}
      <Stack gap={2}>
        <Text size="sm">
          <Text span fw={600}>
            Registration site:{' '}
          </Text>
          {check.registrationSiteUrl}
        </Text>
        <Text size="sm">
          <Text span fw={600}>
            Settings:{' '}
          </Text>
          {settingsLine(kind, check.settings)}
        </Text>
        <Text size="sm">
          <Text span fw={600}>
            Launched:{' '}
          </Text>
          <LocalTime value={check.createdAtUtc} />
          {check.launchedBy ? ` by ${check.launchedBy}` : ''}
        </Text>
        <Anchor c="blue.9" size="sm" href={check.logSearchUrl} target="_blank" rel="noreferrer">
          Logs of this check
        </Anchor>
      </Stack>
      {check.result ? (
        <ResultFigures result={check.result} />
      ) : (
        <Text size="sm" c="gray.7">
          {check.state === 'failed' ? 'The check ended without a result.' : 'The result is shown once the run finishes.'}
        </Text>
      )}
      <RunChart check={check} />
      <Stack gap={4}>
        <Title order={2} size="h4">
          Statuses
        </Title>
        <ScrollableTable label="Statuses" minWidth={480}>
          <Table striped aria-label="Statuses">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Time</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {check.statuses.map((s) => (
                <Table.Tr key={`${s.atUtc} ${s.status}`}>
                  <Table.Td>
                    <LocalTime value={s.atUtc} style="time" />
                  </Table.Td>
                  <Table.Td>{s.status}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollableTable>
      </Stack>
    </Stack>
  );
};

/** doc2 §2: a check's result page, following its status live from the testStatus hub. */
/**
 * "Run again" (doc2 §7 POST …/{id}): asks first, as the run loads the registration site again, then opens
 * the new check's page.
 */
const RunAgain = ({ kind, check }: { kind: PerformanceCheckKind; check: PerformanceCheck }) => {
  const navigate = useNavigate();
  const [pending, setPending] = useState<PendingChange | null>(null);
  const rerun = useMutation({
    mutationFn: (changeReason: string | undefined) => rerunCheck(kind, check.id, changeReason),
    meta: { isSilent: true },
    onSuccess: ({ id }) => {
      setPending(null);
      void navigate({ to: resultPath(kind, id) });
    },
  });
  const ask = () => {
    rerun.reset();
    setPending({
      title: `Run the ${kindTitles[kind].toLowerCase()} again`,
      endpoint: rerunEndpointOf(kind),
      confirmLabel: 'Run again',
      description: `A new check puts the same load on ${check.registrationSiteUrl} (${settingsLine(kind, check.settings)}). This check's result is kept.`,
      canBeUndone: false,
      run: (changeReason) => rerun.mutate(changeReason),
    });
  };
  return (
    <>
      <GuardedButton endpoint={rerunEndpointOf(kind)} variant="default" aria-haspopup="dialog" onClick={ask}>
        Run again
      </GuardedButton>
      <ConfirmPendingChange
        pending={pending}
        isPending={rerun.isPending}
        error={rerun.isError ? rerun.error : null}
        onClose={() => setPending(null)}
      />
    </>
  );
};

export const PerformanceResultPage = () => {
  const { kind, checkId } = useParams({ strict: false }) as { kind: PerformanceCheckKind; checkId: string };
  const query = useQuery(checkQuery(kind, checkId));
  const write = useCheckStatusWriter(kind, checkId);
  useTestStatusLive(write);
  const isStale = useStaleFlag(query.data);
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Anchor c="blue.9" size="sm" component={Link} to={benchPath}>
          Back to the performance test bench
        </Anchor>
        <Group justify="space-between" align="flex-end" gap="sm">
          <Title order={1} size="h2">
            {`${kindTitles[kind]} result`}
          </Title>
          {query.data && <RunAgain kind={kind} check={query.data} />}
        </Group>
        <Text size="xs" c="gray.7" ff="monospace">
          {checkId}
        </Text>
      </Stack>
      <ListStates
        query={query}
        isEmpty={() => false}
        loadingLabel="Loading the check"
        errorText="The check could not be loaded."
        emptyText=""
      >
        {(check) => <CheckView kind={kind} check={check} isStale={isStale} />}
      </ListStates>
    </Stack>
  );
};
