import { MantineProvider, Table } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CountedTable } from './scrollable-table';

const renderTable = (rows: { id: string; name: string }[]) =>
  render(
    <MantineProvider>
      <CountedTable
        label="Server plans"
        rows={rows}
        noun={{ one: 'plan', other: 'plans' }}
        minWidth={480}
        headers={['Name', 'Id']}
      >
        {(row) => (
          <Table.Tr key={row.id} aria-label={`Plan ${row.name}`}>
            <Table.Td>{row.name}</Table.Td>
            <Table.Td>{row.id}</Table.Td>
          </Table.Tr>
        )}
      </CountedTable>
    </MantineProvider>,
  );

// Mantine's scroll area measures itself; jsdom has no layout to observe.
beforeAll(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

describe('CountedTable', () => {
  it('says how many rows it shows and draws each under the headers, in a named scrolling region', () => {
    renderTable([
      { id: 'p1', name: 'Small' },
      { id: 'p2', name: 'Large' },
    ]);
    expect(screen.getByText('2 plans')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Server plans' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Id']);
    expect(within(table).getByRole('row', { name: 'Plan Large' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Server plans' })).toBeTruthy();
  });

  it('uses the singular for one row', () => {
    renderTable([{ id: 'p1', name: 'Small' }]);
    expect(screen.getByText('1 plan')).toBeTruthy();
  });
});
