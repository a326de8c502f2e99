import { endpoints, subscriptionStorageKey } from '@console/contract';
import type { Page } from '@playwright/test';
import { createCustomer, expect, expectAccessible, subscriptions, test } from './fixtures';
import { openedConfirmation } from './pages/confirmation';

/**
 * The pool's addresses are the provider's (seeded 198.51.100.10–49, every ninth one bad); the console
 * cannot add one. Each test (and each repeat) acts on addresses of its own: its base plus the repeat.
 */
const addressFor = (base: number) => `198.51.100.${base + test.info().repeatEachIndex}`;

const poolRow = (page: Page, ip: string) =>
  page.getByRole('table', { name: 'Email IP pool' }).getByRole('row', { name: ip, exact: true });

test('marks an address bad, which stops it being assigned, and good again', async ({ page, signInAs }) => {
  const ip = addressFor(20);
  await signInAs('admin', '/operations/emailip');
  await expect(page.getByRole('heading', { name: 'Email IP management' })).toBeVisible();
  const row = poolRow(page, ip);
  await expect(row).toContainText('Good');

  await row.getByRole('button', { name: `Make bad: ${ip}` }).click();
  const bad = await openedConfirmation(page, `Mark ${ip} bad?`, { what: `State of ${ip}`, from: 'Good', to: 'Bad' });
  await bad.getByRole('button', { name: 'Make bad' }).click();
  await expect(page.getByText(`${ip} is marked bad.`)).toBeVisible();
  await expect(row).toContainText('Bad');
  await expect(row.getByRole('button', { name: `Assign: ${ip}` })).toBeDisabled();
  await expect(row.getByRole('button', { name: `Assign to all sub users: ${ip}` })).toBeDisabled();

  // The state filter is a radio group; choose with the keyboard.
  const choose = async (name: string) => {
    const radio = page.getByRole('radio', { name, exact: true });
    await radio.focus();
    await page.keyboard.press('Space');
    await expect(radio).toBeChecked();
  };
  await choose('Bad');
  await expect(row).toBeVisible();
  await choose('Good');
  await expect(row).toHaveCount(0);
  await choose('All');

  await row.getByRole('button', { name: `Make good: ${ip}` }).click();
  const good = await openedConfirmation(
    page,
    `Mark ${ip} good?`,
    { what: `State of ${ip}`, from: 'Bad', to: 'Good' },
    {
      isAxeChecked: false,
    },
  );
  await good.getByRole('button', { name: 'Make good' }).click();
  await expect(row).toContainText('Good');
  await expect(row.getByRole('button', { name: `Assign: ${ip}` })).toBeEnabled();
});

test('assigns an address to a customer found by its alias', async ({ page, signInAs, apiAs }) => {
  const api = await apiAs('admin');
  const customer = await createCustomer(api);
  const ip = addressFor(30);
  await signInAs('admin', '/operations/emailip');
  const row = poolRow(page, ip);
  await row.getByRole('button', { name: `Assign: ${ip}` }).click();
  const dialog = page.getByRole('dialog', { name: `Assign ${ip} to a customer` });
  await expect(dialog.getByRole('button', { name: 'Assign IP address' })).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Customer' }).fill(customer.alias);
  await page.getByRole('option', { name: new RegExp(`^${customer.alias} `) }).click();
  await expect(dialog.getByRole('list', { name: 'What will change' })).toContainText(
    `Sending IP of ${customer.alias}: its current address → ${ip}`,
  );
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Assign IP address' }).click();
  await expect(page.getByText(`${customer.alias} now sends from ${ip}.`)).toBeVisible();
  await expect(row).toContainText(customer.alias);
  const email = await api.call(endpoints.getCustomerEmail, { params: { id: customer.id } });
  expect(email.ipAddress).toBe(ip);
});

test('assigns an address to every sub user of the subscription after confirmation', async ({ page, signInAs, apiAs }) => {
  // The staging fleet's customers: no other spec reads their sending addresses.
  await createCustomer(await apiAs('admin'), { subscriptionId: subscriptions.staging.id });
  await page.addInitScript(([key, id]) => localStorage.setItem(key, id), [
    subscriptionStorageKey,
    subscriptions.staging.id,
  ] as const);
  const ip = addressFor(40);
  await signInAs('admin', '/operations/emailip');
  await expect(page.getByRole('button', { name: `Subscription: ${subscriptions.staging.name}` })).toBeVisible();
  await poolRow(page, ip)
    .getByRole('button', { name: `Assign to all sub users: ${ip}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Assign ${ip} to all sub users?` });
  await expect(dialog).toContainText(`Every customer of this subscription sends its email from ${ip}`);
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Assign to all sub users' }).click();
  await expect(page.getByText(`Every customer of this subscription now sends from ${ip}.`)).toBeVisible();
  await expect(poolRow(page, ip)).not.toContainText('No customer');
});

for (const viewport of [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the email IP management screen passes axe at ${viewport.name} width`, async ({ page, signInAs }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signInAs('admin', '/operations/emailip');
    await expect(page.getByRole('table', { name: 'Email IP pool' })).toBeVisible();
    await expectAccessible(page);
  });
}
