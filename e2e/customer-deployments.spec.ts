import { endpoints, messages } from '@console/contract';
import type { Page } from '@playwright/test';
import { eventually, expect, expectAccessible, jobEnded, subscriptions, test, type Api } from './fixtures';
import { cancelConfirmation, openedConfirmation } from './pages/confirmation';

// Each test signs in, provisions a customer and runs platform jobs: allow for a busy machine.
test.describe.configure({ timeout: 180_000 });

const deploymentsSection = (page: Page) => page.getByRole('region', { name: 'Deployments' });

/** Two shared cloud services of the production subscription in East US. */
const eastUsServices = async (api: Api) => {
  const services = await api.call(endpoints.listCloudServices, {
    query: { type: 'Shared' },
    subscriptionId: subscriptions.production.id,
  });
  return services.filter((s) => s.location === 'eastus');
};

test('creates Azure and on-site deployments from the panel, then disables and enables one', async ({
  page,
  signInAs,
  customer,
  apiAs,
}) => {
  await signInAs('admin', `/customers/${customer.id}/deployments#deployments`);
  const section = deploymentsSection(page);
  await expect(section.getByText(messages.deployments.none)).toBeVisible();

  // The server validates: no location is refused with the field named in the dialog's alert.
  await section.getByRole('button', { name: 'Create Azure deployment' }).click();
  const azure = page.getByRole('dialog', { name: `Create Azure deployment for ${customer.alias}` });
  await azure.getByRole('button', { name: 'Create Azure deployment' }).click();
  await expect(azure.getByRole('alert')).toContainText('Azure location');

  await azure.getByRole('combobox', { name: 'Azure location' }).selectOption('eastus');
  await azure.getByRole('combobox', { name: 'Shared cloud service' }).selectOption({ index: 1 });
  await azure.getByRole('button', { name: 'Create Azure deployment' }).click();
  await expect(page.getByText(messages.deployments.jobStarted('Create the Azure deployment', customer.alias))).toBeVisible();
  const card = section.getByRole('article', { name: 'Azure deployment in eastus' });
  await expect(card).toBeVisible();
  await expect(card.getByText(`Resource group: rg-${customer.alias}`)).toBeVisible();
  await expect(card.getByRole('link', { name: /^hg-eastus-/ })).toBeVisible();
  await expect(card.getByText(/^Service status: \d+ of \d+ healthy$/)).toBeVisible();

  await section.getByRole('button', { name: 'Create on-site deployment' }).click();
  const onsite = page.getByRole('dialog', { name: `Create on-site deployment for ${customer.alias}` });
  await expect(onsite.getByRole('textbox', { name: 'Hosting group identifier' })).toHaveValue(`onsite-${customer.alias}`);
  // The customer's own database: checked by the server as it is typed; a wrong one holds the dialog.
  const ownDatabase = onsite.getByLabel('Database connection string', { exact: true });
  const create = onsite.getByRole('button', { name: 'Create on-site deployment' });
  await ownDatabase.fill('Server=db01;Password=Own-Secret-1');
  await expect(onsite.getByText('Database (Initial Catalog) is missing.', { exact: false })).toBeVisible();
  await expect(create).toBeDisabled();
  await expectAccessible(page, '[role="dialog"]');
  await ownDatabase.fill('Server=db01;Initial Catalog=events;User ID=ops;Password=Own-Secret-1');
  await expect(onsite.getByText('Database (Initial Catalog) is missing.', { exact: false })).toHaveCount(0);
  await expect(create).toBeEnabled();
  await create.click();
  const onsiteCard = section.getByRole('article', { name: `On-site deployment on onsite-${customer.alias}` });
  await expect(onsiteCard).toBeVisible();
  await expect(onsiteCard.getByRole('button', { name: 'Migrate compute' })).toBeDisabled();
  await expect(onsiteCard.getByText(messages.deployments.whyNoMigrate)).toBeVisible();
  await expectAccessible(page, '#deployments');

  // Wait for creation to end before changing the deployment (one job per deployment at a time).
  const api = await apiAs('admin');
  await eventually(async () => {
    const { jobs } = await api.call(endpoints.listJobs);
    return jobs.filter((j) => j.target?.customerId === customer.id && j.target.type === 'deployment' && !j.isCompleted).length;
  }).toBe(0);

  // doc1 §4: enable only when disabled, disable only when enabled; the unavailable one says why.
  await expect(card.getByRole('button', { name: 'Enable' })).toBeDisabled();
  await expect(card.getByText(messages.deployments.whyNoEnable)).toBeVisible();
  // Disabling stops the site: it asks first, showing from → to, and a cancel changes nothing.
  await card.getByRole('button', { name: 'Disable' }).click();
  const disableTitle = `Disable Azure deployment in eastus of ${customer.alias}?`;
  const disableChange = { what: 'Deployment', from: 'Enabled', to: 'Disabled' };
  await cancelConfirmation(await openedConfirmation(page, disableTitle, disableChange));
  await expect(card.getByText('Enabled', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Disable' }).click();
  await (
    await openedConfirmation(page, disableTitle, disableChange, { isAxeChecked: false })
  )
    .getByRole('button', { name: 'Disable' })
    .click();
  await expect(page.getByText(messages.deployments.jobStarted('Disable the deployment', customer.alias))).toBeVisible();
  await expect(card.getByText('Disabled', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Disable' })).toBeDisabled();
  await expect(card.getByText(messages.deployments.whyNoDisable)).toBeVisible();
  await card.getByRole('button', { name: 'Enable' }).click();
  await (
    await openedConfirmation(page, `Enable Azure deployment in eastus of ${customer.alias}?`, {
      what: 'Deployment',
      from: 'Disabled',
      to: 'Enabled',
    })
  )
    .getByRole('button', { name: 'Enable' })
    .click();
  await expect(card.getByText('Enabled', { exact: true })).toBeVisible();

  // The customer's hosting groups, from their own call: the Azure group and the new on-site one.
  const groups = section.getByRole('list', { name: 'Hosting groups of the customer' });
  await expect(
    groups.getByRole('listitem').filter({ hasText: `onsite-${customer.alias} (on-site; 1 deployment)` }),
  ).toBeVisible();
  await expect(
    groups.getByRole('listitem').filter({ hasText: /^hg-eastus-\S+ \(Azure, eastus; \d+ deployments?\)$/ }),
  ).toBeVisible();

  // The hosting group link opens the hosting-group view.
  await card.getByRole('link', { name: /^hg-eastus-/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Hosting group hg-eastus-/ })).toBeVisible();
});

test('migrates compute with its states shown live, then dismisses the alert', async ({ page, signInAs, customer, apiAs }) => {
  const api = await apiAs('admin');
  const [source, target] = await eastUsServices(api);
  const created = await api.call(endpoints.createAzureDeployment, {
    params: { id: customer.id },
    body: {
      selectedAzureLocation: 'eastus',
      selectedHostingPlan: 'Shared',
      selectedSharedCloudService: source!.id,
      isDeployAsAppService: false,
    },
  });
  await jobEnded(api, created.job.correlationId);

  await signInAs('admin', `/customers/${customer.id}/deployments#deployments`);
  const card = deploymentsSection(page).getByRole('article', { name: 'Azure deployment in eastus' });
  // The states arrive as pushes: the live connection is up before the migration starts.
  await expect(page.getByRole('status', { name: 'Live connection' })).toContainText('Live updates connected');
  // Every state the alert shows, in the order shown.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { migrationStates: string[] }).migrationStates = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="migration-state"]')?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await card.getByRole('button', { name: 'Migrate compute' }).click();
  const dialog = page.getByRole('dialog', { name: `Migrate compute of ${customer.alias}` });
  // Issue 25: the dialog asks where the compute goes (focused first) and only says where it runs now.
  const targetSelect = dialog.getByRole('combobox', { name: 'Target cloud service' });
  await expect(targetSelect).toBeFocused();
  await expect(dialog.getByTestId('migration-source')).toHaveText(`Moves from ${source!.serviceName}`);
  await expect(dialog.getByRole('combobox', { name: /source|runs on/i })).toHaveCount(0);
  await targetSelect.selectOption(target!.id);
  await dialog.getByRole('button', { name: 'Start migration' }).click();
  await expect(page.getByText(messages.deployments.migrationStarted(customer.alias))).toBeVisible();

  const alert = card.getByRole('status', { name: `Compute migration from ${source!.serviceName} to ${target!.serviceName}` });
  await expect(alert).toBeVisible();
  await expect(alert.getByTestId('migration-state')).toHaveText('Completed', { timeout: 30_000 });
  const order = ['Queued', 'Preparing the target', 'Migrating compute', 'Verifying the deployment', 'Completed'];
  const seen = await page.evaluate(() => (window as unknown as { migrationStates: string[] }).migrationStates);
  // Shown in order, live (no reload), with the longest phase among them.
  expect(seen.map((s) => order.indexOf(s))).toEqual([...seen.map((s) => order.indexOf(s))].sort((a, b) => a - b));
  expect(seen).toContain('Migrating compute');
  expect(seen.at(-1)).toBe('Completed');
  await expectAccessible(page, '#deployments');

  await alert.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText(messages.deployments.migrationDismissed)).toBeVisible();
  await expect(alert).toBeHidden();
  const migrations = await api.call(endpoints.listComputeMigrations, {
    params: { id: customer.id, deploymentId: created.deployment.id },
  });
  expect(migrations.map((m) => [m.state, m.isDismissed])).toEqual([['completed', true]]);
});

test('a migration started elsewhere appears live, and can be cancelled while it runs', async ({
  page,
  signInAs,
  customer,
  apiAs,
}) => {
  const api = await apiAs('admin');
  const [source, target] = await eastUsServices(api);
  const created = await api.call(endpoints.createAzureDeployment, {
    params: { id: customer.id },
    body: {
      selectedAzureLocation: 'eastus',
      selectedHostingPlan: 'Shared',
      selectedSharedCloudService: source!.id,
      isDeployAsAppService: false,
    },
  });
  await jobEnded(api, created.job.correlationId);
  await signInAs('admin', `/customers/${customer.id}/deployments#deployments`);
  const card = deploymentsSection(page).getByRole('article', { name: 'Azure deployment in eastus' });
  await expect(card.getByRole('button', { name: 'Migrate compute' })).toBeEnabled();
  await expect(page.getByRole('status', { name: 'Live connection' })).toContainText('Live updates connected');
  const started = await api.call(endpoints.startComputeMigration, {
    params: { id: customer.id, deploymentId: created.deployment.id },
    body: { sourceCloudServiceId: source!.id, targetCloudServiceId: target!.id, isMoveToAppService: false },
  });
  const alert = card.getByRole('status', { name: `Compute migration from ${source!.serviceName} to ${target!.serviceName}` });
  await expect(alert).toBeVisible();
  await expect(card.getByRole('button', { name: 'Migrate compute' })).toBeDisabled();
  // Cancelled by the API at once: the alert follows the pushed state, whether or not it got further.
  await api.send(endpoints.cancelComputeMigration, {
    params: { id: customer.id, deploymentId: created.deployment.id, migrationId: started.id },
  });
  await expect(alert.getByTestId('migration-state')).toHaveText(/^(Cancelled|Completed)$/);
  await expect(alert.getByRole('button', { name: 'Dismiss' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Migrate compute' })).toBeEnabled();
});
