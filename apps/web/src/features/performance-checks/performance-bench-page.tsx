import { endpoints, performanceCheckKinds, type PerformanceCheckKind, type PerformanceCheckSummary } from '@console/contract';
import { Anchor, Badge, Group, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { LocalTime } from '../../lib/format-time';
import { ListStates } from '../../lib/list-states';
import { GuardedButton } from '../../lib/permissions';
import { countOf } from '../../lib/plural';
import { ScrollableTable } from '../../lib/scrollable-table';
import { LaunchCheckModal } from './launch-check-modal';
import { checksQuery, useTestStatusLive } from './performance-check-queries';
import { kindTitles, resultPath, settingsLine, stateColors, stateLabels } from './performance-check-rules';

const launchEndpoints = {
  standard: endpoints.launchStandardCheck,
  pageHit: endpoints.launchPageHitCheck,
  hardware: endpoints.launchHardwareCheck,
} as const;

const ChecksTable = ({ kind, list }: { kind: PerformanceCheckKind; list: PerformanceCheckSummary[] }) => (
  <Stack gap="xs">
    <Text size="sm" aria-live="polite">
      {countOf(list.length, { one: 'recent check', other: 'recent checks' })}
    </Text>
    <ScrollableTable label={`Recent ${kindTitles[kind].toLowerCase()}s`} minWidth={860}>
      <Table striped aria-label={`Recent ${kindTitles[kind].toLowerCase()}s`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Registration site</Table.Th>
            <Table.Th>Settings</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th>Latest status</Table.Th>
            <Table.Th>Launched</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((check) => (
            <Table.Tr key={check.id}>
              <Table.Td>
                <Anchor
                  c="blue.9"
                  size="sm"
                  component={Link}
                  to={resultPath(kind, check.id)}
                  aria-label={`Result of the check of ${check.registrationSiteUrl} launched ${new Date(check.createdAtUtc).toLocaleString('en')}`}
                >
                  {check.registrationSiteUrl}
                </Anchor>
              </Table.Td>
              <Table.Td>{settingsLine(kind, check.settings)}</Table.Td>
              <Table.Td>
                <Badge color={stateColors[check.state]} variant="light" c="dark.8">
                  {stateLabels[check.state]}
                </Badge>
              </Table.Td>
              <Table.Td>{check.latestStatus?.status ?? 'None yet'}</Table.Td>
              <Table.Td>
                <LocalTime value={check.createdAtUtc} />
                {check.launchedBy && (
                  <Text size="xs" c="gray.7">
                    by {check.launchedBy}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollableTable>
  </Stack>
);

const KindChecks = ({ kind }: { kind: PerformanceCheckKind }) => {
  const query = useQuery(checksQuery(kind));
  return (
    <ListStates
      query={query}
      isEmpty={(list) => list.length === 0}
      loadingLabel={`Loading the recent ${kindTitles[kind].toLowerCase()}s`}
      errorText={`The recent ${kindTitles[kind].toLowerCase()}s could not be loaded.`}
      emptyText={`No ${kindTitles[kind].toLowerCase()} yet: launch one above.`}
    >
      {(list) => <ChecksTable kind={kind} list={list} />}
    </ListStates>
  );
};

/** doc2 §2 Performance test bench: three launch modals and the recent checks of each kind. */
export const PerformanceBenchPage = () => {
  const navigate = useNavigate();
  const [launching, setLaunching] = useState<PerformanceCheckKind | null>(null);
  const [tab, setTab] = useState<PerformanceCheckKind>('standard');
  useTestStatusLive();
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} size="h2">
          Performance test bench
        </Title>
        <Text c="gray.7">
          Put a registration site under load and see how it holds: throughput, latency and errors, second by second.
        </Text>
      </Stack>
      <Group gap="sm">
        {performanceCheckKinds.map((kind) => (
          <GuardedButton
            key={kind}
            endpoint={launchEndpoints[kind]}
            color="blue.8"
            aria-haspopup="dialog"
            onClick={() => setLaunching(kind)}
          >
            {`Launch ${kindTitles[kind].toLowerCase()}`}
          </GuardedButton>
        ))}
      </Group>
      <Tabs value={tab} onChange={(value) => value && setTab(value as PerformanceCheckKind)}>
        <Tabs.List aria-label="Recent checks by kind">
          {performanceCheckKinds.map((kind) => (
            <Tabs.Tab key={kind} value={kind}>
              {`${kindTitles[kind]}s`}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {performanceCheckKinds.map((kind) => (
          <Tabs.Panel key={kind} value={kind} pt="sm">
            {tab === kind && <KindChecks kind={kind} />}
          </Tabs.Panel>
        ))}
      </Tabs>
      {launching && (
        <LaunchCheckModal
          kind={launching}
          onClose={() => setLaunching(null)}
          onLaunched={({ id }) => {
            const kind = launching;
            setLaunching(null);
            void navigate({ to: resultPath(kind, id) });
          }}
        />
      )}
    </Stack>
  );
};
