import { endpoints } from '@console/contract';
import type { Page } from '@playwright/test';
import { createCustomer, eventually, expect, subscriptions, test, uniqueAlias } from './fixtures';
import { jobsDrawer } from './pages/jobs-drawer';
import { signIn } from './support';

/** The alias of the first customer in a first-letter view, read from the page. */
const firstAliasOf = async (page: Page, letterButton: RegExp) => {
  await page
    .getByRole('navigation', { name: 'Browse by first letter' })
    .getByRole('link', { name: letterButton })
    .first()
    .click();
  const row = page.getByRole('table', { name: 'Customers' }).locator('[data-customer]').first();
  await expect(row).toBeVisible();
  return (await row.getAttribute('data-customer'))!;
};

test('the search query lives in the URL and survives a reload', async ({ page, signInAs, customer }) => {
  await signInAs('support', '/customers?view=disabled');
  await expect(page.getByRole('heading', { name: 'Customers' })).toBeVisible();

  const box = page.getByRole('searchbox', { name: 'Search customers' });
  const prefix = customer.alias.slice(0, 10);
  await box.fill(prefix);
  await expect(page).toHaveURL(new RegExp(`query=${prefix}`));
  await expect(page.getByRole('table', { name: 'Customers' }).locator(`[data-customer="${customer.alias}"]`)).toBeVisible();
  await expect(page.getByRole('status', { name: 'Search summary' })).toContainText(/Showing 1–\d+ of \d+ customers?/);

  await page.reload();
  await expect(box).toHaveValue(prefix);
  await expect(page.getByRole('table', { name: 'Customers' }).locator(`[data-customer="${customer.alias}"]`)).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/view=disabled/);
});

test('a misspelling offers what was meant, and disabled and pinned views are deep links', async ({ page }) => {
  await signIn(page, 'support', '/customers');
  const alias = await firstAliasOf(page, /^Customers starting with/);
  const name = (await page.locator(`[data-customer="${alias}"] td`).nth(2).innerText()).trim();
  const word = name.split(/[^A-Za-z]+/).find((w) => w.length >= 6) ?? name;
  const typo = (word.slice(0, 3) + word.slice(4) + 'x').toLowerCase();
  await page.goto(`/customers?query=${encodeURIComponent(typo)}`);
  const suggestions = page.getByLabel('Suggestions');
  await expect(suggestions).toBeVisible();
  await suggestions.getByRole('link', { name: word.toLowerCase() }).click();
  await expect(page).toHaveURL(new RegExp(`query=${word.toLowerCase()}`));
  await expect(page.getByRole('table', { name: 'Customers' })).toContainText(word);

  await page.getByRole('link', { name: 'Disabled' }).click();
  await expect(page).toHaveURL(/view=disabled/);
  await page.reload();
  await expect(page.getByRole('table', { name: 'Customers' }).getByText('Disabled', { exact: true }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Pinned' }).click();
  await expect(page.getByRole('table', { name: 'Customers' }).getByText('pinned').first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Release channel' }).selectOption({ label: 'Stable' });
  await expect(page).toHaveURL(/view=channel&channelId=/);
  await expect(page.getByRole('table', { name: 'Customers' }).getByText('Stable').first()).toBeVisible();
});

test('enable is offered only for a disabled customer and disable only for an enabled one', async ({
  page,
  signInAs,
  customer,
  apiAs,
}) => {
  const disabled = await createCustomer(await apiAs('admin'), { isDisabled: true });
  await signInAs('support', `/customers?query=${disabled.alias}`);
  await page.getByRole('button', { name: `Actions for ${disabled.alias}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Enable' })).toBeEnabled();
  await expect(page.getByRole('menuitem', { name: 'Disable' })).toBeDisabled();
  await page.keyboard.press('Escape');

  await page.goto(`/customers?query=${customer.alias}`);
  const enabledAlias = customer.alias;
  await page.getByRole('button', { name: `Actions for ${enabledAlias}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Disable' })).toBeEnabled();
  await expect(page.getByRole('menuitem', { name: 'Enable' })).toBeDisabled();
  await page.getByRole('menuitem', { name: 'Disable' }).click();
  await expect(page.getByRole('dialog', { name: `Disable ${enabledAlias}` })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
});

test('decommission is confirmed only by typing the exact alias', async ({ page, signInAs, customer }) => {
  await signInAs('support', `/customers?query=${customer.alias}`);
  const alias = customer.alias;
  await page.getByRole('button', { name: `Actions for ${alias}` }).click();
  await page.getByRole('menuitem', { name: 'Decommission' }).click();
  const dialog = page.getByRole('dialog', { name: `Decommission ${alias}` });
  const confirm = dialog.getByRole('button', { name: 'Decommission' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Customer alias' }).fill(alias.slice(0, -1));
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Customer alias' }).fill(alias.toUpperCase());
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Customer alias' }).fill(alias);
  await expect(confirm).toBeEnabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('quick create derives the alias, fills rates from the currency and shows the joined failure reasons', async ({
  page,
  signInAs,
  customer,
}) => {
  await signInAs('support', '/customers');
  const taken = customer.alias;
  await page.getByRole('button', { name: 'Quick create', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Quick create customer' });
  await dialog.getByRole('textbox', { name: 'Customer name' }).fill('International Conference Centre');
  await expect(dialog.getByRole('textbox', { name: 'Customer alias' })).toHaveValue('internationalco');

  await expect(
    dialog.getByRole('combobox', { name: 'Licence offering' }).locator('option', { hasText: 'Unspecified' }),
  ).toHaveCount(0);
  await dialog.getByRole('combobox', { name: 'Currency' }).selectOption('GBP');
  await expect(dialog.getByRole('textbox', { name: 'Active user rate' })).toHaveValue('24');
  await expect(dialog.getByRole('textbox', { name: 'Additional office rate' })).toHaveValue('160');
  await expect(dialog.getByRole('textbox', { name: 'Visual mode cost' })).toHaveValue('80');
  await expect(dialog.getByRole('textbox', { name: 'Remote attendee cost' })).toHaveValue('1.5');
  await expect(dialog.getByRole('combobox', { name: 'First day of week' })).toHaveValue('Monday');

  const aliasBox = dialog.getByRole('textbox', { name: 'Customer alias' });
  await aliasBox.fill(taken);
  await expect(dialog.getByText(`The customer alias ${taken} is already taken.`)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Email domain' }).fill('not a domain');
  await dialog.getByRole('combobox', { name: 'Licence offering' }).selectOption('Professional');
  // The inline alias error holds the form back: nothing is sent.
  await dialog.getByRole('button', { name: 'Create customer' }).click();
  await expect(aliasBox).toBeFocused();
  await expect(dialog.getByRole('alert')).toHaveCount(0);

  // With a free alias the server checks the rest and joins its reasons in one alert.
  await aliasBox.fill(uniqueAlias('qc'));
  await expect(dialog.getByText(/is already taken/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Create customer' }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('“not a domain” is not a valid domain name: enter one like mail.example.com.');
});

test('feature branches are created outside production, validating the alias only, and hidden in production', async ({
  page,
  customer,
  signInAs,
  apiAs,
}) => {
  await signInAs('support', '/customers');
  const openDialog = async () => {
    await page.getByRole('button', { name: 'Quick create feature branch' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quick create feature branch' });
    await dialog.getByRole('textbox', { name: 'Branch name' }).fill('feature/search');
    await dialog.getByRole('textbox', { name: 'Version' }).fill('2026.7.0-search.1');
    await dialog.getByRole('combobox', { name: 'Azure location' }).selectOption({ label: 'West Europe' });
    return dialog;
  };
  // A taken alias (this test's own customer) is refused with the alias reason only.
  const refused = await openDialog();
  await refused.getByRole('textbox', { name: 'Customer alias' }).fill(customer.alias);
  await refused.getByRole('button', { name: 'Create feature branch' }).click();
  await expect(refused.getByRole('alert')).toHaveText(
    `The feature branch was not createdThe customer alias ${customer.alias} is already taken.`,
  );
  await refused.getByRole('button', { name: 'Cancel' }).click();

  // A free alias is created: the toast names it, the list shows it and it provisions as a feature branch.
  const alias = uniqueAlias('fb');
  const dialog = await openDialog();
  await dialog.getByRole('textbox', { name: 'Customer alias' }).fill(alias);
  await dialog.getByRole('button', { name: 'Create feature branch' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Created ${alias}; provisioning has started.`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Customers' }).locator(`[data-customer="${alias}"]`)).toBeVisible();
  const api = await apiAs('support');
  await eventually(async () => {
    const found = await api.call(endpoints.searchCustomers, {
      subscriptionId: subscriptions.production.id,
      query: { query: alias, page: 1, pageSize: 50 },
    });
    return found.results.filter((c) => c.alias === alias).map((c) => [c.isFeatureBranch, c.state]);
  }).toEqual([[true, 'active']]);

  await page.route('**/api/getfederatedsigninconfig', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), environment: 'production', isProduction: true } });
  });
  await page.reload();
  // The production configuration has arrived (the title says so) before the absence is asserted.
  await expect(page).toHaveTitle(/^PRODUCTION - /);
  await expect(page.getByRole('button', { name: 'Quick create', exact: true })).toBeVisible();
  // Issue 7: refused, the control stays and says why rather than disappearing.
  await expect(page.getByRole('button', { name: 'Quick create feature branch' })).toHaveAttribute('aria-disabled', 'true');
  await page.unrouteAll({ behavior: 'wait' });
});

test('the custom report store lists, uploads and removes reports', async ({ page, signInAs, customer }) => {
  await signInAs('support', `/customers?query=${customer.alias}`);
  const alias = customer.alias;
  await page.getByRole('button', { name: `Actions for ${alias}` }).click();
  await page.getByRole('menuitem', { name: 'Custom report store' }).click();
  const dialog = page.getByRole('dialog', { name: `Custom report store of ${alias}` });
  await expect(dialog.getByText('No custom reports yet.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please select a file to upload');

  await dialog.locator('input[type=file]').setInputFiles({
    name: 'Registrations.rdl',
    mimeType: 'application/xml',
    buffer: Buffer.from('<?xml version="1.0"?><Report></Report>'),
  });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText(`Uploaded Registrations.rdl to the report store of ${alias}`)).toBeVisible();
  const table = dialog.getByRole('table', { name: 'Custom reports' });
  await expect(table).toContainText('Registrations.rdl');

  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'fake.zip', mimeType: 'application/zip', buffer: Buffer.from('not a zip') });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByRole('alert')).toContainText('fake.zip is not a zip archive');

  await dialog.getByRole('button', { name: 'Remove Registrations' }).click();
  await page.getByRole('dialog', { name: 'Remove Registrations' }).getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(dialog.getByText('No custom reports yet.')).toBeVisible();
});

test('bulk actions act on the selection: Front Door with the DNS choice, and repair all shown', async ({
  page,
  customer,
  signInAs,
  apiAs,
}) => {
  await signInAs('support', `/customers?query=${customer.alias}`);
  const table = page.getByRole('table', { name: 'Customers' });
  await expect(table.locator('[data-customer]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Bulk actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Set the CDN for selected customers' })).toBeDisabled();
  await expect(page.getByRole('menuitem', { name: 'Move selected to Front Door' })).toBeDisabled();
  await page.keyboard.press('Escape');

  await page.getByRole('checkbox', { name: `Select ${customer.alias}` }).check();
  await page.getByRole('button', { name: 'Bulk actions' }).click();
  await page.getByRole('menuitem', { name: 'Move selected to Front Door' }).click();
  const frontDoor = page.getByRole('dialog', { name: 'Move to Front Door' });
  await expect(frontDoor).toContainText('1 selected customer');
  const repairDns = frontDoor.getByRole('checkbox', { name: 'Repair DNS' });
  await expect(repairDns).not.toBeChecked();
  await repairDns.check();
  await frontDoor.getByRole('button', { name: 'Move to Front Door' }).click();
  await expect(page.getByText('Move to Front Door started for 1 customer; follow it in the jobs drawer.')).toBeVisible();

  // The job acts on the selected customer only, and ends.
  const jobs = jobsDrawer(page);
  await jobs.open();
  // Earlier runs left jobs of the same name: this test's is the one for its own customer.
  const moved = jobs.job('Move to Front Door for 1 customer').filter({ hasText: customer.alias });
  await expect(moved).toContainText('Succeeded', { timeout: 20_000 });
  await moved.getByRole('button', { name: 'Show steps' }).click();
  await expect(jobs.stepsOf(moved, 'Move to Front Door for 1 customer').getByRole('listitem')).toHaveText([
    new RegExp(customer.alias),
  ]);
  await jobs.close();

  await page.getByRole('button', { name: 'Repair all shown' }).click();
  const confirm = page.getByRole('dialog', { name: 'Repair all shown customers' });
  await expect(confirm).toContainText('Repair 1 customer shown on this page, as one job.');
  await confirm.getByRole('button', { name: 'Repair', exact: true }).click();
  await expect(page.getByText('Repair started for 1 customer; follow it in the jobs drawer.')).toBeVisible();
  const api = await apiAs('support');
  await eventually(async () => {
    const { jobs: listed } = await api.call(endpoints.listJobs, { subscriptionId: subscriptions.production.id });
    return listed
      .filter((job) => job.name === 'Repair for 1 customer' && job.steps.some((step) => step.targetId === customer.id))
      .map((job) => job.isCompleted && !job.isFaulted);
  }).toContain(true);
});

test('created customers provision live, and a bulk repair reports per customer and retries only its failures', async ({
  page,
  signInAs,
  apiAs,
}) => {
  // Two customers of this test alone, sharing a prefix; every platform call for the first one fails.
  const prefix = uniqueAlias('rd').slice(0, 13);
  const [failing, working] = [`${prefix}ev`, `${prefix}ex`];
  const api = await apiAs('admin');
  const before = await api.call(endpoints.getPlatformSimulation);
  await api.call(endpoints.setPlatformSimulation, { body: { ...before, failTargets: [...before.failTargets, failing] } });
  try {
    await signInAs('admin', '/customers');
    for (const alias of [failing, working]) {
      await page.getByRole('button', { name: 'Quick create', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Quick create customer' });
      await dialog.getByRole('textbox', { name: 'Customer name' }).fill(`Retry demo ${alias}`);
      await dialog.getByRole('textbox', { name: 'Customer alias' }).fill(alias);
      await dialog.getByRole('combobox', { name: 'Hosting plan' }).selectOption('Shared');
      await dialog.getByRole('combobox', { name: 'Azure location' }).selectOption({ label: 'West Europe' });
      await dialog.getByRole('combobox', { name: 'Shared cloud service' }).selectOption({ index: 1 });
      await dialog.getByRole('combobox', { name: 'Licence offering' }).selectOption('Professional');
      await dialog.getByRole('combobox', { name: 'Currency' }).selectOption('GBP');
      await dialog.getByRole('button', { name: 'Create customer' }).click();
      await expect(dialog).toBeHidden();
    }

    const box = page.getByRole('searchbox', { name: 'Search customers' });
    await box.fill(prefix);
    const table = page.getByRole('table', { name: 'Customers' });
    await expect(table.locator(`[data-customer="${working}"]`)).toBeVisible();
    await expect(table.locator(`[data-customer="${failing}"]`)).toBeVisible();

    const jobs = jobsDrawer(page);
    const drawer = await jobs.open();
    await expect(drawer.getByRole('article', { name: new RegExp(working) }).first()).toContainText('Succeeded');
    await expect(drawer.getByRole('article', { name: new RegExp(failing) }).first()).toContainText('Faulted');
    await jobs.close();

    await page.getByRole('button', { name: 'Repair all shown' }).click();
    await page
      .getByRole('dialog', { name: 'Repair all shown customers' })
      .getByRole('button', { name: /^Repair/ })
      .click();
    await jobs.open();
    const bulk = drawer.getByRole('article', { name: 'Repair for 2 customers' }).filter({ hasText: failing });
    await expect(bulk).toContainText('Faulted');
    const steps = bulk.getByRole('list', { name: 'Steps of Repair for 2 customers' });
    await expect(steps.getByRole('listitem').filter({ hasText: working })).toContainText('Succeeded');
    await expect(steps.getByRole('listitem').filter({ hasText: failing })).toContainText('Failed');

    await bulk.getByRole('button', { name: 'Retry failed steps (1) of Repair for 2 customers' }).click();
    await expect(page.getByText('Retrying 1 failed step as a new job')).toBeVisible();
    const retry = drawer.getByRole('article', { name: 'Repair for 1 customer' }).filter({ hasText: failing });
    await expect(retry).toContainText('Faulted');
    await expect(retry.getByRole('list', { name: 'Steps of Repair for 1 customer' }).getByRole('listitem')).toHaveCount(1);
  } finally {
    await api.call(endpoints.setPlatformSimulation, { body: before });
  }
});

test("another operator's disable and decommission reach an open list live, without a reload", async ({
  page,
  browser,
  signInAs,
  customer,
}) => {
  await signInAs('admin', `/customers?query=${customer.alias}`);
  const alias = customer.alias;
  const row = page.getByRole('table', { name: 'Customers' }).locator(`[data-customer="${alias}"]`);
  await expect(row).toContainText('Enabled');

  const other = await browser.newContext();
  const colleague = await other.newPage();
  await signIn(colleague, 'support', `/customers?query=${alias}`);
  await colleague.getByRole('button', { name: `Actions for ${alias}` }).click();
  await colleague.getByRole('menuitem', { name: 'Disable' }).click();
  await colleague
    .getByRole('dialog', { name: `Disable ${alias}` })
    .getByRole('button', { name: 'Disable' })
    .click();
  await expect(row).toContainText('Disabled');

  await colleague.getByRole('button', { name: `Actions for ${alias}` }).click();
  await colleague.getByRole('menuitem', { name: 'Decommission' }).click();
  const confirm = colleague.getByRole('dialog', { name: `Decommission ${alias}` });
  await confirm.getByRole('textbox', { name: 'Customer alias' }).fill(alias);
  await confirm.getByRole('button', { name: 'Decommission' }).click();
  await expect(row).toHaveCount(0);
  await other.close();
});

test('enable, repair and create support user run as jobs whose phases show in the drawer', async ({ page, signInAs, apiAs }) => {
  const { alias } = await createCustomer(await apiAs('admin'), { isDisabled: true });
  await signInAs('admin', `/customers?query=${alias}`);
  const row = page.getByRole('table', { name: 'Customers' }).locator(`[data-customer="${alias}"]`);
  await expect(row).toContainText('Disabled');

  await page.getByRole('button', { name: `Actions for ${alias}` }).click();
  await page.getByRole('menuitem', { name: 'Enable' }).click();
  await expect(page.getByText(`Enable started for ${alias}; follow it in the jobs drawer.`)).toBeVisible();
  await expect(row).toContainText('Enabled');

  await page.getByRole('button', { name: `Actions for ${alias}` }).click();
  await page.getByRole('menuitem', { name: 'Repair' }).click();
  await expect(page.getByText(`Repair started for ${alias}; follow it in the jobs drawer.`)).toBeVisible();

  await page.getByRole('button', { name: `Actions for ${alias}` }).click();
  await page.getByRole('menuitem', { name: 'Create support user' }).click();
  const support = page.getByRole('dialog', { name: `Create support user for ${alias}` });
  await expect(support.getByRole('button', { name: 'Create support user' })).toBeDisabled();
  await support.getByRole('textbox', { name: 'User name' }).fill('support.desk');
  await support.getByRole('button', { name: 'Create support user' }).click();
  await expect(support).toBeHidden();

  await page.getByRole('button', { name: /^Jobs: / }).click();
  const drawer = page.getByRole('dialog', { name: 'Jobs' });
  for (const [name, phases] of [
    [`Enable ${alias}`, ['Start applications', 'Open the site']],
    [`Repair ${alias}`, ['Check deployment health', 'Reapply configuration', 'Restart applications', 'Verify the site responds']],
    [`Create support user for ${alias}`, []],
  ] as const) {
    const job = drawer.getByRole('article', { name }).first();
    await expect(job).toContainText('Succeeded');
    await expect(job.getByRole('link', { name: alias })).toHaveAttribute('href', /\/customers\//);
    if (phases.length === 0) continue;
    await job.getByRole('button', { name: 'Show steps' }).click();
    const steps = job.getByRole('list', { name: `Steps of ${name}` }).getByRole('listitem');
    await expect(steps).toHaveCount(phases.length);
    for (const [i, phase] of phases.entries()) await expect(steps.nth(i)).toContainText(phase);
  }
});
