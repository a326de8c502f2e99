import { constants, endpoints } from '@console/contract';
import { Alert, Button, FocusTrap, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { builtVersion, hasOpenForm, isDifferentWebApp, isReloadRequired, webAppOf, webAppOfHtml } from './version-rules';

const reload = () => window.location.reload();

// The build this page runs, read once: a reload brings a new document and so a new reading.
const runningWebApp = webAppOf(document);

/** The build the server hands out now: its page, asked for past every cache, as a reload would. */
const fetchServedWebApp = async ({ signal }: { signal: AbortSignal }): Promise<string> => {
  const response = await fetch('/', { cache: 'no-store', credentials: 'same-origin', signal });
  if (!response.ok) throw new Error(`The console page answered ${response.status}`);
  return webAppOfHtml(await response.text());
};

/**
 * doc2 §2 latest-version-required screen: the server's version is polled every 60 s; when it differs
 * from the page's and reloading would load a different web app, the operator is asked to reload (a
 * reload that brings the same build would ask again forever). Work in an open form is never thrown away
 * without asking, and the screen can be put aside for a banner until the operator is ready.
 */
export const VersionCheck = () => {
  const served = useQuery({
    queryKey: ['operations', 'version'],
    queryFn: ({ signal }) => callEndpoint(endpoints.getVersion, { signal }),
    refetchInterval: constants.versionPollMs,
    refetchIntervalInBackground: true,
    staleTime: 0,
    // A missed poll is retried at the next one; it is not worth a toast every minute.
    meta: { isSilent: true },
  });
  const isServerNewer = isReloadRequired(builtVersion, served.data?.version);
  const servedWebApp = useQuery({
    queryKey: ['operations', 'version', 'web-app', served.data?.version],
    queryFn: fetchServedWebApp,
    enabled: isServerNewer,
    staleTime: constants.versionPollMs,
    meta: { isSilent: true },
  });
  const [isConfirming, setConfirming] = useState(false);
  const [isBackToWork, setBackToWork] = useState(false);
  if (!isServerNewer || !isDifferentWebApp(runningWebApp, servedWebApp.data)) return null;

  const handleReload = () => {
    if (!hasOpenForm()) return reload();
    // Ask on the screen itself, whichever Reload was used.
    setBackToWork(false);
    setConfirming(true);
  };
  const handleBackToWork = () => {
    setConfirming(false);
    setBackToWork(true);
  };

  if (isBackToWork) {
    return (
      <Paper
        withBorder
        shadow="md"
        p="sm"
        pos="fixed"
        bottom={56}
        right={16}
        style={{ zIndex: 1000 }}
        role="region"
        aria-label="New version"
      >
        <Group gap="sm" wrap="nowrap">
          <Text size="sm">A new version of the console is required.</Text>
          <Button size="xs" onClick={handleReload}>
            Reload
          </Button>
        </Group>
      </Paper>
    );
  }

  return (
    <Paper
      pos="fixed"
      inset={0}
      style={{ zIndex: 1000 }}
      role="dialog"
      aria-modal="true"
      aria-labelledby="latest-version-title"
      data-version-screen
    >
      <FocusTrap active>
        <Stack maw={560} mx="auto" mt={120} p="lg" gap="md">
          <Title order={1} size="h2" id="latest-version-title">
            A new version of the console is available
          </Title>
          <Text>
            This page runs version {builtVersion}; the server now runs version {served.data?.version}. Reload to carry on with the
            latest version.
          </Text>
          {isConfirming ? (
            <Alert color="orange" title="You have a form open" role="alert">
              <Stack gap="sm">
                <Text size="sm">Reloading now discards what you typed in it.</Text>
                <Group>
                  <Button color="red" onClick={reload}>
                    Reload and discard the form
                  </Button>
                  <Button variant="default" onClick={handleBackToWork}>
                    Return to the form
                  </Button>
                </Group>
              </Stack>
            </Alert>
          ) : (
            <Group>
              <Button onClick={handleReload} data-autofocus>
                Reload
              </Button>
              <Button variant="default" onClick={handleBackToWork}>
                Not now
              </Button>
            </Group>
          )}
        </Stack>
      </FocusTrap>
    </Paper>
  );
};
