import { expect, type Locator, type Page } from '@playwright/test';

/** The jobs drawer (header button "Jobs: …"): opened in one place, its parts found by role and name. */
export const jobsDrawer = (page: Page) => {
  const drawer = page.getByRole('dialog', { name: 'Jobs' });
  return {
    drawer,
    /** Opens the drawer (if closed) and waits until it shows. */
    open: async () => {
      if (!(await drawer.isVisible())) await page.getByRole('button', { name: /^Jobs: / }).click();
      await expect(drawer).toBeVisible();
      return drawer;
    },
    close: async () => {
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    },
    /** Dismisses every completed job (earlier tests' too), so the drawer holds only what follows. */
    dismissCompleted: async () => {
      const dismiss = drawer.getByRole('button', { name: 'Dismiss all completed' });
      if (await dismiss.isEnabled()) {
        await dismiss.click();
        // Dismissing asks first (the shared confirmation).
        await page.getByRole('dialog', { name: 'Dismiss all completed jobs' }).getByRole('button', { name: 'Dismiss' }).click();
      }
      await expect(dismiss).toBeDisabled();
    },
    /** One job's card, by its name (e.g. "Repair for 2 customers"). */
    job: (name: string | RegExp): Locator => drawer.getByRole('article', { name }),
    /** The list of a job's steps, by the job's name. */
    stepsOf: (job: Locator, name: string): Locator => job.getByRole('list', { name: `Steps of ${name}` }),
  };
};
