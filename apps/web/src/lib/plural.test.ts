import { describe, expect, it } from 'vitest';
import { countOf, pluralOf } from './plural';

const machine = { one: 'machine', other: 'machines' };

describe('plural', () => {
  it('uses the singular for exactly one and the plural otherwise', () => {
    expect(countOf(1, machine)).toBe('1 machine');
    expect(countOf(0, machine)).toBe('0 machines');
    expect(countOf(2, machine)).toBe('2 machines');
    expect(pluralOf(1.5, machine)).toBe('machines');
  });

  it('groups large counts', () => {
    expect(countOf(1024, { one: 'dead letter', other: 'dead letters' })).toBe('1,024 dead letters');
  });
});
