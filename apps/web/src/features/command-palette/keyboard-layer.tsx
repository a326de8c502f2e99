import { createSpotlight } from '@mantine/spotlight';
import { useRouter } from '@tanstack/react-router';
import { Suspense, lazy, useEffect, useEffectEvent, useState } from 'react';
import { CommandPalette } from './command-palette';
import type { KeyboardProps, SubscribeKeys } from './keyboard-types';
import { createShortcutReader, isPaletteKey, isTypingTarget, type KeyPress, type Shortcut } from './shortcuts';

const ShortcutsHelpDialog = lazy(() => import('./shortcuts-help-dialog').then((m) => ({ default: m.ShortcutsHelpDialog })));

/** A dialog or drawer is open: its keys are its own (Escape, Tab, typing), not the page's shortcuts. */
const isOverlayOpen = () => document.querySelector('[aria-modal="true"]') !== null;

/** The page's own search box: a search field inside the main content, the first one. */
const focusPageSearch = () => {
  const search = document.querySelector<HTMLElement>(
    '#main-content input[type="search"], #main-content [role="searchbox"], #main-content input[aria-label*="Search" i]',
  );
  search?.focus();
};

const isQueryKey = (press: KeyPress) => press.key.length === 1 && !press.ctrlKey && !press.metaKey && !press.altKey;

/** The shortcuts' handling, mounted on the first shortcut key; it owns the palette and the help dialog. */
export const KeyboardLayer = ({ screens, onOpenJobs, subscribe }: KeyboardProps & { subscribe: SubscribeKeys }) => {
  const router = useRouter();
  const [[store, palette]] = useState(createSpotlight);
  const [read] = useState(createShortcutReader);
  const [hasPalette, setHasPalette] = useState(false);
  const [isHelpOpen, setHelpOpen] = useState(false);

  const run = (shortcut: Shortcut) => {
    switch (shortcut) {
      case 'openPalette':
        setHasPalette(true);
        palette.toggle();
        return;
      case 'goCustomers':
        router.history.push('/customers');
        return;
      case 'goDashboard':
        router.history.push('/');
        return;
      case 'goReleases':
        router.history.push('/releases');
        return;
      case 'openJobs':
        onOpenJobs();
        return;
      case 'focusSearch':
        focusPageSearch();
        return;
      case 'showHelp':
        setHelpOpen(true);
        return;
      default: {
        const exhaustive: never = shortcut;
        return exhaustive;
      }
    }
  };

  // The palette's query lives here: keys typed after its key but before its field has the focus (while
  // its code loads, or while it opens) are its query too.
  const [query, setQuery] = useState('');
  const isPaletteWaitingForFocus = (event: KeyboardEvent | null) =>
    store.getState().opened && !(event?.target instanceof Element && event.target.closest('[role="dialog"]'));
  const handleKey = useEffectEvent((press: KeyPress, event: KeyboardEvent | null) => {
    if (isPaletteKey(press)) {
      event?.preventDefault();
      run('openPalette');
      return;
    }
    if (isPaletteWaitingForFocus(event) && (isQueryKey(press) || press.key === 'Backspace')) {
      event?.preventDefault();
      setQuery((typed) => (press.key === 'Backspace' ? typed.slice(0, -1) : typed + press.key));
      return;
    }
    if (event !== null && (isTypingTarget(event.target) || isOverlayOpen())) return;
    const shortcut = read(press);
    if (!shortcut) return;
    event?.preventDefault();
    run(shortcut);
  });

  useEffect(() => subscribe((press, event) => handleKey(press, event)), [subscribe]);

  return (
    <>
      {hasPalette && <CommandPalette store={store} screens={screens} query={query} onQueryChange={setQuery} />}
      {isHelpOpen && (
        <Suspense fallback={null}>
          <ShortcutsHelpDialog onClose={() => setHelpOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
