import { messages, type CustomerDetails } from '@console/contract';
import { Anchor, Badge, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from '@tanstack/react-router';
import { useEffect, type ComponentType } from 'react';
import { customerDetailsQuery } from './details-queries';
import { detailSections } from './details-rules';
import { useCustomerDetailsLive } from './use-customer-details-live';

/** One section of the page: it is handed the customer, and loads and changes what it shows itself. */
export type CustomerSection = ComponentType<{ customer: CustomerDetails }>;

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

/** What the header shows beside the customer's state (the jobs feature's health banner), from the app layer. */
export type CustomerHeaderExtra = ComponentType<{ customerId: string }>;

const Header = ({
  customer,
  refreshedAt,
  HeaderExtra,
}: {
  customer: CustomerDetails;
  refreshedAt: number;
  HeaderExtra?: CustomerHeaderExtra;
}) => (
  <Stack gap="xs">
    <Group justify="space-between" align="flex-start">
      <Stack gap={2}>
        <Title order={1} size="h2">
          {customer.name}
        </Title>
        <Text c="gray.7">Alias {customer.alias}</Text>
      </Stack>
      <Text size="sm" c="gray.7" aria-live="polite">
        {messages.customerDetails.lastRefreshed(new Date(refreshedAt).toLocaleTimeString())}
      </Text>
    </Group>
    <StateBadges customer={customer} />
    {HeaderExtra && <HeaderExtra customerId={customer.id} />}
    <Group gap="lg">
      <Text size="sm">
        Release channel: {customer.releaseChannelName ?? 'none'}
        {customer.isPinnedToReleaseChannel ? ' (pinned)' : ''}
      </Text>
      <Text size="sm">Server plan: {customer.serverPlanName ?? 'none'}</Text>
      <Text size="sm">Log level: {customer.logLevel}</Text>
    </Group>
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
);

/** Brings the section named in the URL's hash into view and focus once the page has rendered. */
const useDeepLink = (isReady: boolean) => {
  const hash = useLocation({ select: (l) => l.hash });
  useEffect(() => {
    if (!isReady || !hash) return;
    const section = document.getElementById(hash);
    section?.scrollIntoView({ block: 'start' });
    section?.focus({ preventScroll: true });
  }, [isReady, hash]);
};

/**
 * doc1 §2 Customer details: the whole customer on one page. The page knows its frame (header, section links, deep
 * links, live updates); its sections come from the app layer, so the features that own them never meet here.
 */
export const CustomerDetailsPage = ({
  sections,
  HeaderExtra,
}: {
  sections: readonly CustomerSection[];
  HeaderExtra?: CustomerHeaderExtra;
}) => {
  const { customerId } = useParams({ strict: false }) as { customerId: string };
  const query = useQuery(customerDetailsQuery(customerId));
  useCustomerDetailsLive(customerId);
  useDeepLink(query.isSuccess);

  if (query.isPending) return <Loader aria-label="Loading the customer" />;
  if (query.isError) {
    // The global rules already toast the failure (404: not found); the page says what is missing.
    return <Text c="red.9">{messages.customerDetails.loadFailed}</Text>;
  }
  const customer = query.data;
  return (
    <Stack gap="md">
      <Header customer={customer} refreshedAt={query.dataUpdatedAt} HeaderExtra={HeaderExtra} />
      <nav aria-label="Sections">
        <Group gap="md">
          {detailSections.map((s) => (
            <Anchor c="blue.9" key={s.id} href={`#${s.id}`}>
              {s.title}
            </Anchor>
          ))}
        </Group>
      </nav>
      {sections.map((Section, i) => (
        // The list is fixed for the page's life, so its position is a stable key.
        <Section key={i} customer={customer} />
      ))}
    </Stack>
  );
};
