import { describe, expect, it } from 'vitest';
import { hasOpenForm, isDifferentWebApp, isReloadRequired, webAppOfHtml } from './version-rules';

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

  it('reads the web app a page loads from its module scripts', () => {
    const page = (entry: string) =>
      `<!doctype html><html><head><script type="module" crossorigin src="${entry}"></script><link rel="stylesheet" href="/assets/a.css"></head><body></body></html>`;
    expect(webAppOfHtml(page('/assets/index-abc.js'))).toBe('/assets/index-abc.js');
    expect(webAppOfHtml('<p>not a page</p>')).toBe('');
  });

  it('offers a reload only when it would load a different web app', () => {
    expect(isDifferentWebApp('/assets/index-abc.js', '/assets/index-abc.js')).toBe(false);
    expect(isDifferentWebApp('/assets/index-abc.js', '/assets/index-def.js')).toBe(true);
    expect(isDifferentWebApp('/assets/index-abc.js', undefined)).toBe(false);
    // A page without a module script (a proxy's error page) is no new build.
    expect(isDifferentWebApp('/assets/index-abc.js', '')).toBe(false);
  });
});
