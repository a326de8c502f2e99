import { Stack, Table, Text, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import { countOf, type Noun } from './plural';

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

/**
 * A list screen's table: how many rows it shows (announced as it changes), then the rows under their
 * column headers, scrolling sideways on narrow screens. The table and its scrolling region share a name.
 */
export const CountedTable = <T,>({
  label,
  rows,
  noun,
  minWidth,
  headers,
  verticalSpacing,
  children,
}: {
  label: string;
  rows: readonly T[];
  noun: Noun;
  minWidth: number;
  headers: readonly string[];
  verticalSpacing?: MantineSpacing;
  /** One row's `Table.Tr`, keyed. */
  children: (row: T) => ReactNode;
}) => (
  <Stack gap="xs">
    <Text size="sm" aria-live="polite">
      {countOf(rows.length, noun)}
    </Text>
    <ScrollableTable label={label} minWidth={minWidth}>
      <Table striped aria-label={label} verticalSpacing={verticalSpacing}>
        <Table.Thead>
          <Table.Tr>
            {headers.map((header) => (
              <Table.Th key={header}>{header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{rows.map(children)}</Table.Tbody>
      </Table>
    </ScrollableTable>
  </Stack>
);
