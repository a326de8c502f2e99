import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A wide table that scrolls sideways on narrow screens. The scrolling region takes focus, so keyboard
 * users can scroll it with the arrow keys (axe: scrollable-region-focusable).
 */
export const ScrollableTable = ({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) => (
  <Table.ScrollContainer
    minWidth={minWidth}
    scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}
  >
    {children}
  </Table.ScrollContainer>
);
