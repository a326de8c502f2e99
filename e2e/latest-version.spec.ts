import { expect, test } from '@playwright/test';
import { ownServer } from './own-server';
import { signIn } from './support';

const server = ownServer(Number(process.env.E2E_OWN_PORT ?? 8292));
let servedVersion: string | null = null;

const serve = async (version: string | null) => {
  if (version === servedVersion) return;
  await server.stop();
  await server.start(version ? { APP_VERSION: version } : {});
  servedVersion = version;
};

test.beforeAll(async () => {
  await server.start();
});
// Each test starts with the server running the version this page was built with.
test.beforeEach(async () => {
  await serve(null);
});
test.afterAll(async () => {
  await server.stop();
});

test('the latest-version screen appears when the served version changes, and an open form is never discarded silently', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await signIn(page, 'admin', `${server.baseURL}/customers`);
  const screen = page.getByRole('dialog', { name: 'A new version of the console is available' });

  // A form is open with work in it.
  await page.getByRole('button', { name: 'Quick create', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Quick create customer' });
  await form.getByRole('textbox', { name: 'Customer name' }).fill('Work in progress');

  // The same version: the poll finds nothing to do.
  await page.clock.fastForward('01:01');
  await expect(screen).toHaveCount(0);

  await serve('99.0.0-e2e');
  await page.clock.fastForward('01:01');
  await expect(screen).toBeVisible({ timeout: 20_000 });
  await expect(screen).toContainText('the server now runs version 99.0.0-e2e');

  await screen.getByRole('button', { name: 'Reload' }).click();
  await expect(screen.getByRole('alert')).toContainText('You have a form open');
  await screen.getByRole('button', { name: 'Return to the form' }).click();
  await expect(screen).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: 'Customer name' })).toHaveValue('Work in progress');

  const banner = page.getByRole('region', { name: 'New version' });
  await banner.getByRole('button', { name: 'Reload' }).click();
  await page.getByRole('button', { name: 'Reload and discard the form' }).click();
  await page.waitForURL(`${server.baseURL}/customers`);
  await expect(page.getByRole('dialog', { name: 'Quick create customer' })).toHaveCount(0);
  // This page is still the old build, so the screen stays until a page of the new version is loaded.
  await expect(screen).toBeVisible({ timeout: 20_000 });
});
