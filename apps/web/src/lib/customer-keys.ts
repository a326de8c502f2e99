// The customers' cache keys, shared by every customer feature: each key sits under the one before it, so whatever
// refreshes a customer list refreshes the customer's details, and a change to a customer its deployments.

/** Every customer list is under this key, so a change refreshes them all. */
export const customersKey = ['customers'] as const;

/** Under the customers key: a change made from the search page (decommission, enable …) refreshes it too. */
export const customerDetailsKey = (id: string) => [...customersKey, 'details', id] as const;

/** Under the customer's key, so a change to the customer refreshes them too. */
export const customerDeploymentsKey = (customerId: string) => [...customerDetailsKey(customerId), 'deployments'] as const;
