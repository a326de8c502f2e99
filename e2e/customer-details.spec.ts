import { endpoints, messages } from '@console/contract';
import type { Page } from '@playwright/test';
import { eventually, expect, expectAccessible, test } from './fixtures';

const section = (page: Page, name: string) => page.getByRole('region', { name });

test('opens from the search page with its header, sections and links, and deep-links to a section', async ({
  page,
  signInAs,
  customer,
}) => {
  await signInAs('admin', `/customers?query=${customer.alias}`);
  await page.getByRole('link', { name: `Edit ${customer.alias}` }).click();
  await expect(page).toHaveURL(new RegExp(`/customers/${customer.id}/overview$`));
  await expect(page.getByRole('heading', { level: 1, name: customer.name })).toBeVisible();
  await expect(page.getByText(`Alias ${customer.alias}`)).toBeVisible();
  await expect(page.getByText('Enabled', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Web app' })).toHaveAttribute('href', new RegExp(customer.alias));
  await expect(page.getByRole('link', { name: 'Log search' })).toHaveAttribute('href', new RegExp(customer.alias));
  await expect(page.getByText(/^Last refreshed /)).toBeVisible();
  // The page's own content; the shell around it has checks of its own.
  await expectAccessible(page, 'main');

  await page.getByRole('navigation', { name: 'Customer sections' }).getByRole('link', { name: 'Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/customers/${customer.id}/details$`));
  await expect(section(page, 'Log level')).toBeVisible();

  await page.goto(`/customers/${customer.id}/overview#lifecycle`);
  await expect(section(page, 'Lifecycle')).toBeFocused();
  await expect(section(page, 'Lifecycle')).toBeInViewport();
});

test('an unknown customer says it was not found', async ({ page, signInAs }) => {
  await signInAs('admin', '/customers/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('alert').filter({ hasText: messages.global.notFound })).toBeVisible();
  await expect(page.getByText(messages.customerDetails.loadFailed)).toBeVisible();
});

test('edits name, misc details and log level with the spec toasts, refusing empty values', async ({
  page,
  signInAs,
  customer,
  apiAs,
}) => {
  await signInAs('admin', `/customers/${customer.id}/details`);
  const details = section(page, 'Details');
  const name = details.getByRole('textbox', { name: 'Name' });
  await name.fill('   ');
  await details.getByRole('button', { name: 'Save name' }).click();
  await expect(details.getByText(messages.customerDetails.nameRequired)).toBeVisible();

  await name.fill(`${customer.name} Renamed`);
  await details.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText(`Successfully updated name for ${customer.alias}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `${customer.name} Renamed` })).toBeVisible();

  const webhooks = details.getByRole('textbox', { name: 'Webhook count' });
  await webhooks.fill('');
  await details.getByRole('button', { name: 'Save misc details' }).click();
  await expect(details.getByText(messages.customerDetails.webhookCountRequired)).toBeVisible();
  await webhooks.fill('4');
  await details.getByRole('button', { name: 'Save misc details' }).click();
  await expect(page.getByText(`Successfully updated misc details for ${customer.alias}`)).toBeVisible();

  await section(page, 'Log level').getByRole('combobox', { name: 'Log level' }).click();
  await page.getByRole('option', { name: '5 Fatal' }).click();
  await page
    .getByRole('dialog', { name: `Change the log level of ${customer.alias}?` })
    .getByRole('button', { name: 'Change log level' })
    .click();
  await expect(page.getByText(`Successfully updated log level for ${customer.alias}`)).toBeVisible();

  const api = await apiAs('admin');
  const saved = await api.call(endpoints.getCustomer, { params: { id: customer.id } });
  expect(saved).toMatchObject({ name: `${customer.name} Renamed`, webhookCount: 4, logLevel: 5 });
});

test("a save over another operator's change says who made it and reloads the section keeping what was typed", async ({
  page,
  signInAs,
  customer,
  apiAs,
}) => {
  await signInAs('admin', `/customers/${customer.id}/details`);
  const details = section(page, 'Details');
  const name = details.getByRole('textbox', { name: 'Name' });
  await name.fill(`${customer.name} Mine`);

  // Another operator saves the customer meanwhile: the untouched form follows, the typed one does not.
  const support = await apiAs('support');
  await support.call(endpoints.updateMiscDetails, { params: { id: customer.id }, body: { webhookCount: 9 } });
  await expect(details.getByRole('textbox', { name: 'Webhook count' })).toHaveValue('9');
  await expect(name).toHaveValue(`${customer.name} Mine`);

  await details.getByRole('button', { name: 'Save name' }).click();
  const stale = details.getByRole('alert').filter({ hasText: 'Changed by someone else' });
  await expect(stale).toContainText(`Sam Support changed ${customer.alias}`);
  await expect(name).toHaveValue(`${customer.name} Mine`);
  await expectAccessible(page, 'main');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, 'main');
  await page.setViewportSize({ width: 1440, height: 900 });

  await stale.getByRole('button', { name: 'Reload section' }).click();
  await expect(stale).toBeHidden();
  await expect(name).toHaveValue(`${customer.name} Mine`);
  await details.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText(`Successfully updated name for ${customer.alias}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `${customer.name} Mine` })).toBeVisible();

  const admin = await apiAs('admin');
  expect(await admin.call(endpoints.getCustomer, { params: { id: customer.id } })).toMatchObject({
    name: `${customer.name} Mine`,
    webhookCount: 9,
    changedBy: 'Ada Admin',
  });
});

test('operational actions start jobs; a failing one is shown faulted with the failure toast', async ({
  page,
  signInAs,
  customer,
  apiAs,
}) => {
  await signInAs('admin', `/customers/${customer.id}/operations`);
  const operations = section(page, 'Operations');
  for (const action of ['Repair', 'DNS repair', 'Restart service', 'Recycle app pool', 'Fix ClickOnce']) {
    await operations.getByRole('button', { name: action, exact: true }).click();
    await page
      .getByRole('dialog', { name: `${action} ${customer.alias}?` })
      .getByRole('button', { name: action })
      .click();
    await expect(page.getByText(messages.customerSearch.jobStarted(action, customer.alias))).toBeVisible();
  }

  const api = await apiAs('admin');
  // The five jobs above must end before the fail target is set, or a still-running one faults too.
  await eventually(async () => {
    const { jobs } = await api.call(endpoints.listJobs);
    const ofCustomer = jobs.filter((job) => job.target?.id === customer.id);
    return ofCustomer.length >= 5 && ofCustomer.every((job) => job.isCompleted);
  }).toBe(true);
  const before = await api.call(endpoints.getPlatformSimulation);
  await api.call(endpoints.setPlatformSimulation, {
    body: {
      failTargets: [...before.failTargets, customer.alias],
      missingCertificates: before.missingCertificates,
      hasDefaultDatabase: before.hasDefaultDatabase,
    },
  });
  try {
    await operations.getByRole('button', { name: 'Restart service' }).click();
    await page
      .getByRole('dialog', { name: `Restart service ${customer.alias}?` })
      .getByRole('button', { name: 'Restart service' })
      .click();
    await expect(page.getByText(new RegExp(`^Failed to restart the service of ${customer.alias} - `))).toBeVisible();
    await page.getByRole('button', { name: /^Jobs: / }).click();
    const drawer = page.getByRole('dialog', { name: 'Jobs' });
    const faulted = drawer
      .getByRole('article', { name: `Restart the service of ${customer.alias}` })
      .filter({ has: page.getByText('Faulted', { exact: true }) });
    await expect(faulted).toBeVisible();
  } finally {
    await api.call(endpoints.setPlatformSimulation, {
      body: {
        failTargets: before.failTargets,
        missingCertificates: before.missingCertificates,
        hasDefaultDatabase: before.hasDefaultDatabase,
      },
    });
  }
});

test('enable and disable follow the state rules and say why the other is unavailable', async ({ page, signInAs, customer }) => {
  await signInAs('admin', `/customers/${customer.id}/overview`);
  const lifecycle = section(page, 'Lifecycle');
  await expect(lifecycle.getByRole('button', { name: 'Enable' })).toBeDisabled();
  await expect(lifecycle.getByText(messages.customerDetails.whyNoEnable)).toBeVisible();
  await lifecycle.getByRole('button', { name: 'Disable' }).click();
  await page
    .getByRole('dialog', { name: `Disable ${customer.alias}?` })
    .getByRole('button', { name: 'Disable' })
    .click();
  await expect(page.getByText(messages.customerSearch.jobStarted('Disable', customer.alias))).toBeVisible();
  // The job ends on the server; the page follows it live.
  await expect(lifecycle.getByRole('button', { name: 'Disable' })).toBeDisabled({ timeout: 20_000 });
  await expect(lifecycle.getByText(messages.customerDetails.whyNoDisable)).toBeVisible();
  await expect(lifecycle.getByRole('button', { name: 'Enable' })).toBeEnabled();
});

// A change made between the page's first read and the live connection coming up used to be lost until
// a reload; the first connection now reads such lists again (lib/live-refetch.ts).
test("another operator's change appears live", async ({ page, signInAs, customer, apiAs }) => {
  await signInAs('admin', `/customers/${customer.id}/details`);
  await expect(page.getByRole('heading', { level: 1, name: customer.name })).toBeVisible();
  const other = await apiAs('support');
  await other.call(endpoints.updateCustomerName, { params: { id: customer.id }, body: { newName: `${customer.name} Live` } });
  await expect(page.getByRole('heading', { level: 1, name: `${customer.name} Live` })).toBeVisible();
  await expect(section(page, 'Details').getByRole('textbox', { name: 'Name' })).toHaveValue(`${customer.name} Live`);
});

test('support user and decommission dialogs', async ({ page, signInAs, customer }) => {
  await signInAs('admin', `/customers/${customer.id}/overview`);
  const lifecycle = section(page, 'Lifecycle');
  await lifecycle.getByRole('button', { name: 'Create support user' }).click();
  const supportDialog = page.getByRole('dialog', { name: `Create support user for ${customer.alias}` });
  await expect(supportDialog).toBeVisible();
  await expectAccessible(page, '.mantine-Modal-body');
  await supportDialog.getByRole('textbox', { name: 'User name' }).fill('support.e2e');
  await supportDialog.getByRole('button', { name: 'Create support user' }).click();
  await expect(page.getByText(messages.customerSearch.jobStarted('Create support user', customer.alias))).toBeVisible();

  await lifecycle.getByRole('button', { name: 'Decommission' }).click();
  const dialog = page.getByRole('dialog', { name: `Decommission ${customer.alias}` });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, '.mantine-Modal-body');
  const confirm = dialog.getByRole('button', { name: 'Decommission' });
  await dialog.getByRole('textbox', { name: 'Customer alias' }).fill('wrong');
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Customer alias' }).fill(customer.alias);
  await confirm.click();
  await expect(page.getByText(messages.customerSearch.jobStarted('Decommission', customer.alias))).toBeVisible();
});

test('email domain is validated before saving and shows its SPF check', async ({ page, signInAs, customer }) => {
  await signInAs('admin', `/customers/${customer.id}/details#email`);
  const email = section(page, 'Email');
  const domain = email.getByRole('textbox', { name: 'Email domain' });
  await domain.fill('bad_domain!');
  await email.getByRole('button', { name: 'Save email domain' }).click();
  await expect(page.getByText('Failed to update email domain', { exact: true })).toBeVisible();
  await expect(email.getByText(/is not a valid domain name/)).toBeVisible();

  await domain.fill(`${customer.alias}.example.com`);
  await email.getByRole('button', { name: 'Save email domain' }).click();
  await expect(page.getByText(`Successfully updated email domain for ${customer.alias}`)).toBeVisible();
  await expect(email.getByText('SPF check passed')).toBeVisible();

  // The SPF validator alone: a domain without a record that lets EventsAIR send fails the check.
  await domain.fill(`nospf-${customer.alias}.example.com`);
  await email.getByRole('button', { name: 'Check SPF' }).click();
  await expect(email.getByText('SPF check failed')).toBeVisible();
  await expect(email.getByText(/has no SPF record that lets EventsAIR send its mail/)).toBeVisible();
  await expectAccessible(page, 'main');
});

test('release channel change, pin to the current version and unlock', async ({ page, signInAs, customer }) => {
  await signInAs('admin', `/customers/${customer.id}/details#release`);
  const release = section(page, 'Release channel');
  await release.getByRole('combobox', { name: 'Release channel' }).click();
  await page.getByRole('option', { name: /^Beta / }).click();
  await page
    .getByRole('dialog', { name: `Change the release channel of ${customer.alias}?` })
    .getByRole('button', { name: 'Change release channel' })
    .click();
  await expect(page.getByText(`Successfully updated release channel for ${customer.alias}`).first()).toBeVisible();
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText(/Release channel\s*Beta · /);

  await release.getByRole('button', { name: 'Pin to current version' }).click();
  await page.getByRole('dialog', { name: /^Pin / }).getByRole('button', { name: 'Pin to current version' }).click();
  await expect(release.getByText(/^Pinned to /)).toBeVisible();
  await expect(summary).toContainText(/Release channel\s*Beta · \S+ \(pinned\)/);
  await release.getByRole('button', { name: 'Unlock from current version' }).click();
  await page
    .getByRole('dialog', { name: /^Unlock / })
    .getByRole('button', { name: 'Unlock from current version' })
    .click();
  await expect(release.getByText(/^Follows the channel/)).toBeVisible();
  await expect(release.getByRole('button', { name: 'Pin to current version' })).toBeEnabled();
});

test('GDS settings: the API key is never shown again, and turning GDS off clears the processing PCC and the key', async ({
  page,
  signInAs,
  customer,
}) => {
  await signInAs('admin', `/customers/${customer.id}/details#gds`);
  const gds = section(page, 'GDS');
  await gds.getByRole('button', { name: 'Edit GDS settings' }).click();
  const dialog = page.getByRole('dialog', { name: `GDS settings of ${customer.alias}` });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, '.mantine-Modal-body');
  await dialog.getByRole('switch', { name: 'GDS enabled' }).check();
  await dialog.getByRole('textbox', { name: 'Processing PCC' }).fill('PCC7');
  await dialog.getByRole('textbox', { name: 'API key' }).fill('key-7');
  await dialog.getByRole('button', { name: 'Save GDS settings' }).click();
  await expect(page.getByText(`Successfully updated GDS settings for ${customer.alias}`)).toBeVisible();
  await expect(gds.getByText('GDS is on; processing PCC PCC7; an API key is set.')).toBeVisible();

  // The key is a secret: never shown again, only that one is set; an empty field keeps it.
  await gds.getByRole('button', { name: 'Edit GDS settings' }).click();
  await expect(dialog.getByRole('textbox', { name: 'API key' })).toHaveValue('');
  await expect(dialog.getByText('An API key is set.', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save GDS settings' }).click();
  await expect(gds.getByText('GDS is on; processing PCC PCC7; an API key is set.')).toBeVisible();

  await gds.getByRole('button', { name: 'Edit GDS settings' }).click();
  await dialog.getByRole('switch', { name: 'GDS enabled' }).uncheck();
  await expect(dialog.getByRole('textbox', { name: 'Processing PCC' })).toHaveValue('');
  await expect(dialog.getByRole('textbox', { name: 'API key' })).toHaveValue('');
  await dialog.getByRole('button', { name: 'Save GDS settings' }).click();
  await expect(gds.getByText('GDS is off.')).toBeVisible();
});
