import { endpoints, messages, type FederatedSignInConfig } from '@console/contract';
import type { Locator, Page } from '@playwright/test';
import { createCustomer, expect, expectAccessible, jobEnded, test, type Api } from './fixtures';
import { cancelConfirmation, openedConfirmation } from './pages/confirmation';

// Some tests provision a customer of their own first; on a busy machine that alone can take half a minute.
test.describe.configure({ timeout: 120_000 });

let made = 0;

/** A version no other test (or repeat) releases. */
const uniqueVersion = () => `9${Date.now() % 100000}.${made++}.${Math.floor(Math.random() * 1000)}`;

/** A channel name no other test (or repeat) uses. */
const uniqueChannelName = () => `E2e${Date.now().toString(36).slice(-5)}${(made++).toString(36)}`;

const createRelease = (api: Api) => api.call(endpoints.createRelease, { body: { version: uniqueVersion() } });

const createChannel = (api: Api) => api.call(endpoints.createReleaseChannel, { body: { name: uniqueChannelName() } });

/** Promotes through the API and waits until the promotion's job has ended. */
const promote = async (api: Api, releaseId: string, channelId: string) => {
  const started = await api.call(endpoints.promoteRelease, { params: { releaseId, channelId }, body: {} });
  // No job when no machine runs a customer of the channel: the promotion is done at once.
  if (started.job) {
    const job = await jobEnded(api, started.job.correlationId);
    expect(job.isFaulted, `promotion job ${job.correlationId}`).toBe(false);
  }
  return started;
};

/** A fresh channel with one fresh customer in it. */
const channelWithCustomer = async (api: Api) => {
  const channel = await createChannel(api);
  const customer = await createCustomer(api);
  await api.call(endpoints.changeReleaseChannel, { params: { id: customer.id, channelId: channel.id } });
  return { channel, customer };
};

const channelCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

const releaseRow = (page: Page, version: string) =>
  page.getByRole('table', { name: 'Recent releases' }).getByRole('row').filter({ hasText: version });

const seeAsProduction = async (page: Page) => {
  await page.route(`**${endpoints.getFederatedSignInConfig.path}`, async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as FederatedSignInConfig;
    await route.fulfill({ response, json: { ...config, environment: 'production', isProduction: true } });
  });
};

/** Drags with the pointer the way an operator does: press, move past the sensor's threshold, drop. */
const dragOnto = async (page: Page, handle: Locator, target: Locator) => {
  // Other tests' channels may push the releases below the fold: pick up first, then bring the channel
  // into view (dnd-kit follows the scroll) and measure it where it is then.
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 5 });
  await target.scrollIntoViewIfNeeded();
  const to = (await target.boundingBox())!;
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
  await expect(target).toHaveCSS('border-width', '2px');
  await page.mouse.up();
};

test('creates a release: the version is checked as typed, empty and invalid ones keep the form from submitting', async ({
  page,
  signInAs,
}) => {
  const version = uniqueVersion();
  await signInAs('admin', '/releases');
  await page.getByRole('button', { name: 'Create release' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create release' });
  const field = dialog.getByRole('textbox', { name: 'Version' });
  const submit = dialog.getByRole('button', { name: 'Create release' });
  await expect(submit).toBeDisabled();

  await field.fill('not a version');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(submit).toBeDisabled();
  await expectAccessible(page, '[role="dialog"]');

  await field.fill('');
  await expect(submit).toBeDisabled();

  await field.fill(version);
  await expect(dialog.getByText('The version is valid.')).toBeVisible();
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await submit.click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`Release ${version} created`)).toBeVisible();
  await expect(releaseRow(page, version)).toBeVisible();

  // The same version again is refused by the server's check (it is released already).
  await page.getByRole('button', { name: 'Create release' }).click();
  await dialog.getByRole('textbox', { name: 'Version' }).fill(version);
  await expect(dialog.getByRole('textbox', { name: 'Version' })).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('button', { name: 'Create release' })).toBeDisabled();
});

test('promotes by the keyboard menu after the impact preview, and refuses the channel it is already current in', async ({
  page,
  signInAs,
  apiAs,
}) => {
  const api = await apiAs('admin');
  const { channel, customer } = await channelWithCustomer(api);
  const first = await createRelease(api);
  await promote(api, first.id, channel.id);
  const second = await createRelease(api);

  await signInAs('admin', '/releases');
  await expect(channelCard(page, channel.name)).toContainText(`Current release: ${first.version}`);
  const menuButton = releaseRow(page, second.version).getByRole('button', { name: `Promote ${second.version}` });
  await menuButton.press('Enter');
  const item = page.getByRole('menuitem', { name: `to ${channel.name}` });
  await expect(item).toBeVisible();
  // Focus and Enter in one step on the item as it is then: other tests' pushes re-render the list.
  await item.press('Enter');

  const dialog = await openedConfirmation(page, `Promote ${second.version} to ${channel.name}?`, {
    what: channel.name,
    from: first.version,
    to: second.version,
  });
  await expect(dialog.getByTestId('promotion-impact')).toHaveText(
    `1 customer in ${channel.name} moves to ${second.version}; 0 pinned customers stay on their release.`,
  );
  await expect(dialog.getByRole('list', { name: 'Customers that move' })).toHaveText(customer.alias);
  await dialog.getByRole('button', { name: `Promote to ${channel.name}` }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`Promoting ${second.version} to ${channel.name}`)).toBeVisible();
  await expect(channelCard(page, channel.name)).toContainText(`Current release: ${second.version}`);

  // Now current there: the menu says why it cannot be chosen, and the server refuses it too.
  await menuButton.click();
  const refused = page.getByRole('menuitem', { name: `to ${channel.name}` });
  await expect(refused).toHaveAttribute('data-disabled', 'true');
  await expect(refused).toHaveAccessibleDescription(`${second.version} is already the current release of ${channel.name}`);
  await page.keyboard.press('Escape');
  const answer = await api.send(endpoints.promoteRelease, {
    params: { releaseId: second.id, channelId: channel.id },
    body: {},
  });
  expect(answer.status()).toBe(400);
});

test('promotes by dragging a release onto a channel', async ({ page, signInAs, apiAs }) => {
  const api = await apiAs('admin');
  const channel = await createChannel(api);
  const release = await createRelease(api);
  await signInAs('admin', '/releases');
  const handle = releaseRow(page, release.version).getByRole('button', { name: `Drag ${release.version} to a channel` });
  await dragOnto(page, handle, channelCard(page, channel.name));

  const dialog = await openedConfirmation(page, `Promote ${release.version} to ${channel.name}?`, {
    what: channel.name,
    from: 'no release',
    to: release.version,
  });
  await expect(dialog.getByTestId('promotion-impact')).toHaveText(
    `0 customers in ${channel.name} move to ${release.version}; 0 pinned customers stay on their release.`,
  );
  await dialog.getByRole('button', { name: `Promote to ${channel.name}` }).click();
  await expect(page.getByText(`Promoting ${release.version} to ${channel.name}`)).toBeVisible();
  await expect(channelCard(page, channel.name)).toContainText(`Current release: ${release.version}`);
});

test('promotes by picking a release up with the keyboard and moving it onto a channel with the arrow keys', async ({
  page,
  signInAs,
  apiAs,
}) => {
  const api = await apiAs('admin');
  const channel = await createChannel(api);
  const release = await createRelease(api);
  await signInAs('admin', '/releases');
  const handle = releaseRow(page, release.version).getByRole('button', { name: `Drag ${release.version} to a channel` });
  await handle.focus();
  await page.keyboard.press('Space');
  // Each arrow key moves to the next channel; the live region says which one it is over.
  const announcer = page.locator('[aria-live="assertive"]').filter({ hasText: /Picked up|Over/ });
  await expect(announcer).toContainText(`Picked up ${release.version}.`);
  const channels = await api.call(endpoints.listReleaseChannels);
  for (let presses = 0; presses <= channels.length; presses += 1) {
    await page.keyboard.press('ArrowDown');
    await expect(announcer).toContainText('Over ');
    if ((await announcer.textContent())?.includes(`Over ${channel.name}.`)) break;
  }
  await expect(announcer).toContainText(`Over ${channel.name}.`);
  await page.keyboard.press('Space');

  const dialog = await openedConfirmation(page, `Promote ${release.version} to ${channel.name}?`, {
    what: channel.name,
    from: 'no release',
    to: release.version,
  });
  await dialog.getByRole('button', { name: `Promote to ${channel.name}` }).click();
  await expect(channelCard(page, channel.name)).toContainText(`Current release: ${release.version}`);
});

test('a rollout changes what the channel customers run, machine by machine, on the channel and the customer page', async ({
  page,
  signInAs,
  apiAs,
}) => {
  const api = await apiAs('admin');
  const channel = await createChannel(api);
  // Hosted in a location, so it has applications on the fleet's machines for the rollout to upgrade.
  const customer = await createCustomer(api, { azureLocation: 'eastus' });
  await api.call(endpoints.changeReleaseChannel, { params: { id: customer.id, channelId: channel.id } });
  const first = await createRelease(api);
  const second = await createRelease(api);
  const started = await promote(api, first.id, channel.id);
  expect(started.job, 'a customer with deployments is rolled out to by a job').not.toBeNull();

  await signInAs('admin', `/customers/${customer.id}/details`);
  await expect(page.getByText(`Runs ${first.version}.`)).toBeVisible();

  await page.goto('/operations/releasechannels');
  await page.getByRole('button', { name: `Details of ${channel.name}` }).click();
  const details = page.getByRole('dialog', { name: `Release channel ${channel.name}` });
  await expect(details.getByRole('status').filter({ hasText: 'Running:' })).toHaveText(`Running: ${first.version} on 1 customer`);
  // Another operator promotes: the rollout's progress arrives without a reload.
  await promote(await apiAs('support'), second.id, channel.id);
  await expect(details.getByRole('status').filter({ hasText: 'Running:' })).toHaveText(
    `Running: ${second.version} on 1 customer`,
  );
});

test('a promotion made by another operator since the preview is refused with who made it', async ({ page, signInAs, apiAs }) => {
  const api = await apiAs('admin');
  const channel = await createChannel(api);
  const mine = await createRelease(api);
  const theirs = await createRelease(api);
  await signInAs('support', '/releases');
  await releaseRow(page, mine.version)
    .getByRole('button', { name: `Promote ${mine.version}` })
    .click();
  await page.getByRole('menuitem', { name: `to ${channel.name}` }).click();
  const dialog = await openedConfirmation(
    page,
    `Promote ${mine.version} to ${channel.name}?`,
    { what: channel.name, from: 'no release', to: mine.version },
    { isAxeChecked: false },
  );
  await promote(api, theirs.id, channel.id);
  await dialog.getByRole('button', { name: `Promote to ${channel.name}` }).click();
  await expect(dialog.getByRole('alert')).toContainText(theirs.version);
  await cancelConfirmation(dialog);
});

test('another operator sees a new release and a promotion without reloading', async ({ page, signInAs, apiAs }) => {
  const api = await apiAs('admin');
  const channel = await createChannel(api);
  await signInAs('support', '/releases');
  await expect(channelCard(page, channel.name)).toContainText('No release yet');
  const release = await createRelease(api);
  await expect(releaseRow(page, release.version)).toBeVisible();
  await promote(api, release.id, channel.id);
  await expect(channelCard(page, channel.name)).toContainText(`Current release: ${release.version}`);
});

test('creates a release channel with the name checked as typed, then deletes it', async ({ page, signInAs, apiAs }) => {
  const api = await apiAs('admin');
  const taken = await createChannel(api);
  const name = uniqueChannelName();
  await signInAs('admin', '/operations/releasechannels');
  await page.getByRole('button', { name: 'Create release channel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create release channel' });
  const field = dialog.getByRole('textbox', { name: 'Name' });
  const submit = dialog.getByRole('button', { name: 'Create release channel' });
  await expect(submit).toBeDisabled();
  await field.fill(taken.name);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(submit).toBeDisabled();
  await field.fill(name);
  await expect(dialog.getByText('The name is valid.')).toBeVisible();
  await submit.click();
  await expect(page.getByText(`Release channel ${name} created`)).toBeVisible();
  const row = page.getByRole('table', { name: 'Release channels' }).getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: `Details of ${name}` }).click();
  const details = page.getByRole('dialog', { name: `Release channel ${name}` });
  await expect(details.getByText(`No customer is in ${name}.`)).toBeVisible();
  await details.getByRole('button', { name: 'Delete channel' }).click();
  const confirm = page.getByRole('dialog', { name: `Delete release channel ${name}?` });
  await confirm.getByRole('button', { name: 'Delete channel' }).click();
  await expect(page.getByText(`Release channel ${name} deleted`)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(row).toHaveCount(0);
});

test('channel details: the customers in it, its history, a rollback, and removal refused while customers are in it', async ({
  page,
  signInAs,
  apiAs,
}) => {
  const api = await apiAs('admin');
  const { channel, customer } = await channelWithCustomer(api);
  const first = await createRelease(api);
  const second = await createRelease(api);
  await promote(api, first.id, channel.id);
  await promote(api, second.id, channel.id);

  await signInAs('admin', '/operations/releasechannels');
  await page.getByRole('button', { name: `Details of ${channel.name}` }).click();
  const details = page.getByRole('dialog', { name: `Release channel ${channel.name}` });
  await expect(details.getByRole('table', { name: `Customers in ${channel.name}` })).toContainText(customer.alias);
  const history = details.getByRole('table', { name: `History of ${channel.name}` });
  await expect(history.getByRole('row').nth(1)).toContainText(`${first.version} → ${second.version}`);
  await expect(history.getByRole('row').nth(2)).toContainText(`no release → ${first.version}`);
  await expectAccessible(page, '[role="dialog"]');

  await details.getByRole('button', { name: `Roll back to ${first.version}` }).click();
  const rollback = await openedConfirmation(page, `Roll back ${channel.name} to ${first.version}?`, {
    what: channel.name,
    from: second.version,
    to: first.version,
  });
  await expect(rollback.getByTestId('promotion-impact')).toHaveText(
    `1 customer in ${channel.name} moves to ${first.version}; 0 pinned customers stay on their release.`,
  );
  await rollback.getByRole('button', { name: `Roll back to ${first.version}` }).click();
  await expect(page.getByText(`Promoting ${first.version} to ${channel.name}`)).toBeVisible();
  await expect(history.getByRole('row').nth(1)).toContainText(`${second.version} → ${first.version}`);
  await expect(history.getByRole('row').nth(1)).toContainText('Rollback');

  await details.getByRole('button', { name: 'Delete channel' }).click();
  const confirm = page.getByRole('dialog', { name: `Delete release channel ${channel.name}?` });
  await confirm.getByRole('button', { name: 'Delete channel' }).click();
  await expect(confirm.getByRole('alert')).toBeVisible();
  await cancelConfirmation(confirm);
  const channels = await api.call(endpoints.listReleaseChannels);
  expect(channels.map((c) => c.id)).toContain(channel.id);
});

test('computes a channel stability index on demand', async ({ page, signInAs, apiAs }) => {
  const api = await apiAs('admin');
  const { channel } = await channelWithCustomer(api);
  await signInAs('admin', '/operations/releasechannels');
  await page.getByRole('button', { name: `Compute stability index of ${channel.name}` }).click();
  await expect(page.getByText(new RegExp(`^Stability index of ${channel.name}: [\\d,]+$`))).toBeVisible();
  const computed = (await api.call(endpoints.getReleaseChannel, { params: { id: channel.id } })).channel.stabilityIndex;
  await expect(page.getByRole('cell', { name: `Stability index of ${channel.name}`, exact: true })).toHaveText(
    computed.toLocaleString('en'),
  );
});

test('beta cleanup is offered only in production', async ({ page, signInAs }) => {
  await signInAs('admin', '/operations/releasechannels');
  await expect(page.getByRole('button', { name: 'Create release channel' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Move clients out of Beta/Preview' })).toHaveCount(0);

  // The browser is told it is production; the server is not, so it refuses and the spec's failure shows.
  await seeAsProduction(page);
  await page.reload();
  await page.getByRole('button', { name: 'Move clients out of Beta/Preview' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move clients out of Beta/Preview?' });
  await dialog.getByRole('button', { name: 'Move clients out' }).click();
  await expect(page.getByText(messages.releases.betaCleanupFailed)).toBeVisible();
});

for (const viewport of [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the releases screens pass axe at ${viewport.name} width`, async ({ page, signInAs, apiAs }) => {
    const api = await apiAs('admin');
    const channel = await createChannel(api);
    await createRelease(api);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signInAs('admin', '/releases');
    await expect(channelCard(page, channel.name)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Recent releases' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create release' }).click();
    await expectAccessible(page, '[role="dialog"]');
    await page.keyboard.press('Escape');

    await page.goto('/operations/releasechannels');
    await page.getByRole('button', { name: `Details of ${channel.name}` }).click();
    const details = page.getByRole('dialog', { name: `Release channel ${channel.name}` });
    await expect(details.getByText(`No customer is in ${channel.name}.`)).toBeVisible();
    await expectAccessible(page);
  });
}
