import { activityKinds, type ActivityKind, type CustomerDetails } from '@console/contract';
import { countOf } from '../../lib/plural';
import { Anchor, Group, NativeSelect, Pagination, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { DetailSection } from '../../lib/detail-section';
import { ListStates } from '../../lib/list-states';
import { ActivityList } from './activity-list';
import { customerActivityQuery } from './activity-queries';
import { kindLabels } from './activity-rules';

const pageSize = 25;
const recentCount = 3;

const loadingLabel = 'Loading the activity';
const errorText = 'Unable to load the activity';

/** Issue 25: who changed what on this customer, and why, newest first; a page at a time, of one kind or all. */
export const ActivitySection = ({ customer }: { customer: CustomerDetails }) => {
  const [kind, setKind] = useState<ActivityKind | ''>('');
  const [page, setPage] = useState(1);
  const query = useQuery(customerActivityQuery(customer.id, { page, pageSize, ...(kind ? { kind } : {}) }));
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / pageSize)) : 1;
  return (
    <DetailSection id="activity" title="Activity">
      <NativeSelect
        label="Kind of change"
        maw={280}
        value={kind}
        data={[{ value: '', label: 'All changes' }, ...activityKinds.map((k) => ({ value: k, label: kindLabels[k] }))]}
        onChange={(event) => {
          setKind(event.currentTarget.value as ActivityKind | '');
          setPage(1);
        }}
      />
      <ListStates
        query={query}
        isEmpty={(data) => data.entries.length === 0}
        loadingLabel={loadingLabel}
        errorText={errorText}
        emptyText={kind ? 'No changes of this kind yet.' : 'No changes yet.'}
      >
        {(data) => (
          <Stack gap="sm">
            <Text size="sm" c="gray.7">
              {countOf(data.total, { one: 'change', other: 'changes' })}
            </Text>
            <ActivityList entries={data.entries} readAt={query.dataUpdatedAt} />
            {pages > 1 && (
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                size="sm"
                getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
                getControlProps={(control) => ({
                  'aria-label': control === 'next' ? 'Next page' : control === 'previous' ? 'Previous page' : control,
                })}
              />
            )}
          </Stack>
        )}
      </ListStates>
    </DetailSection>
  );
};

/** The header's latest few changes, with the way to the whole history. */
export const RecentActivity = ({ customer }: { customer: CustomerDetails }) => {
  const query = useQuery(customerActivityQuery(customer.id, { page: 1, pageSize: recentCount }));
  return (
    <Stack component="section" aria-labelledby="recent-activity-heading" gap={4}>
      <Group gap="sm" justify="space-between">
        <Title order={2} size="h6" id="recent-activity-heading">
          Recent activity
        </Title>
        <Anchor
          c="blue.9"
          size="sm"
          component={Link}
          to="/customers/$customerId/$section"
          params={{ customerId: customer.id, section: 'activity' } as never}
        >
          All activity
        </Anchor>
      </Group>
      <ListStates
        query={query}
        isEmpty={(data) => data.entries.length === 0}
        loadingLabel={loadingLabel}
        errorText={errorText}
        emptyText="No activity yet."
      >
        {(data) => <ActivityList entries={data.entries} readAt={query.dataUpdatedAt} />}
      </ListStates>
    </Stack>
  );
};
