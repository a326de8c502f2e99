import { endpoints, type FederatedSignInConfig } from '@console/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';

export const federatedConfigQuery = queryOptions({
  queryKey: ['federated-sign-in-config'],
  queryFn: () => callEndpoint(endpoints.getFederatedSignInConfig, { body: {} }),
  staleTime: Infinity,
  meta: { isSilent: true },
});

/**
 * Authorization code + PKCE against the configured OpenID Connect provider. The OIDC client is loaded
 * only when a sign-in happens, so a signed-in operator's first load does not carry it (issue 10).
 */
export const createUserManager = async (config: FederatedSignInConfig) => {
  const { UserManager, WebStorageStateStore } = await import('oidc-client-ts');
  return new UserManager({
    authority: config.authority,
    client_id: config.client_id,
    scope: config.scope,
    redirect_uri: `${window.location.origin}/signin`,
    post_logout_redirect_uri: `${window.location.origin}/signin?signedOut=true`,
    response_type: 'code',
    loadUserInfo: false,
    automaticSilentRenew: false,
    monitorSession: false,
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
  });
};
