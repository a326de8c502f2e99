import { messages, type CustomerDetails } from '@console/contract';
import {
  Anchor,
  Badge,
  Box,
  Flex,
  Group,
  Loader,
  NativeSelect,
  NavLink,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams } from '@tanstack/react-router';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { focusJob } from '../../lib/started-jobs';
import { useTargetJobs } from '../../lib/use-target-jobs';
import { rememberCustomer } from '../../lib/recent-visits';
import { customerSections, firstCustomerSection, isCustomerSectionId, type CustomerSectionId } from './customer-sections';
import { customerDetailsQuery } from './details-queries';
import { customerHealth } from './details-rules';
import { useCustomerDetailsLive } from './use-customer-details-live';

/** One panel of the page: it is handed the customer, and loads and changes what it shows itself. */
export type CustomerSection = ComponentType<{ customer: CustomerDetails }>;

/** Each section's panels, in order; the app layer fills it in (decision 008). */
export type CustomerPanels = Record<CustomerSectionId, readonly CustomerSection[]>;

const StateBadges = ({ customer }: { customer: CustomerDetails }) => (
  <Group gap="xs">
    {/* While provisioning or decommissioning, that is the customer's state (doc1 §4), not "Enabled". */}
    {customer.state !== 'provisioning' && customer.state !== 'decommissioning' && (
      <Badge color={customer.isEnabled ? 'green' : 'gray'} variant="light" c="dark.8">
        {customer.isEnabled ? 'Enabled' : 'Disabled'}
      </Badge>
    )}
    {customer.state !== 'active' && (
      <Badge color={customer.state === 'faulted' ? 'red' : 'blue'} variant="light" c="dark.8">
        {customer.state === 'provisioning'
          ? 'Provisioning…'
          : customer.state === 'decommissioning'
            ? 'Decommissioning…'
            : 'Faulted'}
      </Badge>
    )}
    {customer.isFeatureBranch && (
      <Badge variant="outline" c="dark.8">
        feature branch
      </Badge>
    )}
  </Group>
);

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack gap={2} miw={0}>
    <Text size="xs" c="gray.7" tt="uppercase" fw={600}>
      {label}
    </Text>
    <Box fz="sm">{children}</Box>
  </Stack>
);

/** The summary an operator reads first, whichever section is shown (issue 25). */
const Summary = ({ customer }: { customer: CustomerDetails }) => {
  const jobs = useTargetJobs(customer.id);
  const running = jobs.filter((job) => !job.isCompleted);
  const health = customerHealth(customer, jobs);
  const version = customer.pinnedVersion ?? customer.releaseChannelVersion;
  return (
    <SimpleGrid component="section" aria-label="Summary" cols={{ base: 2, sm: 3, lg: 6 }} spacing="md" verticalSpacing="xs">
      <Fact label="State">
        <StateBadges customer={customer} />
      </Fact>
      <Fact label="Health">
        <Badge color={health.color} variant="light" c="dark.8">
          {health.label}
        </Badge>
      </Fact>
      <Fact label="Release channel">
        {customer.releaseChannelName ?? 'none'}
        {version ? ` · ${version}` : ''}
        {customer.isPinnedToReleaseChannel ? ' (pinned)' : ''}
      </Fact>
      <Fact label="Server plan">{customer.serverPlanName ?? 'none'}</Fact>
      <Fact label="Log level">{customer.logLevel}</Fact>
      <Fact label="Running jobs">
        {running.length === 0 ? (
          'none'
        ) : (
          <Stack gap={0}>
            {running.map((job) => (
              <Anchor
                key={job.correlationId}
                c="blue.9"
                component="button"
                type="button"
                fz="sm"
                ta="left"
                onClick={() => focusJob(job.correlationId)}
              >
                {job.name}
              </Anchor>
            ))}
          </Stack>
        )}
      </Fact>
    </SimpleGrid>
  );
};

/** What the header shows under the summary (the jobs feature's health banner), from the app layer. */
export type CustomerHeaderExtra = ComponentType<{ customerId: string }>;

const Header = ({
  customer,
  refreshedAt,
  recentActivity: RecentActivity,
  HeaderExtra,
}: {
  customer: CustomerDetails;
  refreshedAt: number;
  recentActivity: CustomerSection;
  HeaderExtra?: CustomerHeaderExtra;
}) => (
  <Paper withBorder p="md">
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2} miw={0}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {customer.name}
          </Title>
          <Text c="gray.7">Alias {customer.alias}</Text>
        </Stack>
        <Stack gap={4} align="flex-end">
          <Text size="sm" c="gray.7" aria-live="polite">
            {messages.customerDetails.lastRefreshed(new Date(refreshedAt).toLocaleTimeString())}
          </Text>
          <Group gap="md">
            <Anchor c="blue.9" href={customer.webAppUrl} target="_blank" rel="noreferrer">
              Web app
            </Anchor>
            <Anchor c="blue.9" href={customer.logSearchUrl} target="_blank" rel="noreferrer">
              Log search
            </Anchor>
            <Anchor c="blue.9" component={Link} to="/customers">
              Back to customers
            </Anchor>
          </Group>
        </Stack>
      </Group>
      <Summary customer={customer} />
      {HeaderExtra && <HeaderExtra customerId={customer.id} />}
      <RecentActivity customer={customer} />
    </Stack>
  </Paper>
);

/**
 * The section navigation, always in view (Azure-portal style): a vertical list beside the section on wide
 * screens, a select above it on narrow ones (so the page never pans sideways).
 */
const SectionNav = ({ customerId, current }: { customerId: string; current: CustomerSectionId }) => {
  const navigate = useNavigate();
  return (
    <Box
      component="nav"
      aria-label="Customer sections"
      w={{ base: '100%', md: 220 }}
      py={{ base: 'xs', md: 0 }}
      bg="white"
      // In view however far the section scrolls: below the shell's header, above the panels.
      style={{ flexShrink: 0, position: 'sticky', top: 'calc(var(--app-shell-header-height, 56px) + 8px)', zIndex: 2 }}
    >
      <Stack gap={2} visibleFrom="md">
        {customerSections.map((section) => (
          <NavLink
            key={section.id}
            component={Link}
            to="/customers/$customerId/$section"
            params={{ customerId, section: section.id } as never}
            label={section.title}
            active={section.id === current}
            aria-current={section.id === current ? 'page' : undefined}
          />
        ))}
      </Stack>
      <NativeSelect
        hiddenFrom="md"
        label="Section"
        value={current}
        data={customerSections.map((section) => ({ value: section.id, label: section.title }))}
        onChange={(event) => {
          const section = event.currentTarget.value;
          if (isCustomerSectionId(section))
            void navigate({ to: '/customers/$customerId/$section', params: { customerId, section } });
        }}
      />
    </Box>
  );
};

/** Brings the panel named in the URL's hash into view and focus once its section has rendered. */
const useDeepLink = (isReady: boolean, section: string) => {
  const hash = useLocation({ select: (l) => l.hash });
  useEffect(() => {
    if (!isReady || !hash) return;
    const bringIntoView = () => {
      const panel = document.getElementById(hash);
      panel?.scrollIntoView({ block: 'start' });
      panel?.focus({ preventScroll: true });
      return panel !== null;
    };
    if (bringIntoView()) return;
    // A panel whose code is still loading is drawn later: wait for it while this link stands.
    const observer = new MutationObserver(() => {
      if (bringIntoView()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [isReady, hash, section]);
};

/**
 * doc1 §2 Customer details, in sections (issue 25): a header with the customer's summary and recent
 * activity, the section navigation, and the panels of the section in the URL (`/customers/{id}/{section}`).
 * Only the shown section's panels are mounted, so each section's data loads when it is shown. The page
 * knows its frame (header, navigation, deep links, live updates); its panels come from the app layer, so
 * the features that own them never meet here.
 */
export const CustomerDetailsPage = ({
  panels,
  recentActivity,
  HeaderExtra,
}: {
  panels: CustomerPanels;
  recentActivity: CustomerSection;
  HeaderExtra?: CustomerHeaderExtra;
}) => {
  const { customerId, section } = useParams({ strict: false }) as { customerId: string; section?: string };
  const current = section && isCustomerSectionId(section) ? section : firstCustomerSection;
  const query = useQuery(customerDetailsQuery(customerId));
  useCustomerDetailsLive(customerId);
  useDeepLink(query.isSuccess, current);
  const { alias, name } = query.data ?? {};
  useEffect(() => {
    // The command palette offers the customers opened lately first (issue 32).
    if (alias !== undefined && name !== undefined) rememberCustomer({ id: customerId, alias, name });
  }, [customerId, alias, name]);

  if (query.isPending) return <Loader aria-label="Loading the customer" />;
  if (query.isError) {
    // The global rules already toast the failure (404: not found); the page says what is missing.
    return <Text c="red.9">{messages.customerDetails.loadFailed}</Text>;
  }
  const customer = query.data;
  return (
    <Stack gap="md">
      <Header customer={customer} refreshedAt={query.dataUpdatedAt} recentActivity={recentActivity} HeaderExtra={HeaderExtra} />
      <Flex direction={{ base: 'column', md: 'row' }} gap="md" align={{ base: 'stretch', md: 'flex-start' }}>
        <SectionNav customerId={customerId} current={current} />
        <Stack gap="md" flex={1} miw={0}>
          {panels[current].map((Panel, i) => (
            // A section's list is fixed, so its position is a stable key.
            <Panel key={`${current}-${i}`} customer={customer} />
          ))}
        </Stack>
      </Flex>
    </Stack>
  );
};
