import { constants, endpoints } from '@console/contract';
import { z } from 'zod';

export const customerViews = ['search', 'letter', 'disabled', 'pinned', 'channel'] as const;

export type CustomerView = (typeof customerViews)[number];

/** The longest query the search takes (the contract's limit). */
export const searchQueryMaxLength = 200;

/** The customer search page's state lives in the URL, so every view is a deep link. */
export const customerSearchSchema = z.object({
  // A longer query (a pasted link) is cut to what the search takes, not dropped (issue 9, defect 13).
  query: z
    .string()
    .transform((q) => q.slice(0, searchQueryMaxLength))
    .optional()
    .catch(undefined),
  view: z.enum(customerViews).optional().catch(undefined),
  letter: z
    .string()
    .regex(/^[a-z0-9]$/)
    .optional()
    .catch(undefined),
  channelId: z.string().optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (constants.customerSearch.pageSizes as readonly number[]).includes(n))
    .optional()
    .catch(undefined),
});

export type CustomerSearch = z.infer<typeof customerSearchSchema>;

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
