import { endpoints, messages } from '@console/contract';
import { eventually, expect, expectAccessible, test, type Api } from './fixtures';
import { createCustomerWithDeployment, section, type CustomerWithDeployment } from './pages/deployment-data';

// Each test provisions a customer of its own first; on a busy machine that alone can take half a minute.
test.describe.configure({ timeout: 120_000 });

const fill = async (api: Api, customer: CustomerWithDeployment, count: number) =>
  api.call(endpoints.addSimulatedDeadLetters, {
    params: { id: customer.id, deploymentId: customer.deploymentId },
    body: { count },
  });

const queueOf = async (api: Api, customer: CustomerWithDeployment, batchSize = 100) =>
  api.call(endpoints.listDeadLetters, { params: { id: customer.id, deploymentId: customer.deploymentId }, query: { batchSize } });

test('pages through the dead letters 10, 20, 50 or 100 at a time and shows one in detail', async ({ page, signInAs, apiAs }) => {
  const api = await apiAs('admin');
  const customer = await createCustomerWithDeployment(api);
  await fill(api, customer, 57);
  const oldest = (await queueOf(api, customer)).deadLetters[0]!;
  await signInAs('support', `/customers/${customer.id}/operations#dead-letters`);
  const panel = section(page, 'Dead letters');
  const rows = panel.getByRole('table', { name: 'Dead letters' }).getByRole('row');
  await expect(panel.getByText('57 dead letters; the oldest 10 shown.')).toBeVisible();
  await expect(rows).toHaveCount(11);
  await expectAccessible(page, '#dead-letters');

  await panel.getByRole('button', { name: `View dead letter ${oldest.messageId}` }).click();
  const dialog = page.getByRole('dialog', { name: `Dead letter ${oldest.messageId}` });
  await expect(dialog.getByText(`Queue: ${oldest.queueName}`)).toBeVisible();
  await expect(dialog.getByLabel('Body')).toContainText(
    `"correlationId": "${(JSON.parse(oldest.body) as { correlationId: string }).correlationId}"`,
  );
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(dialog).toHaveCount(0);

  for (const [size, shown] of [
    ['20', 20],
    ['50', 50],
    ['100', 57],
  ] as const) {
    await panel.getByRole('combobox', { name: 'Page size' }).click();
    await page.getByRole('option', { name: size, exact: true }).click();
    await expect(rows).toHaveCount(shown + 1);
  }
  await expect(panel.getByText('57 dead letters.')).toBeVisible();
});

test('replays the selected dead letters and deletes others after a confirmation', async ({ page, signInAs, apiAs }) => {
  const api = await apiAs('admin');
  const customer = await createCustomerWithDeployment(api);
  await fill(api, customer, 12);
  const [first, second, third] = (await queueOf(api, customer)).deadLetters;
  await signInAs('admin', `/customers/${customer.id}/operations#dead-letters`);
  const panel = section(page, 'Dead letters');
  await panel.getByRole('checkbox', { name: `Select dead letter ${first!.messageId}` }).check();
  await panel.getByRole('checkbox', { name: `Select dead letter ${second!.messageId}` }).check();
  await panel.getByRole('button', { name: 'Replay selected' }).click();
  await expect(page.getByText(messages.deadLetters.replayedSelected(2, 2))).toBeVisible();
  await expect(panel.getByText('10 dead letters.')).toBeVisible();
  await expect(panel.getByRole('checkbox', { name: `Select dead letter ${first!.messageId}` })).toHaveCount(0);

  await panel.getByRole('checkbox', { name: `Select dead letter ${third!.messageId}` }).check();
  await panel.getByRole('button', { name: 'Delete selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete the selected dead letters' });
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Delete 1 dead letter' }).click();
  await expect(page.getByText(messages.deadLetters.deletedSelected(1, 1))).toBeVisible();
  await expect(panel.getByText('9 dead letters.')).toBeVisible();
  const left = (await queueOf(api, customer)).deadLetters.map((d) => d.messageId);
  expect(left).not.toContain(first!.messageId);
  expect(left).not.toContain(third!.messageId);
});

test('replays all, then destroys all after a confirmation, with the spec’s words', async ({ page, signInAs, apiAs }) => {
  const api = await apiAs('admin');
  const customer = await createCustomerWithDeployment(api);
  await fill(api, customer, 30);
  await signInAs('admin', `/customers/${customer.id}/operations#dead-letters`);
  const panel = section(page, 'Dead letters');
  await expect(panel.getByText('30 dead letters; the oldest 10 shown.')).toBeVisible();
  await panel.getByRole('button', { name: 'Replay all' }).click();
  await expect(page.getByText(messages.deadLetters.replayAllRequested)).toBeVisible();
  await expect(page.getByText(messages.deadLetters.replayedAll)).toBeVisible();
  await expect(panel.getByText('No dead letters.')).toBeVisible();
  expect((await queueOf(api, customer)).deadLetterCount).toBe(0);

  await fill(api, customer, 25);
  await panel.getByRole('button', { name: 'Refresh dead letters' }).click();
  await expect(panel.getByText('25 dead letters; the oldest 10 shown.')).toBeVisible();
  await panel.getByRole('button', { name: 'Destroy all' }).click();
  const dialog = page.getByRole('dialog', { name: 'Destroy all dead letters' });
  await expect(dialog.getByText('This cannot be undone.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Destroy all dead letters' }).click();
  await expect(page.getByText(messages.deadLetters.destroyAllRequested)).toBeVisible();
  await expect(page.getByText(messages.deadLetters.destroyedAll)).toBeVisible();
  await expect(panel.getByText('No dead letters.')).toBeVisible();
  await eventually(async () => (await queueOf(api, customer)).deadLetterCount).toBe(0);
});
