import { BlockBlobClient } from '@azure/storage-blob';
import { blobBlockSize, endpoints } from '@console/contract';
import { eventually, expect, expectAccessible, test } from './fixtures';
import { letToastsClose } from './support';

test('creates a database server, seen live until ready, then shows and resets its admin password', async ({ page, signInAs }) => {
  // A long flow (a server created live, its password shown and reset, then axe on the whole page): room for a busy machine.
  test.setTimeout(120_000);
  await signInAs('admin', '/azure/databases');
  await expect(page.getByRole('heading', { name: 'Database servers', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Database servers' });
  await expect(table.getByRole('row', { name: 'sql-australiaeast-01' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('option', { name: 'West Europe' }).click();
  await page.getByRole('button', { name: 'Create server' }).click();
  const dialog = page.getByRole('dialog', { name: /Create a database server in West Europe\?/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Create server' }).click();
  const created = page.getByText(/^Creating database server (sql-westeurope-[0-9a-f]{6}) in westeurope\.$/);
  await expect(created).toBeVisible();
  const serverName = /(sql-westeurope-[0-9a-f]{6})/.exec((await created.textContent()) ?? '')![1]!;
  const row = table.getByRole('row', { name: serverName });
  await expect(row).toBeVisible();
  // The provisioning events arrive live: the row turns ready without a reload.
  await expect(row).toContainText('Ready', { timeout: 60_000 });
  await expect(page.getByText(`Database server ${serverName} is ready.`)).toBeVisible();

  await row.getByRole('button', { name: `Show the admin password of ${serverName}` }).click();
  const shown = row.getByLabel(`Admin password of ${serverName}`, { exact: true });
  await expect(shown).toHaveText(/^.{24}$/);
  const before = await shown.textContent();
  await row.getByRole('button', { name: `Hide the admin password of ${serverName}` }).click();
  await expect(shown).toHaveCount(0);

  await row.getByRole('button', { name: `Reset the admin password of ${serverName}` }).click();
  const reset = page.getByRole('dialog', { name: `Reset the admin password of ${serverName}?` });
  await expectAccessible(page, '[role="dialog"]');
  await reset.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText(`The admin password of ${serverName} was reset.`)).toBeVisible();
  await row.getByRole('button', { name: `Show the admin password of ${serverName}` }).click();
  await expect(shown).toHaveText(/^.{24}$/);
  expect(await shown.textContent()).not.toBe(before);
  // A toast over the row's buttons would be measured as their background: let it close first.
  await letToastsClose(page);
  await expectAccessible(page);
});

test('says why an admin password was not reset', async ({ page, signInAs }) => {
  await signInAs('admin', '/azure/databases');
  // The seeded failed server cannot take a new password.
  const row = page.getByRole('table', { name: 'Database servers' }).getByRole('row', { name: 'sql-eastus-01' });
  await expect(row).toContainText('Failed');
  await row.getByRole('button', { name: 'Reset the admin password of sql-eastus-01' }).click();
  await page
    .getByRole('dialog', { name: 'Reset the admin password of sql-eastus-01?' })
    .getByRole('button', { name: 'Reset password' })
    .click();
  await expect(page.getByText('Admin password for SQL Server sql-eastus-01 was not reset.')).toBeVisible();
});

test('uploads a multi-block BACPAC to blob storage with its progress reaching 100 %, which clears the default database alarm', async ({
  page,
  signInAs,
  apiAs,
}) => {
  const api = await apiAs('admin');
  const conditions = await api.call(endpoints.getPlatformSimulation);
  // No default database: the header alarm says so until the upload below is made the default database.
  await api.call(endpoints.setPlatformSimulation, { body: { ...conditions, hasDefaultDatabase: false } });
  try {
    await signInAs('admin', '/azure/databases');
    const alarms = page.getByRole('region', { name: 'Alarms' });
    await expect(alarms).toContainText("There doesn't appear to be a default database configured.");
    // Mantine's FileInput is a button over a hidden file input; the file goes to that input.
    const input = page.locator('input[type="file"]');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a bacpac') });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText('Please select a BACPAC file to upload.')).toBeVisible();

    // A file that is not a zip package arrives whole but is refused and removed: the alarm stays.
    const notZip = Buffer.alloc(blobBlockSize + 10, 7);
    await input.setInputFiles({ name: 'broken.bacpac', mimeType: 'application/octet-stream', buffer: notZip });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText('broken.bacpac is not a BACPAC (a BACPAC is a zip package); it was removed.')).toBeVisible();
    await expect(alarms).toContainText("There doesn't appear to be a default database configured.");

    const size = blobBlockSize * 3 + 12_345;
    const content = Buffer.alloc(size);
    for (let i = 0; i < size; i += 1) content[i] = (i * 31 + test.info().repeatEachIndex) % 251;
    // A BACPAC is a zip package: it starts with a zip local file header.
    Buffer.from([0x50, 0x4b, 0x03, 0x04]).copy(content);
    await input.setInputFiles({ name: 'template.bacpac', mimeType: 'application/octet-stream', buffer: content });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeAttached();
    await expect(page.getByText(/^100% — /)).toBeVisible();
    await expect(page.getByText('template.bacpac was uploaded as the default database.')).toBeVisible();
    await expect(alarms).toHaveCount(0);
    expect((await api.call(endpoints.getPlatformSimulation)).hasDefaultDatabase).toBe(true);

    // The blob is in the embedded Azurite, whole: read back through a fresh upload address (it may read its blob).
    const { uri } = await api.call(endpoints.getDefaultDatabaseUploadUri);
    const blob = new BlockBlobClient(uri);
    await eventually(async () => expect((await blob.getProperties()).contentLength).toBe(size));
    const blocks = await blob.getBlockList('committed');
    expect(blocks.committedBlocks?.map((b) => Buffer.from(b.name!, 'base64').toString())).toEqual([
      '000000',
      '000001',
      '000002',
      '000003',
    ]);
    expect((await blob.downloadToBuffer()).equals(content)).toBe(true);
  } finally {
    await api.call(endpoints.setPlatformSimulation, { body: conditions });
  }
});

test('keeps the upload address from an operator without full database access', async ({ page, signInAs }) => {
  await signInAs('dbreader', '/azure/databases');
  await expect(page.getByRole('table', { name: 'Database servers' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload', exact: true })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('button', { name: 'Create server' })).toHaveAttribute('aria-disabled', 'true');
});

test('gives the connection string of a database and checks a pasted one as typed', async ({ page, signInAs }) => {
  await signInAs('dbreader', '/azure/databases');
  const row = page.getByRole('table', { name: 'Database servers' }).getByRole('row', { name: 'sql-australiaeast-01' });
  await row.getByRole('button', { name: 'Connection details of sql-australiaeast-01' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connection details of sql-australiaeast-01' });
  await expect(dialog.getByRole('textbox', { name: 'Connection string', exact: true })).toHaveValue(
    /^Server=tcp:sql-australiaeast-01\.database\.windows\.net,1433;Initial Catalog=master;/,
  );
  await expectAccessible(page, '[role="dialog"]');
  const typed = dialog.getByLabel('Check a connection string', { exact: true });
  await typed.fill('Initial Catalog=master;User ID=ops;Password=hunter2');
  await expect(dialog.getByText('Server (Data Source) is missing.')).toBeVisible();
  await expect(dialog).not.toContainText('hunter2');
  // The string the dialog gives, with a login, is one the validator accepts.
  const given = await dialog.getByRole('textbox', { name: 'Connection string', exact: true }).inputValue();
  await typed.fill(`${given}User ID=ops;Password=x;`);
  await expect(dialog.getByRole('status')).toHaveText('This is a valid SQL Server connection string.');
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toHaveCount(0);
});
