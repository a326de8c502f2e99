import { endpoints, type PlatformSimulationConditions } from '@console/contract';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
// This spec's data lives on a server of its own, so it needs none of the shared server's operator fixtures.
import { eventually, expectAccessible } from './fixtures';
import { ownServer } from './own-server';
import { signIn, storedToken } from './support';

// A server of its own: its fleet starts with every service healthy, so a fault shows as the only change.
const server = ownServer(Number(process.env.E2E_OWN_PORT ?? 8292));

test.beforeAll(async () => {
  await server.start();
});
test.afterAll(async () => {
  await server.stop();
});

const noConditions: PlatformSimulationConditions = { failTargets: [], missingCertificates: [], hasDefaultDatabase: true };

const simulate = async (request: APIRequestContext, page: Page, conditions: PlatformSimulationConditions) => {
  const response = await request.fetch(`${server.baseURL}${endpoints.setPlatformSimulation.path}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${await storedToken(page)}` },
    data: conditions,
  });
  expect(response.status()).toBe(200);
};

/** Each hour's count, oldest first, read from the chart's list of hours. */
const hourlyErrors = async (page: Page) =>
  (await page.getByRole('list', { name: 'Errors by hour' }).getByRole('listitem').allTextContents()).map((text) =>
    Number(/: (\d+) errors?$/.exec(text)?.[1] ?? Number.NaN),
  );

/**
 * Every error of the chart's 24 hours. Not the current hour's alone: the clock jumps 5½ minutes, so in
 * an hour's last minutes the page's current hour is the next one while the error was recorded in this one.
 */
const totalErrors = async (page: Page) => (await hourlyErrors(page)).reduce((sum, count) => sum + count, 0);

test('a fault injected into the platform shows as an unhealthy service, a red donut and errors in the chart after a refresh', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await signIn(page, 'admin', `${server.baseURL}/`);
  await simulate(request, page, noConditions);
  await page.getByRole('button', { name: 'Refresh service status' }).click();
  await page.getByRole('button', { name: 'Refresh unhealthy services' }).click();

  const donut = page.getByRole('img', { name: /^Services healthy:/ });
  await expect(donut).toHaveAccessibleName('Services healthy: 100%');
  await expect(donut).toHaveAttribute('data-color', 'green');
  const unhealthy = page.getByRole('region', { name: 'Unhealthy services' });
  await expect(unhealthy).toContainText('Every service is healthy.');
  await page.getByText('Errors by hour').click();
  const errorsBefore = await totalErrors(page);
  expect(errorsBefore).not.toBeNaN();
  await expectAccessible(page, 'main');

  try {
    await simulate(request, page, { ...noConditions, failTargets: ['hg-uksouth-01'] });

    // The status panels refresh every 30 s.
    await page.clock.fastForward('00:31');
    await expect(unhealthy.getByText('Deployment controllers hg-uksouth-01')).toBeVisible();
    await expect(unhealthy).toContainText('hg-uksouth-01 is listed');
    await expect(donut).toHaveAttribute('data-color', 'red');
    await expect(donut).not.toHaveAccessibleName('Services healthy: 100%');
    await expect(page.getByRole('region', { name: 'Service status' })).toContainText(/\d+ of \d+ services healthy/);

    // The error chart refreshes every 5 minutes.
    await page.clock.fastForward('05:00');
    await eventually(() => totalErrors(page)).toBeGreaterThan(errorsBefore);

    // Hovering the bar of the fault's hour (the latest with errors) shows its hour and count; clicking it
    // opens the log search for that hour.
    const counts = await hourlyErrors(page);
    const faultHour = counts.length - 1 - [...counts].reverse().findIndex((count) => count > 0);
    const faultBar = page.getByTestId('error-chart').locator('.recharts-bar-rectangle').nth(faultHour);
    await faultBar.hover();
    const tooltip = page.locator('.recharts-tooltip-wrapper');
    await expect(tooltip).toContainText(/\d{2}:00/);
    await expect(tooltip).toContainText(`Errors${counts[faultHour]}`);
    await faultBar.click();
    await expect(page).toHaveURL(/\/operations\/audit\?.*show=errors/);
    await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}T\d{2}%3A\d{2}/);
    await expect(page.getByRole('table', { name: 'Error events' })).toContainText(
      'Deployment controllers hg-uksouth-01 is unhealthy',
    );
  } finally {
    await simulate(request, page, noConditions);
  }
});

test('each panel says when it was refreshed and a failed refresh shows on that panel only', async ({ page }) => {
  await signIn(page, 'support', `${server.baseURL}/`);
  const cloud = page.getByRole('region', { name: 'Cloud provider status' });
  await expect(cloud).toContainText(/Refreshed \d/);
  await expect(cloud.getByRole('table', { name: 'Cloud regions' })).toContainText('West Europe');

  await page.route('**/api/operations/monitoring/azure/status', (route) =>
    route.fulfill({ status: 503, headers: { 'x-reason': 'The provider status page did not answer' }, body: '{}' }),
  );
  await cloud.getByRole('button', { name: 'Refresh cloud provider status' }).click();
  await expect(cloud.getByText('The last refresh failed')).toBeVisible({ timeout: 20_000 });
  await expect(cloud).toContainText('Something has gone wrong - The provider status page did not answer');
  // The last good data stays, and the other panels are untouched.
  await expect(cloud.getByRole('table', { name: 'Cloud regions' })).toContainText('West Europe');
  await expect(page.getByRole('region', { name: 'Service status' }).getByText('The last refresh failed')).toHaveCount(0);
  // The global toast rule still applies.
  await expect(page.getByText('Something has gone wrong - The provider status page did not answer').last()).toBeVisible();

  await page.unroute('**/api/operations/monitoring/azure/status');
  await cloud.getByRole('button', { name: 'Refresh cloud provider status' }).click();
  await expect(cloud.getByText('The last refresh failed')).toHaveCount(0);
});

test('the log search link opens the Audit error view without a log server', async ({ page }) => {
  await signIn(page, 'support', `${server.baseURL}/`);
  await page.getByRole('link', { name: 'Search the logs for errors in development' }).click();
  await expect(page).toHaveURL(/\/operations\/audit\?show=errors$/);
  await expect(page.getByRole('radio', { name: 'Errors' })).toBeChecked();
  await expect(page.getByRole('form', { name: 'Error filters' })).toBeVisible();
});
