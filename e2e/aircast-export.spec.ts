import { readFile } from 'node:fs/promises';
import { aircastExportHeaders, endpoints } from '@console/contract';
import { expect, expectAccessible, test } from './fixtures';

const day = (date: Date) => date.toISOString().slice(0, 10);

test('an operator exports the past year of aircast usage as a CSV named with DD_MMM_YYYY dates', async ({
  page,
  signInAs,
  apiAs,
}) => {
  const today = new Date();
  const from = day(new Date(Date.UTC(today.getUTCFullYear() - 1, today.getUTCMonth(), today.getUTCDate())));
  const to = day(today);
  // The seeded fleet streamed over the past year (the server's seed).
  const { rowCount } = await (await apiAs('support')).call(endpoints.countAircastData, { query: { from, to } });
  expect(rowCount).toBeGreaterThan(0);

  await signInAs('support', '/operations/aircast');
  await expect(page.getByRole('heading', { level: 1, name: 'Aircast data export' })).toBeVisible();
  await expectAccessible(page, 'main');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, 'main');
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByRole('textbox', { name: 'From', exact: true }).fill(from);
  await page.getByRole('textbox', { name: 'To', exact: true }).fill(to);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  const name = (iso: string) => {
    const [y, m, d] = iso.split('-');
    const month = new Date(Date.UTC(Number(y), Number(m) - 1, 1)).toLocaleDateString('en-GB', {
      month: 'short',
      timeZone: 'UTC',
    });
    return `${d}_${month.slice(0, 3)}_${y}`;
  };
  expect(file.suggestedFilename()).toBe(`aircast_${name(from)}_to_${name(to)}.csv`);
  const lines = (await readFile((await file.path())!, 'utf8')).trim().split('\n');
  expect(lines[0]).toBe(aircastExportHeaders.join(','));
  expect(lines).toHaveLength(rowCount + 1);
  await expect(page.getByText(`${file.suggestedFilename()}:`)).toBeVisible();
});

test('a range without usage says No data and downloads nothing', async ({ page, signInAs }) => {
  await signInAs('support', '/operations/aircast');
  await page.getByRole('textbox', { name: 'From', exact: true }).fill('2001-01-01');
  await page.getByRole('textbox', { name: 'To', exact: true }).fill('2001-01-31');
  let downloads = 0;
  page.on('download', () => downloads++);
  await page.getByRole('button', { name: 'Export' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'No data' });
  await expect(alert).toBeVisible();
  await expectAccessible(page, 'main');
  expect(downloads).toBe(0);

  // A reversed range is refused before it is sent.
  await page.getByRole('textbox', { name: 'From', exact: true }).fill('2001-02-01');
  await expect(page.getByText('From must not be after To')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export' })).toBeDisabled();
});
