import { useCallback, useEffect, useRef, useState } from 'react';
import { OnDemand } from '../../lib/on-demand';
import type { KeyboardProps, KeyListener } from './keyboard-types';
import { isPaletteKey, isTypingTarget, startsShortcut, toKeyPress, type KeyPress } from './shortcuts';

// The shortcuts, the palette and the help load on the first shortcut key, not with every first page
// (issue 10's budget); the keys typed while they load are kept and handed over once they have. When their
// code cannot be fetched (the server went away), the next shortcut key asks again.
const loadKeyboardLayer = () => import('./keyboard-layer').then((m) => m.KeyboardLayer);

/** Ctrl+K / ⌘K and the shortcuts of issue 32, anywhere in the shell: one key listener for the page's life. */
export const KeyboardShortcuts = (props: KeyboardProps) => {
  const earlyKeys = useRef<KeyPress[]>([]);
  const listener = useRef<KeyListener | null>(null);
  const [isLoading, setLoading] = useState(false);
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      if (listener.current) {
        listener.current(toKeyPress(event), event);
        return;
      }
      const press = toKeyPress(event);
      if (isPaletteKey(press)) event.preventDefault();
      // Once a shortcut has begun, what follows belongs to it (the palette's query typed before it opened).
      else if (isTypingTarget(event.target) || (earlyKeys.current.length === 0 && !startsShortcut(press))) return;
      earlyKeys.current.push(press);
      setLoading(true);
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, []);
  const subscribe = useCallback((next: KeyListener) => {
    listener.current = next;
    const kept = earlyKeys.current;
    earlyKeys.current = [];
    for (const press of kept) next(press, null);
    return () => {
      if (listener.current === next) listener.current = null;
    };
  }, []);
  const handleFailed = () => {
    earlyKeys.current = [];
    setLoading(false);
  };
  return isLoading ? <OnDemand load={loadKeyboardLayer} props={{ ...props, subscribe }} onFailed={handleFailed} /> : null;
};
