import { expect, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from '../fixtures';

/**
 * The shared confirmation (lib/confirm-destructive.tsx) of a state-changing action: checks it names
 * what changes from → to and passes axe while open, and returns it for Cancel or confirm.
 */
export const openedConfirmation = async (
  page: Page,
  title: string,
  change: { what: string; from: string; to: string },
): Promise<Locator> => {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'What will change' })).toContainText(
    `${change.what}: ${change.from} → ${change.to}`,
  );
  await expectAccessible(page, '[role="dialog"]');
  return dialog;
};

/** Closes a confirmation with Cancel and waits until it is gone. */
export const cancelConfirmation = async (dialog: Locator) => {
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dialog).toHaveCount(0);
};
