/**
 * Keyboard-first navigation (issue 32): which key presses are shortcuts. Pure, so the reading of
 * sequences ("g" then "c") is tested without a browser; times come from the events themselves.
 */
export type Shortcut = 'openPalette' | 'goCustomers' | 'goDashboard' | 'goReleases' | 'openJobs' | 'focusSearch' | 'showHelp';

/** What the reader needs of a keydown event (a KeyboardEvent is one). */
export type KeyPress = {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** The event's timeStamp, in milliseconds. */
  timeStamp: number;
};

/** How long after "g" its second key still counts. */
export const sequenceTimeoutMs = 1500;

/** The shortcuts as the help dialog lists them. */
export const shortcutHelp: readonly { keys: readonly string[]; description: string }[] = [
  { keys: ['Ctrl', 'K'], description: 'Open the command palette (⌘ K on a Mac)' },
  { keys: ['g', 'c'], description: 'Go to customers' },
  { keys: ['g', 'd'], description: 'Go to the dashboard' },
  { keys: ['g', 'r'], description: 'Go to releases' },
  { keys: ['j'], description: 'Open the jobs drawer' },
  { keys: ['/'], description: "Focus the page's search" },
  { keys: ['?'], description: 'Show these shortcuts' },
];

const secondKeys: Record<string, Shortcut> = { c: 'goCustomers', d: 'goDashboard', r: 'goReleases' };
const singleKeys: Record<string, Shortcut> = { j: 'openJobs', '/': 'focusSearch', '?': 'showHelp' };

export const isPaletteKey = (press: Pick<KeyPress, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>) =>
  (press.ctrlKey || press.metaKey) && !press.altKey && press.key.toLowerCase() === 'k';

/** Whether the key could begin a shortcut (so a page that has not loaded the shortcuts yet keeps it). */
export const startsShortcut = (press: Pick<KeyPress, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>) =>
  isPaletteKey(press) || (!press.ctrlKey && !press.metaKey && !press.altKey && (press.key === 'g' || press.key in singleKeys));

/**
 * Whether the operator is typing where the key is going: a text field, a select, an editable region.
 * No shortcut but the palette's fires there (buttons, links and checkboxes do not count as typing).
 */
export const isTypingTarget = (target: EventTarget | null): boolean => {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  if (element.closest('textarea, select, [contenteditable="true"], [role="textbox"], [role="combobox"]')) return true;
  const input = element.closest('input');
  return input !== null && !['button', 'checkbox', 'radio', 'reset', 'submit', 'range', 'color', 'file'].includes(input.type);
};

/** Reads key presses one at a time and says which shortcut, if any, the latest one completes. */
export const createShortcutReader = () => {
  let pendingGAt: number | null = null;
  return (press: KeyPress): Shortcut | null => {
    if (isPaletteKey(press)) {
      pendingGAt = null;
      return 'openPalette';
    }
    if (press.ctrlKey || press.metaKey || press.altKey) {
      pendingGAt = null;
      return null;
    }
    if (pendingGAt !== null) {
      const isInTime = press.timeStamp - pendingGAt <= sequenceTimeoutMs;
      pendingGAt = null;
      const shortcut = secondKeys[press.key];
      if (isInTime && shortcut) return shortcut;
    }
    if (press.key === 'g') {
      pendingGAt = press.timeStamp;
      return null;
    }
    return singleKeys[press.key] ?? null;
  };
};

export const toKeyPress = (event: KeyboardEvent): KeyPress => ({
  key: event.key,
  ctrlKey: event.ctrlKey,
  metaKey: event.metaKey,
  altKey: event.altKey,
  timeStamp: event.timeStamp,
});
