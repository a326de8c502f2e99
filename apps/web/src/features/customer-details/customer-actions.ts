import { endpoints, type CustomerDetails, type Endpoint } from '@console/contract';
import { isSettled } from '../customers';
import type { CustomerSectionId } from './customer-sections';

/**
 * The actions on one customer that a deep link (`/customers/{id}/{section}?action={id}`) or the command
 * palette can ask for. Each opens the same control as the page's button, in the section that holds it,
 * with the same permission declaration, confirmation and job handling.
 */
export const customerActionIds = [
  'repair',
  'dnsRepair',
  'restartService',
  'recycleAppPool',
  'fixClickOnce',
  'pinToCurrentVersion',
  'unlockFromCurrentVersion',
  'reconfigureDatabase',
] as const;

export type CustomerActionId = (typeof customerActionIds)[number];

export type CustomerAction = {
  id: CustomerActionId;
  label: string;
  section: CustomerSectionId;
  endpoint: Pick<Endpoint, 'permission' | 'environment' | 'scope' | 'isDestructive'>;
  /** Why the action is not offered for this customer now (null: it is). */
  whyNotNow: (customer: CustomerDetails) => string | null;
};

// The page's operation buttons are disabled on the same condition (operations-section.tsx).
const whenSettled = (customer: CustomerDetails) =>
  isSettled(customer) ? null : `${customer.alias} is ${customer.state}; wait until it settles.`;

export const customerActions: readonly CustomerAction[] = [
  { id: 'repair', label: 'Repair', section: 'operations', endpoint: endpoints.repairCustomer, whyNotNow: whenSettled },
  { id: 'dnsRepair', label: 'DNS repair', section: 'operations', endpoint: endpoints.dnsRepairCustomer, whyNotNow: whenSettled },
  {
    id: 'restartService',
    label: 'Restart service',
    section: 'operations',
    endpoint: endpoints.restartCustomerService,
    whyNotNow: whenSettled,
  },
  {
    id: 'recycleAppPool',
    label: 'Recycle app pool',
    section: 'operations',
    endpoint: endpoints.recycleAppPool,
    whyNotNow: whenSettled,
  },
  { id: 'fixClickOnce', label: 'Fix ClickOnce', section: 'operations', endpoint: endpoints.fixClickOnce, whyNotNow: whenSettled },
  {
    id: 'pinToCurrentVersion',
    label: 'Pin to current version',
    section: 'details',
    endpoint: endpoints.pinReleaseChannel,
    whyNotNow: (customer) =>
      customer.isPinnedToReleaseChannel
        ? `${customer.alias} is already pinned.`
        : !customer.releaseChannelId || !customer.releaseChannelVersion
          ? `${customer.alias} follows no release yet.`
          : null,
  },
  {
    id: 'unlockFromCurrentVersion',
    label: 'Unlock from current version',
    section: 'details',
    endpoint: endpoints.unlockFromCurrentReleaseChannel,
    whyNotNow: (customer) => (customer.isPinnedToReleaseChannel ? null : `${customer.alias} is not pinned.`),
  },
  {
    id: 'reconfigureDatabase',
    label: 'Reconfigure database',
    section: 'database',
    endpoint: endpoints.reconfigureDatabase,
    whyNotNow: () => null,
  },
];

/** The deep link that opens an action on a customer's page. */
export const customerActionLink = (customerId: string, action: CustomerAction) =>
  `/customers/${encodeURIComponent(customerId)}/${action.section}?action=${action.id}`;
