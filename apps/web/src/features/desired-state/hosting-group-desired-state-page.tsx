import { endpoints, type DeploymentControllerStatus } from '@console/contract';
import { Anchor, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { callEndpoint } from '../../lib/api-client';
import { LocalTime } from '../../lib/format-time';
import { useLiveEvent, useLiveGroup } from '../../lib/live';
import { ScrollableTable } from '../../lib/scrollable-table';

const desiredStateKey = (id: string) => ['desired-state', 'hosting-group', id] as const;

const hostingGroupDesiredStateQuery = (id: string) =>
  queryOptions({
    queryKey: desiredStateKey(id),
    queryFn: ({ signal }) => callEndpoint(endpoints.getHostingGroup, { params: { id }, signal }),
    meta: { isLive: true },
  });

/**
 * A hosting group's desired state (the address GET /operations/desiredstate/hostinggroups/{id}
 * answers): what each machine should run against what it last reported running, live.
 */
export const HostingGroupDesiredStatePage = () => {
  const { hostingGroupId } = useParams({ strict: false }) as { hostingGroupId: string };
  const queryClient = useQueryClient();
  const query = useQuery(hostingGroupDesiredStateQuery(hostingGroupId));
  useLiveGroup('deploymentControllers', hostingGroupId);
  useLiveEvent('deploymentControllers', 'updateDeploymentControllerStatus', (status: DeploymentControllerStatus) =>
    queryClient.setQueryData(desiredStateKey(hostingGroupId), (view: typeof query.data) =>
      view && view.deploymentControllers.some((c) => c.id === status.id)
        ? { ...view, deploymentControllers: view.deploymentControllers.map((c) => (c.id === status.id ? status : c)) }
        : view,
    ),
  );
  if (query.isPending) return <Loader aria-label="Loading the desired state" />;
  if (query.isError) return <Text c="red.9">The desired state could not be loaded.</Text>;
  const view = query.data;
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} size="h2">
          Desired state of {view.hostingGroupIdentifier}
        </Title>
        <Anchor c="blue.9" size="sm" component={Link} to="/hosting-groups/$hostingGroupId" params={{ hostingGroupId } as never}>
          Back to hosting group {view.hostingGroupIdentifier}
        </Anchor>
      </Stack>
      {view.deploymentControllers.length === 0 ? (
        <Text size="sm" c="gray.7">
          No machine has reported in this group yet.
        </Text>
      ) : (
        <ScrollableTable label="Desired state per machine" minWidth={640}>
          <Table striped aria-label="Desired state per machine">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Machine</Table.Th>
                <Table.Th>Desired state</Table.Th>
                <Table.Th>Current state</Table.Th>
                <Table.Th>In desired state</Table.Th>
                <Table.Th>Last reported</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {view.deploymentControllers.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>{c.name}</Table.Td>
                  <Table.Td>{c.desiredStateVersion}</Table.Td>
                  <Table.Td>{c.currentStateVersion}</Table.Td>
                  <Table.Td>{c.isInDesiredState ? 'Yes' : 'No'}</Table.Td>
                  <Table.Td>
                    <LocalTime value={c.lastReportedAtUtc} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollableTable>
      )}
    </Stack>
  );
};
