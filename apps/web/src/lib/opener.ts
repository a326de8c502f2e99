import { useEffect, useState } from 'react';

/**
 * The control a dialog should hand focus back to. A dialog opened from a menu item cannot return to
 * the item (the menu closes), so it returns to the button that opened the menu.
 */
export const openerOf = (element: Element | null): HTMLElement | null => {
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  // Focus may be on the item or on the menu's own focus placeholder, inside the menu either way.
  if (element.closest('[role="menu"]')) {
    // While the menu is still open its button is the one announced as expanded.
    const target = document.querySelector<HTMLElement>('[aria-haspopup="menu"][aria-expanded="true"]');
    if (target) return target;
  }
  return element;
};

/** Focuses the opener after the dialog has gone (the modal's own focus trap releases first). */
export const returnFocusTo = (opener: HTMLElement | null) => {
  if (!opener) return;
  setTimeout(() => {
    if (opener.isConnected) opener.focus();
  }, 0);
};

/**
 * For a dialog that is mounted while open: remembers the control that opened it and gives focus
 * back when the dialog goes, whether it was cancelled, escaped or done (issue 9, defect 5).
 */
export const useReturnFocus = () => {
  const [opener] = useState(() => openerOf(document.activeElement));
  useEffect(() => () => returnFocusTo(opener), [opener]);
};
