import { describe, expect, it } from 'vitest';
import { hasOpenForm, isReloadRequired } from './version-rules';

describe('the latest-version check', () => {
  it('requires a reload only when the served version differs from the built one', () => {
    expect(isReloadRequired('1.2.0', '1.2.0')).toBe(false);
    expect(isReloadRequired('1.2.0', '1.3.0')).toBe(true);
    expect(isReloadRequired('1.3.0', '1.2.0')).toBe(true);
    expect(isReloadRequired('1.2.0', undefined)).toBe(false);
  });

  it('sees an open form in a dialog or a screen marked unsaved, not a page of filters', () => {
    const page = document.createElement('div');
    page.innerHTML = '<form><input name="text"></form>';
    expect(hasOpenForm(page)).toBe(false);
    page.innerHTML = '<div role="dialog"><form><input name="alias"></form></div>';
    expect(hasOpenForm(page)).toBe(true);
    page.innerHTML = '<div role="dialog" data-version-screen><button>Reload</button></div>';
    expect(hasOpenForm(page)).toBe(false);
    page.innerHTML = '<section data-unsaved="true"></section>';
    expect(hasOpenForm(page)).toBe(true);
  });
});
