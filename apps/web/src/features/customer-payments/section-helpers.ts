import { useEffect, useRef, type CSSProperties } from 'react';

/**
 * Mantine draws field errors (message, and the text of the field in error) in red 6, 3.3:1 on white;
 * red 9 meets WCAG AA's 4.5:1. Set on a form or section, it applies to the fields inside it.
 */
export const errorContrast = { '--mantine-color-error': 'var(--mantine-color-red-9)' } as CSSProperties;

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
