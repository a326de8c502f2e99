import { endpoints } from '@console/contract';
import { expect, expectAccessible, test } from './fixtures';
import { letToastsClose } from './support';

test('uploads a key file into the pool, refusing a malformed one, and deallocates an assigned key', async ({
  page,
  signInAs,
  apiAs,
}) => {
  await signInAs('admin', '/operations/ossecKeys');
  await expect(page.getByRole('heading', { name: 'Intrusion-detection keys', level: 1 })).toBeVisible();
  const input = page.locator('input[type="file"]');
  await input.setInputFiles({ name: 'client.keys', mimeType: 'text/plain', buffer: Buffer.from('001 web 01 any nokey\n') });
  await page.getByRole('button', { name: 'Upload keys' }).click();
  await expect(page.getByText(/The keys were not added: .*Line 1/)).toBeVisible();

  // Agent ids of this test and repeat only.
  const base = 5000 + ((Date.now() % 1000) * 3 + test.info().repeatEachIndex) * 2;
  const key = 'ab'.repeat(32);
  const lines = [`${base} e2e-agent-${base} any ${key}`, `${base + 1} e2e-agent-${base + 1} 10.1.0.0/16 ${key}`].join('\n');
  await input.setInputFiles({ name: 'client.keys', mimeType: 'text/plain', buffer: Buffer.from(lines) });
  await page.getByRole('button', { name: 'Upload keys' }).click();
  await expect(page.getByText('2 keys were added to the pool.')).toBeVisible();
  const available = page.getByRole('table', { name: 'Available keys' });
  await expect(available.getByRole('row', { name: `${base} e2e-agent-${base}` })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(key);

  const api = await apiAs('admin');
  const { assignedKeys } = await api.call(endpoints.listOssecKeys);
  const held = assignedKeys[0]!;
  await letToastsClose(page);
  const assigned = page.getByRole('table', { name: 'Assigned keys' });
  await assigned.getByRole('button', { name: `Deallocate: ${held.agentId} ${held.agentName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Deallocate the key of ${held.agentName}?` });
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Deallocate' }).click();
  await expect(page.getByText(`The key of ${held.agentName} is back in the pool.`)).toBeVisible();
  await expect(available.getByRole('row', { name: `${held.agentId} ${held.agentName}` })).toBeVisible();
  await expect(assigned.getByRole('row', { name: `${held.agentId} ${held.agentName}` })).toHaveCount(0);
});

for (const viewport of [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the intrusion-detection keys page passes axe at ${viewport.name} width`, async ({ page, signInAs }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signInAs('admin', '/operations/ossecKeys');
    await expect(page.getByRole('table', { name: 'Available keys' })).toBeVisible();
    await expectAccessible(page);
  });
}
