import { endpoints, type AppServicePlanSummary } from '@console/contract';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, jobEnded, test, uniqueAlias, type Api } from './fixtures';
import { expectScreenDrawn } from './support';

/** Each test creates the plans it acts on (a name of its own), through the API, and waits until they exist. */
const createPlan = async (
  api: Api,
  overrides: Partial<{ type: 'Shared' | 'Dedicated'; pricingTier: 'S1' | 'P1v3' | 'B1'; instanceCount: number }> = {},
): Promise<AppServicePlanSummary> => {
  const planName = `asp-${uniqueAlias('e2e')}`;
  const job = await api.call(endpoints.createAppServicePlan, {
    body: {
      planName,
      location: 'westeurope',
      resourceGroup: 'rg-e2e-plans',
      type: 'Dedicated',
      pricingTier: 'S1',
      instanceCount: 2,
      ...overrides,
    },
  });
  const ended = await jobEnded(api, job.correlationId);
  expect(ended.isFaulted, ended.faultReason ?? '').toBe(false);
  const plans = await api.call(endpoints.listAppServicePlans, { query: { type: 'ALL' } });
  return plans.find((plan) => plan.planName === planName)!;
};

const plansTable = (page: Page) => page.getByRole('table', { name: 'App service plans' });

const choose = async (page: Page, name: string) => {
  const radio = page.getByRole('radio', { name, exact: true });
  await radio.focus();
  await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
};

test('filters Shared (the default), Dedicated or all plans', async ({ page, signInAs, apiAs }) => {
  const plan = await createPlan(await apiAs('admin'));
  await signInAs('support', '/azure/appserviceplans');
  await expect(page.getByRole('heading', { name: 'App service plans', level: 1 })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Shared', exact: true })).toBeChecked();
  await expect(plansTable(page).getByRole('row').nth(1)).toContainText('Shared');
  await expect(plansTable(page).getByRole('row', { name: plan.planName })).toHaveCount(0);
  await choose(page, 'Dedicated');
  await expect(plansTable(page).getByRole('row', { name: plan.planName })).toBeVisible();
  await choose(page, 'All');
  await expect(plansTable(page).getByRole('row', { name: plan.planName })).toBeVisible();
});

test('creates a plan in a location and resource group; it appears live', async ({ page, signInAs }) => {
  const planName = `asp-${uniqueAlias('ui')}`;
  await signInAs('admin', '/azure/appserviceplans');
  await page.getByRole('button', { name: 'Create app service plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an app service plan' });
  await dialog.getByRole('textbox', { name: 'Plan name' }).fill(planName);
  await dialog.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('option', { name: 'West Europe' }).click();
  await dialog
    .getByRole('combobox', { name: 'Resource group' })
    .or(dialog.getByRole('textbox', { name: 'Resource group' }))
    .fill('rg-e2e-ui');
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Create plan' }).click();
  await expect(dialog).toHaveCount(0);
  // The shared plan arrives in the Shared list by the hub's commissioned push, without a reload.
  await expect(plansTable(page).getByRole('row', { name: planName })).toBeVisible({ timeout: 20_000 });
});

test('reconfigures a plan and sees the new tier live', async ({ page, signInAs, apiAs }) => {
  const plan = await createPlan(await apiAs('admin'));
  await signInAs('admin', `/azure/appserviceplans/${plan.id}`);
  await expect(page.getByRole('heading', { name: plan.planName })).toBeVisible();
  const details = page.getByRole('region', { name: 'Plan' });
  await expect(details).toContainText('S1');
  await page.getByRole('button', { name: 'Reconfigure' }).click();
  const dialog = page.getByRole('dialog', { name: `Reconfigure ${plan.planName}` });
  await dialog.getByRole('combobox', { name: 'Pricing tier' }).click();
  await page.getByRole('option', { name: /Premium P1v3/ }).click();
  await dialog.getByRole('textbox', { name: 'Instance count' }).fill('4');
  await dialog.getByRole('button', { name: 'Reconfigure' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(details).toContainText('P1v3', { timeout: 20_000 });
  await expect(details).toContainText('4');
  await expect(page.getByLabel('State: Active')).toBeVisible({ timeout: 20_000 });
});

test('refuses an instance count above the tier limit in the dialog', async ({ page, signInAs, apiAs }) => {
  const plan = await createPlan(await apiAs('admin'), { pricingTier: 'B1', instanceCount: 1 });
  await signInAs('admin', `/azure/appserviceplans/${plan.id}`);
  await page.getByRole('button', { name: 'Reconfigure' }).click();
  const dialog = page.getByRole('dialog', { name: `Reconfigure ${plan.planName}` });
  await dialog.getByRole('textbox', { name: 'Instance count' }).fill('5');
  await expect(dialog.getByText('Instance count must be between 1 and 3 for Basic B1')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Reconfigure' })).toBeDisabled();
});

test('deletes a deployment by slot', async ({ page, signInAs, apiAs }) => {
  const plan = await createPlan(await apiAs('admin'));
  await signInAs('admin', `/azure/appserviceplans/${plan.id}`);
  const deployments = page.getByRole('table', { name: 'Deployments' });
  await expect(deployments.getByRole('row', { name: 'Production' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete deployment: Production' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete the Production deployment?' });
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Delete deployment' }).click();
  await expect(page.getByText('The plan has no deployment.')).toBeVisible({ timeout: 20_000 });
});

test('decommissions a plan only once its name is typed', async ({ page, signInAs, apiAs }) => {
  const plan = await createPlan(await apiAs('admin'));
  await signInAs('admin', `/azure/appserviceplans/${plan.id}`);
  await page.getByRole('button', { name: 'Decommission' }).click();
  const dialog = page.getByRole('dialog', { name: `Decommission ${plan.planName}?` });
  const confirm = dialog.getByRole('button', { name: 'Decommission' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Plan name' }).fill(plan.planName.slice(0, -1));
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Plan name' }).fill(plan.planName);
  await expectAccessible(page, '[role="dialog"]');
  await confirm.click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('The app service plan could not be loaded: it may have been decommissioned.')).toBeVisible({
    timeout: 20_000,
  });
  await page.goto('/azure/appserviceplans');
  await choose(page, 'All');
  await expect(plansTable(page).getByRole('row').nth(1)).toBeVisible();
  await expect(plansTable(page).getByRole('row', { name: plan.planName })).toHaveCount(0);
});

test('repairs the attendee count service as a job', async ({ page, signInAs, apiAs }) => {
  const api = await apiAs('admin');
  await signInAs('admin', '/azure/appserviceplans');
  await page.getByRole('button', { name: 'Repair attendee count service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Repair the attendee count service?' });
  await dialog.getByRole('button', { name: 'Repair' }).click();
  await expect(page.getByText('Repairing the attendee count service: follow it in the jobs drawer.')).toBeVisible();
  await expect
    .poll(async () => {
      const { jobs } = await api.call(endpoints.listJobs);
      return jobs.some((job) => job.name === 'Repair the attendee count service' && job.isCompleted && !job.isFaulted);
    })
    .toBe(true);
});

for (const viewport of [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the list, the detail and their dialogs pass axe at ${viewport.name} width`, async ({ page, signInAs, apiAs }) => {
    const plan = await createPlan(await apiAs('admin'));
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signInAs('admin', '/azure/appserviceplans');
    await expect(plansTable(page)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create app service plan' }).click();
    await expect(page.getByRole('dialog', { name: 'Create an app service plan' })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Repair attendee count service' }).click();
    await expect(page.getByRole('dialog', { name: 'Repair the attendee count service?' })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    await page.goto(`/azure/appserviceplans/${plan.id}`);
    await expect(page.getByRole('heading', { name: plan.planName })).toBeVisible();
    await expectScreenDrawn(page);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Reconfigure' }).click();
    await expect(page.getByRole('dialog', { name: `Reconfigure ${plan.planName}` })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Decommission' }).click();
    await expect(page.getByRole('dialog', { name: `Decommission ${plan.planName}?` })).toBeVisible();
    await expectAccessible(page);
  });
}
