import { expect, type Page } from '@playwright/test';

export const tokenKey = 'admin.id_token';

/** Goes to `path` and signs in through the development identity provider's form. */
export const signIn = async (page: Page, username: string, path = '/') => {
  await page.goto(path);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(process.env.DEV_PASSWORD ?? 'operator');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
};

export const storedToken = (page: Page) => page.evaluate((key) => localStorage.getItem(key), tokenKey);

/**
 * Toasts sit at the bottom right, over the right end of table rows, and pause while the pointer rests
 * on them (so an operator can read them). Before clicking there, the pointer moves away and the toasts
 * are let close, as an operator would wait for them.
 */
export const letToastsClose = async (page: Page) => {
  await page.mouse.move(0, 0);
  await expect(page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Dismiss' }) })).toHaveCount(0);
};

/** A screen has drawn its first data: its main region shows and no loader is left in it (what the operator sees). */
export const expectScreenDrawn = async (page: Page) => {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('main').locator('.mantine-Loader-root')).toHaveCount(0, { timeout: 20_000 });
};
