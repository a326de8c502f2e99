import { endpoints, messages } from '@console/contract';
import type { Page } from '@playwright/test';
import { eventually, expect, expectAccessible, test } from './fixtures';
import { openedConfirmation } from './pages/confirmation';
import { createOnsiteDeployment } from './pages/deployment-data';

/**
 * Issue 32: the command palette (Ctrl+K / ⌘K) and the keyboard shortcuts. Each test makes its own customer
 * through the API; the palette finds it by the server's search and acts on it through the page's controls.
 */

test.describe.configure({ timeout: 90_000 });

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });
const paletteSearch = (page: Page) =>
  palette(page).getByRole('textbox', { name: 'Search customers, screens, releases, hosting groups and actions' });

/** Opens the palette with the shortcut, from wherever the focus is. */
const openPalette = async (page: Page) => {
  await page.keyboard.press('Control+k');
  await expect(paletteSearch(page)).toBeFocused();
};

test('Ctrl+K opens the palette; a misspelt alias finds the customer, which opens', async ({ page, signInAs, customer }) => {
  await signInAs('support', '/');
  await openPalette(page);
  // The alias with a letter dropped and one added: the search finds nothing itself and suggests the alias.
  const typo = `${customer.alias.slice(0, 3)}${customer.alias.slice(4)}x`;
  await paletteSearch(page).fill(typo);
  await expect(palette(page).getByRole('group', { name: `Customers (did you mean ${customer.alias}?)` })).toBeVisible();
  const result = palette(page).getByRole('link', { name: new RegExp(customer.alias) });
  await expect(result).toHaveAttribute('href', `/customers/${customer.id}`);
  await result.click();
  await expect(page).toHaveURL(new RegExp(`/customers/${customer.id}/overview`));
  await expect(palette(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: new RegExp(customer.alias) }).first()).toBeVisible();

  // The customer just opened comes first in the empty box; screens are there too.
  await openPalette(page);
  const recentCustomers = palette(page).getByRole('group', { name: 'Recent customers' });
  await expect(recentCustomers.getByRole('link', { name: new RegExp(customer.alias) })).toBeVisible();
  await paletteSearch(page).fill('stable');
  await palette(page)
    .getByRole('link', { name: /^Stable/ })
    .click();
  await expect(page).toHaveURL(/\/operations\/releasechannels\?channel=/);
  await expect(page.getByRole('dialog', { name: 'Release channel Stable' })).toBeVisible();
});

test('a release and a hosting group are found by what is typed, each opening its own deep link', async ({
  page,
  signInAs,
  customer,
  apiAs,
}) => {
  const api = await apiAs('admin');
  const version = `8${Date.now() % 100000}.${Math.floor(Math.random() * 1000)}.0`;
  await api.call(endpoints.createRelease, { body: { version } });
  const groupId = (await createOnsiteDeployment(api, customer)).hostingGroupIds[0]!;

  await signInAs('support', '/');
  await openPalette(page);
  await paletteSearch(page).fill(version);
  const release = palette(page)
    .getByRole('group', { name: 'Releases' })
    .getByRole('link', { name: new RegExp(version) });
  await expect(release).toHaveAttribute('href', `/releases?version=${version}`);
  await release.click();
  // The releases screen, filtered to that version: its row with its promote menu.
  await expect(page.getByRole('searchbox', { name: 'Find a release by version' })).toHaveValue(version);
  const rows = page.getByRole('table', { name: 'Recent releases' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(version);

  await openPalette(page);
  await paletteSearch(page).fill(`onsite-${customer.alias}`);
  const group = palette(page)
    .getByRole('group', { name: 'Hosting groups' })
    .getByRole('link', { name: new RegExp(`onsite-${customer.alias}`) });
  await expect(group).toHaveAttribute('href', `/hosting-groups/${groupId}`);
  await group.click();
  await expect(page.getByRole('heading', { level: 1, name: `Hosting group onsite-${customer.alias}` })).toBeVisible();
});

test('keys typed while the palette first loads become its query', async ({ page, signInAs, customer }) => {
  await signInAs('admin', '/');
  // No wait between the shortcut and the typing: the palette's code is not loaded yet when they are typed.
  await page.keyboard.press('Control+k');
  await page.keyboard.type(customer.alias);
  await expect(paletteSearch(page)).toHaveValue(customer.alias);
  await expect(palette(page).getByRole('link', { name: new RegExp(customer.alias) })).toBeVisible();
});

test('an action on the open customer asks first and starts its job; it is then among the recent actions', async ({
  page,
  signInAs,
  customer,
  apiAs,
}) => {
  const api = await apiAs('admin');
  const jobCount = async () => (await api.call(endpoints.listJobs)).jobs.filter((job) => job.target?.id === customer.id).length;
  const jobsBefore = await jobCount();
  await signInAs('admin', `/customers/${customer.id}/overview`);
  await expect(page.getByRole('heading', { name: new RegExp(customer.alias) }).first()).toBeVisible();
  await openPalette(page);
  await expect(palette(page).getByRole('group', { name: `Actions on ${customer.alias}` })).toBeVisible();
  await paletteSearch(page).fill('restart');
  const action = palette(page).getByRole('link', { name: /^Restart service/ });
  await expect(action).toHaveAttribute('href', `/customers/${customer.id}/operations?action=restartService`);
  await action.click();

  // The page's own confirmation, as its button opens it; the deep link's parameter is gone.
  const dialog = await openedConfirmation(page, `Restart service ${customer.alias}?`, {
    what: 'Site',
    from: 'running',
    to: 'restarted',
  });
  await expect(page).toHaveURL(new RegExp(`/customers/${customer.id}/operations$`));
  await dialog.getByRole('button', { name: 'Restart service' }).click();
  await expect(page.getByText(messages.customerSearch.jobStarted('Restart service', customer.alias))).toBeVisible();
  await eventually(jobCount).toBe(jobsBefore + 1);

  // "j" opens the jobs drawer, where the job is.
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('j');
  const drawer = page.getByRole('dialog', { name: 'Jobs' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText(new RegExp(customer.alias)).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);

  await openPalette(page);
  const recentActions = palette(page).getByRole('group', { name: 'Recent actions' });
  await expect(recentActions.getByRole('link', { name: `Restart service on ${customer.alias}` })).toBeVisible();
});

test('an operator without full database access sees the database action disabled with the reason', async ({
  page,
  signInAs,
  customer,
}) => {
  await signInAs('support', `/customers/${customer.id}/overview`);
  await expect(page.getByRole('heading', { name: new RegExp(customer.alias) }).first()).toBeVisible();
  await openPalette(page);
  await paletteSearch(page).fill('reconfigure');
  const action = palette(page).getByRole('button', { name: /^Reconfigure database/ });
  await expect(action).toBeDisabled();
  await expect(action).toContainText('This needs full database access.');
  // Enter on the (selected) refused action does nothing.
  await paletteSearch(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/customers/${customer.id}/overview$`));
});

test('the shortcuts move between screens, open the jobs and the help, and none fires while typing', async ({
  page,
  signInAs,
}) => {
  await signInAs('support', '/');
  await page.keyboard.press('g');
  await page.keyboard.press('c');
  await expect(page).toHaveURL(/\/customers$/);
  const search = page.getByRole('searchbox', { name: 'Search customers' });
  await expect(search).toBeVisible();
  await search.blur();

  await page.keyboard.press('/');
  await expect(search).toBeFocused();
  // Typing in the field: the keys are the field's.
  await page.keyboard.type('gd j?');
  await expect(search).toHaveValue('gd j?');
  await expect(page).toHaveURL(/\/customers/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await search.fill('');
  await search.blur();

  await page.keyboard.press('g');
  await page.keyboard.press('r');
  await expect(page).toHaveURL(/\/releases$/);
  await page.keyboard.press('g');
  await page.keyboard.press('d');
  await expect(page).toHaveURL(/\/$/);

  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expect(help.getByRole('row', { name: /Go to customers/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);
});

for (const width of [1440, 390]) {
  test(`the open palette and the help dialog pass axe at ${width} px`, async ({ page, signInAs, customer }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAs('support', `/customers/${customer.id}/overview`);
    await expect(page.getByRole('heading', { name: new RegExp(customer.alias) }).first()).toBeVisible();
    await openPalette(page);
    await expect(palette(page).getByRole('group', { name: `Actions on ${customer.alias}` })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(palette(page)).toHaveCount(0);
    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
    await expectAccessible(page);
  });
}
