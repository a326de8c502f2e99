import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './session';

describe('safeReturnUrl', () => {
  it('follows paths of this console', () => {
    expect(safeReturnUrl('/customers?query=acme')).toBe('/customers?query=acme');
    expect(safeReturnUrl('/operations/audit')).toBe('/operations/audit');
  });
  it('never leaves the console or loops back to sign-in', () => {
    expect(safeReturnUrl('https://evil.example')).toBe('/');
    expect(safeReturnUrl('//evil.example/x')).toBe('/');
    expect(safeReturnUrl('/signin?returnUrl=/')).toBe('/');
    expect(safeReturnUrl(undefined)).toBe('/');
  });
});
