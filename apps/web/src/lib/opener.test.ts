import { describe, expect, it } from 'vitest';
import { openerOf } from './opener';

describe('openerOf', () => {
  it('is the button that opened the menu when a dialog is opened from a menu item', () => {
    document.body.innerHTML = `
      <button id="target" aria-haspopup="menu" aria-expanded="true">Actions</button>
      <div role="menu"><button id="item" role="menuitem">Decommission</button></div>`;
    expect(openerOf(document.getElementById('item'))?.id).toBe('target');
    expect(openerOf(document.querySelector('[role="menu"]'))?.id).toBe('target');
  });

  it('is the control itself otherwise, and nothing for the page body', () => {
    document.body.innerHTML = `<button id="plain">Remove</button>`;
    expect(openerOf(document.getElementById('plain'))?.id).toBe('plain');
    expect(openerOf(document.body)).toBeNull();
  });
});
