import { expect, test } from '@playwright/test';
import { signIn } from './support';

test('an operator with every flag sees databases and KPI data', async ({ page }) => {
  await signIn(page, 'admin');
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

test('an operator with no flags sees neither databases nor KPI data', async ({ page }) => {
  await signIn(page, 'support');
  await page.getByRole('button', { name: 'Azure' }).click();
  await expect(page.getByRole('menuitem', { name: 'Locations' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Databases' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Operations' }).click();
  await expect(page.getByRole('menuitem', { name: 'Audit' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Generate KPI data' })).toHaveCount(0);
});

test('switching subscription is remembered and shows up in the audit record', async ({ page }) => {
  await signIn(page, 'migrator');
  await page.getByRole('button', { name: 'Subscription: Production fleet' }).click();
  await page.getByRole('menuitem', { name: 'Staging fleet' }).click();
  await expect(page.getByRole('button', { name: 'Subscription: Staging fleet' })).toBeVisible();
  await expect(page.getByText('Moved to subscription Staging fleet')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Subscription: Staging fleet' })).toBeVisible();

  await page.getByRole('button', { name: 'Operations' }).click();
  await page.getByRole('menuitem', { name: 'Audit' }).click();
  await page.getByRole('textbox', { name: 'Operator' }).fill('Miguel');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/operator=Miguel/);
  const row = page.getByRole('row').filter({ hasText: "Switches the operator's current subscription" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Miguel Migrator');
  await expect(row).toContainText('succeeded');
});

test('a failed call shows the spec toast with the server reason', async ({ page }) => {
  await signIn(page, 'support');
  await page.goto('/operations/audit?from=not-a-date');
  await page.getByRole('button', { name: 'Search' }).click();
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
