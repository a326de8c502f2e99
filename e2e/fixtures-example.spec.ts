import { endpoints } from '@console/contract';
import { eventually, expect, subscriptions, test } from './fixtures';

// The pattern every spec follows: data of its own through the API, signed in without the form, state polled.
test('a customer made for this test is found by its alias and disabling it runs as a job', async ({
  page,
  customer,
  signInAs,
  apiAs,
}) => {
  await signInAs('support', `/customers?query=${customer.alias}`);
  const row = page.getByRole('table', { name: 'Customers' }).locator(`[data-customer="${customer.alias}"]`);
  await expect(row).toContainText('Enabled');
  await page.getByRole('button', { name: `Actions for ${customer.alias}` }).click();
  await page.getByRole('menuitem', { name: 'Disable' }).click();
  await page
    .getByRole('dialog', { name: `Disable ${customer.alias}` })
    .getByRole('button', { name: 'Disable' })
    .click();
  await expect(row).toContainText('Disabled', { timeout: 20_000 });

  const api = await apiAs('support');
  await eventually(async () => {
    const found = await api.call(endpoints.searchDisabledCustomers, {
      subscriptionId: subscriptions.production.id,
      query: { page: 1, pageSize: 500 },
    });
    return found.results.some((c) => c.id === customer.id);
  }).toBe(true);
});
