import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../lib/app-error';
import { PlatformError } from '../platform/types';
import { failureReason } from './runner';

/** Unit tier: what an operator reads on a failed step, for each kind of error. */
describe('failureReason', () => {
  const log = () => ({ error: vi.fn() }) as unknown as FastifyBaseLogger & { error: ReturnType<typeof vi.fn> };

  it("shows the platform's reason and an AppError's message as they are, without logging them", () => {
    const quiet = log();
    expect(failureReason(new PlatformError('The controller refused'), quiet)).toBe('The controller refused');
    expect(failureReason(new AppError('conflict', 'acme is busy', 'acme is still being provisioned'), quiet)).toBe(
      'acme is still being provisioned',
    );
    expect(quiet.error).not.toHaveBeenCalled();
  });

  it('marks anything else as unexpected and logs it', () => {
    const loud = log();
    expect(failureReason(new TypeError('x is undefined'), loud)).toBe('Unexpected error: x is undefined');
    expect(failureReason('a thrown string', loud)).toBe('Unexpected error: a thrown string');
    expect(loud.error).toHaveBeenCalledTimes(2);
  });
});
