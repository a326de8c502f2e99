import { endpoints, kpiDateOptionsAt } from '@console/contract';
import { eventually, expect, expectAccessible, test } from './fixtures';
import { jobsDrawer } from './pages/jobs-drawer';

test.describe.configure({ timeout: 120_000 });

const monthLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

test('admin generates last month’s KPI data as a job and the process information shows the run', async ({
  page,
  signInAs,
  apiAs,
}) => {
  const api = await apiAs('admin');
  const lastMonth = kpiDateOptionsAt(new Date())[1]!;
  await signInAs('admin', '/operations/kpi');
  await expect(page.getByRole('heading', { level: 1, name: 'Generate KPI data' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Month' })).toHaveValue(`${monthLabel(lastMonth)} (${lastMonth})`);
  await expectAccessible(page, 'main');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, 'main');
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByRole('button', { name: 'Generate KPI data' }).click();
  await expect(
    page.getByText(`KPI data generation started for ${monthLabel(lastMonth)}; follow it in the jobs drawer.`),
  ).toBeVisible();
  const runTable = page.getByRole('table', { name: 'Last KPI run' });
  await expect(runTable.getByText('Succeeded')).toBeVisible({ timeout: 30_000 });
  await expect(runTable.getByRole('row', { name: `Last generated month ${monthLabel(lastMonth)}` })).toBeVisible();
  const info = await api.call(endpoints.getKpiProcessInformation);
  expect(info.rowsWritten).toBeGreaterThan(0);

  const drawer = jobsDrawer(page);
  await drawer.open();
  await expect(drawer.job(`Generate KPI data for ${monthLabel(lastMonth)}`).first()).toBeVisible();
  await drawer.close();
});

test('admin edits the process information, and a save over someone else’s is refused naming them', async ({
  page,
  signInAs,
  apiAs,
}) => {
  const api = await apiAs('admin');
  await signInAs('admin', '/operations/kpi');
  const recipients = page.getByRole('textbox', { name: 'Recipients' });
  await expect(recipients).toBeVisible();
  const address = `kpi-${Date.now()}@example.com`;
  await recipients.fill(address);
  await page.getByRole('textbox', { name: 'Notes' }).fill('Board pack, first Monday');
  await page.getByRole('button', { name: 'Save process information' }).click();
  await expect(page.getByText('KPI Data Process Information saved.')).toBeVisible();
  await eventually(async () => expect((await api.call(endpoints.getKpiProcessInformation)).recipients).toEqual([address]));

  // Someone else saves meanwhile: this page's save is over an older version.
  const current = await api.call(endpoints.getKpiProcessInformation);
  await api.call(endpoints.updateKpiProcessInformation, {
    body: { version: current.version, isEnabled: current.isEnabled, recipients: current.recipients, notes: 'Changed elsewhere' },
  });
  await page.getByRole('textbox', { name: 'Notes' }).fill('My notes');
  await page.getByRole('button', { name: 'Save process information' }).click();
  await expect(page.getByText('Failed to update KPI Data Process Information')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Ada Admin changed the KPI process information' })).toBeVisible();
  await expectAccessible(page, 'main');
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('textbox', { name: 'Notes' })).toHaveValue('Changed elsewhere');
});

test('an operator without the KPI flag sees no KPI menu and the server refuses them', async ({ page, signInAs, apiAs }) => {
  await signInAs('support');
  await page.getByRole('button', { name: 'Operations' }).click();
  await expect(page.getByRole('menuitem', { name: 'Aircast data export' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Generate KPI data' })).toHaveCount(0);
  const refused = await (await apiAs('support')).send(endpoints.getKpiDateOptions);
  expect(refused.status()).toBe(403);
});
