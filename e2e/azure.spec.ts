import { endpoints, messages } from '@console/contract';
import { expect, expectAccessible, jobEnded, test, uniqueAlias } from './fixtures';

/** Something of this test's own: unique per test and repeat. */
const uniqueKey = (prefix: string) => uniqueAlias(prefix).replace(/[^a-z0-9]/g, '');

test('scans for locations as a job and lists what the cloud reports, with the time each was current', async ({
  page,
  signInAs,
}) => {
  await signInAs('admin', '/azure/locations');
  await expect(page.getByRole('heading', { name: 'Locations', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Locations' });
  await expect(table.getByRole('row', { name: 'West Europe' })).toContainText('Supported');
  await expect(table.getByRole('row', { name: 'Brazil South' })).toContainText('Not supported');
  await expect(
    table.getByRole('row', { name: 'Brazil South' }).getByRole('button', { name: 'Create storage account: Brazil South' }),
  ).toBeDisabled();

  await page.getByRole('button', { name: 'Scan for locations' }).click();
  await expect(page.getByText('Scanning for locations; follow the job in the jobs drawer.')).toBeVisible();
  // The scan finds locations the seed did not know, and the list is read again when the job ends.
  await expect(table.getByRole('row', { name: 'Japan East' })).toContainText('Supported', { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Scan for locations' })).toBeEnabled();
});

test('creates a premium storage account in a location through the shared confirmation', async ({ page, signInAs, apiAs }) => {
  const api = await apiAs('admin');
  await signInAs('admin', '/azure/locations');
  const row = page.getByRole('table', { name: 'Locations' }).getByRole('row', { name: 'East US' });
  await row.getByRole('button', { name: 'Create storage account: East US' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a storage account in East US?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByRole('checkbox', { name: 'Premium (SSD) storage account' }).check();
  await dialog.getByRole('button', { name: 'Create storage account' }).click();
  await expect(page.getByText('Creating a premium storage account in East US; follow the job in the jobs drawer.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const { jobs } = await api.call(endpoints.listJobs);
  const job = jobs.find((j) => j.type === 'storageAccount.create' && j.target?.id === 'location:eastus');
  expect(job).toBeDefined();
  const ended = await jobEnded(api, job!.correlationId);
  expect(ended.isFaulted).toBe(false);
  expect(ended.name).toMatch(/^Create storage account eaeastus[0-9a-f]{8} in East US$/);
});

test('creates a database server in a location through the shared confirmation, listed under Databases', async ({
  page,
  signInAs,
  apiAs,
}) => {
  const api = await apiAs('admin');
  const before = (await api.call(endpoints.listDatabaseServers)).filter((s) => s.location === 'eastus').length;
  await signInAs('admin', '/azure/locations');
  const row = page.getByRole('table', { name: 'Locations' }).getByRole('row', { name: 'East US' });
  await row.getByRole('button', { name: 'Create database server: East US' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a database server in East US?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Create database server' }).click();
  await expect(page.getByText('Creating a database server in East US; follow the job in the jobs drawer.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect
    .poll(async () => (await api.call(endpoints.listDatabaseServers)).filter((s) => s.location === 'eastus').length)
    .toBeGreaterThan(before);
});

test('the redis cache action reveals its key field on the first click and submits on the second', async ({
  page,
  signInAs,
  apiAs,
}) => {
  const api = await apiAs('admin');
  const key = `e2e${uniqueKey('r')}`.slice(0, 20);
  await signInAs('admin', '/azure/locations');
  const row = page.getByRole('table', { name: 'Locations' }).getByRole('row', { name: 'UK South' });
  const action = row.getByRole('button', { name: 'Create redis cache: UK South' });
  const field = row.getByRole('textbox', { name: 'Redis cache key: UK South' });
  await expect(field).toHaveCount(0);
  await expect(action).toHaveAttribute('aria-expanded', 'false');

  await action.click();
  await expect(field).toBeVisible();
  await expect(field).toBeFocused();
  await expect(action).toHaveAttribute('aria-expanded', 'true');
  // A key the server would refuse is refused here, naming the rule.
  await field.fill('No Spaces');
  await action.click();
  await expect(row).toContainText('The key must be 3 to 24 lower-case letters, digits or hyphens, starting with a letter.');

  await field.fill(key);
  await action.click();
  await expect(page.getByText(`Creating redis cache ${key} in UK South; follow the job in the jobs drawer.`)).toBeVisible();
  await expect(field).toHaveCount(0);
  const { jobs } = await api.call(endpoints.listJobs);
  const job = jobs.find((j) => j.type === 'redisCache.create' && j.name === `Create redis cache ${key}-uksouth in UK South`);
  expect((await jobEnded(api, job!.correlationId)).isFaulted).toBe(false);
  // The same key again in the same location is refused by the server, which says why beside the field.
  await action.click();
  await field.fill(key);
  await action.click();
  await expect(row).toContainText(`UK South already has a redis cache with the key ${key}.`);
});

test('regenerates the management certificate only once the typed thumbprint matches', async ({ page, signInAs, apiAs }) => {
  const api = await apiAs('admin');
  await signInAs('admin', '/azure/managementCertificate');
  await expect(page.getByRole('heading', { name: 'Management certificate', level: 1 })).toBeVisible();
  const shown = page.getByTestId('management-thumbprint');
  await expect(shown).toHaveText(/^[0-9A-F]{40}$/);
  const thumbprint = (await shown.textContent())!;
  await expect(page.getByRole('link', { name: 'Download pfx' })).toHaveAttribute(
    'href',
    /\/api\/azure\/managementcertificate\/pfx\?id_token=/,
  );

  // The server refuses a replacement that names another thumbprint, naming it.
  const wrong = `${thumbprint.slice(0, 39)}${thumbprint.endsWith('0') ? '1' : '0'}`;
  const refused = await api.send(endpoints.replaceManagementCertificate, { params: { thumbprint: wrong } });
  expect(refused.status()).toBe(409);
  expect(decodeURIComponent(refused.headers()['x-reason'] ?? '')).toContain(wrong);

  await page.getByRole('button', { name: 'Generate new certificate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate a new management certificate?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  const confirm = dialog.getByRole('button', { name: 'Generate new certificate' });
  const typed = dialog.getByRole('textbox', { name: 'Type the current thumbprint to confirm' });
  await expect(confirm).toBeDisabled();
  await typed.fill(wrong);
  await expect(confirm).toBeDisabled();
  await typed.fill(thumbprint.toLowerCase());
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(page.getByText(/^New management certificate [0-9A-F]{40} is being installed/)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(shown).not.toHaveText(thumbprint);
  await expect(page.getByText(/^Connects to \d+ subscriptions?/)).toBeVisible();
});

test('adds a feature, refuses it twice, and removes it only after its id is retyped', async ({ page, signInAs }) => {
  const featureId = `E2e${uniqueKey('f')}`;
  await signInAs('admin', '/azure/featureManagement');
  await expect(page.getByRole('heading', { name: 'Feature management', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Features' });
  await expect(table.getByRole('row', { name: 'AirCast' })).toBeVisible();

  const field = page.getByRole('textbox', { name: 'Feature id' });
  await field.fill(featureId);
  await page.getByRole('button', { name: 'Add feature' }).click();
  await expect(page.getByText(`Feature ${featureId} was added.`)).toBeVisible();
  await expect(table.getByRole('row', { name: featureId })).toBeVisible();

  await field.fill(featureId);
  await page.getByRole('button', { name: 'Add feature' }).click();
  await expect(page.getByText(messages.azure.addFeatureFailed)).toBeVisible();
  await expect(page.getByText(`Feature ${featureId} is already in the list.`)).toBeVisible();

  await table.getByRole('button', { name: `Remove feature: ${featureId}` }).click();
  const dialog = page.getByRole('dialog', { name: `Remove feature ${featureId}?` });
  await expectAccessible(page, '[role="dialog"]');
  const remove = dialog.getByRole('button', { name: 'Remove feature' });
  await expect(remove).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Type the feature id to confirm' }).fill(featureId.toLowerCase());
  await expect(remove).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Type the feature id to confirm' }).fill(featureId);
  await remove.click();
  await expect(page.getByText(`Feature ${featureId} was removed.`)).toBeVisible();
  await expect(table.getByRole('row', { name: featureId })).toHaveCount(0);
});

test('shows autoscaling: first letters, then the plans of customers by letter, and each plan’s levels', async ({
  page,
  signInAs,
}) => {
  await signInAs('admin', '/azure/autoscaling');
  await expect(page.getByRole('heading', { name: 'Database autoscaling', level: 1 })).toBeVisible();
  await expect(page.getByText("Choose a first letter to see its customers' plans.")).toBeVisible();
  const letters = page.getByRole('group', { name: 'First letters' }).getByRole('button');
  await expect(letters.first()).toBeVisible();
  await letters.first().click();
  await expect(letters.first()).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: /^Base plans \([A-Z0-9]\)$/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Peak load plans \([A-Z0-9]\)$/ })).toBeVisible();
  const config = page.getByRole('table', { name: 'Plan configuration' });
  await expect(config.getByRole('row', { name: 'Peak P4' })).toContainText('PeakLoad');
  await expectAccessible(page);
});
