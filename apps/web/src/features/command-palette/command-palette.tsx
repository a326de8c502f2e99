import '@mantine/spotlight/styles.css';
import { constants, endpoints } from '@console/contract';
import { Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Spotlight, useSpotlight, type SpotlightStore } from '@mantine/spotlight';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation, useRouter } from '@tanstack/react-router';
import { useMemo, type MouseEvent } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { permissionFor, useCaller } from '../../lib/permissions';
import { recentActions, recentCustomers, rememberAction } from '../../lib/recent-visits';
import { customerActionLink, customerActions, customerDetailsQuery } from '../customer-details';
import { referenceQueries } from '../customers';
import { paletteGroups, type OfferedAction, type PaletteItem, type PaletteScreen } from './palette-items';

/** How many customers the palette lists for a query (the search's smallest page). */
const customerResultCount = constants.customerSearch.pageSizes[0];
/** The search waits for a pause in typing (the same server search as the customers page). */
const searchDebounceMs = 150;

/** How many hosting groups and releases the palette lists for a query. */
const otherResultCount = 5;

const searchCustomers = (query: string, signal: AbortSignal) =>
  callEndpoint(endpoints.searchCustomers, { query: { query, page: 1, pageSize: customerResultCount }, signal });

/** The customer whose page is open, from the address. */
const openCustomerId = (pathname: string) => /^\/customers\/([^/]+)/.exec(pathname)?.[1] ?? null;

/**
 * The command palette (issue 32): customers by the server's search (misspellings through its suggestions),
 * screens, release channels, releases and hosting groups, and the actions on the customer whose page is open. Every result is a deep
 * link; an action opens the page's own control (confirmation, permission, job handling).
 */
export const CommandPalette = ({
  store,
  screens,
  query,
  onQueryChange,
}: {
  store: SpotlightStore;
  screens: readonly PaletteScreen[];
  /** Kept by the keyboard layer, which also hears the keys typed before the search field has the focus. */
  query: string;
  onQueryChange: (query: string) => void;
}) => {
  const router = useRouter();
  const caller = useCaller();
  const { pathname } = useLocation();
  const [debounced] = useDebouncedValue(query.trim(), searchDebounceMs);
  const customerId = openCustomerId(pathname);
  const customer = useQuery({ ...customerDetailsQuery(customerId ?? ''), enabled: customerId !== null });
  const channels = useQuery(referenceQueries.releaseChannels);
  const found = useQuery({
    queryKey: ['command-palette', 'customers', debounced],
    queryFn: async ({ signal }) => {
      const answer = await searchCustomers(debounced, signal);
      const suggestion = answer.results.length === 0 ? answer.suggestions[0] : undefined;
      // A misspelt name finds nothing itself; the search's first suggestion finds the customer meant.
      if (!suggestion) return { results: answer.results, suggestion: null };
      return { results: (await searchCustomers(suggestion, signal)).results, suggestion };
    },
    enabled: debounced !== '',
    placeholderData: keepPreviousData,
    meta: { isSilent: true },
  });
  // Hosting groups and releases come apart from the customers, so a slower answer never holds those back.
  const others = useQuery({
    queryKey: ['command-palette', 'others', debounced],
    queryFn: async ({ signal }) => {
      const [hostingGroups, releases] = await Promise.all([
        callEndpoint(endpoints.searchHostingGroups, { query: { query: debounced, limit: otherResultCount }, signal }),
        callEndpoint(endpoints.listReleases, { query: { version: debounced, page: 1, pageSize: otherResultCount }, signal }),
      ]);
      return { hostingGroups, releases: releases.releases };
    },
    enabled: debounced !== '',
    placeholderData: keepPreviousData,
    meta: { isSilent: true },
  });
  // Read again at each opening: a customer opened since the last one comes first.
  const { opened } = useSpotlight(store);
  const recent = useMemo(
    () => (opened ? { customers: recentCustomers(), actions: recentActions() } : { customers: [], actions: [] }),
    [opened],
  );

  const offered: OfferedAction[] = useMemo(() => {
    const details = customer.data;
    if (!details || customerId === null || details.id !== customerId) return [];
    return customerActions.map((action) => ({
      id: action.id,
      label: action.label,
      href: customerActionLink(details.id, action),
      disabledReason: permissionFor(action.endpoint, caller).reason ?? action.whyNotNow(details),
    }));
  }, [customer.data, customerId, caller]);

  const groups = paletteGroups({
    query,
    screens,
    channels: channels.data ?? [],
    customers: debounced === query.trim() && found.data ? found.data : { results: [], suggestion: null },
    ...(debounced === query.trim() && others.data ? others.data : {}),
    currentCustomer: customer.data && customer.data.id === customerId ? customer.data : null,
    customerActions: offered,
    recent,
  });
  const isSearching = query.trim() !== '' && (debounced !== query.trim() || found.isFetching);

  const handleOpen = (item: PaletteItem) => (event: MouseEvent) => {
    // A plain click opens the result here; a modified click is the browser's (a new tab from the link).
    if (event.ctrlKey || event.metaKey || event.shiftKey || item.disabledReason) {
      if (item.disabledReason) event.preventDefault();
      return;
    }
    event.preventDefault();
    if (item.remember) rememberAction(item.remember);
    router.history.push(item.href);
  };

  return (
    <Spotlight.Root
      store={store}
      query={query}
      onQueryChange={onQueryChange}
      shortcut={null}
      scrollable
      maxHeight={440}
      title="Command palette"
      styles={{ title: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } }}
    >
      <Spotlight.Search
        aria-label="Search customers, screens, releases, hosting groups and actions"
        placeholder="Customer, screen or action…"
        rightSection={isSearching ? <Loader size="xs" aria-label="Searching customers" /> : null}
      />
      <Spotlight.ActionsList aria-label="Results">
        {groups.map((group) => (
          // The kit draws the label with CSS; the group's name says it to assistive technology too.
          <Spotlight.ActionsGroup key={group.label} label={group.label} role="group" aria-label={group.label}>
            {group.items.map((item) => (
              <Spotlight.Action
                key={item.id}
                // An open result is a link (copied, or opened in a new tab); a refused one a disabled button.
                renderRoot={item.disabledReason ? undefined : (props) => <a {...props} type={undefined} href={item.href} />}
                label={item.label}
                description={item.description}
                disabled={item.disabledReason !== null}
                onClick={handleOpen(item)}
              />
            ))}
          </Spotlight.ActionsGroup>
        ))}
        {groups.length === 0 && (
          <Spotlight.Empty>
            <Text size="sm" c="gray.7">
              {isSearching ? 'Searching…' : 'Nothing found.'}
            </Text>
          </Spotlight.Empty>
        )}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
};
