import { endpoints } from '@console/contract';
import { Anchor, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { ListStates } from '../../lib/list-states';
import { Pager } from '../../lib/pager';

const pageSize = 50;

export const groupDeploymentsQuery = (id: string, query: string, page: number) =>
  queryOptions({
    queryKey: ['hosting-group', id, 'deployments', query, page],
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.listHostingGroupDeployments, { params: { id }, query: { query, page, pageSize }, signal }),
    placeholderData: keepPreviousData,
    meta: { isLive: true },
  });

/** The customers whose deployments a group runs, a page at a time by alias, found by part of the alias. */
export const GroupDeployments = ({ hostingGroupId }: { hostingGroupId: string }) => {
  const [typed, setTyped] = useState('');
  const [query] = useDebouncedValue(typed.trim(), 250);
  const [page, setPage] = useState(1);
  const [shownQuery, setShownQuery] = useState(query);
  if (query !== shownQuery) {
    setShownQuery(query);
    setPage(1);
  }
  const deployments = useQuery(groupDeploymentsQuery(hostingGroupId, query, page));
  return (
    <Stack gap="sm">
      <TextInput
        type="search"
        label="Find a customer in this group"
        placeholder="Part of the alias"
        maw={320}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
      />
      <ListStates
        query={deployments}
        isEmpty={(answer) => answer.deployments.length === 0}
        loadingLabel="Loading the group's deployments"
        errorText="The group's deployments could not be loaded."
        emptyText={query ? `No customer alias in this group contains “${query}”.` : 'None'}
      >
        {(answer) => (
          <Stack gap="sm" aria-busy={deployments.isPlaceholderData} style={{ opacity: deployments.isPlaceholderData ? 0.6 : 1 }}>
            <Group gap="md" role="list" aria-label="Deployments of the group">
              {answer.deployments.map((d) => (
                <span role="listitem" key={d.id}>
                  <Anchor
                    c="blue.9"
                    component={Link}
                    to="/customers/$customerId"
                    params={{ customerId: d.customerId } as never}
                    hash="deployments"
                  >
                    {d.customerAlias}
                    {d.isEnabled ? '' : ' (disabled)'}
                  </Anchor>
                </span>
              ))}
            </Group>
            <Text size="sm" c="gray.7">
              {answer.total > answer.deployments.length
                ? `${answer.deployments.length} of ${answer.total} shown`
                : `${answer.total} shown`}
            </Text>
            <Pager
              label="the group's deployments"
              page={answer.page}
              total={answer.total}
              pageSize={answer.pageSize}
              isFetching={deployments.isFetching}
              onPage={setPage}
            />
          </Stack>
        )}
      </ListStates>
    </Stack>
  );
};
