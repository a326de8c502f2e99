import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';

export type StatusTone = 'good' | 'warning' | 'bad';

const tint: Record<StatusTone, string> = { good: 'green', warning: 'yellow', bad: 'red' };

/** A status word on a tinted background; the word is dark, so it reads at any tint (contrast 4.5:1 and more). */
export const StatusBadge = ({ tone, children }: { tone: StatusTone; children: ReactNode }) => (
  <Badge color={tint[tone]} variant="light" c="dark.8" style={{ flexShrink: 0 }}>
    {children}
  </Badge>
);
