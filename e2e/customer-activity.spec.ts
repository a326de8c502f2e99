import { endpoints } from '@console/contract';
import { eventually, expect, test } from './fixtures';

// Issue 25, item 7: the customer's own history of who changed what and why, without leaving the customer.

test("a change made with a reason appears first in the customer's activity, and the kind filter keeps it or leaves it out", async ({
  page,
  signInAs,
  customer,
  apiAs,
}) => {
  await signInAs('admin', `/customers/${customer.id}/overview`);
  const lifecycle = page.getByRole('region', { name: 'Lifecycle' });
  await lifecycle.getByRole('button', { name: 'Disable' }).click();
  const confirmation = page.getByRole('dialog', { name: `Disable ${customer.alias}?` });
  await confirmation.getByRole('textbox', { name: 'Reason for this change' }).fill('renewal');
  await confirmation.getByRole('button', { name: 'Disable' }).click();
  const api = await apiAs('admin');
  await eventually(async () => (await api.call(endpoints.getCustomer, { params: { id: customer.id } })).isEnabled).toBe(false);

  // The summary's recent activity says it at once, and the Activity section has the whole history.
  const recent = page.getByRole('region', { name: 'Recent activity' });
  await expect(recent).toContainText("Ada Admin changed the state just now: 'renewal'");
  await page
    .getByRole('navigation', { name: /section/i })
    .getByRole('link', { name: 'Activity' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/customers/${customer.id}/activity$`));
  const activity = page.getByRole('region', { name: 'Activity', exact: true });
  const entries = activity.getByRole('listitem');
  await expect(entries.first()).toContainText("Ada Admin changed the state just now: 'renewal'");

  const kind = activity.getByRole('combobox', { name: 'Kind of change' });
  await kind.selectOption({ label: 'Licence' });
  await expect(activity.getByText('No changes of this kind yet.')).toBeVisible();
  await kind.selectOption({ label: 'State' });
  await expect(entries.first()).toContainText("Ada Admin changed the state just now: 'renewal'");
});
