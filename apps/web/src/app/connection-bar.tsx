import { Anchor, Box, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLiveConnection, useLiveSnapshot } from '../lib/live';
import { describeConnection, liveStateColor } from './connection-status';

/** doc1 §2: the live connection's state, with 'reconnect now' while disconnected. */
export const ConnectionBar = () => {
  const connection = useLiveConnection();
  const snapshot = useLiveSnapshot();
  const [now, setNow] = useState(() => Date.now());
  const isWaiting = snapshot.state === 'disconnected' && snapshot.nextRetryAt !== null;
  useEffect(() => {
    if (!isWaiting) return;
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [isWaiting, snapshot.nextRetryAt]);

  return (
    <Group gap="xs" wrap="nowrap" role="status" aria-live="polite" aria-label="Live connection" data-state={snapshot.state}>
      <Box
        aria-hidden
        w={10}
        h={10}
        style={{ borderRadius: '50%', flexShrink: 0, background: `var(--mantine-color-${liveStateColor[snapshot.state]}-6)` }}
      />
      <Text size="sm">{describeConnection(snapshot, now)}</Text>
      {snapshot.state === 'disconnected' && connection && (
        <Anchor component="button" type="button" size="sm" onClick={() => connection.reconnectNow()}>
          reconnect now
        </Anchor>
      )}
    </Group>
  );
};
