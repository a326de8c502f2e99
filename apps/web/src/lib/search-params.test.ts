import { describe, expect, it } from 'vitest';
import { searchParam } from './search-params';

describe('searchParam', () => {
  it('reads text, cutting what is too long and dropping what is empty', () => {
    expect(searchParam.text('acme')).toBe('acme');
    expect(searchParam.text('x'.repeat(600))).toHaveLength(200);
    expect(searchParam.text('')).toBeUndefined();
    expect(searchParam.text(42)).toBe('42');
    expect(searchParam.text({})).toBeUndefined();
  });
  it('reads listed values and patterns only', () => {
    expect(searchParam.oneOf('pinned', ['disabled', 'pinned'] as const)).toBe('pinned');
    expect(searchParam.oneOf('other', ['disabled', 'pinned'] as const)).toBeUndefined();
    expect(searchParam.matching('a', /^[a-z0-9]$/)).toBe('a');
    expect(searchParam.matching('ab', /^[a-z0-9]$/)).toBeUndefined();
  });
  it('reads whole numbers within their bounds and allowed values', () => {
    expect(searchParam.wholeNumber('3')).toBe(3);
    expect(searchParam.wholeNumber(2)).toBe(2);
    expect(searchParam.wholeNumber('0')).toBeUndefined();
    expect(searchParam.wholeNumber('2.5')).toBeUndefined();
    expect(searchParam.wholeNumber('abc')).toBeUndefined();
    expect(searchParam.wholeNumber('50', { allowed: [25, 50] })).toBe(50);
    expect(searchParam.wholeNumber('60', { allowed: [25, 50] })).toBeUndefined();
  });
});
