import { endpoints } from '@console/contract';
import type { Page } from '@playwright/test';
import { createCustomer, expect, expectAccessible, jobEnded, test, type Api } from './fixtures';
import { expectScreenDrawn, letToastsClose } from './support';

/** A service name of this test's own (each test and repeat creates its own service). */
const uniqueName = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${test.info().repeatEachIndex}`;

/** Creates a shared service through the API and waits until its job has built it. */
const createService = async (api: Api, serviceName: string, location = 'uksouth') => {
  await api.call(endpoints.createCloudService, {
    body: { serviceName, location, instanceSize: 'Standard_D2', instanceCount: 2 },
  });
  const services = await api.call(endpoints.listCloudServices, { query: { type: 'Shared' } });
  const service = services.find((s) => s.serviceName === serviceName)!;
  await expect
    .poll(async () => (await api.call(endpoints.getCloudService, { params: { id: service.id } })).status, { timeout: 30_000 })
    .toBe('running');
  return service;
};

const chooseFilter = async (page: Page, name: string) => {
  const radio = page.getByRole('radio', { name, exact: true });
  await radio.focus();
  await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
};

test('filters the list Shared (the default), Dedicated or All', async ({ page, signInAs }) => {
  await signInAs('admin', '/operations/cloudservices');
  await expect(page.getByRole('heading', { name: 'Cloud services' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Cloud services' });
  await expect(page.getByRole('radio', { name: 'Shared', exact: true })).toBeChecked();
  await expect(table.getByRole('link', { name: /-shared-01$/ }).first()).toBeVisible();
  await expect(table.getByRole('link', { name: /-dedicated-01$/ })).toHaveCount(0);
  await chooseFilter(page, 'Dedicated');
  await expect(table.getByRole('link', { name: /-dedicated-01$/ }).first()).toBeVisible();
  await expect(table.getByRole('link', { name: /-shared-01$/ })).toHaveCount(0);
  await chooseFilter(page, 'All');
  await expect(table.getByRole('link', { name: /-dedicated-01$/ }).first()).toBeVisible();
  await expect(table.getByRole('link', { name: /-shared-01$/ }).first()).toBeVisible();
});

test('creates a shared service, which appears live once commissioned', async ({ page, signInAs }) => {
  const serviceName = uniqueName('cs-e2e-new');
  await signInAs('admin', '/operations/cloudservices');
  await page.getByRole('button', { name: 'Create shared service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a shared cloud service' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  const create = dialog.getByRole('button', { name: 'Create cloud service' });
  await dialog.getByRole('textbox', { name: 'Service name' }).fill('Not A Name');
  await expect(dialog.getByText('Use 3 to 63 lower-case letters')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Service name' }).fill(serviceName);
  await dialog.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('option', { name: 'UK South' }).click();
  await dialog.getByRole('combobox', { name: 'Instance size' }).click();
  await page.getByRole('option', { name: 'Standard_D3' }).click();
  await create.click();
  await expect(page.getByText(`Creating cloud service ${serviceName}`)).toBeVisible();
  const link = page.getByRole('table', { name: 'Cloud services' }).getByRole('link', { name: serviceName });
  await expect(link).toBeVisible({ timeout: 30_000 });
  await link.click();
  await expect(page.getByRole('heading', { name: serviceName })).toBeVisible();
  await expect(page.getByRole('row', { name: `${serviceName}_IN_0` })).toContainText('Ready', { timeout: 30_000 });
});

test('reboots an instance, its state seen live, and reconfigures the service', async ({ page, signInAs, apiAs }) => {
  const api = await apiAs('admin');
  const service = await createService(api, uniqueName('cs-e2e-reboot'));
  await signInAs('admin', `/operations/cloudservices/${service.id}`);
  await expect(page.getByRole('heading', { name: service.serviceName })).toBeVisible();
  const instance = page.getByRole('row', { name: `${service.serviceName}_IN_1` });
  await expect(instance).toContainText('Ready');
  // The instance's remote desktop file: its address carries the token, as a new window sends no headers.
  const rdp = instance.getByRole('link', { name: `RDP file: ${service.serviceName}_IN_1` });
  const href = await rdp.getAttribute('href');
  expect(href).toMatch(/\/rdp\?id_token=/);
  const file = await page.request.get(href!);
  expect(file.status()).toBe(200);
  expect(await file.text()).toContain(`mstshash=${service.serviceName}#${service.serviceName}_IN_1`);
  await instance.getByRole('button', { name: `Reboot: ${service.serviceName}_IN_1` }).click();
  const confirm = page.getByRole('dialog', { name: `Reboot ${service.serviceName}_IN_1?` });
  await expectAccessible(page, '[role="dialog"]');
  await confirm.getByRole('button', { name: 'Reboot', exact: true }).click();
  // Pushed live: the instance is seen rebooting, then ready again, without a reload.
  await expect(instance).toContainText('Rebooting', { timeout: 15_000 });
  await expect(instance).toContainText('Ready', { timeout: 30_000 });

  await page.getByRole('button', { name: 'Reconfigure' }).click();
  const reconfigure = page.getByRole('dialog', { name: `Reconfigure ${service.serviceName}` });
  await expectAccessible(page, '[role="dialog"]');
  await reconfigure.getByRole('textbox', { name: 'Version' }).fill('4.13.2');
  await reconfigure.getByRole('combobox', { name: 'Instance size' }).click();
  await page.getByRole('option', { name: 'Standard_D4' }).click();
  await expect(reconfigure.getByRole('list', { name: 'What will change' })).toContainText('Version: 4.12.0 → 4.13.2');
  await reconfigure.getByRole('button', { name: 'Reconfigure' }).click();
  await expect(page.getByRole('region', { name: 'Production deployment' }).getByRole('heading')).toContainText('4.13.2', {
    timeout: 30_000,
  });
  await expect(page.getByText(/instances of Standard_D4/)).toBeVisible();
});

test('decommissions only after the service name is typed', async ({ page, signInAs, apiAs }) => {
  const api = await apiAs('admin');
  const service = await createService(api, uniqueName('cs-e2e-gone'));
  await signInAs('admin', `/operations/cloudservices/${service.id}`);
  await page.getByRole('button', { name: 'Decommission' }).click();
  const dialog = page.getByRole('dialog', { name: `Decommission ${service.serviceName}` });
  await expectAccessible(page, '[role="dialog"]');
  const confirm = dialog.getByRole('button', { name: 'Decommission' });
  const typed = dialog.getByRole('textbox', { name: 'Service name' });
  await typed.fill(service.serviceName.slice(0, -1));
  await expect(confirm).toBeDisabled();
  await typed.fill(service.serviceName);
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(page).toHaveURL(/\/operations\/cloudservices$/);
  await expect(page.getByRole('table', { name: 'Cloud services' }).getByRole('link', { name: service.serviceName })).toHaveCount(
    0,
    {
      timeout: 30_000,
    },
  );
});

/** A fresh service in East US hosting one fresh customer of this test. */
const serviceWithCustomer = async (api: Api, prefix: string) => {
  const service = await createService(api, uniqueName(prefix), 'eastus');
  const customer = await createCustomer(api);
  const created = await api.call(endpoints.createAzureDeployment, {
    params: { id: customer.id },
    body: {
      selectedAzureLocation: 'eastus',
      selectedHostingPlan: 'Shared',
      selectedSharedCloudService: service.id,
      isDeployAsAppService: false,
    },
  });
  await jobEnded(api, created.job.correlationId);
  return { service, customer };
};

/** The job of a customer action, once it has ended without a fault. */
const customerJobSucceeded = async (api: Api, customerId: string, name: string) =>
  expect
    .poll(
      async () => {
        const { jobs } = await api.call(endpoints.listJobs, {});
        return jobs.some((job) => job.target?.id === customerId && job.name === name && job.isCompleted && !job.isFaulted);
      },
      { timeout: 30_000 },
    )
    .toBe(true);

test('shows what the cloud reports and moves a customer to the web application firewall, then to Front Door', async ({
  page,
  signInAs,
  apiAs,
}) => {
  const api = await apiAs('admin');
  const { service, customer } = await serviceWithCustomer(api, 'cs-e2e-waf');
  await signInAs('admin', `/operations/cloudservices/${service.id}`);
  await expect(page.getByRole('heading', { name: service.serviceName })).toBeVisible();
  const cloud = page.getByRole('region', { name: 'In the cloud' });
  await expect(cloud).toContainText('The cloud agrees with the console.');
  await expect(page.getByRole('region', { name: 'Customers' }).getByRole('link', { name: customer.alias })).toBeVisible();

  await page.getByRole('button', { name: 'Move to the web application firewall' }).click();
  const dialog = page.getByRole('dialog', { name: `Move customers of ${service.serviceName} to the web application firewall` });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await expect(dialog.getByRole('checkbox', { name: customer.alias })).toBeChecked();
  const confirm = dialog.getByRole('button', { name: 'Move to the firewall' });
  const appId = dialog.getByRole('textbox', { name: 'Firewall application id' });
  await appId.fill('not an id');
  await expect(dialog.getByText('Use up to 64 letters, digits or hyphens.')).toBeVisible();
  await expect(confirm).toBeDisabled();
  await appId.fill('waf-e2e-1042');
  await confirm.click();
  await expect(page.getByText('Moving 1 customer to the web application firewall: follow it in the jobs drawer.')).toBeVisible();
  await customerJobSucceeded(api, customer.id, 'Move to the web application firewall for 1 customer');

  await letToastsClose(page);
  await page.getByRole('button', { name: 'Move to Front Door' }).click();
  const frontDoor = page.getByRole('dialog', { name: `Move customers of ${service.serviceName} to Front Door` });
  await frontDoor.getByRole('checkbox', { name: 'Repair DNS as well' }).check();
  await frontDoor.getByRole('button', { name: 'Move to Front Door' }).click();
  await expect(page.getByText('Moving 1 customer to Front Door: follow it in the jobs drawer.')).toBeVisible();
  await customerJobSucceeded(api, customer.id, 'Move to Front Door for 1 customer');

  // A change the cloud makes shows in the cloud's answer once asked again.
  await api.call(endpoints.deleteCloudServiceDeployment, { params: { id: service.id, slot: 'production' } });
  await expect
    .poll(
      async () => (await api.call(endpoints.getCloudServiceActualDetails, { params: { id: service.id } })).deployments.length,
      {
        timeout: 30_000,
      },
    )
    .toBe(0);
  await cloud.getByRole('button', { name: 'Ask the cloud again' }).click();
  await expect(cloud).toContainText('No deployment');
});

test('an operator without full database access sees why the firewall move is not theirs', async ({ page, signInAs, apiAs }) => {
  const api = await apiAs('admin');
  const service = (await api.call(endpoints.listCloudServices, { query: { type: 'Shared' } })).find((s) =>
    /^cs-prod-.*-shared-01$/.test(s.serviceName),
  )!;
  await signInAs('support', `/operations/cloudservices/${service.id}`);
  const move = page.getByRole('button', { name: 'Move to the web application firewall' });
  await expect(move).toHaveAttribute('aria-disabled', 'true');
  await expect(move).toHaveAttribute('aria-description', 'This needs full database access.');
  await expect(page.getByRole('button', { name: 'Move to Front Door' })).toBeEnabled();
});

for (const viewport of [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the detail view and its dialogs pass axe at ${viewport.name} width`, async ({ page, signInAs, apiAs }) => {
    const api = await apiAs('admin');
    // A seeded service with both slots (the other tests' services have production only).
    const service = (await api.call(endpoints.listCloudServices, { query: { type: 'Shared' } })).find((s) =>
      /^cs-prod-.*-shared-01$/.test(s.serviceName),
    );
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signInAs('admin', '/operations/cloudservices');
    await expect(page.getByRole('table', { name: 'Cloud services' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create shared service' }).click();
    await expectAccessible(page, '[role="dialog"]');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.goto(`/operations/cloudservices/${service!.id}`);
    await expect(page.getByRole('heading', { name: service!.serviceName })).toBeVisible();
    await expectScreenDrawn(page);
    await expectAccessible(page);
    for (const [button, title] of [
      ['Reconfigure', `Reconfigure ${service!.serviceName}`],
      ['VIP swap', `VIP swap ${service!.serviceName}?`],
      ['Decommission', `Decommission ${service!.serviceName}`],
      ['Move to the web application firewall', `Move customers of ${service!.serviceName} to the web application firewall`],
      ['Move to Front Door', `Move customers of ${service!.serviceName} to Front Door`],
    ] as const) {
      await page.getByRole('button', { name: button, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await expectAccessible(page, '[role="dialog"]');
      await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
      await expect(dialog).toHaveCount(0);
    }
  });
}
