import type { CustomerActivityEntry } from '@console/contract';
import { List, Text } from '@mantine/core';
import { activitySentence } from './activity-rules';

/**
 * Activity rows: the sentence, and what exactly was done, with the time on hover. "How long ago" counts to
 * when the list was read (`readAt`), so a render never reads the clock.
 */
export const ActivityList = ({ entries, readAt }: { entries: readonly CustomerActivityEntry[]; readAt: number }) => (
  <List listStyleType="none" spacing="xs" styles={{ itemWrapper: { minWidth: 0 }, itemLabel: { minWidth: 0 } }}>
    {entries.map((entry) => (
      <List.Item key={entry.id}>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <time dateTime={entry.at} title={new Date(entry.at).toLocaleString()}>
            {activitySentence(entry, readAt)}
          </time>
        </Text>
        <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
          {entry.action}
          {entry.outcome === 'failed' ? ' (refused)' : ''}
        </Text>
      </List.Item>
    ))}
  </List>
);
