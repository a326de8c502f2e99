import { createTheme, type CSSVariablesResolver, type MenuProps } from '@mantine/core';

/**
 * Mantine's default shade 6 gives white-on-blue and white-on-red buttons and dimmed text below the
 * 4.5:1 contrast WCAG AA asks for; shade 8 and a darker dimmed grey meet it (issue 9, defect 14).
 */
export const theme = createTheme({
  primaryShade: { light: 8, dark: 6 },
  components: {
    // The placeholder Mantine puts first in every menu is a focusable `presentation` element, which a
    // `menu` may not hold (axe aria-required-children, critical); the menu itself takes the focus instead
    // and the arrow keys move into its items (issue 25, item 11).
    // A plain object, not Menu.extend: the menu's code stays out of the first load (lib/floating-parts).
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } satisfies Partial<MenuProps> },
  },
});

/**
 * Light variants (badges, light buttons) draw shade 6 text on a pale tint: 2.4–3.8:1. Darkening the
 * text towards black keeps the hue and reaches 4.5:1 on every tint (issue 9, defect 14).
 */
const lightTextVariables = (colors: Record<string, unknown>) =>
  Object.fromEntries(
    Object.keys(colors).map((color) => [
      `--mantine-color-${color}-light-color`,
      `color-mix(in srgb, var(--mantine-color-${color}-9) 70%, black)`,
    ]),
  );

export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': resolved.colors.gray[7],
    // Field errors (text and border) in red 8 reach 4.47:1 on white, just short of AA; red 9 meets it.
    '--mantine-color-error': resolved.colors.red[9],
    ...lightTextVariables(resolved.colors),
    // White on filled green (a SUCCEEDED badge, a success toast) is 3.4:1 in shade 8 and 4.4:1 in
    // shade 9; shade 9 towards black reaches 6:1 (issue 25, item 11).
    '--mantine-color-green-filled': 'color-mix(in srgb, var(--mantine-color-green-9) 80%, black)',
    '--mantine-color-green-filled-hover': 'color-mix(in srgb, var(--mantine-color-green-9) 70%, black)',
  },
  dark: {},
});
