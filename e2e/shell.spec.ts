import { endpoints } from '@console/contract';
import { eventually, expect, subscriptions, test } from './fixtures';

test('an operator with every flag sees databases and KPI data', async ({ page, signInAs }) => {
  await signInAs('admin');
  await page.getByRole('button', { name: 'Azure' }).click();
  for (const item of [
    'Locations',
    'Databases',
    'Autoscaling',
    'App service plans',
    'Management certificate',
    'Feature management',
  ]) {
    await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Operations' }).click();
  await expect(page.getByRole('menuitem', { name: 'Generate KPI data' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Audit' }).click();
  await expect(page.getByRole('heading', { name: 'Audit' })).toBeVisible();
});

test('an operator with no flags sees neither databases nor KPI data', async ({ page, signInAs }) => {
  await signInAs('support');
  await page.getByRole('button', { name: 'Azure' }).click();
  await expect(page.getByRole('menuitem', { name: 'Locations' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Databases' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Operations' }).click();
  await expect(page.getByRole('menuitem', { name: 'Audit' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Generate KPI data' })).toHaveCount(0);
});

test('switching subscription is remembered and shows up in the audit record', async ({ page, signInAs, apiAs }) => {
  // The fixtures put every operator back in the production subscription before each test.
  const api = await apiAs('migrator');
  // Only this test's time: a long-lived e2e database holds every earlier run's switches too.
  const from = new Date(Date.now() - 1000).toISOString();
  const switches = async () => {
    const { events } = await api.call(endpoints.listAudit, {
      subscriptionId: subscriptions.staging.id,
      query: { operator: 'Miguel', text: 'subscription', from, page: 1, pageSize: 200 },
    });
    return events.filter((e) => e.action === "Switches the operator's current subscription" && e.outcome === 'succeeded');
  };
  const before = (await switches()).length;
  await signInAs('migrator');
  await page.getByRole('button', { name: 'Subscription: Production fleet' }).click();
  await page.getByRole('menuitem', { name: 'Staging fleet' }).click();
  await expect(page.getByRole('button', { name: 'Subscription: Staging fleet' })).toBeVisible();
  await expect(page.getByText('Moved to subscription Staging fleet')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Subscription: Staging fleet' })).toBeVisible();
  // Exactly one more switch is recorded, by this operator.
  await eventually(async () => (await switches()).length).toBe(before + 1);

  await page.getByRole('button', { name: 'Operations' }).click();
  await page.getByRole('menuitem', { name: 'Audit' }).click();
  await page.getByRole('textbox', { name: 'Operator' }).fill('Miguel');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/operator=Miguel/);
  const row = page.getByRole('row').filter({ hasText: "Switches the operator's current subscription" }).first();
  await expect(row).toContainText('Miguel Migrator');
  await expect(row).toContainText('succeeded');
});

test('a failed call shows the spec toast with the server reason', async ({ page, signInAs }) => {
  await signInAs('support', '/operations/audit');
  await expect(page.getByRole('heading', { name: 'Audit' })).toBeVisible();
  // The server answers this search with a refusal and its reason, as it does for a bad date.
  await page.route('**/api/audit**', (route) =>
    route.fulfill({
      status: 400,
      headers: { 'x-reason': 'querystring.from: Invalid ISO datetime' },
      body: '{"errorMessage":"bad"}',
    }),
  );
  await page.getByLabel('Text').fill('anything');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText("Check what's wrong and try again - querystring.from: Invalid ISO datetime")).toBeVisible();
});

test('a refused subscription move says so with the reason and keeps the current subscription', async ({ page, signInAs }) => {
  await signInAs('migrator');
  await page.route('**/api/movetoothersubscription', (route) =>
    route.fulfill({ status: 503, headers: { 'x-reason': 'The database is not answering' }, body: '{"errorMessage":"x"}' }),
  );
  await page.getByRole('button', { name: 'Subscription: Production fleet' }).click();
  await page.getByRole('menuitem', { name: 'Staging fleet' }).click();
  await expect(page.getByText('Unable to move to the other subscription. - The database is not answering')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subscription: Production fleet' })).toBeVisible();
  await page.unrouteAll({ behavior: 'wait' });
});

test('a failed subscription move says so with the server reason, and the subscription stays', async ({ page, signInAs }) => {
  await signInAs('support', '/customers');
  await page.route('**/api/movetoothersubscription', (route) =>
    route.fulfill({ status: 503, headers: { 'x-reason': 'The database is not reachable' }, body: '{"errorMessage":"down"}' }),
  );
  await page.getByRole('button', { name: `Subscription: ${subscriptions.production.name}` }).click();
  await page.getByRole('menuitem', { name: subscriptions.staging.name }).click();
  await expect(page.getByText('Unable to move to the other subscription. - The database is not reachable')).toBeVisible();
  await expect(page.getByRole('button', { name: `Subscription: ${subscriptions.production.name}` })).toBeVisible();
});

// The build gives AppShell react-remove-scroll's class names without the package (vite.config.ts): a
// drawer's scroll lock must still offset the header and the footer by the scroll bar it hides.
test('a drawer’s scroll lock offsets the header and the footer it names', async ({ page, signInAs }) => {
  await signInAs('support');
  for (const bar of [page.getByRole('banner'), page.getByRole('contentinfo')]) {
    await expect(bar).toHaveClass(/(^| )right-scroll-bar-position( |$)/);
  }
  await page.getByRole('button', { name: /^Jobs: / }).click();
  await expect(page.getByRole('dialog', { name: 'Jobs' })).toBeVisible();
  const lockStyles = () =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll('style')).some((s) => s.textContent?.includes('.right-scroll-bar-position')),
    );
  await eventually(lockStyles).toBe(true);
});
