import { expect, test } from '@playwright/test';
import { ownServer } from './own-server';
import { signIn } from './support';

const server = ownServer(Number(process.env.E2E_OWN_PORT ?? 8292));

test.beforeAll(async () => {
  await server.start();
});
test.afterAll(async () => {
  await server.stop();
});

test("the connection bar offers 'reconnect now' when the server goes away and recovers when it returns", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'support', `${server.baseURL}/`);
  const bar = page.getByRole('status', { name: 'Live connection' });
  await expect(bar).toContainText('Live updates connected');

  await server.stop();
  await expect(bar).toContainText(/Disconnected from live updates; retrying in \d+ s/);
  const reconnectNow = bar.getByRole('button', { name: 'reconnect now' });
  await expect(reconnectNow).toBeVisible();

  // Trying while the server is still away fails with the spec's message.
  await reconnectNow.click();
  await expect(page.getByText('Failed to establish a persistent connection with the server.')).toBeVisible();
  await expect(bar).toContainText('Disconnected from live updates');
  // A part whose code has not loaded yet (the command palette) fails alone and says so; the page stays.
  await page.keyboard.press('Control+k');
  await expect(page.getByText('Something is wrong here.')).toBeVisible();
  await expect(bar).toContainText('Disconnected from live updates');

  await server.start();
  await bar.getByRole('button', { name: 'reconnect now' }).click();
  await expect(bar).toContainText(/Reconnected; lists refreshed|Live updates connected/);
  await expect(bar.getByRole('button', { name: 'reconnect now' })).toHaveCount(0);
  await expect(bar).toContainText('Live updates connected', { timeout: 10_000 });
  // With the server back, the same key asks for the palette's code again and opens it.
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeVisible();
});
