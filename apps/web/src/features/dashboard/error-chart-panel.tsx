import { BarChart } from '@mantine/charts';
import { Box, List, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { DashboardPanel } from './dashboard-panel';
import { configurationQuery, recentErrorsQuery } from './dashboard-queries';
import { describeBuckets, hourlyBuckets, type ErrorBucket } from './error-buckets';
import { logSearchLink } from './log-search';
import { LogSearchAnchor } from './log-search-anchor';
import { countOf } from '../../lib/plural';

const countText = (count: number) => countOf(count, { one: 'error', other: 'errors' });

const ErrorChart = ({ buckets, onOpenHour }: { buckets: ErrorBucket[]; onOpenHour: (bucket: ErrorBucket) => void }) => (
  <BarChart
    h={220}
    data={buckets}
    dataKey="label"
    series={[{ name: 'count', label: 'Errors', color: 'red.8' }]}
    tickLine="y"
    gridAxis="x"
    yAxisProps={{ allowDecimals: false, width: 32 }}
    minBarSize={2}
    withTooltip
    tooltipAnimationDuration={0}
    barProps={{
      cursor: 'pointer',
      isAnimationActive: false,
      onClick: (entry: { payload?: ErrorBucket }) => {
        if (entry.payload) onOpenHour(entry.payload);
      },
    }}
    barChartProps={{ accessibilityLayer: false }}
    // Recharts leaves out the hour labels that would overlap, however narrow the screen (a phone keeps every fourth or so).
    xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 8 }}
  />
);

/** The error chart: the last 24 hours in hourly bars, refreshed every 5 minutes; a bar opens the log search for its hour. */
export const ErrorChartPanel = () => {
  const query = useQuery(recentErrorsQuery);
  const configuration = useQuery(configurationQuery);
  const navigate = useNavigate();
  const linkFor = (from?: Date, to?: Date) =>
    logSearchLink({
      logServerUrl: configuration.data?.logServerUrl ?? null,
      environment: configuration.data?.environment ?? '',
      from,
      to,
    });
  const handleOpenHour = (bucket: ErrorBucket) => {
    const link = linkFor(new Date(bucket.hour), new Date(bucket.end));
    if (link.kind === 'logServer') window.open(link.href, '_blank', 'noopener,noreferrer');
    else void navigate({ to: '/operations/audit', search: link.search });
  };
  const dataUpdatedAt = query.dataUpdatedAt;
  const buckets = useMemo(
    () => (query.data ? hourlyBuckets(query.data.Slices, new Date(dataUpdatedAt)) : []),
    [query.data, dataUpdatedAt],
  );
  return (
    <DashboardPanel title="Errors in the last 24 hours" query={query}>
      {() => (
        <>
          <Text size="sm" id="error-chart-summary">
            {describeBuckets(buckets)}
          </Text>
          <Box aria-describedby="error-chart-summary" data-testid="error-chart">
            <ErrorChart buckets={buckets} onOpenHour={handleOpenHour} />
          </Box>
          <details>
            <summary>
              <Text span size="sm">
                Errors by hour
              </Text>
            </summary>
            <List size="sm" spacing={4} aria-label="Errors by hour">
              {buckets.map((bucket) => (
                <List.Item key={bucket.hour}>
                  <LogSearchAnchor link={linkFor(new Date(bucket.hour), new Date(bucket.end))}>
                    {`${bucket.label}: ${countText(bucket.count)}`}
                  </LogSearchAnchor>
                </List.Item>
              ))}
            </List>
          </details>
        </>
      )}
    </DashboardPanel>
  );
};
