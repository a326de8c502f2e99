import { useEffect, useRef } from 'react';

/**
 * A dialog opened from a row gives focus back to the row's button; when the dialog removed that row,
 * the button is gone and focus would fall to the page's start. This focuses the section instead, once
 * the removed key has left `present` and the dialog (whose focus trap would pull focus back) is closed,
 * after the dialog's own attempt to return focus. Returns the function to call with the removed key.
 */
export const useFocusSectionWhenGone = (sectionId: string, present: readonly string[], isDialogOpen: boolean) => {
  const pending = useRef<string | null>(null);
  useEffect(() => {
    if (isDialogOpen || pending.current === null || present.includes(pending.current)) return;
    pending.current = null;
    const timer = setTimeout(() => document.getElementById(sectionId)?.focus({ preventScroll: true }), 0);
    return () => clearTimeout(timer);
  }, [present, sectionId, isDialogOpen]);
  return (key: string) => {
    pending.current = key;
  };
};
