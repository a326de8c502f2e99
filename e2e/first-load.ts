import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const webDist = path.resolve(import.meta.dirname, '../apps/web/dist');

/** Issue 10's goal for the JavaScript of a signed-in operator's first visit to /customers (gzip). */
export const firstLoadGoalBytes = 200 * 1024;

export type FirstLoad = { bytes: number; files: string[] };

/**
 * The JavaScript a signed-in operator's first visit to /customers loads, in gzip bytes (level 9, as
 * the build writes it): every script until the page shows its search, the live connection is up and
 * the network has gone quiet — so what loads beside the page (the live client) counts too, and what
 * loads only on demand (dialogs, the jobs drawer, toasts) does not. Deterministic for a given build.
 * `open` navigates the page to /customers, already signed in.
 */
export const measureFirstLoad = async (page: Page, open: () => Promise<void>): Promise<FirstLoad> => {
  const scripts = new Set<string>();
  const onResponse = (response: { url: () => string }) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) scripts.add(url.pathname);
  };
  page.on('response', onResponse);
  try {
    await open();
    await expect(page.getByRole('searchbox', { name: 'Search customers' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Live connection' })).toHaveAttribute('data-state', 'connected');
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('response', onResponse);
  }
  const files = [...scripts].sort();
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(webDist, file)), { level: 9 }).length, 0);
  return { bytes, files };
};

export const formatKilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
