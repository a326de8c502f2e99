import type { Locator, Page } from '@playwright/test';
import { allScreens } from '../apps/web/src/app/navigation';
import { customerSections } from '../apps/web/src/features/customer-details/customer-sections';
import { expect, expectAccessible, test } from './fixtures';
import { expectScreenDrawn } from './support';

/**
 * What the route sweep (accessibility.spec.ts) cannot see: every menu, drawer and dialog in its open
 * state, at desktop and phone widths, and no page that pans sideways on a phone (issue 25, item 11).
 */
const routes = [...new Set(allScreens.map((screen) => screen.path))];
const pathsOf = (customer: { id: string; alias: string }) => [
  ...routes,
  `/customers?query=${customer.alias}`,
  ...customerSections.map((section) => `/customers/${customer.id}/${section.id}`),
];
const viewports = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

/**
 * The controls on the page that say they open a menu or a dialog, one of a kind over the whole sweep: the
 * header's and footer's are on every page, and a table has the same menu on every row (kind: its visible
 * text, counts aside, else its accessible name).
 */
const popupTriggers = async (page: Page, seen: Set<string>): Promise<{ name: string; kind: string; trigger: Locator }[]> => {
  const found = await page
    .locator('[aria-haspopup="menu"]:visible:not([disabled]), [aria-haspopup="dialog"]:visible:not([disabled])')
    .evaluateAll((elements) =>
      elements.map((element, index) => ({
        index,
        kind: element.getAttribute('aria-haspopup') ?? '',
        name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
        text: (element.textContent ?? '').trim(),
      })),
    );
  return found
    .filter(({ name, text, kind }) => {
      const key = `${kind}:${(text || name).replace(/\d+/g, '#')}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map(({ index, name, kind }) => ({
      name,
      kind,
      trigger: page
        .locator('[aria-haspopup="menu"]:visible:not([disabled]), [aria-haspopup="dialog"]:visible:not([disabled])')
        .nth(index),
    }));
};

/**
 * Opens each menu and dialog the page offers, checks it with axe, and closes it again with Escape. What
 * axe finds is gathered, so one run names every open state that fails.
 */
const sweepOpenStates = async (page: Page, path: string, seen: Set<string>, failures: string[]) => {
  for (const { name, kind, trigger } of await popupTriggers(page, seen)) {
    await test.step(`${path}: ${kind} "${name}" open`, async () => {
      await trigger.click();
      const opened = kind === 'menu' ? page.getByRole('menu') : page.getByRole('dialog');
      await expect(opened.last()).toBeVisible();
      try {
        await expectAccessible(page);
      } catch (error) {
        failures.push(`${path}, ${kind} "${name}": ${error instanceof Error ? error.message : String(error)}`);
      }
      await page.keyboard.press('Escape');
      await expect(opened).toHaveCount(0);
    });
  }
};

for (const viewport of viewports) {
  test(`every menu, drawer and dialog passes axe when open at ${viewport.name} width`, async ({ page, signInAs, customer }) => {
    test.setTimeout(600_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signInAs('admin', '/');
    const failures: string[] = [];
    const seen = new Set<string>();
    for (const path of pathsOf(customer)) {
      await page.goto(path);
      await expectScreenDrawn(page);
      await sweepOpenStates(page, path, seen, failures);
    }
    expect(failures).toEqual([]);
  });
}

test('no route pans sideways on a phone', async ({ page, signInAs, customer }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs('admin', '/');
  const tooWide: string[] = [];
  for (const path of pathsOf(customer)) {
    await page.goto(path);
    await expectScreenDrawn(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 390) tooWide.push(`${path}: ${width}px`);
  }
  expect(tooWide, 'pages wider than the 390 px screen').toEqual([]);
});

test("the dashboard chart's hour labels do not overlap on a phone", async ({ page, signInAs }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs('admin', '/');
  const chart = page.getByRole('region', { name: 'Errors in the last 24 hours' });
  const labels = chart.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value');
  await expect(labels.first()).toBeVisible();
  const boxes = await labels.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { text: element.textContent ?? '', left: box.left, right: box.right };
    }),
  );
  expect(boxes.length).toBeGreaterThan(1);
  const sorted = [...boxes].sort((a, b) => a.left - b.left);
  const overlapping = sorted.slice(1).filter((box, index) => box.left < sorted[index]!.right);
  expect(
    overlapping.map((box) => box.text),
    'hour labels drawn over their neighbour',
  ).toEqual([]);
});

test('the customers table keeps State and Actions in view on a phone', async ({ page, signInAs, customer }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs('admin', `/customers?query=${customer.alias}`);
  const row = page.getByRole('row').filter({ hasText: customer.alias });
  await expect(row.getByText('Enabled')).toBeVisible();
  for (const control of [row.getByText('Enabled'), row.getByRole('button', { name: `Actions for ${customer.alias}` })]) {
    const box = await control.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390, 'within the 390 px screen').toBe(true);
  }
  // The alias leads into the customer, as Edit does on a wider screen.
  await row.getByRole('link', { name: customer.alias }).click();
  await expect(page).toHaveURL(new RegExp(`/customers/${customer.id}`));
});
