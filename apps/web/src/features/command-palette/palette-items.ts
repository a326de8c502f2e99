import type { CustomerDetails, CustomerSummary, HostingGroupFound, Release, ReleaseChannel } from '@console/contract';
import type { RecentAction, RecentCustomer } from '../../lib/recent-visits';

/** One result of the palette: where it leads (a deep link, so it can be copied), and why not, when it may not. */
export type PaletteItem = {
  id: string;
  label: string;
  description?: string;
  href: string;
  /** Set when the operator may not, or cannot now: the item is shown disabled with this reason. */
  disabledReason: string | null;
  /** An action run from the palette is remembered for the empty box. */
  remember?: RecentAction;
};

export type PaletteGroup = { label: string; items: PaletteItem[] };

export type PaletteScreen = { title: string; path: string };

/** A customer action as the palette offers it: what the customer-details feature declares, already judged. */
export type OfferedAction = { id: string; label: string; href: string; disabledReason: string | null };

/** Whether every word of the query is in the text (case-insensitive); an empty query matches everything. */
export const matchesQuery = (text: string, query: string) => {
  const haystack = text.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
};

export const customerHref = (customerId: string) => `/customers/${encodeURIComponent(customerId)}`;
export const channelHref = (channelId: string) => `/operations/releasechannels?channel=${encodeURIComponent(channelId)}`;
export const hostingGroupHref = (hostingGroupId: string) => `/hosting-groups/${encodeURIComponent(hostingGroupId)}`;
/** The releases screen filtered to the version: the release's row with its promote menu. */
export const releaseHref = (version: string) => `/releases?version=${encodeURIComponent(version)}`;

const customerItem = (customer: Pick<CustomerSummary, 'id' | 'alias' | 'name'>, prefix: string): PaletteItem => ({
  id: `${prefix}:${customer.id}`,
  label: customer.name,
  description: customer.alias,
  href: customerHref(customer.id),
  disabledReason: null,
});

const nonEmpty = (groups: PaletteGroup[]) => groups.filter((group) => group.items.length > 0);

/**
 * The palette's groups for what is typed. With an empty box: the customers and actions opened lately, then
 * the actions on the customer whose page is open, then every screen. With a query: the open customer's
 * actions, screens and release channels that match it, then the server's customer search (which already
 * matched names, aliases and misspellings: its results are not filtered again).
 */
export const paletteGroups = ({
  query,
  screens,
  channels,
  customers,
  hostingGroups = [],
  releases = [],
  currentCustomer,
  customerActions,
  recent,
}: {
  query: string;
  screens: readonly PaletteScreen[];
  channels: readonly Pick<ReleaseChannel, 'id' | 'name' | 'currentVersion'>[];
  /** The server's answer for the query, and the suggestion it was found by when the query itself found none. */
  customers: { results: readonly Pick<CustomerSummary, 'id' | 'alias' | 'name'>[]; suggestion: string | null };
  /** The server's hosting groups and releases for the query (already matched: not filtered again). */
  hostingGroups?: readonly HostingGroupFound[];
  releases?: readonly Pick<Release, 'id' | 'version'>[];
  currentCustomer: Pick<CustomerDetails, 'id' | 'alias'> | null;
  customerActions: readonly OfferedAction[];
  recent: { customers: readonly RecentCustomer[]; actions: readonly RecentAction[] };
}): PaletteGroup[] => {
  const trimmed = query.trim();
  const actionItems: PaletteItem[] = currentCustomer
    ? customerActions
        .filter((action) => matchesQuery(action.label, trimmed))
        .map((action) => ({
          id: `action:${action.id}`,
          label: action.label,
          description: action.disabledReason ?? `On ${currentCustomer.alias}`,
          href: action.href,
          disabledReason: action.disabledReason,
          remember: { customerId: currentCustomer.id, alias: currentCustomer.alias, label: action.label, href: action.href },
        }))
    : [];
  const actionsGroup = { label: currentCustomer ? `Actions on ${currentCustomer.alias}` : 'Actions', items: actionItems };
  const screenItems = screens
    .filter((screen) => matchesQuery(screen.title, trimmed))
    .map((screen) => ({ id: `screen:${screen.path}`, label: screen.title, href: screen.path, disabledReason: null }));
  if (!trimmed) {
    return nonEmpty([
      { label: 'Recent customers', items: recent.customers.map((customer) => customerItem(customer, 'recent')) },
      {
        label: 'Recent actions',
        items: recent.actions.map((action) => ({
          id: `recent-action:${action.href}`,
          label: `${action.label} on ${action.alias}`,
          href: action.href,
          disabledReason: null,
          remember: action,
        })),
      },
      actionsGroup,
      { label: 'Screens', items: screenItems },
    ]);
  }
  const channelItems = channels
    .filter((channel) => matchesQuery(channel.name, trimmed))
    .map((channel) => ({
      id: `channel:${channel.id}`,
      label: channel.name,
      description: `Release channel${channel.currentVersion ? `, at ${channel.currentVersion}` : ''}`,
      href: channelHref(channel.id),
      disabledReason: null,
    }));
  return nonEmpty([
    actionsGroup,
    {
      label: customers.suggestion ? `Customers (did you mean ${customers.suggestion}?)` : 'Customers',
      items: customers.results.map((customer) => customerItem(customer, 'customer')),
    },
    { label: 'Screens', items: screenItems },
    { label: 'Release channels', items: channelItems },
    {
      label: 'Releases',
      items: releases.map((release) => ({
        id: `release:${release.id}`,
        label: release.version,
        description: 'Release',
        href: releaseHref(release.version),
        disabledReason: null,
      })),
    },
    {
      label: 'Hosting groups',
      items: hostingGroups.map((group) => ({
        id: `hosting-group:${group.id}`,
        label: group.hostingGroupIdentifier,
        description:
          group.kind === 'onsite'
            ? 'On-site hosting group'
            : `Azure hosting group${group.azureLocation ? ` in ${group.azureLocation}` : ''}`,
        href: hostingGroupHref(group.id),
        disabledReason: null,
      })),
    },
  ]);
};
