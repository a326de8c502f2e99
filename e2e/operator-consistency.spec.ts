import { databaseSizeLimitInGB, endpoints, messages } from '@console/contract';
import type { Page } from '@playwright/test';
import { eventually, expect, jobEnded, test, type Api, type FreshCustomer } from './fixtures';
import { createCustomerWithDeployment, createOnsiteDeployment } from './pages/deployment-data';
import { makePfx } from '../apps/server/test/support/pkcs12';

// Issue 25 items 5 and 10: one truth per fact on the customer page, and the smaller defects.
// Several tests provision a customer and run platform jobs: allow for a busy machine.
test.describe.configure({ timeout: 180_000 });

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const toasts = (page: Page) => page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Dismiss' }) });
const certificatePassword = 'e2e-Pa55word';
const dayMs = 86_400_000;

const makeCertificate = (name: string, notAfter: Date) => makePfx({ name, password: certificatePassword, notAfter }).content;

const setCustomDomain = (api: Api, customer: FreshCustomer, customDomainName: string) =>
  api.call(endpoints.setCustomDomainName, {
    params: { id: customer.id },
    body: { customDomainName, enableEventsAirDomain: false },
  });

test('payment gateways say what is offered and what is in use without contradicting each other', async ({
  page,
  signInAs,
  customer,
  apiAs,
}) => {
  const api = await apiAs('admin');
  await api.call(endpoints.updateCustomerPaymentGateways, {
    params: { id: customer.id },
    body: { isUsingStandardPaymentGateways: false, customPaymentGateways: ['Adyen'], paymentGateways: [] },
  });
  await signInAs('admin', `/customers/${customer.id}/payments`);
  const gateways = section(page, 'Payment gateways');
  await expect(gateways.getByText('Offers custom payment gateways: Adyen.')).toBeVisible();
  await expect(gateways.getByText(messages.customerPayments.noGateways)).toBeVisible();
  await expect(gateways).not.toContainText('Uses custom payment gateways');
  await expect(gateways).not.toContainText('uses no payment gateways');
});

test('the custom domain has one certificate, warned about within 30 days of its expiry, with a copyable thumbprint', async ({
  page,
  context,
  signInAs,
  customer,
  apiAs,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const api = await apiAs('admin');
  const domainName = `events.${customer.alias}.example`;
  await setCustomDomain(api, customer, domainName);
  await signInAs('admin', `/customers/${customer.id}/domains`);
  const domain = section(page, 'Custom domain');
  await expect(domain.getByTestId('custom-domain-certificate')).toHaveText(/^Certificate: none \(/);

  await domain.getByRole('button', { name: 'Upload certificate' }).click();
  const upload = page.getByRole('dialog', { name: `Upload certificate for ${domainName}` });
  const pfx = makeCertificate(domainName, new Date(Date.now() + 10 * dayMs - 60_000));
  await upload
    .getByLabel('Certificate file (.pfx or .p12)')
    .setInputFiles({ name: 'cert.pfx', mimeType: 'application/octet-stream', buffer: pfx });
  await upload.getByLabel('Certificate password').fill(certificatePassword);
  await upload.getByRole('button', { name: 'Upload certificate' }).click();
  await expect(page.getByText(messages.customers.updated('certificate', customer.alias))).toBeVisible();
  await expect(domain.getByTestId('custom-domain-certificate')).toHaveText(new RegExp(`^Certificate: uploaded, ${domainName}`));
  await expect(domain.getByText('none uploaded')).toHaveCount(0);
  const warning = domain.getByRole('alert').filter({ hasText: 'Certificate expires soon' });
  await expect(warning).toContainText(`The certificate of ${domainName} expires in 10 days`);

  const { certificate } = await api.call(endpoints.getCustomDomain, { params: { id: customer.id } });
  const copy = domain.getByRole('button', { name: 'Copy thumbprint' });
  await copy.click();
  await expect(copy).toHaveAttribute('data-copied', 'true');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(certificate!.thumbprint);
});

test('an ordered certificate is the custom domain certificate: never "none" beside "issued"', async ({
  page,
  signInAs,
  customer,
  apiAs,
}) => {
  const api = await apiAs('admin');
  const domainName = `events.${customer.alias}.example`;
  await setCustomDomain(api, customer, domainName);
  await api.call(endpoints.getTxtRecords, { params: { id: customer.id }, body: { domainName } });
  // The records propagate for a few seconds (PLATFORM_SPEED): validate until DNS has them.
  await eventually(
    async () => {
      const job = await api.call(endpoints.validateDomain, { params: { id: customer.id }, body: { domainName } });
      return (await jobEnded(api, job.correlationId)).isFaulted;
    },
    { timeout: 60_000 },
  ).toBe(false);
  const order = await api.call(endpoints.orderCertificate, { params: { id: customer.id }, body: { domainName } });
  expect((await jobEnded(api, order.correlationId)).isFaulted).toBe(false);

  await signInAs('admin', `/customers/${customer.id}/domains`);
  const domain = section(page, 'Custom domain');
  const row = domain.getByRole('row').filter({ hasText: domainName });
  await expect(row.getByText(/Certificate issued \(expires /)).toBeVisible();
  await expect(domain.getByTestId('custom-domain-certificate')).toHaveText(new RegExp(`^Certificate: ordered, `));
  await expect(domain).not.toContainText('none uploaded');
});

test('a custom domain refusal and an SPF result go once the input changes', async ({ page, signInAs, customer }) => {
  await signInAs('admin', `/customers/${customer.id}/domains`);
  const domain = section(page, 'Custom domain');
  await domain.getByRole('button', { name: 'Edit custom domain' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit custom domain' });
  const name = edit.getByRole('textbox', { name: 'Custom domain name' });
  await name.fill('not a domain/');
  await edit.getByRole('button', { name: 'Save custom domain' }).click();
  const refusal = edit.getByRole('alert').filter({ hasText: 'Custom domain must be a domain name' });
  await expect(refusal).toBeVisible();
  await name.fill('events.example');
  await expect(refusal).toHaveCount(0);
  await edit.getByRole('button', { name: 'Cancel' }).click();

  await page.goto(`/customers/${customer.id}/details`);
  const email = section(page, 'Email');
  const field = email.getByRole('textbox', { name: 'Email domain' });
  await field.fill(`mail.${customer.alias}.example`);
  await email.getByRole('button', { name: 'Check SPF' }).click();
  const result = email.getByText(/^SPF check (passed|failed)$/);
  await expect(result).toBeVisible();
  await field.fill(`other.${customer.alias}.example`);
  await expect(result).toHaveCount(0);
});

test('with the server down, one failed action shows one toast', async ({ page, signInAs, customer }) => {
  await signInAs('admin', `/customers/${customer.id}/payments`);
  // The EventsAIR Pay panel has loaded (its data stays cached) before the operator moves on and the server goes away.
  await expect(section(page, 'EventsAIR Pay').getByRole('combobox', { name: 'EventsAIR Pay account' })).toBeEnabled();
  await page.getByRole('navigation', { name: 'Customer sections' }).getByRole('link', { name: 'Operations' }).click();
  await expect(section(page, 'Operations')).toBeVisible();
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(new URL(request.url()).pathname));
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));

  await section(page, 'Operations').getByRole('button', { name: 'DNS repair' }).click();
  await page
    .getByRole('dialog', { name: `DNS repair ${customer.alias}?` })
    .getByRole('button', { name: 'DNS repair' })
    .click();
  await expect(toasts(page).filter({ hasText: messages.operation.failed })).toBeVisible();
  await eventually(() => failed.some((path) => path.endsWith('/dnsrepair'))).toBe(true);
  // Two painted frames after the failure: any toast a refetch would raise is on screen by then.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(toasts(page).filter({ hasText: messages.customers.eaPayDetailsFailed })).toHaveCount(0);
  await expect(toasts(page)).toHaveCount(1);
});

test('a portal alias is removed after the shared confirmation', async ({ page, signInAs, customer, apiAs }) => {
  const api = await apiAs('admin');
  await api.call(endpoints.addPortalAliases, { params: { id: customer.id }, body: { input: 'register, tickets' } });
  await signInAs('admin', `/customers/${customer.id}/domains`);
  const aliases = section(page, 'Portal aliases');
  await aliases.getByRole('button', { name: 'Remove portal alias tickets' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove portal alias' });
  await confirm.getByRole('textbox', { name: 'Reason for this change' }).fill('Tickets moved to the main site');
  await confirm.getByRole('button', { name: 'Remove portal alias' }).click();
  await expect(page.getByText(messages.customers.updated('portal aliases', customer.alias))).toBeVisible();
  const listed = aliases.getByRole('list', { name: 'Portal aliases' }).getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('register');
  expect((await api.call(endpoints.getCustomDomain, { params: { id: customer.id } })).portalAliases).toEqual(['register']);
  await eventually(async () => {
    const { events } = await api.call(endpoints.listAudit, { query: { customer: customer.id, page: 1, pageSize: 50 } });
    return events.filter((e) => e.path.includes('/removePortalAlias/')).map((e) => e.changeReason);
  }).toEqual(['Tickets moved to the main site']);
});

test('an international domain name is saved in its punycode form', async ({ page, signInAs, customer, apiAs }) => {
  await signInAs('admin', `/customers/${customer.id}/domains`);
  const domain = section(page, 'Custom domain');
  await domain.getByRole('button', { name: 'Edit custom domain' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit custom domain' });
  await edit.getByRole('textbox', { name: 'Custom domain name' }).fill('ünïcødé.example');
  await edit.getByRole('button', { name: 'Save custom domain' }).click();
  await expect(page.getByText(messages.customers.updated('custom domain', customer.alias))).toBeVisible();
  const saved = (await (await apiAs('admin')).call(endpoints.getCustomDomain, { params: { id: customer.id } })).customDomainName;
  expect(saved).toMatch(/^xn--[a-z0-9-]+\.example$/);
  await expect(domain.getByText(`Custom domain: ${saved}`)).toBeVisible();
});

test('one machine is "1 machine"', async ({ page, signInAs, customer, apiAs }) => {
  const api = await apiAs('admin');
  const deployment = await createOnsiteDeployment(api, customer, { isPrivateKeyProtected: true });
  await signInAs('admin', `/hosting-groups/${deployment.hostingGroupIds[0]}`);
  await expect(page.getByText('On-site · 1 machine · 1 deployment', { exact: true })).toBeVisible();
  await expect(page.getByText(/\b1 machines\b/)).toHaveCount(0);
});

test.describe('away from UTC', () => {
  test.use({ timezoneId: 'Australia/Sydney' });

  test('dead letters show local time, with the UTC time on hover', async ({ page, signInAs, apiAs }) => {
    const api = await apiAs('admin');
    const customer = await createCustomerWithDeployment(api);
    await api.call(endpoints.addSimulatedDeadLetters, {
      params: { id: customer.id, deploymentId: customer.deploymentId },
      body: { count: 1 },
    });
    const [letter] = (
      await api.call(endpoints.listDeadLetters, {
        params: { id: customer.id, deploymentId: customer.deploymentId },
        query: { batchSize: 10 },
      })
    ).deadLetters;
    await signInAs('support', `/customers/${customer.id}/operations`);
    const table = section(page, 'Dead letters').getByRole('table', { name: 'Dead letters' });
    await expect(table.getByRole('columnheader', { name: 'Dead-lettered at', exact: true })).toBeVisible();
    const time = table.getByRole('row').filter({ hasText: letter!.messageId }).locator('time');
    const local = await page.evaluate((iso) => new Date(iso).toLocaleString(), letter!.enqueuedAtUtc);
    await expect(time).toHaveText(local);
    await time.hover();
    const utc = new Date(letter!.enqueuedAtUtc).toISOString().replace('T', ' ').slice(0, 19);
    await expect(time).toHaveAttribute('title', `${utc} UTC`);
  });
});

test('the database panel says the allowed maximum size and copies a revealed password', async ({
  page,
  context,
  signInAs,
  apiAs,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const customer = await createCustomerWithDeployment(await apiAs('admin'));
  await signInAs('admin', `/customers/${customer.id}/database`);
  const panel = section(page, 'Database');
  const details = panel.getByRole('table', { name: 'Database details' });
  await expect(details.getByRole('row', { name: /^Max size / })).toContainText(`allowed maximum ${databaseSizeLimitInGB} GB`);

  await panel.getByRole('button', { name: 'Show password', exact: true }).click();
  const password = await panel.getByLabel('Password', { exact: true }).innerText();
  const copy = panel.getByRole('button', { name: 'Copy password', exact: true });
  await copy.click();
  await expect(copy).toHaveAttribute('data-copied', 'true');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
});

test('an IP restriction rule has a copy button', async ({ page, context, signInAs, customer, apiAs }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const api = await apiAs('admin');
  await api.call(endpoints.addIpAddressEntry, { params: { id: customer.id }, body: { ipAddress: '203.0.113.7', allowed: true } });
  await signInAs('admin', `/customers/${customer.id}/domains`);
  const copy = section(page, 'Security').getByRole('button', { name: 'Copy IP address 203.0.113.7' });
  await copy.click();
  await expect(copy).toHaveAttribute('data-copied', 'true');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('203.0.113.7');
});
