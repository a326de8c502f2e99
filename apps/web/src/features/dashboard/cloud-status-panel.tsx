import type { CloudHealth } from '@console/contract';
import { Group, List, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DashboardPanel } from './dashboard-panel';
import { cloudStatusQuery } from './dashboard-queries';
import { StatusBadge, type StatusTone } from './status-badge';
import { LocalTime } from '../../lib/format-time';

const healthTone: Record<CloudHealth, StatusTone> = { available: 'good', degraded: 'warning', outage: 'bad' };
const healthText: Record<CloudHealth, string> = { available: 'Available', degraded: 'Degraded', outage: 'Outage' };

const HealthBadge = ({ health }: { health: CloudHealth }) => (
  <StatusBadge tone={healthTone[health]}>{healthText[health]}</StatusBadge>
);

/** The cloud provider's own status of the regions the fleet runs in, every 30 s. */
export const CloudStatusPanel = () => {
  const query = useQuery(cloudStatusQuery);
  return (
    <DashboardPanel title="Cloud provider status" query={query}>
      {(status) => (
        <Stack gap="xs">
          <Group gap="xs">
            <Text size="sm">Overall:</Text>
            <HealthBadge health={status.status} />
          </Group>
          {status.incidents.length > 0 && (
            <List size="sm" spacing="xs" aria-label="Cloud incidents">
              {status.incidents.map((incident) => (
                <List.Item key={incident.id}>
                  <Text size="sm" fw={600}>
                    {incident.title}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {incident.service} in {incident.regionDisplayName}, since <LocalTime value={incident.startedAtUtc} />
                  </Text>
                </List.Item>
              ))}
            </List>
          )}
          <Table aria-label="Cloud regions" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Region</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {status.regions.map((region) => (
                <Table.Tr key={region.name}>
                  <Table.Td>{region.displayName}</Table.Td>
                  <Table.Td>
                    <HealthBadge health={region.status} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </DashboardPanel>
  );
};
