import { Grid, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CloudStatusPanel } from './cloud-status-panel';
import { configurationQuery } from './dashboard-queries';
import { ErrorChartPanel } from './error-chart-panel';
import { logSearchLink } from './log-search';
import { LogSearchAnchor } from './log-search-anchor';
import { ServiceStatusPanel, UnhealthyServicesPanel } from './service-status-panels';

/** doc1 §2 Dashboard: the error chart, the cloud provider's status, the service summary and the log search link. */
export const DashboardPage = () => {
  const configuration = useQuery(configurationQuery);
  return (
    <Stack>
      <Group justify="space-between" align="baseline">
        <Title order={1} size="h2">
          Dashboard
        </Title>
        {configuration.data && (
          <LogSearchAnchor
            link={logSearchLink({ logServerUrl: configuration.data.logServerUrl, environment: configuration.data.environment })}
          >
            {`Search the logs for errors in ${configuration.data.environment}`}
          </LogSearchAnchor>
        )}
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <ErrorChartPanel />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
          <ServiceStatusPanel />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 6 }}>
          <UnhealthyServicesPanel />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <CloudStatusPanel />
        </Grid.Col>
      </Grid>
    </Stack>
  );
};
