// The command palette feature's public file (decision 008): the shell mounts the keyboard entry; the rest
// (the shortcuts' handling, the palette, the help dialog) loads on the first shortcut key.
export { KeyboardShortcuts } from './keyboard-entry';
export type { KeyboardProps } from './keyboard-types';
export type { PaletteScreen } from './palette-items';
