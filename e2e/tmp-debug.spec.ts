import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
test('debug', async ({ page, signInAs, customer }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs('admin', '/');
  await page.getByRole('button', { name: 'Operator: Ada Admin' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  const r = await new AxeBuilder({ page }).withRules(['aria-required-children']).analyze();
  console.log(JSON.stringify(r.violations.map(v => v.nodes.map(n => [n.html, n.failureSummary])), null, 1));
  console.log(await page.getByRole('menu').evaluate(e => e.outerHTML));
  await page.keyboard.press('Escape');
  await page.goto(`/customers?query=${customer.alias}`);
  await page.getByRole('button', { name: /Actions/ }).first().click();
  await expect(page.getByRole('menu')).toBeVisible();
  const r2 = await new AxeBuilder({ page }).withRules(['aria-required-children']).analyze();
  console.log(JSON.stringify(r2.violations.map(v => v.nodes.map(n => [n.html, n.failureSummary])), null, 1));
  console.log(await page.getByRole('menu').evaluate(e => e.outerHTML.slice(0, 3000)));
});
