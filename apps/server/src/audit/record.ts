import { toStorableText } from '@console/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { auditEvents } from '../db/schema';
import { redactUrl, redactValue } from '../lib/redact';

export type NewAuditEvent = typeof auditEvents.$inferInsert;

/** A copy of any value whose every string (keys included) PostgreSQL can store. */
const storable = (value: unknown): unknown => {
  if (typeof value === 'string') return toStorableText(value);
  if (Array.isArray(value)) return value.map(storable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [toStorableText(key), storable(item)]));
  }
  return value;
};

/**
 * Bounds of what a record keeps of the caller's input. Target ids are uuids, aliases and host names
 * (253 characters at most); each is an entry of a GIN index, which refuses one over ~2.7 kB, so a 1 MB
 * id in a refused call's body once made its record fail (issue 23).
 */
const maxTargetIdLength = 256;
const maxTargetIds = 100;
const maxChangeReasonLength = 500;
const maxPathLength = 2000;

const bounded = (text: string, maxLength: number) => (text.length <= maxLength ? text : `${text.slice(0, maxLength - 1)}…`);

const targetIdsOf = (request: FastifyRequest): string[] => {
  const ids = new Set<string>();
  for (const value of Object.values((request.params as Record<string, unknown>) ?? {})) {
    if (typeof value === 'string' && value) ids.add(value);
  }
  const body = request.body as Record<string, unknown> | undefined;
  if (body && typeof body === 'object') {
    for (const key of ['customerId', 'customerIds', 'subscriptionId', 'deploymentId', 'ipAddress', 'featureId']) {
      const value = body[key];
      for (const item of Array.isArray(value) ? value : [value]) {
        if (typeof item === 'string' && item) ids.add(item);
      }
    }
  }
  return [...new Set([...ids].slice(0, maxTargetIds).map((id) => bounded(id, maxTargetIdLength)))];
};

/**
 * The audit record of one call: who, in which subscription, what, on which targets, with what outcome
 * and why. Whatever the request held, the record can be written: every text is storable and bounded
 * here, the one place records are made (the body's strings by redactValue).
 */
export const auditEventOf = (
  request: FastifyRequest,
  { statusCode, durationMs }: { statusCode: number; durationMs: number },
): NewAuditEvent => {
  const endpoint = request.routeOptions.config.endpoint;
  const auth = request.auth;
  const event: NewAuditEvent = {
    operatorId: auth?.operator.id ?? null,
    operatorName: auth?.operator.name ?? null,
    subscriptionId: auth?.subscriptionId ?? null,
    method: request.method,
    path: bounded(redactUrl(request.url), maxPathLength),
    action: endpoint?.summary ?? `${request.method} ${request.routeOptions.url ?? ''}`,
    targetIds: targetIdsOf(request),
    statusCode,
    outcome: statusCode < 400 ? 'succeeded' : 'failed',
    durationMs: Math.round(durationMs),
    details: request.body && typeof request.body === 'object' ? { body: redactValue(request.body) } : null,
    changeReason: request.changeReason === null ? null : bounded(request.changeReason, maxChangeReasonLength),
  };
  return storable(event) as NewAuditEvent;
};

/** Writes one audit record; inside a change request it joins the change's transaction. */
export const recordAuditEvent = async ({ db, event }: { db: Db; event: NewAuditEvent }) => {
  await db.insert(auditEvents).values(event);
};
