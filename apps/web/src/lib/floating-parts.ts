// Loaded on its own by lazy-floating.tsx: the menus' and tooltips' positioning (Popover, floating-ui)
// stays out of the first load until an operator points at or focuses one of them.
export { Menu, Tooltip } from '@mantine/core';
