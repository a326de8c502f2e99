import { endpoints, environmentRefusals, permissionRefusals, type FederatedSignInConfig } from '@console/contract';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

/**
 * The development identity provider refuses to run in production, so these tests let the browser
 * believe it is production (the sign-in configuration says so); what they check is that the console
 * reads the contract's declarations with the environment, as the server's guard does.
 */
const seeAsProduction = async (page: Page) => {
  await page.route(`**${endpoints.getFederatedSignInConfig.path}`, async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as FederatedSignInConfig;
    await route.fulfill({ response, json: { ...config, environment: 'production', isProduction: true } });
  });
};

test('a call the operator may not make keeps its control, disabled, with the reason from the contract', async ({
  page,
  signInAs,
}) => {
  await seeAsProduction(page);
  await signInAs('admin', '/customers');
  const featureBranch = page.getByRole('button', { name: 'Quick create feature branch' });
  await expect(featureBranch).toHaveAttribute('aria-disabled', 'true');
  await expect(featureBranch).toHaveAccessibleDescription(environmentRefusals.outsideProduction);
  await featureBranch.hover();
  await expect(page.getByRole('tooltip')).toHaveText(environmentRefusals.outsideProduction);
  await featureBranch.click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessible(page);
});

test('an operator without database access sees the database tool link disabled with the reason', async ({ page, signInAs }) => {
  await signInAs('support', '/customers');
  const link = page.getByRole('button', { name: 'Database server' });
  await expect(link).toHaveAttribute('aria-disabled', 'true');
  await expect(link).toHaveAccessibleDescription(permissionRefusals.anyDatabaseAccess);
});

test('decommission in production needs a reason, returns focus to its opener, and the Audit screen shows the reason', async ({
  page,
  signInAs,
  customer,
}) => {
  await seeAsProduction(page);
  await signInAs('admin', `/customers?query=${customer.alias}`);
  const actions = page.getByRole('button', { name: `Actions for ${customer.alias}` });

  // Cancelled, the dialog hands focus back to the button that opened the menu.
  await actions.click();
  await page.getByRole('menuitem', { name: 'Decommission' }).click();
  const dialog = page.getByRole('dialog', { name: `Decommission ${customer.alias}` });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(actions).toBeFocused();

  await actions.click();
  await page.getByRole('menuitem', { name: 'Decommission' }).click();
  const confirm = dialog.getByRole('button', { name: 'Decommission' });
  await dialog.getByRole('textbox', { name: 'Customer alias' }).fill(customer.alias);
  // The alias alone is not enough in production: the server would refuse the call without a reason.
  await expect(confirm).toBeDisabled();
  const reason = `Contract ended for ${customer.alias}`;
  await dialog.getByRole('textbox', { name: 'Reason for this change' }).fill(reason);
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(dialog).toBeHidden();

  await page.goto(`/operations/audit?text=${customer.id}`);
  const events = page.getByRole('table', { name: 'Audit events' });
  await expect(events.getByRole('columnheader', { name: 'Reason' })).toBeVisible();
  await expect(events.getByRole('cell', { name: reason })).toBeVisible();
  await expectAccessible(page);
});
