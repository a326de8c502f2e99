import { endpoints } from '@console/contract';
import type { Page } from '@playwright/test';
import { createCustomer, type Api } from '../fixtures';

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
