import { endpoints, messages } from '@console/contract';
import type { Page } from '@playwright/test';
import { eventually, expect, test, type Api, type FreshCustomer } from './fixtures';
import { cancelConfirmation, openedConfirmation } from './pages/confirmation';

/**
 * Issue 25 item 2: every state-changing control of a live customer asks first through the one shared
 * confirmation, which shows what changes from → to. Cancelling changes nothing (read through the API);
 * confirming applies the change.
 */

// Each test opens several confirmations and runs axe on them; on a busy machine that takes a while.
test.describe.configure({ timeout: 120_000 });

const section = (page: Page, name: string) => page.getByRole('region', { name });

const detailsOf = (api: Api, customer: FreshCustomer) => api.call(endpoints.getCustomer, { params: { id: customer.id } });

/** How many jobs the customer has had: a cancelled action starts none. */
const jobCount = async (api: Api, customer: FreshCustomer) =>
  (await api.call(endpoints.listJobs)).jobs.filter((job) => job.target?.id === customer.id).length;

test('the release channel select, pin and unlock ask first, showing from → to', async ({ page, signInAs, customer, apiAs }) => {
  const api = await apiAs('admin');
  const before = await detailsOf(api, customer);
  await signInAs('admin', `/customers/${customer.id}/details`);
  const release = section(page, 'Release channel');
  const select = release.getByRole('combobox', { name: 'Release channel' });

  await select.click();
  await page.getByRole('option', { name: /^Beta / }).click();
  const title = `Change the release channel of ${customer.alias}?`;
  let dialog = await openedConfirmation(page, title, { what: 'Release channel', from: before.releaseChannelName!, to: 'Beta' });
  await cancelConfirmation(dialog);
  await expect(select).toHaveValue(new RegExp(`^${before.releaseChannelName}`));
  expect((await detailsOf(api, customer)).releaseChannelId).toBe(before.releaseChannelId);

  await select.click();
  await page.getByRole('option', { name: /^Beta / }).click();
  dialog = await openedConfirmation(
    page,
    title,
    { what: 'Release channel', from: before.releaseChannelName!, to: 'Beta' },
    { isAxeChecked: false },
  );
  await dialog.getByRole('button', { name: 'Change release channel' }).click();
  await expect(page.getByText(messages.customers.updated('release channel', customer.alias)).first()).toBeVisible();
  await eventually(async () => (await detailsOf(api, customer)).releaseChannelName).toBe('Beta');

  const version = (await detailsOf(api, customer)).releaseChannelVersion!;
  await release.getByRole('button', { name: 'Pin to current version' }).click();
  const pinTitle = `Pin ${customer.alias} to its current version?`;
  dialog = await openedConfirmation(page, pinTitle, {
    what: 'Release',
    from: `follows Beta (${version})`,
    to: `pinned to ${version}`,
  });
  await cancelConfirmation(dialog);
  expect((await detailsOf(api, customer)).isPinnedToReleaseChannel).toBe(false);
  await release.getByRole('button', { name: 'Pin to current version' }).click();
  dialog = await openedConfirmation(
    page,
    pinTitle,
    { what: 'Release', from: `follows Beta (${version})`, to: `pinned to ${version}` },
    { isAxeChecked: false },
  );
  await dialog.getByRole('button', { name: 'Pin to current version' }).click();
  await expect(release.getByText(/^Pinned to /)).toBeVisible();
  expect((await detailsOf(api, customer)).isPinnedToReleaseChannel).toBe(true);

  await release.getByRole('button', { name: 'Unlock from current version' }).click();
  dialog = await openedConfirmation(page, `Unlock ${customer.alias} from its current version?`, {
    what: 'Release',
    from: `pinned to ${version}`,
    to: `follows Beta (${version})`,
  });
  await dialog.getByRole('button', { name: 'Unlock from current version' }).click();
  await expect(release.getByText(/^Follows the channel/)).toBeVisible();
  expect((await detailsOf(api, customer)).isPinnedToReleaseChannel).toBe(false);
});

test('the log level asks first, showing from → to', async ({ page, signInAs, customer, apiAs }) => {
  const api = await apiAs('admin');
  await signInAs('admin', `/customers/${customer.id}/details`);
  const select = section(page, 'Log level').getByRole('combobox', { name: 'Log level' });
  const title = `Change the log level of ${customer.alias}?`;
  const change = { what: 'Log level', from: '3 Warning', to: '5 Fatal' };
  await select.click();
  await page.getByRole('option', { name: '5 Fatal' }).click();
  await cancelConfirmation(await openedConfirmation(page, title, change));
  await expect(select).toHaveValue('3 Warning');
  expect((await detailsOf(api, customer)).logLevel).toBe(3);

  await select.click();
  await page.getByRole('option', { name: '5 Fatal' }).click();
  await (
    await openedConfirmation(page, title, change, { isAxeChecked: false })
  )
    .getByRole('button', { name: 'Change log level' })
    .click();
  await expect(page.getByText(`Successfully updated log level for ${customer.alias}`)).toBeVisible();
  expect((await detailsOf(api, customer)).logLevel).toBe(5);
});

test('disable asks first, showing the state from → to', async ({ page, signInAs, customer, apiAs }) => {
  const api = await apiAs('admin');
  await signInAs('admin', `/customers/${customer.id}/overview`);
  const lifecycle = section(page, 'Lifecycle');
  const title = `Disable ${customer.alias}?`;
  const change = { what: 'State', from: 'Enabled', to: 'Disabled' };
  const jobsBefore = await jobCount(api, customer);
  await lifecycle.getByRole('button', { name: 'Disable' }).click();
  await cancelConfirmation(await openedConfirmation(page, title, change));
  expect(await jobCount(api, customer)).toBe(jobsBefore);
  expect((await detailsOf(api, customer)).isEnabled).toBe(true);

  await lifecycle.getByRole('button', { name: 'Disable' }).click();
  await (await openedConfirmation(page, title, change, { isAxeChecked: false })).getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText(messages.customerSearch.jobStarted('Disable', customer.alias))).toBeVisible();
  await eventually(async () => (await detailsOf(api, customer)).isEnabled).toBe(false);
  await expect(lifecycle.getByRole('button', { name: 'Enable' })).toBeEnabled();
});

test('an operational action (restart service) asks first; cancelled, no job starts', async ({
  page,
  signInAs,
  customer,
  apiAs,
}) => {
  const api = await apiAs('admin');
  await signInAs('admin', `/customers/${customer.id}/operations`);
  const operations = section(page, 'Operations');
  const title = `Restart service ${customer.alias}?`;
  const change = { what: 'Site', from: 'running', to: 'restarted' };
  const jobsBefore = await jobCount(api, customer);
  await operations.getByRole('button', { name: 'Restart service' }).click();
  await cancelConfirmation(await openedConfirmation(page, title, change));
  expect(await jobCount(api, customer)).toBe(jobsBefore);

  await operations.getByRole('button', { name: 'Restart service' }).click();
  await (
    await openedConfirmation(page, title, change, { isAxeChecked: false })
  )
    .getByRole('button', { name: 'Restart service' })
    .click();
  await expect(page.getByText(messages.customerSearch.jobStarted('Restart service', customer.alias))).toBeVisible();
  await eventually(() => jobCount(api, customer)).toBe(jobsBefore + 1);
});

test('the dedicated server switch, a feature and the static IP ask first, showing from → to', async ({
  page,
  signInAs,
  customer,
  apiAs,
}) => {
  const api = await apiAs('admin');
  await signInAs('admin', `/customers/${customer.id}/licence`);
  const platform = section(page, 'Platform settings');

  const dedicated = platform.getByRole('switch', { name: 'Runs on a dedicated server' });
  const wasDedicated = (await detailsOf(api, customer)).isOnDedicatedServer;
  const dedicatedChange = { what: 'Dedicated server', from: wasDedicated ? 'yes' : 'no', to: wasDedicated ? 'no' : 'yes' };
  const dedicatedTitle = `${wasDedicated ? 'Take' : 'Move'} ${customer.alias} ${wasDedicated ? 'off' : 'to'} a dedicated server?`;
  await dedicated.click();
  await cancelConfirmation(await openedConfirmation(page, dedicatedTitle, dedicatedChange));
  await expect(dedicated).toBeChecked({ checked: wasDedicated });
  expect((await detailsOf(api, customer)).isOnDedicatedServer).toBe(wasDedicated);
  await dedicated.click();
  await (
    await openedConfirmation(page, dedicatedTitle, dedicatedChange, { isAxeChecked: false })
  )
    .getByRole('button', { name: 'Change dedicated server' })
    .click();
  await expect(page.getByText(messages.customers.updated('dedicated server', customer.alias))).toBeVisible();
  expect((await detailsOf(api, customer)).isOnDedicatedServer).toBe(!wasDedicated);

  const speakers = platform.getByRole('switch', { name: 'SpeakerPortal' });
  const isOn = async () => (await detailsOf(api, customer)).features.some((f) => f.featureId === 'SpeakerPortal' && f.isEnabled);
  const wasOn = await isOn();
  const featureTitle = `Turn ${wasOn ? 'off' : 'on'} SpeakerPortal for ${customer.alias}?`;
  const featureChange = { what: 'SpeakerPortal', from: wasOn ? 'on' : 'off', to: wasOn ? 'off' : 'on' };
  await speakers.click();
  await cancelConfirmation(await openedConfirmation(page, featureTitle, featureChange));
  expect(await isOn()).toBe(wasOn);
  await speakers.click();
  await (
    await openedConfirmation(page, featureTitle, featureChange, { isAxeChecked: false })
  )
    .getByRole('button', { name: wasOn ? 'Turn off feature' : 'Turn on feature' })
    .click();
  await expect(speakers).toBeChecked({ checked: !wasOn });
  await eventually(isOn).toBe(!wasOn);

  const staticIpTitle = `Assign static IP address for ${customer.alias}?`;
  const staticIpChange = { what: 'Static IP address', from: 'none', to: 'a new static IP address' };
  await platform.getByRole('button', { name: 'Assign static IP address' }).click();
  await cancelConfirmation(await openedConfirmation(page, staticIpTitle, staticIpChange));
  expect((await detailsOf(api, customer)).staticIpAddress).toBeNull();
  await platform.getByRole('button', { name: 'Assign static IP address' }).click();
  await (
    await openedConfirmation(page, staticIpTitle, staticIpChange, { isAxeChecked: false })
  )
    .getByRole('button', { name: 'Assign static IP address' })
    .click();
  await expect(page.getByText(messages.customerSearch.jobStarted('Assign static IP address', customer.alias))).toBeVisible();
  await eventually(async () => (await detailsOf(api, customer)).staticIpAddress).not.toBeNull();
});
