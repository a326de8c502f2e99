import { endpoints, messages, type Job } from '@console/contract';
import type { Page } from '@playwright/test';
import { createCustomer, expect, jobEnded, test, type Api } from './fixtures';

// Issue 25, item 4: a faulted job can be retried and its customer's health banner follows it; a
// fault that ends while the page is away is still told.

const section = (page: Page, name: string) => page.getByRole('region', { name });

/** Adds a fail target for the test's own customer and gives back a way to remove it. */
const injectFault = async (api: Api, alias: string) => {
  const before = await api.call(endpoints.getPlatformSimulation);
  const set = (failTargets: string[]) =>
    api.call(endpoints.setPlatformSimulation, {
      body: { failTargets, missingCertificates: before.missingCertificates, hasDefaultDatabase: before.hasDefaultDatabase },
    });
  await set([...before.failTargets, alias]);
  return async () => {
    const now = await api.call(endpoints.getPlatformSimulation);
    await set(now.failTargets.filter((t) => t !== alias));
  };
};

const restartJobOf = async (api: Api, customerId: string): Promise<Job | undefined> => {
  const { jobs } = await api.call(endpoints.listJobs);
  return jobs.find((job) => job.target?.id === customerId && job.type === 'customer.restartService');
};

test('a faulted restart is retried from its failed step to success and the health banner clears', async ({
  page,
  signInAs,
  apiAs,
}) => {
  const api = await apiAs('admin');
  // Hosted in a location, so the platform runs its applications and the banner can say the site is down.
  const customer = await createCustomer(api, { azureLocation: 'eastus' });
  const removeFault = await injectFault(api, customer.alias);
  try {
    await signInAs('admin', `/customers/${customer.id}/operations`);
    await section(page, 'Operations').getByRole('button', { name: 'Restart service', exact: true }).click();
    await page
      .getByRole('dialog', { name: `Restart service ${customer.alias}?` })
      .getByRole('button', { name: 'Restart service' })
      .click();
    const health = page.getByRole('region', { name: 'Customer health' });
    // The stop succeeded, the start failed: the site is down and the banner says so, with the job.
    await expect(health).toContainText(`Restart the service of ${customer.alias} faulted: Start the service:`);
    // The stopped service is read from the platform: the banner's first line says the site is down and why.
    await expect(health.getByText(/^The site is down: .+ is (stopped|faulted)/)).toBeVisible();
  } finally {
    await removeFault();
  }
  await page
    .getByRole('region', { name: 'Customer health' })
    .getByRole('button', { name: `Open Restart the service of ${customer.alias} in jobs` })
    .click();
  const drawer = page.getByRole('dialog', { name: 'Jobs' });
  const card = drawer.getByRole('article', { name: `Restart the service of ${customer.alias}` });
  await expect(card).toHaveAttribute('aria-current', 'true');
  await card.getByRole('button', { name: `Retry from the failed step: Restart the service of ${customer.alias}` }).click();
  const confirm = page.getByRole('dialog', { name: `Retry Restart the service of ${customer.alias}` });
  await expect(confirm).toContainText('from the step that failed');
  await confirm.getByRole('textbox', { name: 'Reason for this change' }).fill('fault cleared');
  await confirm.getByRole('button', { name: 'Retry', exact: true }).click();
  await expect(card.getByText('Succeeded', { exact: true }).first()).toBeVisible({ timeout: 20_000 });
  await expect(card).toContainText('2 of 2 steps succeeded');
  await expect(page.getByRole('region', { name: 'Customer health' })).toHaveCount(0);
  // The retry ran the same job again: one restart job, its stop step not run twice.
  const job = await restartJobOf(api, customer.id);
  expect(job).toMatchObject({ isFaulted: false, retryCount: 1 });
});

test('a job that faults while the page is away is still toasted when it comes back, once', async ({
  page,
  signInAs,
  customer,
  apiAs,
}) => {
  const api = await apiAs('admin');
  await signInAs('admin', `/customers/${customer.id}/operations`);
  await expect(page.getByRole('heading', { level: 1, name: customer.name })).toBeVisible();
  // The page goes away (as during a reload); the job starts and faults meanwhile.
  await page.goto('about:blank');
  const removeFault = await injectFault(api, customer.alias);
  try {
    const started = await api.call(endpoints.restartCustomerService, { params: { id: customer.id } });
    const ended = await jobEnded(api, started.correlationId);
    expect(ended.isFaulted).toBe(true);
  } finally {
    await removeFault();
  }
  await page.goto(`/customers/${customer.id}/operations`);
  const toast = page.getByText(
    messages.customerDetails.jobFailed(`Restart the service of ${customer.alias}`, null).split(' - ')[0]!,
  );
  await expect(toast.first()).toBeVisible();
  await page.getByRole('button', { name: 'Open in jobs' }).first().click();
  await expect(
    page.getByRole('dialog', { name: 'Jobs' }).getByRole('article', { name: `Restart the service of ${customer.alias}` }),
  ).toHaveAttribute('aria-current', 'true');
  // Told once: another reload does not tell it again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: customer.name })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Jobs: / })).toContainText('faulted');
  await expect(toast).toHaveCount(0);
});
