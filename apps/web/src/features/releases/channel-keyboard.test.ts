import { describe, expect, it } from 'vitest';
import { nextDropTarget, type DropTarget } from './channel-keyboard';

const card = (id: string, top: number, left: number): DropTarget => ({ id, top, left, width: 200, height: 100 });
// Two rows of a grid, given out of order: reading order is a, b, c, d.
const grid = [card('c', 120, 0), card('b', 0.4, 220), card('d', 120, 220), card('a', 0, 0)];

describe('nextDropTarget', () => {
  it('starts at the first channel in reading order, or the last going back', () => {
    expect(nextDropTarget(grid, null, true)?.id).toBe('a');
    expect(nextDropTarget(grid, null, false)?.id).toBe('d');
  });
  it('moves along the rows and wraps around', () => {
    expect(nextDropTarget(grid, 'b', true)?.id).toBe('c');
    expect(nextDropTarget(grid, 'd', true)?.id).toBe('a');
    expect(nextDropTarget(grid, 'a', false)?.id).toBe('d');
  });
  it('has nowhere to go without channels', () => {
    expect(nextDropTarget([], null, true)).toBeNull();
  });
});
