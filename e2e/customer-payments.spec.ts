import { endpoints, messages } from '@console/contract';
import type { Locator, Page } from '@playwright/test';
import { eventually, expect, expectAccessible, test } from './fixtures';

/** Payment gateways, customizations, EventsAIR Pay and deleted sites on the customer details page. */

// A worker's first test signs in all four operators (the page fixture); on a loaded machine that alone
// has taken 50 s of the default 60 s.
test.describe.configure({ timeout: 180_000 });

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The first column of a section's table. */
const firstColumn = (scope: Locator) => scope.locator('tbody td:first-child');

/** A toast (or any text) that says exactly this. */
const exactly = (scope: Page | Locator, text: string) => scope.getByText(text, { exact: true });

test('payment gateways: standard ones in use, a custom choice that needs a gateway, removing one with confirmation', async ({
  page,
  signInAs,
  customer,
  apiAs,
}) => {
  await signInAs('admin', `/customers/${customer.id}/payments#payment-gateways`);
  const gateways = section(page, 'Payment gateways');
  await expect(gateways).toBeFocused();
  await expect(gateways.getByText('Offers the standard payment gateways.')).toBeVisible();
  await expect(gateways.getByText(messages.customerPayments.noGateways)).toBeVisible();

  await gateways.getByRole('button', { name: 'Edit payment gateways' }).click();
  let dialog = page.getByRole('dialog', { name: `Payment gateways of ${customer.alias}` });
  const inUse = dialog.getByRole('group', { name: 'Payment gateways in use' });
  await inUse.getByRole('checkbox', { name: 'PayPal' }).check();
  await inUse.getByRole('checkbox', { name: 'Stripe' }).check();
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Save payment gateways' }).click();
  await expect(exactly(page, `Successfully updated payment gateways for ${customer.alias}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  // Listed in the order the gateways are offered.
  await expect(firstColumn(gateways)).toHaveText(['Stripe', 'PayPal']);
  await expectAccessible(page, '#payment-gateways');

  await gateways.getByRole('button', { name: 'Edit payment gateways' }).click();
  dialog = page.getByRole('dialog', { name: `Payment gateways of ${customer.alias}` });
  await dialog.getByRole('radio', { name: 'Custom payment gateways' }).check();
  await dialog.getByRole('button', { name: 'Save payment gateways' }).click();
  await expect(exactly(dialog, messages.customerPayments.chooseCustomGateway)).toBeVisible();
  await dialog.getByRole('group', { name: 'Custom payment gateways' }).getByRole('checkbox', { name: 'Adyen' }).check();
  await dialog.getByRole('group', { name: 'Custom payment gateways' }).getByRole('checkbox', { name: 'Worldpay' }).check();
  await expect(exactly(dialog, messages.customerPayments.chooseCustomGateway)).toBeHidden();
  await dialog.getByRole('group', { name: 'Payment gateways in use' }).getByRole('checkbox', { name: 'Worldpay' }).check();
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Save payment gateways' }).click();
  await expect(dialog).toBeHidden();
  await expect(gateways.getByText('Offers custom payment gateways: Adyen, Worldpay.')).toBeVisible();
  await expect(firstColumn(gateways)).toHaveText(['Worldpay']);

  const api = await apiAs('admin');
  expect(await api.call(endpoints.getCustomer, { params: { id: customer.id } })).toMatchObject({
    isUsingStandardPaymentGateways: false,
    customPaymentGateways: ['Adyen', 'Worldpay'],
    paymentGateways: ['Worldpay'],
  });

  // Removing fails once (the server is made to fail), then succeeds.
  await page.route('**/paymentgateways/delete', (route) => route.fulfill({ status: 500, body: '{}' }), { times: 1 });
  await gateways.getByRole('button', { name: 'Remove Worldpay' }).click();
  const confirm = page.getByRole('dialog', { name: `Remove Worldpay from ${customer.alias}` });
  await expect(confirm.getByText('This cannot be undone.')).toBeHidden();
  await confirm.getByRole('button', { name: 'Remove payment gateway' }).click();
  await expect(exactly(page, 'Failed to remove payment gateways')).toBeVisible();
  await expect(confirm.getByRole('alert')).toHaveText(messages.dialog.defaultAlert);
  await confirm.getByRole('button', { name: 'Remove payment gateway' }).click();
  await expect(confirm).toBeHidden();
  await expect(gateways.getByText(messages.customerPayments.noGateways)).toBeVisible();
  // The row it was opened from is gone: focus is on the section, not lost.
  await expect(gateways).toBeFocused();
  expect((await api.call(endpoints.getCustomer, { params: { id: customer.id } })).paymentGateways).toEqual([]);
});

test('a failed payment gateway save says so in a toast and in the dialog', async ({ page, signInAs, customer }) => {
  await signInAs('admin', `/customers/${customer.id}/payments#payment-gateways`);
  await page.route('**/api/customers/*/paymentgateways', (route) =>
    route.fulfill({
      status: 400,
      headers: { 'x-reason': 'Payment gateways: refused' },
      json: { errorMessage: 'Payment gateways: refused' },
    }),
  );
  await section(page, 'Payment gateways').getByRole('button', { name: 'Edit payment gateways' }).click();
  const dialog = page.getByRole('dialog', { name: `Payment gateways of ${customer.alias}` });
  await dialog.getByRole('group', { name: 'Payment gateways in use' }).getByRole('checkbox', { name: 'Stripe' }).check();
  await dialog.getByRole('button', { name: 'Save payment gateways' }).click();
  await expect(exactly(page, 'Failed to update payment gateways')).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText('Payment gateways: refused');
});

test('customizations: add with its validation messages, change the title, delete with confirmation', async ({
  page,
  signInAs,
  customer,
  apiAs,
}) => {
  await signInAs('admin', `/customers/${customer.id}/customizations#customizations`);
  const customizations = section(page, 'Customizations');
  await expect(customizations.getByText(messages.customerPayments.noCustomizations)).toBeVisible();

  await customizations.getByRole('button', { name: 'Add customization' }).click();
  let dialog = page.getByRole('dialog', { name: `Add a customization to ${customer.alias}` });
  await dialog.getByRole('button', { name: 'Save customization' }).click();
  await expect(exactly(dialog, 'Enter a title')).toBeVisible();
  await expect(exactly(dialog, 'Use lower-case letters, digits and dashes (a dash only between them)')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Welcome page');
  await dialog.getByRole('textbox', { name: 'Alias' }).fill('Welcome Page');
  await dialog.getByRole('button', { name: 'Save customization' }).click();
  await expect(exactly(dialog, 'Enter a title')).toBeHidden();
  await expect(exactly(dialog, 'Use lower-case letters, digits and dashes (a dash only between them)')).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByRole('textbox', { name: 'Alias' }).fill('welcome-page');
  await dialog.getByRole('button', { name: 'Save customization' }).click();
  await expect(exactly(page, `Successfully updated customizations for ${customer.alias}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(firstColumn(customizations)).toHaveText(['Welcome page']);
  await expect(customizations.getByRole('cell', { name: 'welcome-page', exact: true })).toBeVisible();
  await expectAccessible(page, '#customizations');

  await customizations.getByRole('button', { name: 'Add customization' }).click();
  dialog = page.getByRole('dialog', { name: `Add a customization to ${customer.alias}` });
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Another');
  await dialog.getByRole('textbox', { name: 'Alias' }).fill('welcome-page');
  await dialog.getByRole('button', { name: 'Save customization' }).click();
  await expect(exactly(dialog, 'This customer already has a customization with this alias')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await customizations.getByRole('button', { name: 'Edit welcome-page' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit customization welcome-page' });
  await expect(dialog.getByRole('textbox', { name: 'Alias' })).toHaveAttribute('readonly', '');
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Home page');
  await dialog.getByRole('button', { name: 'Save customization' }).click();
  await expect(dialog).toBeHidden();
  await expect(customizations.getByRole('cell', { name: 'Home page' })).toBeVisible();

  await customizations.getByRole('button', { name: 'Delete welcome-page' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete customization welcome-page' });
  await expect(confirm.getByText('This cannot be undone.')).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await confirm.getByRole('button', { name: 'Delete customization' }).click();
  await expect(confirm).toBeHidden();
  await expect(customizations.getByText(messages.customerPayments.noCustomizations)).toBeVisible();
  await expect(customizations).toBeFocused();
  const api = await apiAs('admin');
  expect(await api.call(endpoints.listCustomizations, { params: { id: customer.id } })).toEqual([]);
});

test('another operator’s customization arrives live', async ({ page, signInAs, customer, apiAs }) => {
  await signInAs('admin', `/customers/${customer.id}/customizations#customizations`);
  const customizations = section(page, 'Customizations');
  await expect(customizations.getByText(messages.customerPayments.noCustomizations)).toBeVisible();
  // Connected, and the page's reads (the first connection reads the customer again) answered: a read
  // still under way when the change commits would answer the customer as it was before it.
  await expect(page.getByText('Live updates connected')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const api = await apiAs('support');
  await api.call(endpoints.saveCustomization, {
    params: { id: customer.id, alias: 'live-theme' },
    body: { title: 'Live theme' },
  });
  await expect(customizations.getByRole('cell', { name: 'Live theme' })).toBeVisible({ timeout: 20_000 });
});

test('EventsAIR Pay: saving with nothing selected is the generic error; a chosen account is saved', async ({
  page,
  signInAs,
  customer,
  apiAs,
}) => {
  const api = await apiAs('admin');
  const { eaPayAccounts } = await api.call(endpoints.getEaPayDetails, { params: { id: customer.id } });
  const account = eaPayAccounts[1]!;
  await signInAs('admin', `/customers/${customer.id}/payments#pay-provider`);
  const pay = section(page, 'EventsAIR Pay');
  const select = pay.getByRole('combobox', { name: 'EventsAIR Pay account' });
  await expect(select).toBeEnabled();
  await expectAccessible(page, '#pay-provider');
  await pay.getByRole('button', { name: 'Save EventsAIR Pay account' }).click();
  await expect(exactly(page, messages.operation.defaultError)).toBeVisible();

  await select.click();
  await page.getByRole('option', { name: `${account.name} - ${account.eaPayId}` }).click();
  await pay.getByRole('button', { name: 'Save EventsAIR Pay account' }).click();
  await expect(exactly(page, `Successfully updated EventsAIR Pay details for ${customer.alias}`)).toBeVisible();
  expect((await api.call(endpoints.getEaPayDetails, { params: { id: customer.id } })).selectedEaPayId).toBe(account.eaPayId);

  await page.reload();
  await expect(section(page, 'EventsAIR Pay').getByRole('combobox', { name: 'EventsAIR Pay account' })).toHaveValue(
    `${account.name} - ${account.eaPayId}`,
  );
});

test("EventsAIR Pay details that cannot be loaded say 'Unable to load EventsAIR Pay details' and Save stays disabled", async ({
  page,
  signInAs,
  customer,
}) => {
  await page.route('**/getEaPayDetails', (route) => route.fulfill({ status: 500, body: '{}' }));
  await signInAs('admin', `/customers/${customer.id}/payments#pay-provider`);
  await expect(page.getByRole('alert').filter({ hasText: 'Unable to load EventsAIR Pay details' })).toHaveText(
    'Unable to load EventsAIR Pay details',
  );
  const pay = section(page, 'EventsAIR Pay');
  await expect(pay.getByRole('button', { name: 'Save EventsAIR Pay account' })).toBeDisabled();
  // The global rules' toast is not shown on top of the spec's own message.
  await expect(page.getByText(messages.global.other)).toBeHidden();
});

test("restores a deleted site; none selected is 'Site Id not found.'; a failed restore is 'Unable to restore deleted site'", async ({
  page,
  signInAs,
  customer,
  apiAs,
}) => {
  const api = await apiAs('admin');
  const sites = await api.call(endpoints.getDeletedSites, { params: { id: customer.id } });
  expect(sites.length).toBeGreaterThanOrEqual(2);
  const [first, second] = sites as [(typeof sites)[number], (typeof sites)[number]];
  await signInAs('admin', `/customers/${customer.id}/payments#deleted-sites`);
  const deleted = section(page, 'Deleted interactive sites');
  const select = deleted.getByRole('combobox', { name: 'Deleted site' });
  await expect(select).toBeVisible();
  await expectAccessible(page, '#deleted-sites');

  await deleted.getByRole('button', { name: 'Restore site' }).click();
  await expect(exactly(deleted, 'Site Id not found.')).toBeVisible();

  await select.click();
  await page.getByRole('option', { name: new RegExp(`^${first.name} \\(deleted `) }).click();
  await expect(exactly(deleted, 'Site Id not found.')).toBeHidden();
  await deleted.getByRole('button', { name: 'Restore site' }).click();
  await expect(exactly(page, `Restored ${first.name} for ${customer.alias}`)).toBeVisible();
  await eventually(async () =>
    (await api.call(endpoints.getDeletedSites, { params: { id: customer.id } })).map((s) => s.siteId),
  ).not.toContain(first.siteId);
  await select.click();
  await expect(page.getByRole('option', { name: new RegExp(`^${first.name} \\(deleted `) })).toHaveCount(0);
  await page.getByRole('option', { name: new RegExp(`^${second.name} \\(deleted `) }).click();

  // Another operator restores it first: this restore fails with the spec's message, the server's reason beside the field.
  await api.call(endpoints.undeleteSite, { params: { id: customer.id }, body: { siteId: second.siteId } });
  await deleted.getByRole('button', { name: 'Restore site' }).click();
  await expect(exactly(page, 'Unable to restore deleted site')).toBeVisible();
  await expect(exactly(deleted, 'Site Id not found.')).toBeVisible();
});
