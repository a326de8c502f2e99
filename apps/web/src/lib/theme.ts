import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/**
 * Mantine's default shade 6 gives white-on-blue and white-on-red buttons and dimmed text below the
 * 4.5:1 contrast WCAG AA asks for; shade 8 and a darker dimmed grey meet it (issue 9, defect 14).
 */
export const theme = createTheme({ primaryShade: { light: 8, dark: 6 } });

export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: { '--mantine-color-dimmed': resolved.colors.gray[7] },
  dark: {},
});
