import { endpoints } from '@console/contract';
import type { Page } from '@playwright/test';
import { createCustomer, jobEnded, type Api, type FreshCustomer } from '../fixtures';

export type CustomerWithDeployment = { id: string; alias: string; deploymentId: string };

/**
 * A customer of its own with one Azure deployment (so it has a database and dead-letter queues),
 * quick-created through the API and provisioned.
 */
export const createCustomerWithDeployment = async (api: Api): Promise<CustomerWithDeployment> => {
  const customer = await createCustomer(api, { azureLocation: 'westeurope', aliasPrefix: 'dbe' });
  const [deployment] = await api.call(endpoints.listCustomerDeployments, {
    params: { id: customer.id },
    subscriptionId: customer.subscriptionId,
  });
  if (!deployment) throw new Error(`${customer.alias} has no deployment`);
  return { id: customer.id, alias: customer.alias, deploymentId: deployment.id };
};

/**
 * An on-site deployment of the customer in a hosting group of its own (`onsite-{alias}`, one machine
 * `{alias}-m1`), created through the API and waited for; the created deployment (its hostingGroupIds).
 */
export const createOnsiteDeployment = async (
  api: Api,
  customer: Pick<FreshCustomer, 'id' | 'alias'>,
  { isPrivateKeyProtected = false }: { isPrivateKeyProtected?: boolean } = {},
) => {
  const created = await api.call(endpoints.createOnsiteDeployment, {
    params: { id: customer.id },
    body: { hostingGroupIdentifier: `onsite-${customer.alias}`, machineName: `${customer.alias}-m1`, isPrivateKeyProtected },
  });
  await jobEnded(api, created.job.correlationId);
  return created.deployment;
};

/** The customer details page's section (a landmark named by its heading). */
export const section = (page: Page, name: string) => page.getByRole('region', { name });

/** Counts the browser's calls whose path contains `part`, from now on. */
export const countCalls = (page: Page, part: string) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.includes(part)) calls.push(request.url());
  });
  return calls;
};

/** The console's error log lines, from now on. */
export const consoleErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
};
