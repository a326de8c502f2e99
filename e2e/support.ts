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
