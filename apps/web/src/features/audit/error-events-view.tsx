import { endpoints, errorEventSources, type ErrorEvent, type ErrorEventSource } from '@console/contract';
import { Alert, Badge, Button, Group, Loader, Pagination, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { callEndpoint } from '../../lib/api-client';
import { localToIso, type AuditSearch } from './audit-search';
import { ScrollableTable } from '../../lib/scrollable-table';
import { AuditFilterForm, auditTextAndTimeFields } from './audit-filter-form';
import { countOf } from '../../lib/plural';
import { LocalTime } from '../../lib/format-time';

const pageSize = 50;

const sourceLabels: Record<ErrorEventSource, string> = { job: 'Job', platform: 'Platform', server: 'Server' };

const errorFilterFields = [
  {
    name: 'source',
    label: 'Source',
    options: [{ value: '', label: 'All' }, ...errorEventSources.map((s) => ({ value: s, label: sourceLabels[s] }))],
  },
  ...auditTextAndTimeFields,
] as const;

const ErrorRow = ({ event }: { event: ErrorEvent }) => (
  <Table.Tr>
    <Table.Td>
      <LocalTime value={event.at} />
    </Table.Td>
    <Table.Td>
      <Badge color="red" variant="light" c="dark.8">
        {sourceLabels[event.source]}
      </Badge>
    </Table.Td>
    <Table.Td>{event.message}</Table.Td>
  </Table.Tr>
);

/**
 * The console's own error events (faulted jobs, platform faults, server errors): what the dashboard's
 * error chart counts, and where its log links land when no log server is configured.
 */
export const ErrorEventsView = ({ search }: { search: AuditSearch }) => {
  const navigate = useNavigate();
  const page = search.page ?? 1;
  const events = useQuery({
    queryKey: ['audit', 'errors', search],
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.listErrorEvents, {
        query: {
          text: search.text,
          source: search.source,
          from: localToIso(search.from),
          to: localToIso(search.to),
          page,
          pageSize,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

  const total = events.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Stack>
      <AuditFilterForm
        label="Error filters"
        fields={errorFilterFields}
        initial={search}
        onSearch={(filters) => void navigate({ to: '/operations/audit', search: { show: 'errors', ...filters } })}
        onClear={() => void navigate({ to: '/operations/audit', search: { show: 'errors' } })}
      />
      {events.isPending ? (
        <Group role="status">
          <Loader size="sm" />
          <Text>Loading error events…</Text>
        </Group>
      ) : events.isError ? (
        <Alert color="red" title="The error events could not be loaded">
          <Button variant="light" onClick={() => void events.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : events.data.events.length === 0 ? (
        <Text>No error events match these filters.</Text>
      ) : (
        <>
          <Text size="sm" c="gray.7" role="status">
            {countOf(total, { one: 'error event', other: 'error events' })}
          </Text>
          <ScrollableTable label="Error events, scrollable" minWidth={700}>
            <Table striped aria-label="Error events">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Time</Table.Th>
                  <Table.Th>Source</Table.Th>
                  <Table.Th>What happened</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {events.data.events.map((event) => (
                  <ErrorRow key={event.id} event={event} />
                ))}
              </Table.Tbody>
            </Table>
          </ScrollableTable>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={page}
              onChange={(next) => void navigate({ to: '/operations/audit', search: { ...search, page: next } })}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            />
          )}
        </>
      )}
    </Stack>
  );
};
