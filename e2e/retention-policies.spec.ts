import { endpoints } from '@console/contract';
import { expect, expectAccessible, jobEnded, test } from './fixtures';
import { jobsDrawer } from './pages/jobs-drawer';

const widths = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

test('run all: confirmed, shown as a job with a step per policy, and the last run updates when it ends', async ({
  page,
  signInAs,
  apiAs,
}) => {
  await signInAs('admin', '/operations/retentionpolicies');
  await expect(page.getByRole('heading', { level: 1, name: 'Retention policies' })).toBeVisible();
  const errors = page.getByRole('row', { name: 'Retention policy Error events' });
  await expect(errors).toContainText('Error events');
  await expect(errors).toContainText('30 days');
  await expect(page.getByRole('row', { name: 'Retention policy Audit trail' })).toContainText('400 days');
  for (const size of widths) {
    await page.setViewportSize(size);
    await expectAccessible(page, 'main');
  }
  await page.setViewportSize(widths[0]!);

  await page.getByRole('button', { name: 'Run all' }).click();
  const confirm = page.getByRole('dialog', { name: 'Run every retention policy' });
  await expect(confirm).toContainText('4 policies');
  for (const size of widths) {
    await page.setViewportSize(size);
    await expectAccessible(page, '[role="dialog"]');
  }
  await page.setViewportSize(widths[0]!);
  await confirm.getByLabel('Reason for this change').fill('e2e: clean up now');
  await confirm.getByRole('button', { name: 'Run all policies' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('The retention policies are running; follow the job in the jobs drawer.')).toBeVisible();

  // The last run updates when the job ends, without a reload.
  await expect(errors).toContainText(/rows? removed/, { timeout: 30_000 });

  const api = await apiAs('admin');
  const { jobs } = await api.call(endpoints.listJobs);
  const run = jobs.find((job) => job.type === 'retention.runAll')!;
  const ended = await jobEnded(api, run.correlationId);
  expect(ended.isFaulted).toBe(false);
  const drawer = await jobsDrawer(page).open();
  const article = drawer.getByRole('article', { name: 'Run every retention policy' }).first();
  await expect(article.getByText('Succeeded', { exact: true })).toBeVisible();
  await article.getByRole('button', { name: 'Show steps' }).click();
  await expect(article.getByRole('list', { name: 'Steps of Run every retention policy' }).getByRole('listitem')).toHaveCount(4);
  const policies = await api.call(endpoints.listRetentionPolicies);
  expect(policies.every((p) => p.lastRunAtUtc !== null)).toBe(true);
});

test('the audit screen says how far back the audit goes, from the audit retention policy', async ({ page, signInAs, apiAs }) => {
  const policies = await (await apiAs('admin')).call(endpoints.listRetentionPolicies);
  const audit = policies.find((policy) => policy.target === 'auditEvents')!;
  await signInAs('support', '/operations/audit');
  await expect(page.getByText(`Audit records are kept for ${audit.keepForDays.toLocaleString('en')} days`)).toBeVisible();
});
