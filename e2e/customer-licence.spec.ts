import { endpoints, messages } from '@console/contract';
import type { Page } from '@playwright/test';
import { eventually, expect, expectAccessible, test } from './fixtures';

const section = (page: Page, name: string) => page.getByRole('region', { name });

test('edits the licence: the currency fills the rates, the peak plan arithmetic shows as it is chosen', async ({
  page,
  signInAs,
  customer,
  apiAs,
}) => {
  await signInAs('admin', `/customers/${customer.id}/licence#licence`);
  const licence = section(page, 'Licence');
  await expect(licence).toBeFocused();
  await expect(licence.getByText('Professional licence in AUD', { exact: false })).toBeVisible();
  await licence.getByRole('button', { name: 'Edit licence' }).click();
  const dialog = page.getByRole('dialog', { name: `Licence of ${customer.alias}` });
  await expect(dialog).toBeVisible();
  // The hidden offering is never offered to a customer that does not have it (doc1 §9).
  await expect(
    dialog.getByRole('combobox', { name: 'Licence offering' }).locator('option', { hasText: 'Unspecified' }),
  ).toHaveCount(0);

  await dialog.getByRole('combobox', { name: 'Currency' }).selectOption('USD');
  await expect(dialog.getByRole('textbox', { name: 'Active user rate' })).toHaveValue('30');
  await expect(dialog.getByRole('textbox', { name: 'Additional office rate' })).toHaveValue('200');
  await expect(dialog.getByRole('textbox', { name: 'Visual mode cost' })).toHaveValue('100');
  await expect(dialog.getByRole('textbox', { name: 'Remote attendee cost' })).toHaveValue('2');
  await expect(dialog.getByRole('combobox', { name: 'Stripe account' })).toHaveValue('acct_eventsair_usd');
  await dialog.getByRole('combobox', { name: 'Time zone' }).selectOption('Australia/Sydney');
  await dialog.getByRole('combobox', { name: 'Base plan' }).selectOption({ label: 'Base S2' });
  await expect(dialog.getByRole('combobox', { name: 'First day of week' })).toHaveValue('Monday');

  // A negative rate is refused with its reason and kept as typed, not made 0 when the field is left.
  const activeUserRate = dialog.getByRole('textbox', { name: 'Active user rate' });
  await activeUserRate.fill('-5');
  await activeUserRate.blur();
  await expect(activeUserRate).toHaveValue('-5');
  await dialog.getByRole('checkbox', { name: 'Book a peak load plan' }).check();
  await dialog.getByRole('button', { name: 'Save licence' }).click();
  await expect(dialog.getByText('Active user rate must be at least 0.')).toBeVisible();
  await activeUserRate.fill('30');
  await expect(dialog.getByText('Enter the peak start date')).toBeVisible();
  await expect(dialog.getByText('Choose a peak load plan')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Peak start date' }).fill('2027-03-28');
  await dialog.getByRole('combobox', { name: 'Peak days' }).selectOption('5');
  await dialog.getByRole('combobox', { name: 'Peak load plan' }).selectOption({ label: 'Peak P4 (12 h a day)' });
  await expect(dialog.getByText('Peak end date 2027-04-02; total peak boost hours 60')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Peak days' }).selectOption('14');
  await expect(dialog.getByText('Peak end date 2027-04-11; total peak boost hours 168')).toBeVisible();
  await expectAccessible(page, '.mantine-Modal-body');
  await dialog.getByRole('button', { name: 'Save licence' }).click();

  await expect(page.getByText(messages.customers.updated('licence', customer.alias))).toBeVisible();
  await expect(licence.getByText('Peak load plan from 2027-03-28 to 2027-04-11 (14 days, 168 boost hours).')).toBeVisible();
  await expect(licence.getByText(/^Server plan: Base S2 \(weekday S2, weekend S1, 6 boost hours a month\)/)).toBeVisible();
  const usage = licence.getByRole('table', { name: 'Boost usage' });
  await expect(usage.getByRole('row', { name: /^Peak load plan 168 168 of 168 hours left Never/ })).toBeVisible();
  await expect(usage.getByRole('row', { name: /^Base plan 6 6 of 6 hours left Never/ })).toBeVisible();

  const saved = await (await apiAs('admin')).call(endpoints.getCustomer, { params: { id: customer.id } });
  expect(saved.licence.licenseDetails).toMatchObject({ currencyCode: 'USD', activeUserRate: 30, timeZoneId: 'Australia/Sydney' });
  await expectAccessible(page, 'main');
});

test('resets a boost usage after confirming, and shows when', async ({ page, signInAs, customer, apiAs }) => {
  const api = await apiAs('admin');
  const plans = await api.call(endpoints.listPeakPlans);
  const current = await api.call(endpoints.getCustomer, { params: { id: customer.id } });
  await api.call(endpoints.updateCustomerLicence, {
    params: { id: customer.id },
    body: {
      licenseDetails: current.licence.licenseDetails!,
      basePlanDetails: { firstDayOfWeek: 'Tuesday', basePlanId: null },
      peakLoadPlanDetails: { peakStartDate: '2027-05-01', peakDays: 3, peakLoadPlanId: plans[0]!.id },
    },
  });
  await signInAs('admin', `/customers/${customer.id}/licence#licence`);
  const licence = section(page, 'Licence');
  const usage = licence.getByRole('table', { name: 'Boost usage' });
  await expect(usage.getByRole('row', { name: /^Base plan .* No plan booked/ })).toBeVisible();
  await usage.getByRole('button', { name: 'Reset peak load plan boost usage' }).click();
  const dialog = page.getByRole('dialog', { name: `Reset the peak load plan boost usage of ${customer.alias}?` });
  await expect(
    dialog.getByText(`${customer.alias} gets all 24 boost hours of its peak load plan back (now 24 of 24 hours left).`),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Reset boost usage' }).click();
  await expect(page.getByText(messages.customers.updated('peak load plan boost usage', customer.alias))).toBeVisible();
  await expect(usage.getByRole('row', { name: /^Peak load plan 24 24 of 24 hours left/ })).not.toContainText('Never');
  await expect(usage.getByRole('button', { name: 'Reset peak load plan boost usage' })).toBeFocused();
});

test('static IP, App Gateway and vault reset run as jobs and change the page when they end', async ({
  page,
  signInAs,
  customer,
}) => {
  await signInAs('admin', `/customers/${customer.id}/licence#platform`);
  const platform = section(page, 'Platform settings');
  await expect(platform.getByText('No static IP address assigned.')).toBeVisible();
  await platform.getByRole('button', { name: 'Assign static IP address' }).click();
  await page
    .getByRole('dialog', { name: `Assign static IP address for ${customer.alias}?` })
    .getByRole('button', { name: 'Assign static IP address' })
    .click();
  await expect(page.getByText(messages.customerSearch.jobStarted('Assign static IP address', customer.alias))).toBeVisible();
  await expect(page.getByText(messages.customers.updated('static IP', customer.alias))).toBeVisible({ timeout: 20_000 });
  await expect(platform.getByText(/^Static IP address 20\.\d+\.\d+\.\d+$/)).toBeVisible();
  await expect(platform.getByRole('button', { name: 'Assign static IP address' })).toBeDisabled();
  await expect(platform.getByText(/^The customer already has the static IP address 20\./)).toBeVisible();

  await platform.getByRole('button', { name: 'Move to App Gateway' }).click();
  const move = page.getByRole('dialog', { name: `Move to App Gateway for ${customer.alias}?` });
  await expectAccessible(page, '.mantine-Modal-body');
  await move.getByRole('button', { name: 'Move to App Gateway' }).click();
  await expect(page.getByText(messages.customers.updated('App Gateway move', customer.alias))).toBeVisible({ timeout: 20_000 });
  await expect(platform.getByText('Behind the App Gateway.')).toBeVisible();
  await expect(platform.getByText(messages.customerDetails.whyNoAppGateway)).toBeVisible();

  await platform.getByRole('button', { name: 'Reset credit card vault credentials' }).click();
  await page
    .getByRole('dialog', { name: `Reset credit card vault credentials for ${customer.alias}?` })
    .getByRole('button', { name: 'Reset credit card vault credentials' })
    .click();
  await expect(platform.getByText(/^Credit card vault credentials last reset /)).toBeVisible({ timeout: 20_000 });
});

test('a failing App Gateway move is shown with the failure toast and changes nothing', async ({
  page,
  signInAs,
  customer,
  apiAs,
}) => {
  const api = await apiAs('admin');
  const before = await api.call(endpoints.getPlatformSimulation);
  const simulation = (failTargets: string[]) => ({
    body: { failTargets, missingCertificates: before.missingCertificates, hasDefaultDatabase: before.hasDefaultDatabase },
  });
  await api.call(endpoints.setPlatformSimulation, simulation([...before.failTargets, customer.alias]));
  try {
    await signInAs('admin', `/customers/${customer.id}/licence#platform`);
    const platform = section(page, 'Platform settings');
    await platform.getByRole('button', { name: 'Move to App Gateway' }).click();
    await page
      .getByRole('dialog', { name: `Move to App Gateway for ${customer.alias}?` })
      .getByRole('button', { name: 'Move to App Gateway' })
      .click();
    await expect(page.getByText(new RegExp(`^Failed to move to the App Gateway: ${customer.alias} - `))).toBeVisible({
      timeout: 20_000,
    });
    await expect(platform.getByText('Not behind the App Gateway.')).toBeVisible();
  } finally {
    await api.call(endpoints.setPlatformSimulation, simulation(before.failTargets));
  }
});

test('feature toggles and the dedicated server flag save once confirmed, turning a feature off with a reason', async ({
  page,
  signInAs,
  customer,
  apiAs,
}) => {
  await signInAs('admin', `/customers/${customer.id}/licence#platform`);
  const platform = section(page, 'Platform settings');
  const speakers = platform.getByRole('switch', { name: 'SpeakerPortal' });
  await expect(speakers).not.toBeChecked();
  await speakers.click();
  await page
    .getByRole('dialog', { name: `Turn on SpeakerPortal for ${customer.alias}?` })
    .getByRole('button', { name: 'Turn on feature' })
    .click();
  await expect(page.getByText(messages.customers.updated('features', customer.alias))).toBeVisible();
  await expect(speakers).toBeChecked();
  await platform.getByRole('switch', { name: 'Runs on a dedicated server' }).click();
  await page
    .getByRole('dialog', { name: / a dedicated server\?$/ })
    .getByRole('button', { name: 'Change dedicated server' })
    .click();
  await expect(page.getByText(messages.customers.updated('dedicated server', customer.alias))).toBeVisible();
  const api = await apiAs('admin');
  await eventually(async () => (await api.call(endpoints.getCustomer, { params: { id: customer.id } })).features).toEqual([
    { featureId: 'SpeakerPortal', isEnabled: true },
  ]);
  // Turning a feature off removes it (destructive, issue 23): asked first, with the reason for the audit record.
  await speakers.click();
  const confirm = page.getByRole('dialog', { name: `Turn off SpeakerPortal for ${customer.alias}?` });
  await confirm.getByRole('textbox', { name: 'Reason for this change' }).fill('Speakers moved to the new portal');
  await confirm.getByRole('button', { name: 'Turn off feature' }).click();
  await expect(speakers).not.toBeChecked();
  await eventually(async () => (await api.call(endpoints.getCustomer, { params: { id: customer.id } })).features).toEqual([]);
  const { events } = await api.call(endpoints.listAudit, { query: { customer: customer.id, page: 1, pageSize: 50 } });
  expect(events.filter((e) => e.path.includes('/removeFeature/')).map((e) => e.changeReason)).toEqual([
    'Speakers moved to the new portal',
  ]);
  expect((await api.call(endpoints.getCustomer, { params: { id: customer.id } })).isOnDedicatedServer).toBe(true);
});

test('ClickOnce artifacts open in a new window as links', async ({ page, signInAs, customer }) => {
  await signInAs('admin', `/customers/${customer.id}/operations#operations`);
  const popup = page.waitForEvent('popup');
  await section(page, 'Operations').getByRole('button', { name: 'Download ClickOnce artifacts' }).click();
  const opened = await popup;
  await expect(opened.getByRole('heading', { name: `ClickOnce artifacts of ${customer.alias}` })).toBeVisible();
  await expect(opened.getByRole('link', { name: `${customer.alias}.application` })).toHaveAttribute(
    'href',
    new RegExp(`/clickonce/${customer.alias}\\.application$`),
  );
  await expect(opened.getByRole('link', { name: 'setup.exe' })).toBeVisible();
  await opened.close();
});

test("another operator's licence change appears live", async ({ page, signInAs, customer, apiAs }) => {
  await signInAs('admin', `/customers/${customer.id}/licence#licence`);
  const licence = section(page, 'Licence');
  await expect(licence.getByText('No peak load plan booked.')).toBeVisible();
  const other = await apiAs('support');
  const plans = await other.call(endpoints.listPeakPlans);
  const current = await other.call(endpoints.getCustomer, { params: { id: customer.id } });
  await other.call(endpoints.updateCustomerLicence, {
    params: { id: customer.id },
    body: {
      licenseDetails: current.licence.licenseDetails!,
      basePlanDetails: { firstDayOfWeek: 'Monday', basePlanId: null },
      peakLoadPlanDetails: { peakStartDate: '2027-06-01', peakDays: 7, peakLoadPlanId: plans[0]!.id },
    },
  });
  await expect(licence.getByText(/^Peak load plan from 2027-06-01 to 2027-06-08 \(7 days, \d+ boost hours\)\.$/)).toBeVisible();
  await expect(licence.getByRole('table', { name: 'Boost usage' }).getByRole('row', { name: /^Peak load plan / })).toContainText(
    'hours left',
  );
});
