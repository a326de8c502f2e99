import { endpoints } from '@console/contract';
import { expect, expectAccessible, test } from './fixtures';

const widths = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

test('the server plans list, and a plan added with its name checked as typed', async ({ page, signInAs, apiAs }) => {
  await signInAs('admin', '/operations/serverplans');
  await expect(page.getByRole('heading', { level: 1, name: 'Server plans' })).toBeVisible();
  const seeded = page.getByRole('row', { name: 'Server plan Base S1', exact: true });
  await expect(seeded).toContainText('Standard-S1');
  await expect(seeded).toContainText('Standard-S0');
  for (const size of widths) {
    await page.setViewportSize(size);
    await expectAccessible(page, 'main');
  }
  await page.setViewportSize(widths[0]!);

  await page.getByRole('button', { name: 'Add plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add server plan' });
  const name = dialog.getByRole('textbox', { name: 'Plan name' });
  const submit = dialog.getByRole('button', { name: 'Add plan' });
  await expect(submit).toBeDisabled();
  for (const size of widths) {
    await page.setViewportSize(size);
    await expectAccessible(page, '[role="dialog"]');
  }
  await page.setViewportSize(widths[0]!);

  // The server's reasons, joined, under the field.
  await name.fill('Base S1');
  await expect(dialog.getByText('A server plan named Base S1 already exists.')).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await name.fill('9$');
  await expect(
    dialog.getByText(
      'Plan name must be at least 3 characters. Plan name must start with a letter and use only letters, digits, spaces and . _ ( ) + -',
    ),
  ).toBeVisible();

  const planName = `E2E plan ${Date.now().toString(36)}`;
  await name.fill(planName);
  await expect(dialog.getByText('The plan name is free.')).toBeVisible();
  const choose = async (label: string, option: string) => {
    await dialog.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  await choose('Weekday level', 'Standard-S3');
  await choose('Weekend-day level', 'Basic');
  await choose('Boost level', 'Premium-P1');
  await choose('Category', 'Peak load');
  await expectAccessible(page, '[role="dialog"]');
  await submit.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Server plan ${planName} was added.`)).toBeVisible();
  const added = page.getByRole('row', { name: `Server plan ${planName}` });
  await expect(added).toContainText('Peak load');
  await expect(added).toContainText('Standard-S3');
  await expect(added).toContainText('Basic');
  await expect(added).toContainText('Premium-P1');

  const api = await apiAs('admin');
  const plans = await api.call(endpoints.listServerPlans);
  expect(plans.find((p) => p.name === planName)).toMatchObject({
    category: 'PeakLoad',
    weekday: { id: 'S3' },
    weekendDay: { id: 'Basic' },
    boost: { id: 'P1' },
  });
});
