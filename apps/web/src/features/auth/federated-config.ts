import { endpoints, type FederatedSignInConfig } from '@console/contract';
import { queryOptions } from '@tanstack/react-query';
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { callEndpoint } from '../../lib/api-client';

export const federatedConfigQuery = queryOptions({
  queryKey: ['federated-sign-in-config'],
  queryFn: () => callEndpoint(endpoints.getFederatedSignInConfig, { body: {} }),
  staleTime: Infinity,
  meta: { isSilent: true },
});

/** Authorization code + PKCE against the configured OpenID Connect provider. */
export const createUserManager = (config: FederatedSignInConfig) =>
  new UserManager({
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
