import { endpoints, messages } from '@console/contract';
import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter, useSearch } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { clearToken, forgetSessionEnded, getToken, hasSessionEnded, safeReturnUrl, setToken } from '../../lib/session';
import { createUserManager, federatedConfigQuery } from './federated-config';
import { whoamiQuery } from './whoami';

type SignInState = { kind: 'working'; text: string } | { kind: 'form'; error?: string; info?: string };

export type SignInSearch = {
  returnUrl?: string;
  signedOut?: boolean;
  code?: string;
  state?: string;
  error?: string;
};

export const SignInPage = () => {
  const search = useSearch({ strict: false }) as SignInSearch;
  const router = useRouter();
  const queryClient = useQueryClient();
  const [state, setState] = useState<SignInState>(() => {
    if (search.signedOut && !search.code && !getToken()) return { kind: 'form', info: 'You have signed out.' };
    return { kind: 'working', text: hasSessionEnded() ? messages.signIn.sessionEnded : messages.signIn.redirecting };
  });
  const hasStarted = useRef(false);
  const returnUrl = safeReturnUrl(search.returnUrl);

  const startSignIn = async (options: { forceLogin?: boolean } = {}) => {
    let manager;
    try {
      manager = await createUserManager(await queryClient.fetchQuery(federatedConfigQuery));
    } catch {
      setState({ kind: 'form', error: messages.signIn.configFailed });
      return;
    }
    try {
      await manager.signinRedirect({ state: { returnUrl }, ...(options.forceLogin ? { prompt: 'login' } : {}) });
    } catch {
      setState({ kind: 'form', error: messages.signIn.configFailed });
    }
  };

  /** Verifies the stored token with whoami; a valid one continues to where the operator was going. */
  const verifyAndContinue = async (destination: string) => {
    try {
      const whoami = await callEndpoint(endpoints.postWhoami);
      queryClient.setQueryData(whoamiQuery.queryKey, whoami);
      router.history.replace(destination);
    } catch (error) {
      clearToken();
      const isExpired = isApiError(error) && error.status === 401;
      setState({ kind: 'form', error: isExpired ? messages.signIn.invalidOrExpired : messages.signIn.failed });
    }
  };

  const completeCallback = async () => {
    try {
      const manager = await createUserManager(await queryClient.fetchQuery(federatedConfigQuery));
      const user = await manager.signinRedirectCallback();
      if (!user.id_token) throw new Error('The provider returned no id_token');
      setToken(user.id_token);
      await manager.removeUser();
      const userState = user.state as { returnUrl?: string } | undefined;
      await verifyAndContinue(safeReturnUrl(userState?.returnUrl));
    } catch {
      clearToken();
      setState({ kind: 'form', error: messages.signIn.failed });
    }
  };

  const handleSignInClick = () => {
    setState({ kind: 'working', text: messages.signIn.redirecting });
    void startSignIn({ forceLogin: true });
  };

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    forgetSessionEnded();
    // Each flow changes state only after its first await, never synchronously here.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (search.code || search.error) void completeCallback();
    else if (getToken()) void verifyAndContinue(returnUrl);
    else if (!search.signedOut) void startSignIn();
    // The sign-in flow runs once per visit to this page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Center mih="100vh" bg="gray.1">
      <Paper shadow="sm" p="xl" radius="md" w={400} component="main">
        <Stack>
          <Title order={1} size="h3">
            Sign in
          </Title>
          {state.kind === 'working' ? (
            <Stack align="center" role="status">
              <Loader size="sm" />
              <Text>{state.text}</Text>
            </Stack>
          ) : (
            <>
              {state.error && (
                <Alert color="red" role="alert" title="Sign-in failed">
                  {state.error}
                </Alert>
              )}
              {state.info && <Text>{state.info}</Text>}
              <Text size="sm" c="dimmed">
                Operators sign in through the organisation's identity provider.
              </Text>
              <Button onClick={handleSignInClick}>Sign in</Button>
            </>
          )}
        </Stack>
      </Paper>
    </Center>
  );
};
