import { constants, endpoints } from '@console/contract';
import { searchParam } from '../../lib/search-params';

export const customerViews = ['search', 'letter', 'disabled', 'pinned', 'channel'] as const;

export type CustomerView = (typeof customerViews)[number];

/** The longest query the search takes (the contract's limit). */
export const searchQueryMaxLength = 200;

export type CustomerSearch = {
  query?: string;
  view?: CustomerView;
  letter?: string;
  channelId?: string;
  page?: number;
  pageSize?: number;
};

/** The customer search page's state lives in the URL, so every view is a deep link. */
export const customerSearchSchema = (raw: Record<string, unknown>): CustomerSearch => ({
  // A longer query (a pasted link) is cut to what the search takes, not dropped (issue 9, defect 13).
  query: searchParam.text(raw.query, searchQueryMaxLength),
  view: searchParam.oneOf(raw.view, customerViews),
  letter: searchParam.matching(raw.letter, /^[a-z0-9]$/),
  channelId: searchParam.text(raw.channelId),
  page: searchParam.wholeNumber(raw.page),
  pageSize: searchParam.wholeNumber(raw.pageSize, { allowed: constants.customerSearch.pageSizes }),
});

/** Which view a URL shows: an explicit view, else a letter or a query implies one. */
export const currentView = (search: CustomerSearch): CustomerView => search.view ?? (search.letter ? 'letter' : 'search');

/** The call a view makes, or null when it has nothing to ask yet (an empty search, no channel chosen). */
export const searchRequest = (search: CustomerSearch) => {
  const page = { page: search.page ?? 1, pageSize: search.pageSize ?? constants.customerSearch.defaultPageSize };
  const view = currentView(search);
  switch (view) {
    case 'search':
      return search.query?.trim()
        ? ({ endpoint: endpoints.searchCustomers, query: { ...page, query: search.query.trim() } } as const)
        : null;
    case 'letter':
      return search.letter
        ? ({ endpoint: endpoints.searchByFirstLetter, params: { letter: search.letter }, query: page } as const)
        : null;
    case 'disabled':
      return { endpoint: endpoints.searchDisabledCustomers, query: page } as const;
    case 'pinned':
      return { endpoint: endpoints.searchPinnedCustomers, query: page } as const;
    case 'channel':
      return search.channelId
        ? ({ endpoint: endpoints.searchByReleaseChannel, params: { id: search.channelId }, query: page } as const)
        : null;
    default: {
      const exhaustive: never = view;
      return exhaustive;
    }
  }
};

/** Link props for a Mantine control rendered as a router Link (Mantine's polymorphic props lose the router's types). */
export const customersLinkProps = (search: CustomerSearch) => ({ to: '/customers', search }) as unknown as { to: '/customers' };
