import { expect, test } from '@playwright/test';
import { signIn, storedToken, tokenKey } from './support';

test('an anonymous visitor signs in and returns to the page they asked for', async ({ page }) => {
  await page.goto('/operations/audit?text=subscription');
  await expect(page.getByLabel('Username')).toBeVisible();
  await page.getByLabel('Username').fill('support');
  await page.getByLabel('Password').fill('operator');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/operations\/audit\?text=subscription$/);
  await expect(page.getByRole('heading', { name: 'Audit' })).toBeVisible();
  expect(await storedToken(page)).toBeTruthy();
});

test('the provider refuses a wrong password and says so', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('wrong');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('That username and password do not match an operator.');
});

test('the title is the environment in upper case, the product name and the route title', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page).toHaveTitle('DEVELOPMENT - Operations Console - Dashboard');
  await page.getByRole('link', { name: 'Customers' }).click();
  await expect(page).toHaveTitle('DEVELOPMENT - Operations Console - Customers');
});

test('an unknown path lands on /', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/no/such/screen');
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('sign-out clears the token and does not sign straight back in', async ({ page }) => {
  await signIn(page, 'admin');
  // Signing out makes no call without a token (it used to fire several that the server refused).
  const unsigned: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/') && !request.headers()['authorization']) unsigned.push(request.url());
  });
  await page.getByRole('button', { name: 'Operator: Ada Admin' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/signin\?signedOut=true/);
  await expect(page.getByText('You have signed out.')).toBeVisible();
  expect(unsigned.filter((url) => !/getfederatedsigninconfig|\/api\/health/.test(url))).toEqual([]);
  expect(await storedToken(page)).toBeNull();
  await page.goto('/customers');
  await expect(page).toHaveURL(/\/signin/);
});

test('stored credentials that are no longer valid show the form with the spec message', async ({ page }) => {
  await page.goto('/signin?signedOut=true');
  // The page has run its own check before the token is planted.
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.evaluate((key) => localStorage.setItem(key, 'expired.token.value'), tokenKey);
  await page.goto('/signin');
  await expect(page.getByRole('alert')).toContainText('Your credentials were invalid or have expired.');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await storedToken(page)).toBeNull();
});

test('any other failure to verify credentials shows the generic sign-in message', async ({ page }) => {
  await page.goto('/signin?signedOut=true');
  // The page has run its own check before the token is planted.
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.evaluate((key) => localStorage.setItem(key, 'some.token.value'), tokenKey);
  await page.route('**/api/whoami', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.goto('/signin');
  await expect(page.getByRole('alert')).toContainText("We weren't able to sign you in with those credentials.");
});

test('a failure to get the federated configuration says so', async ({ page }) => {
  await page.route('**/api/getfederatedsigninconfig', (route) => route.fulfill({ status: 503, body: '{}' }));
  await page.goto('/');
  await expect(page.getByRole('alert')).toContainText('Failed to get federated sign in configuration.');
});

test('a 401 on a call removes the token and reloads into sign-in', async ({ page }) => {
  await signIn(page, 'support');
  let isRefused = false;
  await page.route('**/api/audit**', async (route) => {
    if (isRefused) return route.fallback();
    isRefused = true;
    await route.fulfill({
      status: 401,
      headers: { 'x-reason': 'The token is invalid or has expired' },
      body: '{"errorMessage":"expired"}',
    });
  });
  // The way to the provider (its configuration first) is held until the page has said why the
  // operator is signing in again.
  let letThrough!: () => void;
  const isLetThrough = new Promise<void>((resolve) => (letThrough = resolve));
  await page.route('**/api/getfederatedsigninconfig', async (route) => {
    await isLetThrough;
    await route.fallback();
  });
  const signInStarted = page.waitForRequest((request) => request.url().includes('/oidc/auth'));
  await page.goto('/operations/audit');
  await expect(page.getByText('Your session has ended. Redirecting you to sign in again…')).toBeVisible();
  letThrough();
  // The token was removed, so the reload went back through the provider (whose session signs in again).
  await signInStarted;
  await expect(page).toHaveURL(/\/operations\/audit/);
  await expect(page.getByRole('heading', { name: 'Audit' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});
