import type { Page } from '@playwright/test';
import { eventually, expect, expectAccessible, test } from './fixtures';

// Issue 25 item 6: the customer page in sections an operator can jump between and link to.

const sectionNav = (page: Page) => page.getByRole('navigation', { name: 'Customer sections' });

/** Every section: its address and a panel (a region) that only it shows. */
const sections = [
  { path: 'overview', title: 'Overview', panel: 'Lifecycle' },
  { path: 'details', title: 'Details', panel: 'Email' },
  { path: 'licence', title: 'Licence', panel: 'Platform settings' },
  { path: 'deployments', title: 'Deployments', panel: 'Deployments' },
  { path: 'domains', title: 'Domains', panel: 'Custom domain' },
  { path: 'database', title: 'Database', panel: 'Database' },
  { path: 'payments', title: 'Payments', panel: 'Payment gateways' },
  { path: 'customizations', title: 'Customizations', panel: 'Customizations' },
  { path: 'operations', title: 'Operations', panel: 'Dead letters' },
  { path: 'activity', title: 'Activity', panel: 'Activity' },
] as const;

test('opening a customer makes at most 8 API calls and none twice; the rest load with their section', async ({
  page,
  signInAs,
  customer,
}) => {
  test.setTimeout(120_000);
  // Signed in first; the customer is then opened cold in a tab of its own, so the count is that page's alone.
  await signInAs('admin', '/operations/audit');
  const tab = await page.context().newPage();
  const calls: string[] = [];
  tab.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  await tab.goto(`/customers/${customer.id}`);
  await expect(tab).toHaveURL(new RegExp(`/customers/${customer.id}/overview$`));
  await expect(tab.getByRole('heading', { level: 1, name: customer.name })).toBeVisible();
  await expect(tab.getByRole('region', { name: 'Lifecycle' })).toBeVisible();
  await expect(
    tab.getByRole('region', { name: 'Recent activity' }).getByText(/created the customer|changed|No activity/),
  ).toBeVisible();
  // Everything the page asks for on opening has answered.
  await tab.waitForLoadState('networkidle');
  expect(calls.length, calls.join('\n')).toBeLessThanOrEqual(8);
  expect(
    calls.filter((call, i) => calls.indexOf(call) !== i),
    calls.join('\n'),
  ).toEqual([]);
  expect(calls.some((call) => call.includes('/deployments'))).toBe(false);

  // A section's data is asked for when it is shown.
  const before = calls.length;
  await sectionNav(tab).getByRole('link', { name: 'Deployments' }).click();
  await expect(tab.getByRole('region', { name: 'Deployments' })).toBeVisible();
  await eventually(() => calls.slice(before).some((call) => call.includes(`/customers/${customer.id}/deployments`))).toBe(true);
});

test('each section has its own address; the navigation marks it; back and forward move between sections', async ({
  page,
  signInAs,
  customer,
}) => {
  test.setTimeout(180_000);
  await signInAs('admin', `/customers/${customer.id}/overview`);
  for (const { path, title, panel } of sections) {
    await page.goto(`/customers/${customer.id}/${path}`);
    await expect(page.getByRole('region', { name: panel, exact: true })).toBeVisible();
    await expect(sectionNav(page).getByRole('link', { name: title, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(sectionNav(page).locator('[aria-current="page"]')).toHaveCount(1);
  }
  // Only the section shown is on the page.
  await expect(page.getByRole('region', { name: 'Lifecycle' })).toHaveCount(0);

  await page.goto(`/customers/${customer.id}/overview`);
  await sectionNav(page).getByRole('link', { name: 'Licence', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/customers/${customer.id}/licence$`));
  await expect(page.getByRole('region', { name: 'Licence', exact: true })).toBeVisible();
  await sectionNav(page).getByRole('link', { name: 'Domains', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/customers/${customer.id}/domains$`));
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/customers/${customer.id}/licence$`));
  await expect(page.getByRole('region', { name: 'Licence', exact: true })).toBeVisible();
  await expect(sectionNav(page).getByRole('link', { name: 'Licence', exact: true })).toHaveAttribute('aria-current', 'page');
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/customers/${customer.id}/overview$`));
  await expect(page.getByRole('region', { name: 'Lifecycle' })).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`/customers/${customer.id}/licence$`));
  await expect(sectionNav(page).getByRole('link', { name: 'Licence', exact: true })).toHaveAttribute('aria-current', 'page');

  // An old link to a panel (`#security`) opens the section that holds it; an unknown section the overview.
  await page.goto(`/customers/${customer.id}#security`);
  await expect(page).toHaveURL(new RegExp(`/customers/${customer.id}/domains#security$`));
  await expect(page.getByRole('region', { name: 'Security' })).toBeFocused();
  await page.goto(`/customers/${customer.id}/no-such-section`);
  await expect(page).toHaveURL(new RegExp(`/customers/${customer.id}/overview$`));
});

test('the summary header shows state, health, channel and version, server plan, running jobs and recent activity', async ({
  page,
  signInAs,
  customer,
}) => {
  await signInAs('admin', `/customers/${customer.id}/details`);
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary.getByText('State', { exact: true })).toBeVisible();
  await expect(summary.getByText('Enabled', { exact: true })).toBeVisible();
  await expect(summary.getByText('Health', { exact: true })).toBeVisible();
  await expect(summary.getByText('Release channel', { exact: true })).toBeVisible();
  await expect(summary.getByText('Server plan', { exact: true })).toBeVisible();
  await expect(summary.getByText('Running jobs', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent activity' })).toBeVisible();
});

test("a section whose code cannot be fetched says so in place, the page stays, and 'Try again' loads it", async ({
  page,
  signInAs,
  customer,
}) => {
  await signInAs('admin', `/customers/${customer.id}/overview`);
  await expect(page.getByRole('region', { name: 'Lifecycle' })).toBeVisible();
  // The deployments panel's code is loaded with its section (decision 110): the server is away for it.
  const deploymentsCode = '**/assets/customer-deployments-*.js';
  await page.route(deploymentsCode, (route) => route.abort('connectionrefused'));
  await sectionNav(page).getByRole('link', { name: 'Deployments' }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'The deployments could not be loaded' });
  await expect(failure).toContainText('Something is wrong here.');
  await expect(page.getByRole('heading', { level: 1, name: customer.name })).toBeVisible();
  await expectAccessible(page);

  await page.unroute(deploymentsCode);
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('region', { name: 'Deployments' })).toBeVisible();
  await expect(failure).toHaveCount(0);
});

for (const width of [1440, 390]) {
  test(`the sectioned customer page passes axe and does not pan sideways at ${width} px`, async ({
    page,
    signInAs,
    customer,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAs('admin', `/customers/${customer.id}/overview`);
    await expect(page.getByRole('region', { name: 'Lifecycle' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recent activity' })).toBeVisible();
    await expect(sectionNav(page)).toBeInViewport();
    await expectAccessible(page);
    await page.goto(`/customers/${customer.id}/activity`);
    // Its history (a fresh customer's may be empty) has loaded.
    await expect(
      page
        .getByRole('region', { name: 'Activity', exact: true })
        .getByText(/ago|just now|No changes yet\./)
        .first(),
    ).toBeVisible();
    await expectAccessible(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    if (width === 390) {
      // The compact navigation: a select that moves to the chosen section.
      await sectionNav(page).getByRole('combobox', { name: 'Section' }).selectOption({ label: 'Licence' });
      await expect(page).toHaveURL(new RegExp(`/customers/${customer.id}/licence$`));
      await expect(page.getByRole('region', { name: 'Licence', exact: true })).toBeVisible();
    }
  });
}
