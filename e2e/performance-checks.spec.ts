import { constants, endpoints, type PerformanceCheck } from '@console/contract';
import { expect, expectAccessible, jobEnded, test } from './fixtures';

const site = 'https://events.example.com/register';

test('a standard check launched from its modal runs to a result shown live, with its chart and log link', async ({
  page,
  signInAs,
}) => {
  await signInAs('admin', '/operations/performance');
  await expect(page.getByRole('heading', { level: 1, name: 'Performance test bench' })).toBeVisible();
  await page.getByRole('button', { name: 'Launch standard check' }).click();
  const dialog = page.getByRole('dialog', { name: 'Launch a standard check' });
  // The counts start at the spec's defaults (doc2 §3, §9).
  await expect(dialog.getByRole('textbox', { name: 'Base load' })).toHaveValue(String(constants.standardCheckDefaults.baseLoad));
  await expect(dialog.getByRole('textbox', { name: 'Target attendees' })).toHaveValue(
    String(constants.standardCheckDefaults.targetAttendees),
  );
  await expect(dialog.getByRole('textbox', { name: 'Arriving concurrently' })).toHaveValue(
    String(constants.standardCheckDefaults.arrivingConcurrently),
  );
  const url = dialog.getByRole('textbox', { name: 'Registration site URL' });
  const launch = dialog.getByRole('button', { name: 'Launch check' });
  // The server's absoluteuri check answers as the operator types.
  await url.fill('events.example.com/register');
  await expect(dialog.getByText('The address must be absolute, e.g. https://events.example.com/register.')).toBeVisible();
  await expect(launch).toBeDisabled();
  await expectAccessible(page, '[role="dialog"]');
  await url.fill(site);
  await expect(dialog.getByText('The address is valid.')).toBeVisible();
  await launch.click();

  await expect(page).toHaveURL(/\/operations\/performance\/standard\/[0-9a-f-]{36}$/);
  const checkId = page.url().split('/').at(-1)!;
  await expect(page.getByRole('heading', { level: 1, name: 'Standard check result' })).toBeVisible();
  // Statuses arrive from the testStatus hub until the run succeeds; nothing reloads the page.
  const statuses = page.getByRole('table', { name: 'Statuses' });
  await expect(statuses.getByRole('cell', { name: 'Hold the load' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Status: Succeeded' })).toBeVisible({ timeout: 30_000 });
  const result = page.getByRole('group', { name: 'Result' });
  await expect(result.getByText('Throughput')).toBeVisible();
  await expect(result.getByText('Latency p99')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Chart of \d+ seconds/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Logs of this check' })).toHaveAttribute('href', new RegExp(checkId));
  await expect(page.getByText('Stale', { exact: true })).toHaveCount(0);

  // The bench lists it.
  await page.getByRole('link', { name: 'Back to the performance test bench' }).click();
  await expect(
    page.getByRole('table', { name: 'Recent standard checks' }).getByRole('row').filter({ hasText: site }).first(),
  ).toContainText('Succeeded');
});

test('a finished check runs again, after a confirmation, as a new check with its address and settings', async ({
  page,
  signInAs,
  apiAs,
}) => {
  const api = await apiAs('admin');
  const launched = await api.call(endpoints.launchHardwareCheck, {
    body: { registrationSiteUrl: site, allowedSecondsPerRegistration: 7 },
  });
  await jobEnded(api, launched.job.correlationId);
  await signInAs('admin', `/operations/performance/hardware/${launched.id}`);
  await expect(page.getByRole('status').filter({ hasText: 'Status: Succeeded' })).toBeVisible();
  await page.getByRole('button', { name: 'Run again' }).click();
  const dialog = page.getByRole('dialog', { name: 'Run the hardware check again' });
  await expect(dialog).toContainText(site);
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Run again' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(new RegExp(launched.id));
  await expect(page).toHaveURL(/\/operations\/performance\/hardware\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hardware check result' })).toBeVisible();
  await expect(page.getByText('Allowed seconds per registration 7', { exact: false })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Status: Succeeded' })).toBeVisible({ timeout: 30_000 });
});

test('a result page flags the result stale when no status arrives in 5 s', async ({ page, signInAs }) => {
  const checkId = crypto.randomUUID();
  const now = new Date().toISOString();
  // A running check the server never pushes a status of: its statuses are held here.
  const held: PerformanceCheck = {
    id: checkId,
    kind: 'pageHit',
    registrationSiteUrl: site,
    settings: constants.pageHitCheckDefaults,
    state: 'running',
    jobCorrelationId: crypto.randomUUID(),
    launchedBy: 'E2E',
    createdAtUtc: now,
    completedAtUtc: null,
    latestStatus: { checkId, status: 'Hold the load', details: { state: 'running', progressPercent: 50 }, atUtc: now },
    statuses: [{ checkId, status: 'Hold the load', details: { state: 'running', progressPercent: 50 }, atUtc: now }],
    result: null,
    samples: [],
    logSearchUrl: `https://logs.example.com/?filter=${checkId}`,
  };
  await page.route(`**${endpoints.getPageHitCheck.path.replace(':id', checkId)}`, (route) => route.fulfill({ json: held }));
  await page.clock.install();
  await signInAs('admin', `/operations/performance/pageHit/${checkId}`);
  await expect(page.getByRole('status').filter({ hasText: 'Status: Hold the load' })).toBeVisible();
  const stale = page.getByRole('alert').filter({ hasText: 'The result is stale' });
  await expect(stale).toHaveCount(0);
  await page.clock.fastForward(constants.staleCheckMs - 500);
  await expect(stale).toHaveCount(0);
  await page.clock.fastForward(500);
  await expect(stale).toBeVisible();
  await expect(page.getByText('Stale', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
});

for (const viewport of [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the performance bench and its modals pass axe at ${viewport.name} width`, async ({ page, signInAs }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signInAs('admin', '/operations/performance');
    await expect(page.getByRole('tab', { name: 'Standard checks' })).toBeVisible();
    await expect(page.getByLabel(/Loading the recent/)).toHaveCount(0);
    await expectAccessible(page);
    for (const kind of ['standard', 'page-hit', 'hardware']) {
      await page.getByRole('button', { name: `Launch ${kind} check` }).click();
      const dialog = page.getByRole('dialog', { name: `Launch a ${kind} check` });
      await expect(dialog).toBeVisible();
      await expectAccessible(page, '[role="dialog"]');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
    }
  });
}
