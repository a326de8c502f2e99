import { toStorableText, type ErrorEventSource } from '@console/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { errorEvents } from '../db/schema';
import { redactValue } from '../lib/redact';

/** A copy whose every string PostgreSQL can store (jsonb refuses NUL characters). */
const storable = (value: unknown): unknown => {
  if (typeof value === 'string') return toStorableText(value);
  if (Array.isArray(value)) return value.map(storable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [toStorableText(key), storable(item)]));
  }
  return value;
};

export type NewErrorEvent = {
  source: ErrorEventSource;
  message: string;
  subscriptionId?: string | null;
  details?: Record<string, unknown>;
};

/**
 * Records one of the console's own error events (a faulted job, a platform fault, a 5xx answer): the
 * record the dashboard's error chart counts and the Audit screen's error view lists. Recording never
 * fails its caller: an event that cannot be written is logged instead.
 */
export const recordErrorEvent = async ({ db, log }: { db: Db; log?: FastifyBaseLogger }, event: NewErrorEvent): Promise<void> => {
  try {
    await db.insert(errorEvents).values({
      source: event.source,
      message: toStorableText(event.message).slice(0, 2000),
      subscriptionId: event.subscriptionId ?? null,
      details: event.details ? (storable(redactValue(event.details)) as Record<string, unknown>) : null,
    });
  } catch (error) {
    log?.error({ err: error, source: event.source }, 'an error event could not be recorded');
  }
};
