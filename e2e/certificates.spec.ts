import { endpoints, type PlatformSimulationConditions } from '@console/contract';
import { expect, expectAccessible, test, type Api } from './fixtures';
import { makePfx } from '../apps/server/test/support/pkcs12';
import { letToastsClose } from './support';

const password = 'e2e-Pa55word';

const makeCertificate = (name: string) => makePfx({ name, password, daysLeft: 400 });

const simulate = (api: Api, conditions: PlatformSimulationConditions) =>
  api.call(endpoints.setPlatformSimulation, { body: conditions });

test('raises the missing-certificate alarm, refuses a wrong thumbprint, takes the right one and clears the alarm live', async ({
  page,
  signInAs,
  apiAs,
}) => {
  const api = await apiAs('admin');
  const before = await api.call(endpoints.getPlatformSimulation);
  await signInAs('admin', '/operations/certificates');
  await expect(page.getByRole('status', { name: 'Live connection' })).toContainText('Live updates connected');
  try {
    await simulate(api, { ...before, missingCertificates: ['cloud-service-rdp'] });
    const alarms = page.getByRole('region', { name: 'Alarms' });
    await expect(alarms).toContainText('One or more required hosting certificates are missing');
    const row = page.getByRole('row', { name: 'Cloud service RDP' });
    await expect(row).toContainText('Missing in the cloud');

    const name = `rdp-${Date.now().toString(36)}-${test.info().repeatEachIndex}.eventsair.example`;
    const { content: buffer, thumbprint } = makeCertificate(name);
    await row.getByRole('button', { name: 'Upload: Cloud service RDP' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload the Cloud service RDP certificate' });
    await expectAccessible(page, '[role="dialog"]');
    await page
      .locator('[role="dialog"] input[type="file"]')
      .setInputFiles({ name: 'rdp.pfx', mimeType: 'application/x-pkcs12', buffer });
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByRole('textbox', { name: 'Confirm thumbprint' }).fill('00112233');
    await dialog.getByRole('button', { name: 'Upload certificate' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      `Confirm thumbprint: the file's thumbprint is ${thumbprint}, not 00112233.`,
    );
    // Typed as Windows shows it: lower case in pairs.
    await dialog
      .getByRole('textbox', { name: 'Confirm thumbprint' })
      .fill(thumbprint.toLowerCase().replace(/(..)/g, '$1 ').trim());
    await dialog.getByRole('button', { name: 'Upload certificate' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toContainText(thumbprint);
    await expect(row).toContainText(name);
    await expect(row).not.toContainText('Missing in the cloud');
    await expect(alarms).toHaveCount(0);
  } finally {
    await simulate(api, before);
  }
});

test('updates the wildcard certificate on every service as a job, after a confirmation', async ({ page, signInAs, apiAs }) => {
  test.setTimeout(150_000);
  const api = await apiAs('admin');
  await signInAs('admin', '/operations/certificates');
  const row = page.getByRole('row', { name: 'Wildcard SSL' });
  await row.getByRole('button', { name: 'Update services' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update the wildcard certificate on every service?' });
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Update services' }).click();
  await expect(page.getByText('Updating the wildcard certificate on every service: follow it in the jobs drawer.')).toBeVisible();
  await expect
    .poll(
      async () => {
        const { jobs } = await api.call(endpoints.listJobs, {});
        const job = jobs.find((j) => j.name.startsWith('Update the wildcard certificate on '));
        return job ? { isCompleted: job.isCompleted, isFaulted: job.isFaulted, steps: job.steps.length > 1 } : null;
      },
      { timeout: 100_000 },
    )
    .toEqual({ isCompleted: true, isFaulted: false, steps: true });
});

test('finds a certificate by its thumbprint and marks one expiring within 30 days', async ({ page, signInAs, apiAs }) => {
  const api = await apiAs('admin');
  const list = await api.call(endpoints.listHostingCertificates);
  const signing = list.find((c) => c.id === 'code-signing')!;
  await signInAs('support', '/operations/certificates');
  await page.getByRole('textbox', { name: 'Find by thumbprint' }).fill(signing.thumbprint!.toLowerCase());
  await expect(page.getByRole('status').filter({ hasText: 'is the Code signing certificate.' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Find by thumbprint' }).fill('00');
  await expect(page.getByText('No known hosting certificate has this thumbprint.')).toBeVisible();
  // The seeded code-signing certificate runs out within the month (unless a test replaced it).
  if (signing.uploadedBy === 'Seed') {
    await expect(page.getByRole('row', { name: 'Code signing' })).toContainText('(within 30 days)');
  }
});

for (const viewport of [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the certificates page and its upload dialog pass axe at ${viewport.name} width`, async ({ page, signInAs }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signInAs('admin', '/operations/certificates');
    await expect(page.getByRole('table', { name: 'Hosting certificates' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Upload: Wildcard SSL' }).click();
    await expectAccessible(page, '[role="dialog"]');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel', exact: true }).click();
    await letToastsClose(page);
  });
}
