import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';

const webDist = path.resolve(import.meta.dirname, '../apps/web/dist');

/**
 * The JavaScript a signed-in operator's first visit to /customers loads, in gzip bytes (level 9, as the
 * build writes it). Deterministic for a given build, so it is a budget, not a timing. Issue 10's goal
 * is 200 kB; the budget holds today's size so that nothing grows unnoticed, and comes down as the
 * entry sheds what it does not need.
 */
const firstLoadBudgetBytes = 260 * 1024;

test('the hashed assets are sent precompressed and kept by the browser for a year; the page itself is revalidated', async ({
  request,
}) => {
  const index = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(index.headers()['cache-control']).toBe('no-cache');
  const html = await index.text();
  const entry = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(entry, 'the page names its entry script').toBeTruthy();

  const brotli = await request.get(entry!, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const gzip = await request.get(entry!, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
});

test('the first load of /customers stays within its JavaScript budget', async ({ page, signInAs }) => {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  await signInAs('support', '/customers');
  await expect(page.getByRole('searchbox', { name: 'Search customers' })).toBeVisible();
  const bytes = [...scripts].reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(webDist, file)), { level: 9 }).length,
    0,
  );
  console.log(`first load of /customers: ${(bytes / 1024).toFixed(1)} kB of JavaScript (gzip) in ${scripts.size} files`);
  expect(bytes).toBeLessThanOrEqual(firstLoadBudgetBytes);
});
