import { endpoints, messages } from '@console/contract';
import { eventually, expect, expectAccessible, jobEnded, test, type Api, type FreshCustomer } from './fixtures';
import { createOnsiteDeployment } from './pages/deployment-data';

// Each test signs in, provisions a customer and runs platform jobs: allow for a busy machine.
test.describe.configure({ timeout: 180_000 });

const createOnsite = (api: Api, customer: FreshCustomer, isPrivateKeyProtected: boolean) =>
  createOnsiteDeployment(api, customer, { isPrivateKeyProtected });

test('shows the machines of an on-site group with their applications, live, and adds a machine', async ({
  page,
  signInAs,
  customer,
  apiAs,
}) => {
  const api = await apiAs('admin');
  const deployment = await createOnsite(api, customer, false);
  const groupId = deployment.hostingGroupIds[0]!;
  await signInAs('admin', `/customers/${customer.id}/deployments#deployments`);
  await page
    .getByRole('list', { name: 'Hosting groups of the customer' })
    .getByRole('link', { name: `onsite-${customer.alias}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/hosting-groups/${groupId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Hosting group onsite-${customer.alias}` })).toBeVisible();

  const machine = page.getByRole('article', { name: `${customer.alias}-m1` });
  await expect(machine.getByLabel(`Status of ${customer.alias}-m1`)).toHaveText('healthy');
  await expect(machine.getByRole('link', { name: `Logs of ${customer.alias}-m1` })).toHaveAttribute(
    'href',
    new RegExp(`MachineName%20%3D%20'${customer.alias}-m1'`),
  );
  const apps = machine.getByRole('region', { name: `Applications hosted on ${customer.alias}-m1` });
  await expect(apps.getByRole('row', { name: new RegExp(`${customer.alias}-web`) })).toContainText('running');
  const groupDeployments = page.getByRole('list', { name: 'Deployments of the group' });
  await expect(groupDeployments.getByRole('link', { name: customer.alias, exact: true })).toBeVisible();
  // The group's customers are found by part of the alias (the list comes a page at a time).
  await page.getByRole('searchbox', { name: 'Find a customer in this group' }).fill(customer.alias.slice(2));
  await expect(groupDeployments.getByRole('link', { name: customer.alias, exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Find a customer in this group' }).fill('no-such-alias');
  await expect(page.getByText('No customer alias in this group contains “no-such-alias”.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Find a customer in this group' }).fill('');
  await expectAccessible(page, 'main');

  // Hosted applications change live: disabling the deployment stops them.
  await expect(page.getByRole('status', { name: 'Live connection' })).toContainText('Live updates connected');
  const disabling = await api.call(endpoints.disableDeployment, { params: { id: customer.id, deploymentId: deployment.id } });
  await expect(apps.getByRole('row', { name: new RegExp(`${customer.alias}-web`) })).toContainText('stopped');
  await jobEnded(api, disabling.correlationId);

  // The machine's status arrives live through the group: the platform self-test probes it.
  const before = await machine.getAttribute('data-reported-at');
  const selfTest = await api.call(endpoints.startPlatformSelfTest);
  await eventually(() => machine.getAttribute('data-reported-at')).not.toBe(before);
  await jobEnded(api, selfTest.correlationId);
  // Asking for the machine's last report shows the one the server answers.
  const answered = page.waitForResponse((r) => r.url().includes('/api/deploymentcontrollers/status/') && r.ok());
  await machine.getByRole('button', { name: `Refresh status of ${customer.alias}-m1` }).click();
  const status = (await (await answered).json()) as { lastReportedAtUtc: string; name: string };
  expect(status.name).toBe(`${customer.alias}-m1`);
  await expect(machine).toHaveAttribute('data-reported-at', status.lastReportedAtUtc);

  // "Open desired state" opens the address GET /operations/desiredstate/hostinggroups/{id} gives.
  await page.getByRole('link', { name: 'Open desired state' }).click();
  const desired = page.getByRole('table', { name: 'Desired state per machine' });
  await expect(desired.getByRole('row', { name: new RegExp(`${customer.alias}-m1`) })).toContainText('Yes');
  await page.getByRole('link', { name: `Back to hosting group onsite-${customer.alias}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Hosting group onsite-${customer.alias}` })).toBeVisible();

  await page.getByRole('button', { name: 'Add machine' }).click();
  const dialog = page.getByRole('dialog', { name: `Add a machine to onsite-${customer.alias}` });
  await dialog.getByRole('button', { name: 'Show private key password' }).click();
  await expect(dialog.getByTestId('private-key-password')).toHaveText(messages.hostingGroups.keyNotProtected);
  await expectAccessible(page, '[role="dialog"]');
  // The download carries its token in the URL: it works without any header.
  const href = await dialog.getByRole('link', { name: 'Download certificate (.pfx)' }).getAttribute('href');
  expect(href).toMatch(/\/downloadpfx\?id_token=.+&subscription_id=/);
  const download = await page.request.get(href!);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/x-pkcs12');
  expect((await download.body()).length).toBeGreaterThan(1000);
});

test('reveals the private key password of a protected certificate', async ({ page, signInAs, customer, apiAs }) => {
  const api = await apiAs('admin');
  const deployment = await createOnsite(api, customer, true);
  await signInAs('admin', `/hosting-groups/${deployment.hostingGroupIds[0]}`);
  await page.getByRole('button', { name: 'Add machine' }).click();
  const dialog = page.getByRole('dialog', { name: `Add a machine to onsite-${customer.alias}` });
  await expect(dialog.getByText(/thumbprint [0-9A-F]{40}/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Show private key password' }).click();
  await expect(dialog.getByTestId('private-key-password')).toHaveText(/^\w{24}$/);
});

test("another subscription's hosting group is not found", async ({ page, signInAs }) => {
  await signInAs('admin', '/hosting-groups/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('alert').filter({ hasText: messages.global.notFound })).toBeVisible();
  await expect(page.getByText('The hosting group could not be loaded.')).toBeVisible();
});
