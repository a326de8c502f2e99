import { endpoints } from '@console/contract';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { callEndpoint } from '../../lib/api-client';
import { afterLiveConnection } from '../../lib/live-ready';
import { useLiveEvent } from '../../lib/live';
import { whoamiQuery } from '../auth';
import { headerAlarms } from './header-alarms-rules';

export const alarmsQuery = queryOptions({
  queryKey: ['alarms'],
  queryFn: afterLiveConnection(({ signal }: { signal: AbortSignal }) => callEndpoint(endpoints.getAlarms, { signal })),
  staleTime: 60_000,
  // Kept current by the alarms hub; refetched after the live connection comes back.
  meta: { isLive: true },
});

/**
 * The shell's alarms (doc2 §8): each names what is wrong and links to the screen that fixes it. They
 * appear and disappear live: the alarms hub says when what raises them changed.
 */
export const HeaderAlarms = () => {
  const queryClient = useQueryClient();
  const alarms = useQuery(alarmsQuery);
  const whoami = useQuery(whoamiQuery);
  useLiveEvent('alarms', 'alarmsChanged', () => void queryClient.invalidateQueries({ queryKey: alarmsQuery.queryKey }));
  // A change made while the connection was being made is not missed: the alarms are read once it is up
  // (lib/live-ready.ts), or read again then when they were read before (lib/live-refetch.ts).
  const raised = alarms.data ? headerAlarms(alarms.data, whoami.data) : [];
  if (raised.length === 0) return null;
  return (
    <Stack component="section" aria-label="Alarms" gap={4} mb="md">
      {raised.map((alarm) => (
        <Alert key={alarm.kind} color="red.9" variant="filled" py={6} data-alarm={alarm.kind}>
          <Text size="sm" fw={700} c="white" span>
            {alarm.refusal ? (
              alarm.message
            ) : (
              <Anchor component={Link} to={alarm.to} c="white" underline="always" fw={700} size="sm">
                {alarm.message}
              </Anchor>
            )}
          </Text>{' '}
          <Text size="sm" c="white" span>
            {alarm.detail}
            {alarm.refusal ? ` ${alarm.refusal}` : ''}
          </Text>
        </Alert>
      ))}
    </Stack>
  );
};
