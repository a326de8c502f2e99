import { databaseSizeLimitInGB, endpoints, messages, permissionRefusals } from '@console/contract';
import { eventually, expect, expectAccessible, test } from './fixtures';
import { cancelConfirmation, openedConfirmation } from './pages/confirmation';
import { consoleErrors, countCalls, createCustomerWithDeployment, section } from './pages/deployment-data';

// Each test provisions a customer of its own first; on a busy machine that alone can take half a minute.
test.describe.configure({ timeout: 120_000 });

/** doc1 §6: what each seeded operator sees and may do on the database panel. */

test('admin sees the details, reveals both passwords, updates the compatibility level and downloads the report', async ({
  page,
  signInAs,
  apiAs,
}) => {
  const customer = await createCustomerWithDeployment(await apiAs('admin'));
  await signInAs('admin', `/customers/${customer.id}/database#database`);
  const panel = section(page, 'Database');
  const details = panel.getByRole('table', { name: 'Database details' });
  await expect(details.getByRole('row', { name: /^Server sql-westeurope-01$/ })).toBeVisible();
  await expect(details.getByRole('row', { name: new RegExp(`^Database ea-${customer.alias}-`) })).toBeVisible();
  await expectAccessible(page, '#database');

  await panel.getByRole('button', { name: 'Show password', exact: true }).click();
  await expect(panel.getByLabel('Password', { exact: true })).toHaveText(/^.{24}$/);
  await panel.getByRole('button', { name: 'Show read-only password' }).click();
  await expect(panel.getByLabel('Read-only password', { exact: true })).toHaveText(/^.{24}$/);
  await panel.getByRole('button', { name: 'Hide password', exact: true }).click();
  await expect(panel.getByLabel('Password', { exact: true })).toHaveCount(0);
  await expect(panel.getByLabel('Unavailable database actions')).toHaveCount(0);

  await panel.getByRole('combobox', { name: 'New compatibility level' }).click();
  await page.getByRole('option', { name: '120' }).click();
  // Asked first, showing from → to (issue 25): cancelled, the level stays; confirmed, it changes.
  const current = (
    await (
      await apiAs('admin')
    ).call(endpoints.getDatabaseDetails, {
      params: { id: customer.id, deploymentId: customer.deploymentId },
    })
  ).currentCompatibilityLevel;
  const confirmTitle = `Update the compatibility level of ${customer.alias}'s database?`;
  await panel.getByRole('button', { name: 'Update compatibility level' }).click();
  await cancelConfirmation(
    await openedConfirmation(page, confirmTitle, { what: 'Compatibility level', from: String(current), to: '120' }),
  );
  expect(
    (
      await (
        await apiAs('admin')
      ).call(endpoints.getDatabaseDetails, {
        params: { id: customer.id, deploymentId: customer.deploymentId },
      })
    ).currentCompatibilityLevel,
  ).toBe(current);
  await panel.getByRole('button', { name: 'Update compatibility level' }).click();
  await (
    await openedConfirmation(
      page,
      confirmTitle,
      { what: 'Compatibility level', from: String(current), to: '120' },
      { isAxeChecked: false },
    )
  )
    .getByRole('button', { name: 'Update compatibility level' })
    .click();
  await expect(page.getByText(messages.customerSearch.jobStarted('Compatibility level update', customer.alias))).toBeVisible();
  await expect(details.getByRole('row', { name: 'Compatibility level 120' })).toBeVisible();
  await expect(panel.getByText('Updating…')).toHaveCount(0);

  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download registration report' }).click();
  const today = new Date().toISOString().slice(0, 10);
  expect((await download).suggestedFilename()).toBe(`registrations-${customer.id}-${today}.csv`);
});

test('admin reconfigures the database: the form refuses a bad size or range, then the new levels show', async ({
  page,
  signInAs,
  apiAs,
}) => {
  const customer = await createCustomerWithDeployment(await apiAs('admin'));
  await signInAs('admin', `/customers/${customer.id}/database#database`);
  const panel = section(page, 'Database');
  await panel.getByRole('button', { name: 'Reconfigure database' }).click();
  const dialog = page.getByRole('dialog', { name: `Reconfigure the database of ${customer.alias}` });
  await expect(dialog).toBeVisible();
  const size = dialog.getByRole('textbox', { name: 'Max database size (GB)' });
  for (const [value, problem] of [
    ['0', 'Must be a whole number above 0'],
    ['2.5', 'Must be a whole number above 0'],
    ['-3', 'Must be a whole number above 0'],
    [String(databaseSizeLimitInGB + 1), `Must be at most the allowed maximum of ${databaseSizeLimitInGB} GB`],
  ] as const) {
    await size.fill(value);
    await dialog.getByRole('button', { name: 'Reconfigure database' }).click();
    await expect(dialog.getByText(problem)).toBeVisible();
  }
  await expectAccessible(page, '[role="dialog"]');
  await size.fill('300');
  await dialog.getByRole('combobox', { name: 'Min performance level' }).click();
  await page.getByRole('option', { name: 'Premium-P4' }).click();
  await dialog.getByRole('combobox', { name: 'Max performance level' }).click();
  await page.getByRole('option', { name: 'Premium-P2' }).click();
  await dialog.getByRole('button', { name: 'Reconfigure database' }).click();
  await expect(dialog.getByText('Must not be above the max performance level')).toBeVisible();
  // 'Basic' is shown alone: its edition and name are the same.
  await dialog.getByRole('combobox', { name: 'Min performance level' }).click();
  await page.getByRole('option', { name: 'Basic', exact: true }).click();
  await dialog.getByRole('button', { name: 'Reconfigure database' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(messages.customerSearch.jobStarted('Database reconfiguration', customer.alias))).toBeVisible();
  const details = panel.getByRole('table', { name: 'Database details' });
  await expect(details.getByRole('row', { name: 'Max performance level Premium-P2' })).toBeVisible();
  await expect(details.getByRole('row', { name: 'Min performance level Basic' })).toBeVisible();
  await expect(details.getByRole('row', { name: 'Max size 300 GB' })).toBeVisible();
  await expect(panel.getByText('Updating…')).toHaveCount(0);
});

test('dbreader sees the details and the read-only password; the rest says why and makes no call', async ({
  page,
  signInAs,
  apiAs,
}) => {
  const customer = await createCustomerWithDeployment(await apiAs('admin'));
  const errors = consoleErrors(page);
  const passwordCalls = countCalls(page, '/database/password');
  const levelCalls = countCalls(page, '/database/updateCompatibilityLevel');
  await signInAs('dbreader', `/customers/${customer.id}/database#database`);
  const panel = section(page, 'Database');
  await expect(panel.getByRole('table', { name: 'Database details' })).toBeVisible();
  await panel.getByRole('button', { name: 'Show read-only password' }).click();
  await expect(panel.getByLabel('Read-only password', { exact: true })).toHaveText(/^.{24}$/);

  const password = panel.getByRole('button', { name: 'Show password', exact: true });
  await expect(password).toHaveAttribute('aria-disabled', 'true');
  // Refused buttons stay focusable and pressable (they say why); pressing one logs and calls nothing.
  await password.click({ force: true });
  await eventually(() => errors).toContain(messages.database.notAuthorizedPassword);
  const update = panel.getByRole('button', { name: 'Update compatibility level' });
  await expect(update).toHaveAttribute('aria-disabled', 'true');
  await update.click({ force: true });
  await eventually(() => errors).toContain(messages.database.notAuthorizedCompatibilityLevel);
  await expect(panel.getByRole('button', { name: 'Reconfigure database' })).toHaveAttribute('aria-disabled', 'true');
  const unavailable = panel.getByLabel('Unavailable database actions');
  await expect(unavailable.getByText(`Password: ${permissionRefusals.fullDatabaseAccess}`)).toBeVisible();
  await expect(unavailable.getByText(`Update compatibility level: ${permissionRefusals.databaseMigrationAccess}`)).toBeVisible();
  await expect(unavailable.getByText(`Reconfigure database: ${permissionRefusals.fullDatabaseAccess}`)).toBeVisible();
  expect(passwordCalls).toEqual([]);
  expect(levelCalls).toEqual([]);
  await expectAccessible(page, '#database');
});

test('migrator sees the details and updates the compatibility level; neither password is revealed', async ({
  page,
  signInAs,
  apiAs,
}) => {
  const customer = await createCustomerWithDeployment(await apiAs('admin'));
  const errors = consoleErrors(page);
  const passwordCalls = countCalls(page, 'password');
  await signInAs('migrator', `/customers/${customer.id}/database#database`);
  const panel = section(page, 'Database');
  const details = panel.getByRole('table', { name: 'Database details' });
  await expect(details).toBeVisible();
  await panel.getByRole('button', { name: 'Show read-only password' }).click({ force: true });
  await eventually(() => errors).toContain(messages.database.notAuthorizedReadOnlyPassword);
  await panel.getByRole('button', { name: 'Show password', exact: true }).click({ force: true });
  await eventually(() => errors).toContain(messages.database.notAuthorizedPassword);
  expect(passwordCalls).toEqual([]);
  const unavailable = panel.getByLabel('Unavailable database actions');
  await expect(unavailable.getByText(`Read-only password: ${permissionRefusals.readOnlyDatabaseAccess}`)).toBeVisible();

  await panel.getByRole('combobox', { name: 'New compatibility level' }).click();
  await page.getByRole('option', { name: '110' }).click();
  await panel.getByRole('button', { name: 'Update compatibility level' }).click();
  await page
    .getByRole('dialog', { name: /compatibility level/ })
    .getByRole('button', { name: 'Update compatibility level' })
    .click();
  await expect(details.getByRole('row', { name: 'Compatibility level 110' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Reconfigure database' })).toHaveAttribute('aria-disabled', 'true');
});

test('support sees why the details are hidden, and the console asks for none of them', async ({ page, signInAs, apiAs }) => {
  const customer = await createCustomerWithDeployment(await apiAs('admin'));
  const errors = consoleErrors(page);
  const databaseCalls = countCalls(page, '/database/');
  await signInAs('support', `/customers/${customer.id}/database#database`);
  const panel = section(page, 'Database');
  await expect(panel.getByText(`Database details are not shown: ${permissionRefusals.anyDatabaseAccess}`)).toBeVisible();
  await expect(panel.getByRole('table', { name: 'Database details' })).toHaveCount(0);
  await eventually(() => errors).toContain(messages.database.notAuthorizedDetails);
  expect(databaseCalls).toEqual([]);
  // The server refuses the same operator too.
  const refused = await (
    await apiAs('support')
  ).send(endpoints.getDatabaseDetails, {
    params: { id: customer.id, deploymentId: customer.deploymentId },
  });
  expect(refused.status()).toBe(403);
  await expectAccessible(page, '#database');
});
