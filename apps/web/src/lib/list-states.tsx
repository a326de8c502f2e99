import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * A list's loading, error and empty states, said the same way everywhere: a labelled loader while the
 * first page loads, the failure with a way to try again, the empty text; otherwise the list itself.
 */
export const ListStates = <T,>({
  query,
  isEmpty,
  loadingLabel,
  errorText,
  emptyText,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  loadingLabel: string;
  errorText: string;
  emptyText: string;
  children: (data: T) => ReactNode;
}) => {
  if (query.isPending) return <Loader size="sm" aria-label={loadingLabel} />;
  if (query.isError) {
    return (
      <Alert color="red.9" variant="light" role="alert">
        <Group gap="sm" justify="space-between">
          <Text size="sm" c="red.9">
            {errorText}
          </Text>
          <Button size="compact-sm" variant="outline" color="red.9" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Group>
      </Alert>
    );
  }
  if (isEmpty(query.data)) {
    return (
      <Text size="sm" c="gray.7">
        {emptyText}
      </Text>
    );
  }
  return <>{children(query.data)}</>;
};
