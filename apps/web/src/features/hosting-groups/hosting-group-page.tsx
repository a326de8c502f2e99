import { endpoints, type DeploymentControllerStatus, type HostedApplication, type HostingGroupView } from '@console/contract';
import { Anchor, Badge, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { useLiveEvent, useLiveGroup } from '../../lib/live';
import { ScrollableTable } from '../../lib/scrollable-table';
import { GroupDeployments } from './group-deployments';
import { AddMachineModal } from './hosting-group-modals';
import { hostingGroupDesiredStateUrlQuery } from '../desired-state';
import { transitionResult, withControllerStatus, withHostedApplicationChange, withTransition } from './hosting-group-rules';
import { countOf } from '../../lib/plural';
import { LocalTime } from '../../lib/format-time';

export const hostingGroupKey = (id: string) => ['hosting-group', id] as const;

const hostingGroupQuery = (id: string) =>
  queryOptions({
    queryKey: hostingGroupKey(id),
    queryFn: ({ signal }) => callEndpoint(endpoints.getHostingGroup, { params: { id }, signal }),
    staleTime: Infinity,
    meta: { isLive: true },
  });

export const hostedApplicationsKey = (controllerId: string) => ['hosted-applications', controllerId] as const;

export const hostedApplicationsQuery = (controllerId: string) =>
  queryOptions({
    queryKey: hostedApplicationsKey(controllerId),
    queryFn: ({ signal }) => callEndpoint(endpoints.listHostedApplications, { params: { id: controllerId }, signal }),
    staleTime: Infinity,
    meta: { isLive: true },
  });

/** Machine status by the group's live group, transitions and hosted applications as they are pushed. */
const useHostingGroupLive = (id: string) => {
  const queryClient = useQueryClient();
  useLiveGroup('deploymentControllers', id);
  const update = (change: (view: HostingGroupView) => HostingGroupView) =>
    queryClient.setQueryData<HostingGroupView>(hostingGroupKey(id), (view) => (view ? change(view) : view));
  useLiveEvent('deploymentControllers', 'updateDeploymentControllerStatus', (status) =>
    update((view) => withControllerStatus(view, status)),
  );
  useLiveEvent('desiredStateTransitions', 'transitionStarted', (t) => update((view) => withTransition(view, t)));
  useLiveEvent('desiredStateTransitions', 'transitionCompleted', (t) => update((view) => withTransition(view, t)));
  useLiveEvent('hostedApplications', 'hostedApplicationChanged', (change) =>
    queryClient.setQueryData<HostedApplication[]>(hostedApplicationsKey(change.entity.deploymentControllerId), (list) =>
      withHostedApplicationChange(list, change),
    ),
  );
};

const statusColor = (status: DeploymentControllerStatus['status']) => {
  switch (status) {
    case 'healthy':
      return 'green';
    case 'degraded':
      return 'yellow';
    case 'unreachable':
      return 'red';
    default: {
      const exhaustive: never = status;
      return exhaustive;
    }
  }
};

const Machine = ({
  hostingGroupId,
  machine,
  logUrl,
}: {
  hostingGroupId: string;
  machine: DeploymentControllerStatus;
  logUrl: string | undefined;
}) => {
  const queryClient = useQueryClient();
  const applications = useQuery(hostedApplicationsQuery(machine.id));
  // Pushes keep the status current; this asks for the machine's last report now (e.g. after a quiet spell).
  const refresh = useMutation({
    mutationFn: () => callEndpoint(endpoints.getDeploymentControllerStatus, { params: { id: machine.id } }),
    onSuccess: (status) =>
      queryClient.setQueryData<HostingGroupView>(hostingGroupKey(hostingGroupId), (view) =>
        view ? withControllerStatus(view, status) : view,
      ),
  });
  const titleId = `machine-${machine.id}`;
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      withBorder
      p="sm"
      data-testid="machine"
      data-reported-at={machine.lastReportedAtUtc}
    >
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} size="h5" id={titleId}>
            {machine.name}
          </Title>
          <Badge color={statusColor(machine.status)} variant="light" c="dark.8" aria-label={`Status of ${machine.name}`}>
            {machine.status}
          </Badge>
        </Group>
        <Group gap="lg">
          <Text size="sm">CPU {machine.cpuPercent}%</Text>
          <Text size="sm">Memory {machine.memoryPercent}%</Text>
          <Text size="sm">
            State {machine.currentStateVersion} of desired {machine.desiredStateVersion}
            {machine.isInDesiredState ? ' (in desired state)' : ' (moving)'}
          </Text>
          <Text size="sm">
            Last reported <LocalTime value={machine.lastReportedAtUtc} style="time" />
          </Text>
          <Button size="compact-sm" variant="default" loading={refresh.isPending} onClick={() => refresh.mutate()}>
            Refresh status of {machine.name}
          </Button>
          {logUrl && (
            <Anchor c="blue.9" size="sm" href={logUrl} target="_blank" rel="noreferrer">
              Logs of {machine.name}
            </Anchor>
          )}
        </Group>
        {applications.isPending && <Loader size="xs" aria-label={`Loading the applications of ${machine.name}`} />}
        {applications.data && (
          <ScrollableTable label={`Applications hosted on ${machine.name}`} minWidth={480}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Application</Table.Th>
                  <Table.Th>Kind</Table.Th>
                  <Table.Th>State</Table.Th>
                  <Table.Th>Version</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {applications.data.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={4}>No applications</Table.Td>
                  </Table.Tr>
                )}
                {applications.data.map((a) => (
                  <Table.Tr key={a.id}>
                    <Table.Td>{a.name}</Table.Td>
                    <Table.Td>{a.kind}</Table.Td>
                    <Table.Td>{a.state}</Table.Td>
                    <Table.Td>{a.version}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollableTable>
        )}
      </Stack>
    </Paper>
  );
};

const Transitions = ({ view }: { view: HostingGroupView }) => {
  const nameOf = new Map(view.deploymentControllers.map((c) => [c.id, c.name]));
  return (
    <ScrollableTable label="Desired-state transitions" minWidth={560}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Machine</Table.Th>
            <Table.Th>Started</Table.Th>
            <Table.Th>Desired state</Table.Th>
            <Table.Th>End state</Table.Th>
            <Table.Th>Result</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {view.transitions.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={5}>No transitions yet</Table.Td>
            </Table.Tr>
          )}
          {view.transitions.map((t) => {
            const result = transitionResult(t);
            return (
              <Table.Tr key={t.id}>
                <Table.Td>{nameOf.get(t.deploymentControllerId) ?? t.deploymentControllerId}</Table.Td>
                <Table.Td>
                  <LocalTime value={t.startedAtUtc} style="time" />
                </Table.Td>
                <Table.Td>{t.desiredState}</Table.Td>
                <Table.Td>{t.endState ?? '—'}</Table.Td>
                <Table.Td>
                  <Text size="sm" c={result === 'failed' ? 'red.9' : result === 'succeeded' ? 'teal.9' : 'dark.8'}>
                    {result === 'running' ? 'Running' : result === 'succeeded' ? 'Succeeded' : 'Failed'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollableTable>
  );
};

type Dialog = 'addMachine' | null;

/** "Open desired state": the address the server gives for the group's desired state. */
const OpenDesiredState = ({ hostingGroupId }: { hostingGroupId: string }) => {
  const url = useQuery(hostingGroupDesiredStateUrlQuery(hostingGroupId));
  if (!url.isSuccess) {
    return (
      <Button color="blue.8" variant="outline" disabled loading={url.isPending}>
        Open desired state
      </Button>
    );
  }
  return (
    <Button component="a" href={url.data.url} color="blue.8" variant="outline">
      Open desired state
    </Button>
  );
};

/** doc1 §2 Hosting-group view: per-machine status, log links, desired state and adding a machine. */
export const HostingGroupPage = () => {
  const { hostingGroupId } = useParams({ strict: false }) as { hostingGroupId: string };
  const query = useQuery(hostingGroupQuery(hostingGroupId));
  useHostingGroupLive(hostingGroupId);
  const [dialog, setDialog] = useState<Dialog>(null);
  if (query.isPending) return <Loader aria-label="Loading the hosting group" />;
  if (query.isError) return <Text c="red.9">The hosting group could not be loaded.</Text>;
  const view = query.data;
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} size="h2">
          Hosting group {view.hostingGroupIdentifier}
        </Title>
        <Text c="gray.7">
          {view.kind === 'onsite' ? 'On-site' : `Azure, ${view.azureLocation ?? 'no location'}`} ·{' '}
          {countOf(view.deploymentControllers.length, { one: 'machine', other: 'machines' })} ·{' '}
          {countOf(view.deploymentIds.length, { one: 'deployment', other: 'deployments' })}
        </Text>
      </Stack>
      <Group gap="sm">
        <OpenDesiredState hostingGroupId={hostingGroupId} />
        {view.certificate && (
          <Button color="blue.8" onClick={() => setDialog('addMachine')}>
            Add machine
          </Button>
        )}
        <Anchor c="blue.9" href={view.logSearchUrl} target="_blank" rel="noreferrer">
          Log search
        </Anchor>
      </Group>
      <section aria-labelledby="machines-heading">
        <Stack gap="sm">
          <Title order={2} size="h4" id="machines-heading">
            Machines
          </Title>
          {view.deploymentControllers.map((machine) => (
            <Machine
              key={machine.id}
              hostingGroupId={hostingGroupId}
              machine={machine}
              logUrl={view.machineLogSearchUrls[machine.id]}
            />
          ))}
        </Stack>
      </section>
      <section aria-labelledby="transitions-heading">
        <Stack gap="sm">
          <Title order={2} size="h4" id="transitions-heading">
            Desired-state transitions
          </Title>
          <Transitions view={view} />
        </Stack>
      </section>
      <section aria-labelledby="group-deployments-heading">
        <Stack gap="sm">
          <Title order={2} size="h4" id="group-deployments-heading">
            Deployments
          </Title>
          <GroupDeployments hostingGroupId={hostingGroupId} />
        </Stack>
      </section>
      {dialog === 'addMachine' && view.certificate && (
        <AddMachineModal view={view} certificate={view.certificate} onClose={() => setDialog(null)} />
      )}
    </Stack>
  );
};
