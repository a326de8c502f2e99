import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ownServer } from './own-server';
import { signIn } from './support';

const server = ownServer(Number(process.env.E2E_OWN_PORT ?? 8292));
const builtApp = 'apps/web/dist';
// A copy of the build whose page loads its entry under another name: to the browser, another web app.
const nextApp = `test-results/web-next-${server.baseURL.split(':').pop()}`;

const writeNextApp = () => {
  rmSync(nextApp, { recursive: true, force: true });
  cpSync(builtApp, nextApp, { recursive: true });
  // The server sends a page's compressed copy when there is one; this page is rewritten, so it has none.
  for (const compressed of ['index.html.br', 'index.html.gz']) rmSync(path.join(nextApp, compressed), { force: true });
  const page = readFileSync(path.join(nextApp, 'index.html'), 'utf8');
  const entry = /src="\/assets\/(index-[^"]+)\.js"/.exec(page)?.[1];
  if (!entry) throw new Error(`no entry script in ${builtApp}/index.html`);
  cpSync(path.join(nextApp, 'assets', `${entry}.js`), path.join(nextApp, 'assets', `${entry}-next.js`));
  writeFileSync(path.join(nextApp, 'index.html'), page.replace(`/assets/${entry}.js`, `/assets/${entry}-next.js`));
};

type Served = { version: string | null; isNextApp: boolean };
let served: Served = { version: null, isNextApp: false };

const serve = async (next: Served) => {
  if (next.version === served.version && next.isNextApp === served.isNextApp) return;
  await server.stop();
  await server.start({
    ...(next.version ? { APP_VERSION: next.version } : {}),
    ...(next.isNextApp ? { WEB_DIST: nextApp } : {}),
  });
  served = next;
};

/** The console asking which web app the server hands out (its page, read by a script, not a navigation). */
const servedAppRead = (page: Page) =>
  page.waitForResponse((response) => response.url() === `${server.baseURL}/` && response.request().resourceType() === 'fetch');

/** Lets the 60-second poll run and waits until the console has asked which web app the server hands out. */
const pollVersion = async (page: Page) => {
  const read = servedAppRead(page);
  await page.clock.fastForward('01:01');
  await read;
};

test.beforeAll(async () => {
  writeNextApp();
  await server.start();
});
// Each test starts with the server running the version and the web app this page was built with.
test.beforeEach(async () => {
  await serve({ version: null, isNextApp: false });
});
test.afterAll(async () => {
  await server.stop();
});

test('the latest-version screen appears when a new web app is served, and an open form is never discarded silently', async ({
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

  await serve({ version: '99.0.0-e2e', isNextApp: true });
  await pollVersion(page);
  await expect(screen).toBeVisible({ timeout: 20_000 });
  await expect(screen).toContainText('the server now runs version 99.0.0-e2e');

  await screen.getByRole('button', { name: 'Reload' }).click();
  await expect(screen.getByRole('alert')).toContainText('You have a form open');
  await screen.getByRole('button', { name: 'Return to the form' }).click();
  await expect(screen).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: 'Customer name' })).toHaveValue('Work in progress');

  const banner = page.getByRole('region', { name: 'New version' });
  await banner.getByRole('button', { name: 'Reload' }).click();
  const reloadedRead = servedAppRead(page);
  await page.getByRole('button', { name: 'Reload and discard the form' }).click();
  await page.waitForURL(`${server.baseURL}/customers`);
  await expect(page.getByRole('dialog', { name: 'Quick create customer' })).toHaveCount(0);
  // The page now runs the web app the server hands out: reloading again would change nothing, so nothing asks.
  await reloadedRead;
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  await expect(screen).toHaveCount(0);
  await expect(banner).toHaveCount(0);
});

test('a server that reports another version but hands out the same web app never traps the operator', async ({ page }) => {
  test.setTimeout(120_000);
  await serve({ version: '98.0.0-same-app', isNextApp: false });
  await page.clock.install();
  const firstRead = servedAppRead(page);
  await signIn(page, 'admin', `${server.baseURL}/customers`);
  const screen = page.getByRole('dialog', { name: 'A new version of the console is available' });
  await firstRead;
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  await expect(screen).toHaveCount(0);

  // Reloading changes nothing either: the screen does not come back.
  const reloadedRead = servedAppRead(page);
  await page.reload();
  await reloadedRead;
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  await expect(screen).toHaveCount(0);
});

test('the latest-version screen can be put aside, leaving a banner to reload from later', async ({ page }) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await signIn(page, 'admin', `${server.baseURL}/customers`);
  await serve({ version: '99.0.0-e2e', isNextApp: true });
  const screen = page.getByRole('dialog', { name: 'A new version of the console is available' });
  await pollVersion(page);
  await expect(screen).toBeVisible({ timeout: 20_000 });
  await screen.getByRole('button', { name: 'Not now' }).click();
  await expect(screen).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  const banner = page.getByRole('region', { name: 'New version' });
  await expect(banner).toBeVisible();
  const reloadedRead = servedAppRead(page);
  await banner.getByRole('button', { name: 'Reload' }).click();
  await reloadedRead;
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  await expect(screen).toHaveCount(0);
  await expect(banner).toHaveCount(0);
});
