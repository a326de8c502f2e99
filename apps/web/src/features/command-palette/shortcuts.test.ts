import { describe, expect, it } from 'vitest';
import { createShortcutReader, isTypingTarget, sequenceTimeoutMs, startsShortcut, type KeyPress } from './shortcuts';

const press = (key: string, timeStamp = 0, modifiers: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  timeStamp,
  ...modifiers,
});

describe('createShortcutReader', () => {
  it('opens the palette on Ctrl+K and on ⌘K', () => {
    const read = createShortcutReader();
    expect(read(press('k', 0, { ctrlKey: true }))).toBe('openPalette');
    expect(read(press('K', 0, { metaKey: true }))).toBe('openPalette');
    expect(read(press('k'))).toBeNull();
  });

  it('reads "g" then a letter as a move to a screen', () => {
    const read = createShortcutReader();
    expect(read(press('g', 100))).toBeNull();
    expect(read(press('c', 200))).toBe('goCustomers');
    expect(read(press('g', 300))).toBeNull();
    expect(read(press('d', 400))).toBe('goDashboard');
    expect(read(press('g', 500))).toBeNull();
    expect(read(press('r', 600))).toBe('goReleases');
  });

  it('forgets a "g" after the sequence timeout, and after another key', () => {
    const read = createShortcutReader();
    read(press('g', 0));
    expect(read(press('c', sequenceTimeoutMs + 1))).toBeNull();
    read(press('g', 0));
    expect(read(press('x', 10))).toBeNull();
    expect(read(press('c', 20))).toBeNull();
  });

  it('reads the single keys, and nothing with a modifier', () => {
    const read = createShortcutReader();
    expect(read(press('j'))).toBe('openJobs');
    expect(read(press('/'))).toBe('focusSearch');
    expect(read(press('?'))).toBe('showHelp');
    expect(read(press('j', 0, { ctrlKey: true }))).toBeNull();
    expect(read(press('c'))).toBeNull();
  });
});

describe('startsShortcut', () => {
  it('keeps only the keys a shortcut can begin with', () => {
    expect(startsShortcut(press('k', 0, { ctrlKey: true }))).toBe(true);
    expect(startsShortcut(press('g'))).toBe(true);
    expect(startsShortcut(press('?'))).toBe(true);
    expect(startsShortcut(press('c'))).toBe(false);
    expect(startsShortcut(press('g', 0, { altKey: true }))).toBe(false);
  });
});

describe('isTypingTarget', () => {
  it('counts text fields, text areas, selects and editable regions as typing, not buttons or checkboxes', () => {
    document.body.innerHTML = `
      <input id="text" /><input id="search" type="search" /><input id="box" type="checkbox" />
      <textarea id="area"></textarea><button id="button">Go</button><div id="edit" contenteditable="true"><span id="inside">x</span></div>`;
    const byId = (id: string) => document.getElementById(id);
    expect(isTypingTarget(byId('text'))).toBe(true);
    expect(isTypingTarget(byId('search'))).toBe(true);
    expect(isTypingTarget(byId('area'))).toBe(true);
    expect(isTypingTarget(byId('inside'))).toBe(true);
    expect(isTypingTarget(byId('box'))).toBe(false);
    expect(isTypingTarget(byId('button'))).toBe(false);
    expect(isTypingTarget(document.body)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
