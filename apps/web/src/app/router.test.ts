import { endpoints } from '@console/contract';
import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whoamiQuery } from '../features/auth/whoami';
import { customerSearchQuery } from '../features/customers/search-queries';
import { createQueryClient } from '../lib/query-client';
import { clearToken, setToken } from '../lib/session';
import { createAppRouter } from './router';

const askedPaths = () => vi.mocked(fetch).mock.calls.map(([path]) => String(path).split('?')[0]);

const open = async (href: string) => {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [href] }));
  await router.load();
  return { queryClient, router };
};

describe('opening a screen', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({}), { status: 200, headers: { 'content-type': 'application/json' } })),
    );
  });
  afterEach(() => {
    clearToken();
    vi.unstubAllGlobals();
  });

  // Issue 10: asked for as the route loads, beside the screen's code, not once the shell has rendered. (The
  // alarms wait for the live connection, issue 25: lib/live-ready.ts.)
  it('asks for the shell’s and the customers page’s data before anything renders', async () => {
    setToken('a-token');
    const { queryClient } = await open('/customers?query=acme');
    expect(askedPaths()).toEqual(
      expect.arrayContaining([
        endpoints.getWhoami.path,
        endpoints.getFederatedSignInConfig.path,
        endpoints.listFirstLetters.path,
        endpoints.listReleaseChannels.path,
        endpoints.searchCustomers.path,
      ]),
    );
    const search = vi.mocked(fetch).mock.calls.find(([path]) => String(path).split('?')[0] === endpoints.searchCustomers.path);
    expect(search?.[0]).toContain('query=acme');
    // The screens' own queries find the answers in the cache: each is asked for once.
    await vi.waitFor(() => expect(queryClient.getQueryData(customerSearchQuery({ query: 'acme' }).queryKey)).toEqual({}));
    expect(queryClient.getQueryData(whoamiQuery.queryKey)).toEqual({});
    expect(new Set(askedPaths()).size).toBe(askedPaths().length);
  });

  it('asks for nothing when no one is signed in: the sign-in page is shown instead', async () => {
    const { router } = await open('/customers');
    expect(router.state.location.pathname).toBe('/signin');
    expect(askedPaths().filter((path) => path !== endpoints.getFederatedSignInConfig.path)).toEqual([]);
  });
});
