import { DonutChart } from '@mantine/charts';
import type { ServiceStatus } from '@console/contract';
import { Box, Group, List, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getSubscriptionId } from '../../lib/session';
import { DashboardPanel } from './dashboard-panel';
import { serviceStatusesQuery, unhealthyServicesQuery } from './dashboard-queries';
import { donutColor, donutShade, healthyPercent } from './service-health';
import { StatusBadge, type StatusTone } from './status-badge';
import { countOf } from '../../lib/plural';

const statusTone: Record<ServiceStatus['status'], StatusTone> = { healthy: 'good', degraded: 'warning', unhealthy: 'bad' };

const since = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });

const CollectedAt = ({ oldest }: { oldest: string | null }) =>
  oldest ? (
    <Text size="xs" c="gray.7">
      Oldest status collected at {since(oldest)}
    </Text>
  ) : null;

/** The donut: the healthy share with the percentage in its centre, green at 100 percent and red otherwise. */
export const ServiceStatusPanel = () => {
  const query = useQuery(serviceStatusesQuery(getSubscriptionId()));
  return (
    <DashboardPanel title="Service status" query={query}>
      {({ serviceStatuses, oldestCollectionTime }) => {
        const percent = healthyPercent(serviceStatuses);
        const color = donutColor(percent);
        const healthy = serviceStatuses.filter((s) => s.status === 'healthy').length;
        return (
          <Stack gap="xs" align="center">
            <Box role="img" aria-label={`Services healthy: ${percent ?? 0}%`} data-color={color}>
              <DonutChart
                size={150}
                thickness={22}
                withTooltip={false}
                chartLabel={percent === null ? 'No services' : `${percent}%`}
                pieProps={{ isAnimationActive: false }}
                data={[
                  { name: 'Healthy', value: healthy, color: donutShade[color] },
                  { name: 'Not healthy', value: serviceStatuses.length - healthy, color: donutShade.rest },
                ]}
              />
            </Box>
            <Text size="sm">
              {serviceStatuses.length === 0
                ? 'No services report a status yet.'
                : `${healthy} of ${countOf(serviceStatuses.length, { one: 'service', other: 'services' })} healthy`}
            </Text>
            <CollectedAt oldest={oldestCollectionTime} />
          </Stack>
        );
      }}
    </DashboardPanel>
  );
};

/** The services that are not healthy, each with why. */
export const UnhealthyServicesPanel = () => {
  const query = useQuery(unhealthyServicesQuery(getSubscriptionId()));
  return (
    <DashboardPanel title="Unhealthy services" query={query}>
      {({ serviceStatuses, oldestCollectionTime }) => (
        <Stack gap="xs">
          {serviceStatuses.length === 0 ? (
            <Text size="sm">Every service is healthy.</Text>
          ) : (
            <List spacing="xs" size="sm" aria-label="Unhealthy services" listStyleType="none" pl={0}>
              {serviceStatuses.map((service) => (
                <List.Item key={service.id}>
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    <StatusBadge tone={statusTone[service.status]}>{service.status}</StatusBadge>
                    <div>
                      <Text size="sm" fw={600}>
                        {service.name}
                      </Text>
                      {service.message && (
                        <Text size="xs" c="gray.7">
                          {service.message}
                        </Text>
                      )}
                    </div>
                  </Group>
                </List.Item>
              ))}
            </List>
          )}
          <CollectedAt oldest={oldestCollectionTime} />
        </Stack>
      )}
    </DashboardPanel>
  );
};
