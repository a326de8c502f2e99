import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SignInPage, type SignInSearch } from './sign-in-page';

const route = vi.hoisted(() => ({ search: {} as SignInSearch, replace: vi.fn() }));
const provider = vi.hoisted(() => ({ signinRedirectCallback: vi.fn(), signinRedirect: vi.fn(), removeUser: vi.fn() }));

vi.mock('@tanstack/react-router', () => ({
  useSearch: () => route.search,
  useRouter: () => ({ history: { replace: route.replace } }),
}));
vi.mock('./federated-config', () => ({
  federatedConfigQuery: { queryKey: ['federated-sign-in-config'], queryFn: async () => ({ authority: 'https://idp' }) },
  createUserManager: () => provider,
}));

const renderPage = (search: SignInSearch) => {
  route.search = search;
  return render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SignInPage />
      </QueryClientProvider>
    </MantineProvider>,
  );
};

describe('SignInPage: the provider sends the operator back', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.clearAllMocks();
  });

  it('shows the spec text and the sign-in button when the callback fails, and keeps no token', async () => {
    provider.signinRedirectCallback.mockRejectedValue(new Error('state mismatch'));
    renderPage({ code: 'abc', state: 'xyz' });
    const alert = await screen.findByRole('alert');
    // doc1 §8, literally.
    expect(alert.textContent).toContain("We weren't able to sign you in with those credentials.");
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(route.replace).not.toHaveBeenCalled();
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('shows the same text when the provider answers with an error instead of a code', async () => {
    provider.signinRedirectCallback.mockRejectedValue(new Error('access_denied'));
    renderPage({ error: 'access_denied' });
    expect((await screen.findByRole('alert')).textContent).toContain("We weren't able to sign you in with those credentials.");
  });

  it('says the configuration could not be fetched when starting a sign-in fails', async () => {
    provider.signinRedirect.mockRejectedValue(new Error('network'));
    renderPage({});
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to get federated sign in configuration.');
  });
});
