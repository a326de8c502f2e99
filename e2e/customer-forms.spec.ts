import { endpoints, messages, tokenStorageKey } from '@console/contract';
import type { Browser, Page } from '@playwright/test';
import { expect, test, type FreshCustomer, type OperatorName } from './fixtures';

/**
 * Issue 25 items 1 and 3: two operators editing one customer at once never silently overwrite each
 * other (a live update marks the field being edited; a stale save says who and keeps the typing), and a
 * refused save shows the server's reason beside the field as well as the spec's toast.
 */

// Two browser contexts and a provisioned customer per test; on a busy machine that takes a while.
test.describe.configure({ timeout: 120_000 });

const section = (page: Page, name: string) => page.getByRole('region', { name });

/** A second operator's own browser (its own context and storage), on the customer's page. */
const openAsOther = async (browser: Browser, baseURL: string, token: string, customer: FreshCustomer, sectionId: string) => {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [tokenStorageKey, token] as const);
  const page = await context.newPage();
  await page.goto(`/customers/${customer.id}/${sectionId}`);
  await expect(page.getByRole('heading', { level: 1, name: customer.name })).toBeVisible();
  return { page, close: () => context.close() };
};

const otherOperator = async (
  browser: Browser,
  baseURL: string | undefined,
  tokens: (operator: OperatorName) => Promise<string>,
  customer: FreshCustomer,
  sectionId: string,
) => openAsOther(browser, baseURL!, await tokens('support'), customer, sectionId);

test("a live update never replaces the Name being typed: it is marked 'Changed by' the other operator", async ({
  page,
  browser,
  baseURL,
  signInAs,
  customer,
  tokens,
}) => {
  await signInAs('admin', `/customers/${customer.id}/details`);
  const name = section(page, 'Details').getByRole('textbox', { name: 'Name' });
  await name.fill(`${customer.name} Mine`);

  const other = await otherOperator(browser, baseURL, tokens, customer, 'details');
  try {
    const theirs = section(other.page, 'Details');
    await theirs.getByRole('textbox', { name: 'Name' }).fill(`${customer.name} Theirs`);
    await theirs.getByRole('button', { name: 'Save name' }).click();
    await expect(other.page.getByText(`Successfully updated name for ${customer.alias}`)).toBeVisible();
  } finally {
    await other.close();
  }

  // The header follows the record; the field keeps what was typed and says who changed it.
  await expect(page.getByRole('heading', { level: 1, name: `${customer.name} Theirs` })).toBeVisible();
  await expect(name).toHaveValue(`${customer.name} Mine`);
  await expect(name).toHaveAccessibleDescription(messages.customerDetails.changedBy('Sam Support'));
});

test('a licence saved in another tab is not reverted: the stale save says who, keeps the typing and reloads', async ({
  page,
  browser,
  baseURL,
  signInAs,
  customer,
  tokens,
  apiAs,
}) => {
  await signInAs('admin', `/customers/${customer.id}/licence`);
  await section(page, 'Licence').getByRole('button', { name: 'Edit licence' }).click();
  const mine = page.getByRole('dialog', { name: `Licence of ${customer.alias}` });
  await mine.getByRole('textbox', { name: 'Active user rate' }).fill('61');

  const other = await otherOperator(browser, baseURL, tokens, customer, 'licence');
  try {
    await section(other.page, 'Licence').getByRole('button', { name: 'Edit licence' }).click();
    const theirs = other.page.getByRole('dialog', { name: `Licence of ${customer.alias}` });
    await theirs.getByRole('combobox', { name: 'Currency' }).selectOption('USD');
    await theirs.getByLabel('Grace period expiry').fill('2027-03-31');
    await theirs.getByRole('button', { name: 'Save licence' }).click();
    await expect(other.page.getByText(`Successfully updated licence for ${customer.alias}`)).toBeVisible();
  } finally {
    await other.close();
  }

  // The other operator's fields are marked, not replaced; the typed rate stays.
  const changed = messages.customerDetails.changedBy('Sam Support');
  await expect(mine.getByRole('combobox', { name: 'Currency' })).toHaveAccessibleDescription(changed);
  await expect(mine.getByLabel('Grace period expiry')).toHaveAccessibleDescription(changed);
  await expect(mine.getByRole('combobox', { name: 'Currency' })).toHaveValue('AUD');
  await expect(mine.getByRole('textbox', { name: 'Active user rate' })).toHaveValue('61');

  await mine.getByRole('button', { name: 'Save licence' }).click();
  const stale = mine.getByRole('alert').filter({ hasText: 'Changed by someone else' });
  await expect(stale).toContainText(`Sam Support changed ${customer.alias}`);
  await expect(mine.getByRole('textbox', { name: 'Active user rate' })).toHaveValue('61');

  // Reloading keeps the rate typed here and takes the other operator's currency and grace date.
  await stale.getByRole('button', { name: 'Reload section' }).click();
  await expect(stale).toBeHidden();
  await expect(mine.getByRole('combobox', { name: 'Currency' })).toHaveValue('USD');
  await expect(mine.getByLabel('Grace period expiry')).toHaveValue('2027-03-31');
  await expect(mine.getByRole('textbox', { name: 'Active user rate' })).toHaveValue('61');
  await mine.getByRole('button', { name: 'Save licence' }).click();
  await expect(page.getByText(`Successfully updated licence for ${customer.alias}`)).toBeVisible();

  const api = await apiAs('admin');
  const saved = await api.call(endpoints.getCustomer, { params: { id: customer.id } });
  expect(saved.licence.licenseDetails).toMatchObject({
    currencyCode: 'USD',
    gracePeriodExpiryDate: '2027-03-31',
    activeUserRate: 61,
  });
});

test("a refused name or webhook count shows the spec's toast and the server's reason beside the field; -1 and 7.5 are refused, not coerced", async ({
  page,
  signInAs,
  customer,
  apiAs,
}) => {
  await signInAs('admin', `/customers/${customer.id}/details`);
  const details = section(page, 'Details');
  const name = details.getByRole('textbox', { name: 'Name' });
  await name.fill('x'.repeat(5000));
  await details.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Failed to update name', { exact: true })).toBeVisible();
  await expect(name).toHaveAccessibleDescription(/Name must be at most 200 characters\./);

  const count = details.getByRole('textbox', { name: 'Webhook count' });
  const save = details.getByRole('button', { name: 'Save misc details' });
  await count.fill('99999999999');
  await save.click();
  await expect(page.getByText('Failed to update misc details', { exact: true })).toBeVisible();
  await expect(count).toHaveAccessibleDescription(/Webhook count must be at most 10000\./);

  for (const [typed, reason] of [
    ['-1', 'Webhook count must be 0 or more.'],
    ['7.5', 'Webhook count must be a whole number.'],
  ] as const) {
    await count.fill(typed);
    await save.click();
    await expect(count).toHaveAccessibleDescription(reason);
    await expect(count).toHaveValue(typed);
  }
  await expect(page.getByText(`Successfully updated misc details for ${customer.alias}`)).toHaveCount(0);
  const api = await apiAs('admin');
  expect(await api.call(endpoints.getCustomer, { params: { id: customer.id } })).toMatchObject({
    name: customer.name,
    webhookCount: 0,
  });
});
