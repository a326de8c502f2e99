import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const webDist = path.resolve(import.meta.dirname, '../apps/web/dist');

/** Issue 10's goal for the JavaScript of a signed-in operator's first visit to /customers (gzip); issue 30 holds every screen to it. */
export const firstLoadGoalBytes = 200 * 1024;

/** Issue 30: what a screen loads beyond the scripts every screen loads (the shell), gzip. */
export const routeChunkGoalBytes = 60 * 1024;

export type FirstLoad = { bytes: number; files: string[] };

const isCustomersDrawn = async (page: Page) => {
  await expect(page.getByRole('searchbox', { name: 'Search customers' })).toBeVisible();
};

/** The gzip size (level 9, as the build writes it) of built scripts named by their /assets/ path. */
export const gzipBytes = (files: string[]) =>
  files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(webDist, file)), { level: 9 }).length, 0);

/**
 * The JavaScript a signed-in operator's first visit to a screen loads, in gzip bytes (level 9, as
 * the build writes it): every script until the screen is drawn (`isDrawn`; by default /customers'
 * search), the live connection is up and the network has gone quiet — so what loads beside the page
 * (the live client) counts too, and what loads only on demand (dialogs, the jobs drawer, toasts) does
 * not. Deterministic for a given build. `open` navigates the page to the screen, already signed in.
 */
export const measureFirstLoad = async (
  page: Page,
  open: () => Promise<void>,
  isDrawn: (page: Page) => Promise<void> = isCustomersDrawn,
): Promise<FirstLoad> => {
  const scripts = new Set<string>();
  const onResponse = (response: { url: () => string }) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) scripts.add(url.pathname);
  };
  page.on('response', onResponse);
  try {
    await open();
    await isDrawn(page);
    await expect(page.getByRole('status', { name: 'Live connection' })).toHaveAttribute('data-state', 'connected');
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('response', onResponse);
  }
  const files = [...scripts].sort();
  return { bytes: gzipBytes(files), files };
};

export const formatKilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
