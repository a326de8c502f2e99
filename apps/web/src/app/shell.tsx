import { endpoints, messages, type WhoamiResult } from '@console/contract';
import { AppShell, Burger, Button, Group, MenuItem, MenuLabel, NavLink, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { HeaderAlarms } from '../features/alarms/header-alarms';
import { KeyboardShortcuts, type PaletteScreen } from '../features/command-palette';
import { whoamiQuery } from '../features/auth/whoami';
import { federatedConfigQuery } from '../features/auth/federated-config';
import { JobsStatus } from '../features/jobs/jobs-status';
import { useJobsLive } from '../features/jobs/use-jobs-live';
import { useCustomersLive } from '../features/customers/use-customers-live';
import { DatabaseToolLink } from '../features/operations/database-tool-link';
import { VersionCheck } from '../features/version/version-check';
import { callEndpoint } from '../lib/api-client';
import { CallerProvider, callerOf } from '../lib/permissions';
import { isApiError } from '../lib/api-error';
import { LazyMenu } from '../lib/lazy-floating';
import { LiveProvider } from '../lib/live';
import { clearToken, getSubscriptionId, getToken, setSubscriptionId } from '../lib/session';
import { showError, showSuccess } from '../lib/report-error';
import { useJobFocusRequests } from '../lib/started-jobs';
import { OnDemand } from '../lib/on-demand';
import { ConnectionBar } from './connection-bar';
import './shell.css';
import { visibleNavigation } from './navigation';

// The drawer (and the dialog stack under it) loads when first opened, not with every first page (issue 10);
// when its code cannot be fetched, the next opening asks again.
const loadJobsDrawer = () => import('../features/jobs/jobs-drawer').then((m) => m.JobsDrawer);

/** The remembered subscription when the operator still has it, else the first one (doc2 §6). */
export const selectedSubscription = (whoami: WhoamiResult | undefined, storedId: string | null) =>
  whoami?.subscriptions.find((s) => s.subscriptionId === storedId) ?? whoami?.subscriptions[0];

const SubscriptionMenu = ({ whoami }: { whoami: WhoamiResult }) => {
  const queryClient = useQueryClient();
  const current = selectedSubscription(whoami, getSubscriptionId());
  const move = useMutation({
    mutationFn: (subscriptionId: string) => callEndpoint(endpoints.moveToOtherSubscription, { body: { subscriptionId } }),
    meta: { isSilent: true },
    onSuccess: async (result, subscriptionId) => {
      setSubscriptionId(subscriptionId);
      queryClient.setQueryData(whoamiQuery.queryKey, result);
      // Everything on screen belongs to the old subscription: fetch it all again.
      await queryClient.invalidateQueries();
      const name = result.subscriptions.find((s) => s.subscriptionId === subscriptionId)?.name ?? subscriptionId;
      showSuccess(`Moved to subscription ${name}`);
    },
    onError: (error) => {
      const reason = isApiError(error) && error.reason ? `${messages.global.reasonSeparator}${error.reason}` : '';
      showError(`${messages.subscription.moveFailed}${reason}`);
    },
  });
  return (
    <LazyMenu
      position="bottom-end"
      withinPortal
      target={
        <Button variant="subtle" color="gray" aria-label={`Subscription: ${current?.name ?? 'none'}`} loading={move.isPending}>
          Subscription: {current?.name ?? 'none'}
        </Button>
      }
    >
      <MenuLabel>Subscriptions</MenuLabel>
      {whoami.subscriptions.map((s) => (
        <MenuItem
          key={s.subscriptionId}
          aria-current={s.subscriptionId === current?.subscriptionId ? 'true' : undefined}
          leftSection={s.subscriptionId === current?.subscriptionId ? '✓' : <span aria-hidden> </span>}
          onClick={() => s.subscriptionId !== current?.subscriptionId && move.mutate(s.subscriptionId)}
          fw={s.subscriptionId === current?.subscriptionId ? 700 : undefined}
        >
          {s.name}
        </MenuItem>
      ))}
    </LazyMenu>
  );
};

const isCurrent = (path: string, pathname: string) =>
  path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);

/** Whether the page shown belongs to a navigation group (so the group shows "you are here"). */
const isInGroup = (screens: { path: string }[], pathname: string) => screens.some((s) => isCurrent(s.path, pathname));

/** Keeps the job list current from the jobs hub while the shell is shown. */
const JobsLiveUpdates = ({
  subscriptionId,
  operatorName,
  onOpenJob,
}: {
  subscriptionId: string | null;
  operatorName: string | null;
  onOpenJob: (correlationId: string) => void;
}) => {
  useJobsLive(subscriptionId, operatorName, onOpenJob);
  // The customer lists too, shown or not: a list left for a customer's page (where its provisioning
  // ends, say) is marked stale meanwhile, so coming back reads it again instead of showing the old state.
  useCustomersLive();
  return null;
};

export const Shell = () => {
  const whoami = useQuery(whoamiQuery);
  const config = useQuery(federatedConfigQuery);
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const navigation = visibleNavigation(whoami.data);
  const [isJobsOpen, jobsDrawer] = useDisclosure(false);
  const [isNavOpen, nav] = useDisclosure(false);
  const [focusedJobId, setFocusedJobId] = useState<string | null>(null);
  // Mounted from its first opening on, so it closes with its transition and keeps its filter.
  const [hasJobsDrawer, setHasJobsDrawer] = useState(false);
  const handleOpenJob = (correlationId: string) => {
    setFocusedJobId(correlationId);
    setHasJobsDrawer(true);
    jobsDrawer.open();
  };
  // A start refused because the same action already runs there opens the drawer on that job.
  useJobFocusRequests(handleOpenJob);
  const handleOpenJobs = () => {
    setFocusedJobId(null);
    setHasJobsDrawer(true);
    jobsDrawer.open();
  };
  const handleJobsDrawerFailed = () => {
    jobsDrawer.close();
    setHasJobsDrawer(false);
  };
  const paletteScreens: PaletteScreen[] = [
    ...navigation.topScreens,
    ...navigation.groups.flatMap((group) =>
      group.screens.map((screen) => ({ ...screen, title: `${group.label} › ${screen.title}` })),
    ),
  ];
  // Both are needed to read an endpoint's declaration: the flags and whether this is production.
  const caller = whoami.data && config.data ? callerOf(whoami.data, config.data.isProduction) : null;
  const subscriptionId = whoami.data ? (selectedSubscription(whoami.data, getSubscriptionId())?.subscriptionId ?? null) : null;

  useEffect(() => {
    // whoami failures are silent (doc1 §8); an invalid token sends the operator to sign in again.
    if (isApiError(whoami.error) && whoami.error.status === 401) {
      clearToken();
      void navigate({ to: '/signin', search: { returnUrl: location.href } });
    }
  }, [whoami.error, navigate, location.href]);

  useEffect(() => {
    const current = selectedSubscription(whoami.data, getSubscriptionId());
    if (current && current.subscriptionId !== getSubscriptionId()) setSubscriptionId(current.subscriptionId);
  }, [whoami.data]);

  // Leave the shell first: clearing the cache under mounted screens would make them fetch again,
  // without a token (issue 9, defect 13).
  const handleSignOut = async () => {
    clearToken();
    await queryClient.cancelQueries();
    await navigate({ to: '/signin', search: { signedOut: true } });
    queryClient.clear();
  };

  return (
    <CallerProvider caller={caller}>
      <LiveProvider token={getToken()} subscriptionId={subscriptionId}>
        <JobsLiveUpdates subscriptionId={subscriptionId} operatorName={whoami.data?.name ?? null} onOpenJob={handleOpenJob} />
        <AppShell
          header={{ height: 56 }}
          footer={{ height: 40 }}
          navbar={{ width: 280, breakpoint: 'md', collapsed: { mobile: !isNavOpen, desktop: true } }}
          padding="md"
        >
          <AppShell.Header>
            {/* First tab stop: past the navigation straight to the page (issue 9, defect 13). */}
            <a href="#main-content" className="skip-link">
              Skip to main content
            </a>
            <Group h="100%" px="md" justify="space-between" wrap="nowrap">
              <Group gap="xs" wrap="nowrap">
                <Burger
                  opened={isNavOpen}
                  onClick={nav.toggle}
                  hiddenFrom="md"
                  size="sm"
                  aria-label={isNavOpen ? 'Close navigation' : 'Open navigation'}
                  aria-expanded={isNavOpen}
                  aria-controls="mobile-navigation"
                />
                <UnstyledButton component={Link} to="/" fw={700} mr="md">
                  {config.data?.productName ?? 'Operations Console'}
                </UnstyledButton>
                <Group gap="xs" component="nav" aria-label="Main" wrap="nowrap" visibleFrom="md">
                  {navigation.topScreens.map((screen) => (
                    <Button
                      key={screen.path}
                      className="nav-link"
                      component={Link}
                      to={screen.path}
                      variant="subtle"
                      activeOptions={{ exact: screen.path === '/' }}
                    >
                      {screen.title}
                    </Button>
                  ))}
                  {navigation.groups.map((group) => (
                    <LazyMenu
                      key={group.label}
                      position="bottom-start"
                      withinPortal
                      target={
                        <Button
                          variant="subtle"
                          className="nav-link"
                          data-status={isInGroup(group.screens, location.pathname) ? 'active' : undefined}
                          rightSection={<span aria-hidden>▾</span>}
                        >
                          {group.label}
                        </Button>
                      }
                    >
                      {group.screens.map((screen) => (
                        <MenuItem
                          key={screen.path}
                          component={Link}
                          to={screen.path}
                          aria-current={location.pathname === screen.path ? 'page' : undefined}
                        >
                          {screen.title}
                        </MenuItem>
                      ))}
                    </LazyMenu>
                  ))}
                  <DatabaseToolLink />
                  {whoami.data && <SubscriptionMenu whoami={whoami.data} />}
                </Group>
              </Group>
              <Group gap="xs" wrap="nowrap">
                {config.data && (
                  <Text size="sm" c="dimmed" tt="uppercase" visibleFrom="sm">
                    {config.data.environment}
                  </Text>
                )}
                <LazyMenu
                  position="bottom-end"
                  withinPortal
                  target={
                    <Button variant="light" aria-label={`Operator: ${whoami.data?.name ?? 'signed in'}`}>
                      {whoami.data?.name ?? 'Operator'}
                    </Button>
                  }
                >
                  <MenuItem onClick={() => void handleSignOut()}>Sign out</MenuItem>
                </LazyMenu>
              </Group>
            </Group>
          </AppShell.Header>
          {/* Narrow screens (phones): the same navigation, collapsed behind the burger. Its links exist
              only while it is open, so the slid-away panel holds no hidden tab stops. */}
          <AppShell.Navbar
            p="sm"
            id="mobile-navigation"
            hiddenFrom="md"
            aria-label={isNavOpen ? 'Main' : undefined}
            style={{ overflowY: 'auto' }}
          >
            {isNavOpen && (
              <Stack gap={4}>
                {navigation.topScreens.map((screen) => (
                  <NavLink
                    key={screen.path}
                    component={Link}
                    to={screen.path}
                    label={screen.title}
                    active={isCurrent(screen.path, location.pathname)}
                    onClick={nav.close}
                  />
                ))}
                {navigation.groups.map((group) => (
                  <NavLink
                    key={group.label}
                    component="button"
                    label={group.label}
                    defaultOpened={isInGroup(group.screens, location.pathname)}
                  >
                    {group.screens.map((screen) => (
                      <NavLink
                        key={screen.path}
                        component={Link}
                        to={screen.path}
                        label={screen.title}
                        active={location.pathname === screen.path}
                        onClick={nav.close}
                      />
                    ))}
                  </NavLink>
                ))}
                <DatabaseToolLink />
                {whoami.data && <SubscriptionMenu whoami={whoami.data} />}
              </Stack>
            )}
          </AppShell.Navbar>
          <AppShell.Main id="main-content" tabIndex={-1}>
            <HeaderAlarms />
            <Outlet />
          </AppShell.Main>
          <AppShell.Footer>
            <Group h="100%" px="md" justify="space-between" wrap="nowrap">
              <ConnectionBar />
              <JobsStatus subscriptionId={subscriptionId} onOpen={handleOpenJobs} />
            </Group>
          </AppShell.Footer>
        </AppShell>
        <VersionCheck />
        <KeyboardShortcuts screens={paletteScreens} onOpenJobs={handleOpenJobs} />
        {hasJobsDrawer && (
          <OnDemand
            load={loadJobsDrawer}
            props={{ opened: isJobsOpen, onClose: jobsDrawer.close, subscriptionId, focusedJobId }}
            onFailed={handleJobsDrawerFailed}
          />
        )}
      </LiveProvider>
    </CallerProvider>
  );
};
