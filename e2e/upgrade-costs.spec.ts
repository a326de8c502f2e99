import { endpoints } from '@console/contract';
import { expect, expectAccessible, test } from './fixtures';

const widths = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

test('an upgrade cost is edited; a save over a newer version keeps what was typed and says who changed it', async ({
  page,
  signInAs,
  apiAs,
}) => {
  const api = await apiAs('support');
  const { upgradeCosts } = await api.call(endpoints.getUpgradeCostInformation);
  const cost = upgradeCosts.find((c) => c.identifier === 'professional-to-enterprise-eur')!;

  await signInAs('admin', '/operations/upgradecosts');
  await expect(page.getByRole('heading', { level: 1, name: 'Upgrade costs' })).toBeVisible();
  const row = page.getByRole('row', { name: `Upgrade cost ${cost.name}` });
  await expect(row).toContainText(cost.identifier);
  await expect(row).toContainText('Annual licence fee difference: EUR');
  for (const size of widths) {
    await page.setViewportSize(size);
    await expectAccessible(page, 'main');
  }
  await page.setViewportSize(widths[0]!);

  await row.getByRole('button', { name: `Edit ${cost.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${cost.name}` });
  for (const size of widths) {
    await page.setViewportSize(size);
    await expectAccessible(page, '[role="dialog"]');
  }
  await page.setViewportSize(widths[0]!);

  // A bad amount is named beside its field and nothing is sent.
  const amount = dialog.getByRole('textbox', { name: 'Amount of line 1' });
  await amount.fill('12.345');
  await dialog.getByRole('button', { name: 'Save upgrade cost' }).click();
  await expect(dialog.getByText('Amount must be a number of at most two decimals, not negative')).toBeVisible();
  await amount.fill('11,500.50');

  // Meanwhile another operator saves the same upgrade cost.
  await api.call(endpoints.updateUpgradeCost, {
    body: { id: cost.id, name: cost.name, upgradeCostDetails: cost.upgradeCostDetails, version: cost.version },
  });
  await dialog.getByRole('button', { name: 'Save upgrade cost' }).click();
  await expect(page.getByText('Failed to update upgrade cost').first()).toBeVisible();
  const stale = dialog.getByRole('alert').filter({ hasText: 'Changed by someone else' });
  await expect(stale).toContainText('after this form was opened');
  await expect(amount).toHaveValue('11,500.50');

  await stale.getByRole('button', { name: 'Reload section' }).click();
  await expect(stale).toBeHidden();
  await expect(amount).toHaveValue('11,500.50');
  await dialog.getByRole('button', { name: 'Save upgrade cost' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${cost.name} was saved.`)).toBeVisible();
  await expect(row).toContainText('Annual licence fee difference: EUR 11,500.50');

  const after = (await api.call(endpoints.getUpgradeCostInformation)).upgradeCosts.find((c) => c.id === cost.id)!;
  expect(after.upgradeCostDetails[0]!.amount).toBe(11500.5);
  expect(after.version).toBe(cost.version + 2);
});
