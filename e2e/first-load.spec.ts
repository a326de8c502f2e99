import { expect, test } from './fixtures';
import { firstLoadGoalBytes, formatKilobytes, measureFirstLoad } from './first-load';

test('the hashed assets are sent precompressed and kept by the browser for a year; the page itself is revalidated', async ({
  request,
}) => {
  const index = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(index.headers()['cache-control']).toBe('no-cache');
  const html = await index.text();
  // The route preloader and the entry: each is sent precompressed and kept.
  const scripts = [...html.matchAll(/<script[^>]+src="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  expect(scripts, 'the page names its scripts').toHaveLength(2);
  for (const script of scripts) {
    const brotli = await request.get(script, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers()['content-encoding']).toBe('br');
    expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzip = await request.get(script, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
  }
});

test("the page asks for the screen's chunks beside the entry, and for no other screen's", async ({ page, signInAs }) => {
  const preloaded = () =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) => new URL(link.href).pathname),
    );
  await signInAs('support', '/customers');
  const onCustomers = await preloaded();
  expect(onCustomers.some((file) => /\/customers-page-[\w-]+\.js$/.test(file))).toBe(true);
  expect(onCustomers.some((file) => /\/dashboard-page-/.test(file))).toBe(false);
  await page.goto('/');
  await expect.poll(preloaded).toContainEqual(expect.stringMatching(/\/dashboard-page-[\w-]+\.js$/));
});

test('the first load of /customers stays within its JavaScript budget', async ({ page, signInAs }) => {
  const firstLoad = await measureFirstLoad(page, () => signInAs('support', '/customers'));
  console.log(
    `first load of /customers: ${formatKilobytes(firstLoad.bytes)} of JavaScript (gzip) in ${firstLoad.files.length} files`,
  );
  // Issue 10's goal is the budget: nothing grows past it unnoticed.
  expect(firstLoad.bytes).toBeLessThanOrEqual(firstLoadGoalBytes);
});
