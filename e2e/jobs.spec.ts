import { expect, test } from './fixtures';
import { jobsDrawer } from './pages/jobs-drawer';

test('a self-test job appears in the drawer, moves to succeeded with its steps, and dismissing clears it', async ({
  page,
  signInAs,
}) => {
  // The fixtures start each test in the production subscription, so the move below happens every run.
  await signInAs('dbreader');
  // The staging fleet's hosting groups all answer.
  await page.getByRole('button', { name: 'Subscription: Production fleet' }).click();
  await page.getByRole('menuitem', { name: 'Staging fleet' }).click();
  await expect(page.getByRole('button', { name: 'Subscription: Staging fleet' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Live connection' })).toContainText('Live updates connected');

  const jobs = jobsDrawer(page);
  const drawer = await jobs.open();
  await jobs.dismissCompleted();
  await expect(drawer.getByText('No jobs yet.', { exact: false })).toBeVisible();
  await drawer.getByRole('button', { name: 'Run platform self-test' }).click();

  const job = drawer.getByRole('article', { name: 'Platform self-test' });
  await expect(job).toBeVisible();
  await expect(job.getByRole('link', { name: 'Staging fleet' })).toHaveCount(0);
  await expect(job).toContainText('Fleet: Staging fleet');
  await expect(job.getByText('Succeeded', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(job.getByRole('progressbar', { name: 'Platform self-test: 3 of 3 steps succeeded' })).toBeVisible();

  await job.getByRole('button', { name: 'Show steps' }).click();
  const steps = job.getByRole('list', { name: 'Steps of Platform self-test' });
  await expect(steps.getByRole('listitem')).toHaveCount(3);
  await expect(steps).toContainText('Probe hg-staging-australiaeast');
  await expect(steps).toContainText('2 deployment controllers of hg-staging-westeurope answered');
  await jobs.close();
  await expect(page.getByRole('button', { name: 'Jobs: 1 succeeded' })).toBeVisible();

  await jobs.open();
  await drawer.getByRole('button', { name: 'Dismiss all completed' }).click();
  await page.getByRole('dialog', { name: 'Dismiss all completed jobs' }).getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText('Dismissed 1 completed job')).toBeVisible();
  await expect(drawer.getByRole('article')).toHaveCount(0);
  await expect(drawer.getByRole('button', { name: 'Dismiss all completed' })).toBeDisabled();
  await jobs.close();
  await expect(page.getByRole('button', { name: 'Jobs: No jobs' })).toBeVisible();
});

test('a failing hosting group faults the self-test with its reason, and the drawer filters by status', async ({
  page,
  signInAs,
}) => {
  await signInAs('admin');
  const jobs = jobsDrawer(page);
  const drawer = await jobs.open();
  // Other tests share this subscription: start from a drawer without their completed jobs.
  await jobs.dismissCompleted();
  await drawer.getByRole('button', { name: 'Run platform self-test' }).click();
  const job = drawer.getByRole('article', { name: 'Platform self-test' }).first();
  await expect(job.getByText('In progress', { exact: true })).toBeVisible();
  await expect(job.getByText('Faulted', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(job).toContainText(/\d+ of \d+ steps failed\. First: Probe hg-eastus-02: .*PLATFORM_FAIL_TARGETS/);
  // A faulted job shows its steps straight away, the failed one with its reason.
  const failed = job
    .getByRole('list', { name: 'Steps of Platform self-test' })
    .getByRole('listitem')
    .filter({ hasText: 'Failed' });
  await expect(failed).toHaveCount(1);
  await expect(failed).toContainText('the hosting group did not answer within 30 s');

  // The filter is a radio group; choose with the keyboard, as an operator can.
  const faulted = drawer.getByRole('radio', { name: /^Faulted \(\d+\)$/ });
  await faulted.focus();
  await page.keyboard.press('Space');
  await expect(faulted).toBeChecked();
  await expect(drawer.getByRole('article', { name: 'Platform self-test' })).toHaveCount(1);
  const succeeded = drawer.getByRole('radio', { name: /^Succeeded \(\d+\)$/ });
  await succeeded.focus();
  await page.keyboard.press('Space');
  await expect(succeeded).toBeChecked();
  await expect(drawer.getByRole('article')).toHaveCount(0);
  await expect(drawer.getByText('No job has succeeded yet.')).toBeVisible();
});
