import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { globalErrorAction } from '../../lib/errors';

const time = (at: number) => new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** What a failed refresh says on the panel: the same words as the global toast. */
export const failureText = (error: unknown) => {
  const action = globalErrorAction(error);
  return action.kind === 'toast' ? action.message : 'The refresh failed.';
};

/**
 * One dashboard panel: its title, when it was last refreshed, its own loading and failure states (a
 * failed refresh keeps the last data and says so), and a way to refresh it now.
 */
export const DashboardPanel = <T,>({
  title,
  query,
  children,
}: {
  title: string;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) => {
  const headingId = useId();
  const handleRefresh = () => void query.refetch();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={headingId} h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          <Group gap="xs" wrap="nowrap">
            <Text size="xs" c="gray.7" aria-live="polite" data-testid="refreshed">
              {query.isFetching ? 'Refreshing…' : query.dataUpdatedAt > 0 ? `Refreshed ${time(query.dataUpdatedAt)}` : ''}
            </Text>
            <Button size="compact-xs" variant="subtle" onClick={handleRefresh} aria-label={`Refresh ${title.toLowerCase()}`}>
              Refresh
            </Button>
          </Group>
        </Group>
        {query.isError && (
          <Alert
            color="red"
            variant="light"
            title={query.data === undefined ? `${title} could not be loaded` : 'The last refresh failed'}
          >
            <Text size="sm">{failureText(query.error)}</Text>
            <Text size="sm">
              {`Failed at ${time(query.errorUpdatedAt)}`}
              {query.data !== undefined && query.dataUpdatedAt > 0
                ? `; showing what was loaded at ${time(query.dataUpdatedAt)}.`
                : '.'}
            </Text>
          </Alert>
        )}
        {query.isPending ? (
          <Group role="status" gap="xs">
            <Loader size="sm" />
            <Text size="sm">Loading {title.toLowerCase()}…</Text>
          </Group>
        ) : query.data !== undefined ? (
          children(query.data)
        ) : null}
      </Stack>
    </Card>
  );
};
