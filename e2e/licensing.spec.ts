import { endpoints, messages } from '@console/contract';
import type { Page } from '@playwright/test';
import { createCustomer, expect, expectAccessible, test, type Api, type FreshCustomer } from './fixtures';

test.describe.configure({ timeout: 90_000 });

/** A grace period long past: the list puts the customer first, marked expired. */
const longAgo = (offset: number) => `2000-01-${String(10 + offset).padStart(2, '0')}`;

const licensed = async (
  api: Api,
  customer: FreshCustomer,
  licence: { gracePeriodExpiryDate: string; licenseOfferingId: string },
) => {
  const current = await api.call(endpoints.getCustomer, { params: { id: customer.id } });
  await api.call(endpoints.updateCustomerLicence, {
    params: { id: customer.id },
    body: {
      licenseDetails: { ...current.licence.licenseDetails!, ...licence },
      basePlanDetails: { firstDayOfWeek: 'Monday', basePlanId: null },
      peakLoadPlanDetails: null,
    },
  });
};

const licenceRow = (page: Page, alias: string) =>
  page.getByRole('table', { name: 'Customer licenses' }).getByRole('row', { name: `Licence of ${alias}` });

const chooseOffering = async (page: Page, label: string) => {
  await page.getByRole('combobox', { name: 'Licence offering' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
};

test('lists licences soonest expiry first with the expired mark, filters by offering and shows a licence cost', async ({
  page,
  signInAs,
  apiAs,
}) => {
  const api = await apiAs('admin');
  const customer = await createCustomer(api);
  await licensed(api, customer, { gracePeriodExpiryDate: longAgo(test.info().repeatEachIndex), licenseOfferingId: 'Enterprise' });

  await signInAs('admin', '/operations/licenses');
  const row = licenceRow(page, customer.alias);
  await expect(row).toContainText('Expired');
  await expect(row).toContainText('Enterprise');
  await expect(page.getByRole('table', { name: 'Standard rates' }).getByRole('row', { name: /^AUD 45 300 100$/ })).toBeVisible();
  await expectAccessible(page);

  await chooseOffering(page, 'Standard');
  await expect(row).toHaveCount(0);
  await chooseOffering(page, 'Enterprise');
  await expect(row).toBeVisible();
  await chooseOffering(page, 'All');
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: `Cost: ${customer.alias}` }).click();
  const cost = page.getByRole('dialog', { name: `Licence cost of ${customer.alias}` });
  await expect(cost.getByRole('row', { name: /^Active user rate 45 45$/ })).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(cost).toHaveCount(0);
});

test('edits a licence with the customer licence editor; the list follows', async ({ page, signInAs, apiAs }) => {
  const api = await apiAs('admin');
  const customer = await createCustomer(api);
  await licensed(api, customer, {
    gracePeriodExpiryDate: longAgo(5 + test.info().repeatEachIndex),
    licenseOfferingId: 'Professional',
  });

  await signInAs('admin', '/operations/licenses');
  const row = licenceRow(page, customer.alias);
  await row.getByRole('button', { name: `Edit licence: ${customer.alias}` }).click();
  const dialog = page.getByRole('dialog', { name: `Licence of ${customer.alias}` });
  await dialog.getByLabel('Grace period expiry').fill('2000-01-31');
  await dialog.getByRole('button', { name: 'Save licence' }).click();
  await expect(page.getByText(messages.customers.updated('licence', customer.alias))).toBeVisible();
  await expect(row).toContainText('2000-01-31');
  const saved = await api.call(endpoints.getCustomer, { params: { id: customer.id } });
  expect(saved.licence.licenseDetails?.gracePeriodExpiryDate).toBe('2000-01-31');
});

for (const viewport of [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the customer licenses screen passes axe at ${viewport.name} width`, async ({ page, signInAs }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signInAs('admin', '/operations/licenses');
    await expect(page.getByRole('table', { name: 'Customer licenses' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Standard rates' })).toBeVisible();
    await expectAccessible(page);
  });
}
