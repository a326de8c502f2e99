import { expect, test } from '@playwright/test';
import { uniqueAlias } from './fixtures';
import { ownServer } from './own-server';
import { signIn } from './support';

// Issue 25, item 8. The shared server's platform runs ten times faster than life, and provisioning is over
// before a list can show it; this server's runs at the speed of the real platform (about half a minute).
const server = ownServer(Number(process.env.E2E_OWN_PORT ?? 8292));

test.beforeAll(async () => {
  await server.start({ PLATFORM_SPEED: '1' });
});
test.afterAll(async () => {
  await server.stop();
});

test('quick create shows Provisioning in the list and on the page until provisioning ends', async ({ page }) => {
  test.setTimeout(180_000);
  const alias = uniqueAlias('prov');
  await signIn(page, 'admin', `${server.baseURL}/customers`);
  await page.getByRole('button', { name: 'Quick create', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Quick create customer' });
  await dialog.getByRole('textbox', { name: 'Customer name' }).fill(`Provisioning ${alias}`);
  await dialog.getByRole('textbox', { name: 'Customer alias' }).fill(alias);
  await dialog.getByRole('combobox', { name: 'Licence offering' }).selectOption('Professional');
  await dialog.getByRole('combobox', { name: 'Currency' }).selectOption('GBP');
  await dialog.getByRole('button', { name: 'Create customer' }).click();
  await expect(dialog).toBeHidden();

  await page.goto(`${server.baseURL}/customers?query=${alias}`);
  const row = page.getByRole('row').filter({ hasText: alias });
  // Once the console knows of the provisioning job the row still says what it is doing, not "Working…".
  await expect(page.getByRole('button', { name: 'Jobs: 1 in progress' })).toBeVisible();
  await expect(row.getByText('Provisioning…')).toBeVisible();
  await expect(row.getByText('Working…')).toHaveCount(0);
  await expect(row.getByText('Enabled', { exact: true })).toHaveCount(0);

  await row.getByRole('link', { name: `Edit ${alias}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Provisioning ${alias}` })).toBeVisible();
  const header = page.locator('.mantine-Badge-root');
  await expect(header.filter({ hasText: /^Provisioning…$/ }).first()).toBeVisible();
  await expect(header.filter({ hasText: /^Enabled$/ })).toHaveCount(0);

  // When provisioning ends the page follows without a reload, and so does the list.
  await expect(header.filter({ hasText: /^Enabled$/ }).first()).toBeVisible({ timeout: 120_000 });
  await expect(page.getByText('Provisioning…')).toHaveCount(0);
  await page.goBack();
  await expect(row.getByText('Enabled', { exact: true })).toBeVisible();
});
