import { describe, expect, it } from 'vitest';
import { checkState } from './server-check';

describe('checkState', () => {
  it('keeps a checked field invalid while empty, while checking and until the answer about what is typed is valid', () => {
    expect(checkState('', '', undefined, false).kind).toBe('empty');
    expect(checkState('   ', '   ', { isValid: true, reasons: [] }, false).kind).toBe('empty');
    expect(checkState('1.0', '1.', { isValid: true, reasons: [] }, false).kind).toBe('checking');
    expect(checkState('1.0.0', '1.0.0', { isValid: true, reasons: [] }, true).kind).toBe('checking');
    expect(checkState('1.0.0', '1.0.0', undefined, false).kind).toBe('checking');
    expect(checkState('1.0', '1.0', { isValid: false, reasons: ['Version must be a semantic version.'] }, false)).toEqual({
      kind: 'invalid',
      reasons: ['Version must be a semantic version.'],
    });
    expect(checkState('1.0.0', '1.0.0', { isValid: true, reasons: [] }, false).kind).toBe('valid');
  });
});
