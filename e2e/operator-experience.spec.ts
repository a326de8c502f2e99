import { endpoints } from '@console/contract';
import type { WebSocketRoute } from '@playwright/test';
import { createCustomer, expect, expectAccessible, isReddish, rgbOf, test, uniqueAlias } from './fixtures';

/** A promise the test settles when it chooses: holds a request open without guessing a duration. */
const held = () => {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
};

test('a pending search says so, keeps the old rows marked stale and blocks actions on them', async ({
  page,
  signInAs,
  customer,
  apiAs,
}) => {
  const other = await createCustomer(await apiAs('admin'));
  await signInAs('admin', `/customers?query=${customer.alias}`);
  const table = page.getByRole('table', { name: 'Customers' });
  await expect(table.locator(`[data-customer="${customer.alias}"]`)).toBeVisible();
  const repairShown = page.getByRole('button', { name: 'Repair all shown' });
  await expect(repairShown).toBeEnabled();

  const answer = held();
  await page.route(
    (url) => url.pathname === '/api/customers/search' && url.searchParams.get('query') === other.alias,
    async (route) => {
      await answer.promise;
      await route.continue();
    },
  );
  await page.getByRole('searchbox', { name: 'Search customers' }).fill(other.alias);
  const notice = page.getByRole('status', { name: 'Search in progress' });
  await expect(notice).toHaveText(`Searching for “${other.alias}”… still showing the results for “${customer.alias}”.`);
  await expect(repairShown).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Bulk actions' })).toBeDisabled();
  await expect(page.locator('[aria-busy="true"]').getByRole('table', { name: 'Customers' })).toBeVisible();

  answer.release();
  await expect(table.locator(`[data-customer="${other.alias}"]`)).toBeVisible();
  await expect(notice).toBeHidden();
  await expect(repairShown).toBeEnabled();
});

test('a failed search shows the failure instead of the previous rows', async ({ page, signInAs, customer }) => {
  await signInAs('admin', `/customers?query=${customer.alias}`);
  await expect(page.getByRole('table', { name: 'Customers' }).locator(`[data-customer="${customer.alias}"]`)).toBeVisible();
  await page.route(
    (url) => url.pathname === '/api/customers/search' && url.searchParams.get('query') === `${customer.alias}x`,
    (route) => route.fulfill({ status: 503, body: 'unavailable' }),
  );
  await page.getByRole('searchbox', { name: 'Search customers' }).fill(`${customer.alias}x`);
  await expect(page.getByRole('alert').filter({ hasText: 'The customers could not be loaded' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Customers' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Repair all shown' })).toBeDisabled();
});

test('disable asks with the shared confirmation, red, with a reason kept in the audit', async ({
  page,
  signInAs,
  customer,
  apiAs,
}) => {
  await signInAs('admin', `/customers?query=${customer.alias}`);
  const actions = page.getByRole('button', { name: `Actions for ${customer.alias}` });
  await actions.click();
  await page.getByRole('menuitem', { name: 'Disable' }).click();
  const dialog = page.getByRole('dialog', { name: `Disable ${customer.alias}` });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  // Cancel hands focus back to the menu's button.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(actions).toBeFocused();

  await actions.click();
  await page.getByRole('menuitem', { name: 'Disable' }).click();
  await dialog.getByRole('textbox', { name: 'Reason for this change' }).fill('customer asked to pause');
  const confirm = dialog.getByRole('button', { name: 'Disable' });
  // Styled as destructive: a filled red button.
  expect(isReddish(await rgbOf(confirm, 'background-color'))).toBe(true);
  await confirm.click();
  await expect(dialog).toBeHidden();
  await expect(actions).toBeFocused();
  const api = await apiAs('admin');
  await expect
    .poll(async () => {
      const { events } = await api.call(endpoints.listAudit, { query: { customer: customer.id, page: 1, pageSize: 50 } });
      return events.find((e) => e.path.includes('disable'))?.changeReason ?? null;
    })
    .toBe('customer asked to pause');

  // The audit screen names the target by its alias, and shows the whole outcome.
  await page.goto(`/operations/audit?customer=${customer.alias}`);
  const row = page.getByRole('table', { name: 'Audit events' }).getByRole('row').filter({ hasText: 'customer asked to pause' });
  await expect(row.getByRole('cell', { name: customer.alias, exact: true })).toBeVisible();
  const badge = row.getByText(/^succeeded \(20\d\)$/);
  await expect(badge).toBeVisible();
  expect(await badge.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the navigation collapses behind a burger and every part of the header can be reached', async ({ page, signInAs }) => {
    await signInAs('admin', '/customers');
    const fitsTheScreen = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fitsTheScreen()).toBe(true);
    const burger = page.getByRole('button', { name: 'Open navigation' });
    await burger.click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Customers' })).toHaveAttribute('data-active', 'true');
    await nav.getByRole('link', { name: 'Releases' }).click();
    await expect(page).toHaveURL(/\/releases$/);
    await expect(nav).toBeHidden();

    await page.getByRole('button', { name: 'Open navigation' }).click();
    await nav.getByRole('button', { name: 'Operations' }).click();
    await nav.getByRole('link', { name: 'Audit' }).click();
    await expect(page).toHaveURL(/\/operations\/audit$/);

    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(nav.getByRole('button', { name: 'Azure' })).toBeVisible();
    await expectAccessible(page);
    const subscription = nav.getByRole('button', { name: /^Subscription: / });
    await subscription.scrollIntoViewIfNeeded();
    await expect(subscription).toBeInViewport();
    await subscription.click();
    await expect(page.getByRole('menuitem', { name: 'Staging fleet' })).toBeInViewport();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Close navigation' }).click();
    await expect(nav).toBeHidden();

    await page.getByRole('button', { name: /^Operator: / }).click();
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeInViewport();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /^Jobs: / }).click();
    const drawer = page.getByRole('dialog', { name: 'Jobs' });
    await expect(drawer).toBeVisible();
    const overflow = await drawer.evaluate((el) => {
      const body = el.querySelector('.mantine-Drawer-body') ?? el;
      return body.scrollWidth - body.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('the page shown is marked in the navigation, and menus say they open', async ({ page, signInAs }) => {
  await signInAs('support', '/operations/audit');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Customers' })).not.toHaveAttribute('aria-current', 'page');
  const operations = nav.getByRole('button', { name: 'Operations' });
  await expect(operations).toHaveAttribute('aria-haspopup', 'menu');
  await expect(operations).toHaveAttribute('data-status', 'active');
  await nav.getByRole('link', { name: 'Customers' }).click();
  await expect(nav.getByRole('link', { name: 'Customers' })).toHaveAttribute('aria-current', 'page');
  await expect(operations).not.toHaveAttribute('data-status', 'active');
});

test('toasts stay clear of the footer and its Jobs link', async ({ page, signInAs, customer }) => {
  await signInAs('admin', `/customers?query=${customer.alias}`);
  await page.getByRole('button', { name: `Actions for ${customer.alias}` }).click();
  await page.getByRole('menuitem', { name: 'Repair' }).click();
  const toast = page.getByRole('alert').filter({ hasText: `Repair` }).first();
  await expect(toast).toBeVisible();
  const jobsLink = page.getByRole('button', { name: /^Jobs: / });
  const [toastBox, jobsBox] = [await toast.boundingBox(), await jobsLink.boundingBox()];
  expect(toastBox!.y + toastBox!.height).toBeLessThanOrEqual(jobsBox!.y);
  await jobsLink.click();
  await expect(page.getByRole('dialog', { name: 'Jobs' })).toBeVisible();
});

test('quick create marks what it needs next to each field, keeps its actions in view and succeeds with its defaults', async ({
  page,
  signInAs,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs('admin', '/customers');
  const open = page.getByRole('button', { name: 'Quick create', exact: true });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Quick create customer' });
  const create = dialog.getByRole('button', { name: 'Create customer' });
  await expect(create).toBeInViewport();
  await expectAccessible(page, '[role="dialog"]');

  // Escape closes it and hands focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  await create.click();
  await expect(dialog.getByText('Enter the customer name.')).toBeVisible();
  await expect(dialog.getByText('Choose a licence offering.')).toBeVisible();
  await expect(dialog.getByText('Choose a currency.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Customer name' })).toBeFocused();
  await expect(dialog.getByRole('combobox', { name: 'Licence offering' })).toHaveAttribute('aria-invalid', 'true');

  // The alias follows the name as doc1 §5 derives it, after folding accents and dropping what an alias cannot hold.
  await dialog.getByRole('textbox', { name: 'Customer name' }).fill("Québec O'Brien & Co.");
  await expect(dialog.getByRole('textbox', { name: 'Customer alias' })).toHaveValue('quebecobrienco');

  await dialog.getByRole('combobox', { name: 'Hosting plan' }).selectOption('Shared');
  await expect(dialog.getByText('Shared hosting needs an Azure location.')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Hosting plan' }).selectOption('Dedicated');
  await expect(dialog.getByText('Shared hosting needs an Azure location.')).toHaveCount(0);

  const alias = uniqueAlias('qd');
  await dialog.getByRole('textbox', { name: 'Customer name' }).fill(`Defaults ${alias}`);
  await dialog.getByRole('textbox', { name: 'Customer alias' }).fill(alias);
  await dialog.getByRole('combobox', { name: 'Licence offering' }).selectOption('Professional');
  await dialog.getByRole('combobox', { name: 'Currency' }).selectOption('AUD');
  await create.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table', { name: 'Customers' }).locator(`[data-customer="${alias}"]`)).toBeVisible();
});

test('a job the operator started that faults is told in a toast that opens it; the footer shows faults in red; jobs say who started them', async ({
  page,
  signInAs,
  customer,
  apiAs,
}) => {
  const api = await apiAs('admin');
  const before = await api.call(endpoints.getPlatformSimulation);
  await api.call(endpoints.setPlatformSimulation, { body: { ...before, failTargets: [...before.failTargets, customer.alias] } });
  try {
    await signInAs('admin', `/customers?query=${customer.alias}`);
    await page.getByRole('button', { name: `Actions for ${customer.alias}` }).click();
    await page.getByRole('menuitem', { name: 'Repair' }).click();
    const toast = page.getByRole('alert').filter({ hasText: new RegExp(`^Failed to repair ${customer.alias} - `) });
    await expect(toast).toBeVisible({ timeout: 20_000 });
    await toast.getByRole('button', { name: 'Open in jobs' }).click();

    const drawer = page.getByRole('dialog', { name: 'Jobs' });
    const card = drawer.getByRole('article', { name: `Repair ${customer.alias}` });
    await expect(card).toBeFocused();
    await expect(card).toContainText('Faulted');
    await expect(card).toContainText('Started by Ada Admin');
    await page.keyboard.press('Escape');

    const footer = page.getByRole('button', { name: /^Jobs: / });
    await expect(footer).toHaveAccessibleName(/\d+ faulted/);
    expect(isReddish(await rgbOf(footer, 'color'))).toBe(true);
  } finally {
    await api.call(endpoints.setPlatformSimulation, { body: before });
  }
});

test('a row with a job running on it says so and offers no second start; a bulk action clears the selection it used', async ({
  page,
  signInAs,
  customer,
}) => {
  // The end of the customer's job is held back on the live connection until the test lets it through.
  const held: (string | Buffer)[] = [];
  let isHolding = true;
  let toPage: WebSocketRoute | undefined;
  await page.routeWebSocket(/\/live\//, (ws) => {
    toPage = ws;
    const server = ws.connectToServer();
    server.onMessage((message) => {
      const text = message.toString();
      if (isHolding && text.includes(customer.id) && text.includes('"isCompleted":true')) held.push(message);
      else ws.send(message);
    });
    ws.onMessage((message) => server.send(message));
  });
  await signInAs('admin', `/customers?query=${customer.alias}`);
  const row = page.locator(`[data-customer="${customer.alias}"]`);
  await expect(row.getByText('Enabled', { exact: true })).toBeVisible();

  await row.getByRole('checkbox', { name: `Select ${customer.alias}` }).check();
  await expect(page.getByRole('status', { name: 'Selection' })).toHaveText('1 customer selected');

  const actions = page.getByRole('button', { name: `Actions for ${customer.alias}` });
  await actions.click();
  await page.getByRole('menuitem', { name: 'Disable' }).click();
  await page
    .getByRole('dialog', { name: `Disable ${customer.alias}` })
    .getByRole('button', { name: 'Disable' })
    .click();
  await expect(row.getByText('Working…')).toBeVisible();
  await actions.click();
  for (const item of ['Enable', 'Disable', 'Repair', 'Decommission']) {
    await expect(page.getByRole('menuitem', { name: item })).toBeDisabled();
  }
  await page.keyboard.press('Escape');

  await expect.poll(() => held.length).toBeGreaterThan(0);
  isHolding = false;
  for (const message of held) toPage!.send(message);
  await expect(row.getByText('Disabled', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Bulk actions' }).click();
  await page.getByRole('menuitem', { name: 'Move selected to Front Door' }).click();
  await page.getByRole('dialog', { name: 'Move to Front Door' }).getByRole('button', { name: 'Move to Front Door' }).click();
  await expect(page.getByRole('status', { name: 'Selection' })).toBeHidden();
  await expect(row.getByRole('checkbox', { name: `Select ${customer.alias}` })).not.toBeChecked();
});

test('a skip link leads past the navigation, a page past the end offers the way back, and a long query is cut, not dropped', async ({
  page,
  signInAs,
  customer,
}) => {
  await signInAs('support', `/customers?query=${customer.alias}`);
  await expect(page.getByRole('table', { name: 'Customers' }).locator(`[data-customer="${customer.alias}"]`)).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  // The next stop is inside the page, not the navigation.
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);

  await page.goto(`/customers?query=${customer.alias}&page=999`);
  await expect(page.getByText('There is no page 999 of these results.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the first page' }).click();
  await expect(page.getByRole('table', { name: 'Customers' }).locator(`[data-customer="${customer.alias}"]`)).toBeVisible();

  const long = `${customer.alias}${'x'.repeat(600)}`;
  await page.goto(`/customers?query=${long}`);
  const box = page.getByRole('searchbox', { name: 'Search customers' });
  await expect(box).toHaveValue(long.slice(0, 200));
  await expect(page.getByText('No customers match', { exact: false })).toBeVisible();
});

test('the same support user cannot be created twice for one customer', async ({ page, signInAs, customer }) => {
  await signInAs('admin', `/customers?query=${customer.alias}`);
  const actions = page.getByRole('button', { name: `Actions for ${customer.alias}` });
  const dialog = page.getByRole('dialog', { name: `Create support user for ${customer.alias}` });
  for (const attempt of ['first', 'second']) {
    await actions.click();
    await page.getByRole('menuitem', { name: 'Create support user' }).click();
    await dialog.getByRole('textbox', { name: 'User name' }).fill('help.desk');
    await dialog.getByRole('button', { name: 'Create support user' }).click();
    if (attempt === 'first') await expect(dialog).toBeHidden();
  }
  await expect(dialog.getByRole('alert')).toHaveText(`User name: a support user help.desk already exists for ${customer.alias}.`);
});

test('the row menu moves with Home and End, and the same failure from several lists shows one toast', async ({
  page,
  signInAs,
  customer,
}) => {
  await signInAs('admin', `/customers?query=${customer.alias}`);
  await page.getByRole('button', { name: `Actions for ${customer.alias}` }).click();
  await page.getByRole('menuitem', { name: 'Custom report store' }).focus();
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: 'Decommission' })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(page.getByRole('menuitem', { name: 'Custom report store' })).toBeFocused();
  await page.keyboard.press('Escape');

  // No answer at all for the page's lists (letters, channels, the search): each fails the same way,
  // and the operator reads it once.
  await page.route('**/api/customers/**', (route) => route.abort('connectionrefused'));
  await page.goto(`/customers?query=${customer.alias}x`);
  const toast = page.getByRole('alert').filter({ hasText: 'Something is wrong here.' });
  await expect(toast.first()).toBeVisible({ timeout: 20_000 });
  // Counted once the search itself has given up too (after its retries).
  await expect(page.getByRole('alert').filter({ hasText: 'The customers could not be loaded' })).toBeVisible();
  await expect(toast).toHaveCount(1);
});
