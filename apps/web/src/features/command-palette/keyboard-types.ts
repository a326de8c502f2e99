import type { PaletteScreen } from './palette-items';
import type { KeyPress } from './shortcuts';

export type KeyboardProps = {
  /** The screens of the navigation this operator sees. */
  screens: readonly PaletteScreen[];
  onOpenJobs: () => void;
};

/**
 * Hears the shell's key presses: first those kept while the shortcuts loaded (`event` null; already judged
 * as not typed into a field), then each new one with its event.
 */
export type KeyListener = (press: KeyPress, event: KeyboardEvent | null) => void;

export type SubscribeKeys = (listener: KeyListener) => () => void;
