import { endpoints, type CustomerSummary } from '@console/contract';
import { Anchor, Badge, Button, Checkbox, Group, Loader, MenuDivider, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { memo, useDeferredValue } from 'react';
import { Link } from '@tanstack/react-router';
import { LazyMenu } from '../../lib/lazy-floating';
import { GuardedMenuItem } from '../../lib/permissions';
import { canDecommission, canDisable, canEnable, isSettled, isShownWorking } from './customer-rules';
import { ScrollableTable } from '../../lib/scrollable-table';

export type RowAction = 'reports' | 'enable' | 'disable' | 'repair' | 'supportUser' | 'decommission';

const StateBadge = ({ customer }: { customer: CustomerSummary }) => {
  switch (customer.state) {
    case 'provisioning':
      return (
        <Badge color="blue" variant="light">
          Provisioning…
        </Badge>
      );
    case 'decommissioning':
      return (
        <Badge color="orange" variant="light">
          Decommissioning…
        </Badge>
      );
    case 'faulted':
      return (
        <Badge color="red" variant="light">
          Faulted
        </Badge>
      );
    case 'active':
      return (
        <Badge color={customer.isEnabled ? 'green' : 'gray'} variant="light">
          {customer.isEnabled ? 'Enabled' : 'Disabled'}
        </Badge>
      );
    default: {
      const exhaustive: never = customer.state;
      return exhaustive;
    }
  }
};

/**
 * One row, memoised: ticking one checkbox re-renders that row only, so a page of 250 stays quick
 * (issue 9, defect 12). The callbacks it receives are stable.
 */
const CustomerRow = memo(function CustomerRow({
  customer,
  isSelected,
  isBusy,
  onSelect,
  onAction,
}: {
  customer: CustomerSummary;
  isSelected: boolean;
  isBusy: boolean;
  onSelect: (id: string, isSelected: boolean) => void;
  onAction: (action: RowAction, customer: CustomerSummary) => void;
}) {
  // Selecting re-renders the row and its checkbox only: the cells, links and menu do not depend on it.
  return (
    <Table.Tr data-customer={customer.alias} aria-busy={isBusy || undefined}>
      <Table.Td>
        {/* A native checkbox: a page of 250 re-renders 250 of them on "select all" (issue 9, defect 12). */}
        <input
          type="checkbox"
          className="row-checkbox"
          aria-label={`Select ${customer.alias}`}
          checked={isSelected}
          onChange={(e) => onSelect(customer.id, e.currentTarget.checked)}
        />
      </Table.Td>
      <RowCells customer={customer} isBusy={isBusy} onAction={onAction} />
    </Table.Tr>
  );
});

/** The row's cells after its checkbox, memoised apart from the selection. */
const RowCells = memo(function RowCells({
  customer,
  isBusy,
  onAction,
}: {
  customer: CustomerSummary;
  isBusy: boolean;
  onAction: (action: RowAction, customer: CustomerSummary) => void;
}) {
  return (
    <>
      <Table.Td>
        <Text fw={600} visibleFrom="sm">
          {customer.alias}
        </Text>
        {/* A phone shows a card of what matters: the alias (the way into the customer) and its name. */}
        <Anchor
          component={Link}
          to="/customers/$customerId"
          params={{ customerId: customer.id } as never}
          fw={600}
          hiddenFrom="sm"
        >
          {customer.alias}
        </Anchor>
        <Text size="sm" hiddenFrom="sm">
          {customer.name}
        </Text>
      </Table.Td>
      <Table.Td visibleFrom="sm">
        {customer.name}
        {customer.isFeatureBranch && (
          <Badge ml="xs" size="xs" variant="outline">
            feature branch
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        {isShownWorking(customer, isBusy) ? (
          <Badge color="blue" variant="light" leftSection={<Loader size={10} color="blue" aria-hidden />}>
            Working…
          </Badge>
        ) : (
          <StateBadge customer={customer} />
        )}
      </Table.Td>
      <Table.Td visibleFrom="sm">
        {customer.releaseChannelName ?? '—'}
        {customer.isPinnedToReleaseChannel && (
          <Badge ml="xs" size="xs" color="grape" variant="light">
            pinned
          </Badge>
        )}
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <Group gap="xs" wrap="nowrap">
          <Anchor
            component={Link}
            to="/customers/$customerId"
            params={{ customerId: customer.id } as never}
            aria-label={`Edit ${customer.alias}`}
          >
            Edit
          </Anchor>
          <Anchor href={customer.webAppUrl} target="_blank" rel="noreferrer" aria-label={`Web app of ${customer.alias}`}>
            Web app
          </Anchor>
          <Anchor href={customer.logSearchUrl} target="_blank" rel="noreferrer" aria-label={`Logs of ${customer.alias}`}>
            Logs
          </Anchor>
        </Group>
      </Table.Td>
      <Table.Td>
        <LazyMenu
          position="bottom-end"
          withinPortal
          target={
            <Button size="xs" variant="light" aria-label={`Actions for ${customer.alias}`}>
              Actions
            </Button>
          }
        >
          <GuardedMenuItem endpoint={endpoints.listCustomReports} onClick={() => onAction('reports', customer)}>
            Custom report store
          </GuardedMenuItem>
          <GuardedMenuItem
            endpoint={endpoints.enableCustomer}
            disabled={!canEnable(customer) || isBusy}
            onClick={() => onAction('enable', customer)}
          >
            Enable
          </GuardedMenuItem>
          <GuardedMenuItem
            endpoint={endpoints.disableCustomer}
            disabled={!canDisable(customer) || isBusy}
            onClick={() => onAction('disable', customer)}
          >
            Disable
          </GuardedMenuItem>
          <GuardedMenuItem
            endpoint={endpoints.repairCustomer}
            disabled={!isSettled(customer) || isBusy}
            onClick={() => onAction('repair', customer)}
          >
            Repair
          </GuardedMenuItem>
          <GuardedMenuItem
            endpoint={endpoints.createSupportUser}
            disabled={!isSettled(customer) || isBusy}
            onClick={() => onAction('supportUser', customer)}
          >
            Create support user
          </GuardedMenuItem>
          <MenuDivider />
          <GuardedMenuItem
            endpoint={endpoints.decommissionCustomer}
            // Red 9: Mantine's red 6 is 3.7:1 on the menu's white, below AA.
            color="red.9"
            disabled={!canDecommission(customer) || isBusy}
            onClick={() => onAction('decommission', customer)}
          >
            Decommission
          </GuardedMenuItem>
        </LazyMenu>
      </Table.Td>
    </>
  );
});

/** What the table shows before its first rows are ready. */
const noResults: CustomerSummary[] = [];

/**
 * One page of customers; a page is at most a few hundred rows, so it renders without virtualising.
 * The rows render in React's background lane, in slices that yield to the browser, so a page of
 * hundreds of rows never blocks typing, a click or the first paint for its whole length; until they
 * are ready the table shows what it showed before (on the first load: its header).
 */
export const CustomerResults = ({
  results,
  selectedIds,
  busyIds,
  onSelect,
  onSelectAll,
  onAction,
}: {
  results: CustomerSummary[];
  selectedIds: ReadonlySet<string>;
  /** Customers a job in progress is working on: they show it, and offer no second start. */
  busyIds: ReadonlySet<string>;
  onSelect: (id: string, isSelected: boolean) => void;
  onSelectAll: (isSelected: boolean) => void;
  onAction: (action: RowAction, customer: CustomerSummary) => void;
}) => {
  const shownResults = useDeferredValue(results, noResults);
  const isRendering = shownResults !== results;
  const isAllSelected = results.length > 0 && results.every((c) => selectedIds.has(c.id));
  const isSomeSelected = results.some((c) => selectedIds.has(c.id));
  // Below `sm` the table keeps only the columns a phone has room for, so State and Actions stay in view.
  const isPhone = useMediaQuery('(max-width: 47.99em)') ?? false;
  return (
    <ScrollableTable label="Customers, scrollable" minWidth={isPhone ? 0 : 1000}>
      <Table
        striped
        highlightOnHover
        aria-label="Customers"
        // While the rows of a new answer render (a few frames), the previous ones are marked as not current.
        aria-busy={isRendering}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label="Select all shown customers"
                checked={isAllSelected}
                indeterminate={isSomeSelected && !isAllSelected}
                onChange={(e) => onSelectAll(e.currentTarget.checked)}
              />
            </Table.Th>
            <Table.Th>Alias</Table.Th>
            <Table.Th visibleFrom="sm">Name</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th visibleFrom="sm">Release channel</Table.Th>
            <Table.Th visibleFrom="sm">Links</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shownResults.map((customer) => (
            <CustomerRow
              key={customer.id}
              customer={customer}
              isSelected={selectedIds.has(customer.id)}
              isBusy={busyIds.has(customer.id)}
              onSelect={onSelect}
              onAction={onAction}
            />
          ))}
        </Table.Tbody>
      </Table>
    </ScrollableTable>
  );
};
