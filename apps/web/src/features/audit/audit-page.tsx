import { endpoints, type AuditEvent } from '@console/contract';
import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Loader,
  Pagination,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { callEndpoint } from '../../lib/api-client';
import { localToIso, type AuditSearch } from './audit-search';
import { ErrorEventsView } from './error-events-view';
import { auditReachText } from './audit-reach';
import { AuditFilterForm, auditTextAndTimeFields } from './audit-filter-form';
import { ScrollableTable } from '../../lib/scrollable-table';
import { countOf } from '../../lib/plural';
import { LocalTime } from '../../lib/format-time';

const pageSize = 50;

const changeFilterFields = [
  { name: 'operator', label: 'Operator' },
  { name: 'customer', label: 'Customer', description: 'Alias or id' },
  ...auditTextAndTimeFields,
] as const;

const AuditRow = ({ event }: { event: AuditEvent }) => (
  <Table.Tr>
    <Table.Td>
      <LocalTime value={event.at} />
    </Table.Td>
    <Table.Td>{event.operatorName ?? 'anonymous'}</Table.Td>
    <Table.Td>{event.action}</Table.Td>
    <Table.Td>
      <Code>
        {event.method} {event.path}
      </Code>
    </Table.Td>
    <Table.Td>
      {event.targets.length === 0 ? (
        <Text size="sm" c="dimmed">
          —
        </Text>
      ) : (
        event.targets.map((target, index) => (
          <Text key={`${target.id}-${index}`} size="sm" title={target.id} style={{ overflowWrap: 'anywhere' }}>
            {target.name ?? target.id}
          </Text>
        ))
      )}
    </Table.Td>
    <Table.Td>
      {/* The whole outcome shows: a badge never shrinks to an ellipsis. */}
      <Badge
        color={event.outcome === 'succeeded' ? 'green' : 'red'}
        variant="light"
        styles={{ root: { maxWidth: 'none', overflow: 'visible' }, label: { overflow: 'visible' } }}
      >
        {event.outcome} ({event.statusCode})
      </Badge>
    </Table.Td>
    <Table.Td>{event.durationMs} ms</Table.Td>
    <Table.Td>
      {event.changeReason ? (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {event.changeReason}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          —
        </Text>
      )}
    </Table.Td>
  </Table.Tr>
);

export const AuditPage = () => {
  const search = useSearch({ strict: false }) as AuditSearch;
  const navigate = useNavigate();
  const show = search.show ?? 'changes';
  const handleShow = (value: string) =>
    void navigate({ to: '/operations/audit', search: value === 'errors' ? { show: 'errors' } : {} });
  return (
    <Stack>
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          Audit
        </Title>
        <SegmentedControl
          aria-label="Record"
          value={show}
          onChange={handleShow}
          data={[
            { value: 'changes', label: 'Changes' },
            { value: 'errors', label: 'Errors' },
          ]}
        />
      </Group>
      {show === 'errors' ? <ErrorEventsView key={JSON.stringify(search)} search={search} /> : <AuditChanges search={search} />}
    </Stack>
  );
};

/** The audit record of changes. */
const AuditChanges = ({ search }: { search: AuditSearch }) => {
  const navigate = useNavigate();
  const page = search.page ?? 1;
  const audit = useQuery({
    queryKey: ['audit', search],
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.listAudit, {
        query: {
          operator: search.operator,
          customer: search.customer,
          text: search.text,
          from: localToIso(search.from),
          to: localToIso(search.to),
          page,
          pageSize,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

  const total = audit.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));

  return (
    <Stack>
      <AuditFilterForm
        label="Audit filters"
        fields={changeFilterFields}
        initial={search}
        onSearch={(filters) => void navigate({ to: '/operations/audit', search: filters })}
        onClear={() => void navigate({ to: '/operations/audit', search: {} })}
      />
      {audit.data && (
        <Text size="sm" c="gray.7">
          {auditReachText(audit.data.keptForDays)}
        </Text>
      )}
      {audit.isPending ? (
        <Group role="status">
          <Loader size="sm" />
          <Text>Loading the audit record…</Text>
        </Group>
      ) : audit.isError ? (
        <Alert color="red" title="The audit record could not be loaded">
          <Button variant="light" onClick={() => void audit.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : audit.data.events.length === 0 ? (
        <Text>No audit events match these filters.</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" role="status">
            {countOf(total, { one: 'event', other: 'events' })}
          </Text>
          <ScrollableTable label="Audit events, scrollable" minWidth={1000}>
            <Table striped highlightOnHover aria-label="Audit events">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Time</Table.Th>
                  <Table.Th>Operator</Table.Th>
                  <Table.Th>Action</Table.Th>
                  <Table.Th>Call</Table.Th>
                  <Table.Th>Targets</Table.Th>
                  <Table.Th>Outcome</Table.Th>
                  <Table.Th>Duration</Table.Th>
                  <Table.Th>Reason</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {audit.data.events.map((event) => (
                  <AuditRow key={event.id} event={event} />
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
