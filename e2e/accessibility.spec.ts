import { allScreens } from '../apps/web/src/app/navigation';
import { customerSections } from '../apps/web/src/features/customer-details/customer-sections';
import { expectAccessible, test } from './fixtures';
import { expectScreenDrawn } from './support';

/**
 * The standard every screen inherits (issue 9): axe finds no serious or critical violation on any
 * route of the navigation, at desktop and phone widths, nor on any section of
 * the customer page of a fresh customer.
 */
const routes = [...new Set(allScreens.map((screen) => screen.path))];

for (const viewport of [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`every route passes axe at ${viewport.name} width`, async ({ page, signInAs, customer }) => {
    // A sweep of every route (the customer page now has some twenty panels), not one flow.
    test.setTimeout(240_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signInAs('admin', '/');
    for (const path of [
      ...routes,
      `/customers?query=${customer.alias}`,
      ...customerSections.map((section) => `/customers/${customer.id}/${section.id}`),
    ]) {
      await page.goto(path);
      // The page's first data, so axe sees the screen as the operator does.
      await expectScreenDrawn(page);
      await test.step(path, () => expectAccessible(page));
    }
  });
}
