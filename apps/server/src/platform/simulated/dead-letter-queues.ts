import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { deployments, simulatedDeadLetters } from '../../db/schema';
import { sleep } from '../../lib/sleep';
import type { DeadLetterMessage, DeadLetterQueues, DeploymentTarget } from '../types';
import { phaseDelayMs, type SimulationSettings } from './settings';

/** Seconds the real bus takes to replay or delete one dead letter (scaled by PLATFORM_SPEED). */
export const secondsPerDeadLetter = 0.05;

const queues = [
  { queueName: 'registrations', labels: ['RegistrationCreated', 'RegistrationChanged', 'RegistrationCancelled'] },
  { queueName: 'payments', labels: ['PaymentCaptured', 'PaymentRefunded'] },
  { queueName: 'emails', labels: ['SendConfirmationEmail', 'SendReminderEmail'] },
  { queueName: 'webhooks', labels: ['DeliverWebhook'] },
] as const;

const reasons = [
  { reason: 'MaxDeliveryCountExceeded', description: 'Message could not be consumed after 10 delivery attempts.' },
  { reason: 'TTLExpiredException', description: 'The message expired and was dead lettered.' },
  { reason: 'ProcessingFailed', description: 'The handler threw: the downstream service answered 503 Service Unavailable.' },
  { reason: 'DeserializationFailed', description: 'The message body is not in the expected format.' },
] as const;

type NewDeadLetter = typeof simulatedDeadLetters.$inferInsert;

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)]!;

/** `count` new dead letters of one deployment, with bodies like the bus' messages. */
export const newDeadLetters = (deploymentId: string, total: number, random: () => number, now = Date.now()): NewDeadLetter[] =>
  Array.from({ length: total }, (_, i) => {
    const queue = pick(queues, random);
    const label = pick(queue.labels, random);
    const why = pick(reasons, random);
    const messageId = randomUUID();
    return {
      deploymentId,
      messageId,
      queueName: queue.queueName,
      label,
      // Oldest first: the queue's order is the order they were dead-lettered in.
      enqueuedAt: new Date(now - (total - i) * 1000),
      deliveryCount: why.reason === 'MaxDeliveryCountExceeded' ? 10 : 1 + Math.floor(random() * 9),
      deadLetterReason: why.reason,
      deadLetterErrorDescription: why.description,
      body: JSON.stringify({
        type: label,
        correlationId: randomUUID(),
        registrationId: `R${100000 + Math.floor(random() * 900000)}`,
        occurredAtUtc: new Date(now - (total - i) * 1000 - 60_000).toISOString(),
        attempt: 1 + Math.floor(random() * 10),
      }),
    };
  });

/** Inserts dead letters in chunks (thousands at a time stay under the parameter limit). */
export const insertDeadLetters = async (db: Db, rows: NewDeadLetter[]) => {
  for (let start = 0; start < rows.length; start += 1000) {
    await db.insert(simulatedDeadLetters).values(rows.slice(start, start + 1000));
  }
};

/** A small deterministic generator (mulberry32), so the seeded fleet's queues are the same every time. */
export const seededRandom = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/**
 * The first fleet's queues: most deployments have none, a quarter a few dozen, one in fifty thousands
 * (so the bounded bulk replay and destroy have something to be bounded on).
 */
export const seedDeadLetters = async (db: Db, deploymentIds: string[], random: () => number = Math.random) => {
  const rows: NewDeadLetter[] = [];
  deploymentIds.forEach((deploymentId, i) => {
    if (i % 50 === 49) rows.push(...newDeadLetters(deploymentId, 2500 + Math.floor(random() * 2000), random));
    else if (i % 4 === 1) rows.push(...newDeadLetters(deploymentId, 3 + Math.floor(random() * 60), random));
  });
  await insertDeadLetters(db, rows);
};

/** The fleet's own activity: now and then a message fails for good on some deployment's bus. */
export const deadLettersArrive = async (db: Db, random: () => number) => {
  if (random() > 0.5) return;
  const [deployment] = await db
    .select({ id: deployments.id })
    .from(deployments)
    .orderBy(sql`random()`)
    .limit(1);
  if (deployment) await insertDeadLetters(db, newDeadLetters(deployment.id, 1 + Math.floor(random() * 3), random));
};

const toMessage = (row: typeof simulatedDeadLetters.$inferSelect): DeadLetterMessage => ({
  messageId: row.messageId,
  queueName: row.queueName,
  label: row.label,
  enqueuedAtUtc: new Date(row.enqueuedAt).toISOString(),
  deliveryCount: row.deliveryCount,
  deadLetterReason: row.deadLetterReason,
  deadLetterErrorDescription: row.deadLetterErrorDescription,
  body: row.body,
});

/**
 * The simulated bus: each replay or delete takes its time per message (so a queue of thousands takes
 * minutes at realistic speed), then takes the messages off the queue in one statement. An abort while
 * it works leaves the queue as it was.
 */
export const createSimulatedDeadLetterQueues = ({
  db,
  settings,
  random = Math.random,
}: {
  db: Db;
  settings: SimulationSettings;
  random?: () => number;
}): DeadLetterQueues => {
  const work = (messages: number, signal?: AbortSignal) =>
    sleep(phaseDelayMs(secondsPerDeadLetter * messages, settings.speed, random), signal);

  const takeNamed = async (target: DeploymentTarget, messageIds: string[], signal?: AbortSignal) => {
    if (messageIds.length === 0) return [];
    await work(messageIds.length, signal);
    signal?.throwIfAborted();
    const taken = await db
      .delete(simulatedDeadLetters)
      .where(and(eq(simulatedDeadLetters.deploymentId, target.deploymentId), inArray(simulatedDeadLetters.messageId, messageIds)))
      .returning({ messageId: simulatedDeadLetters.messageId });
    const found = new Set(taken.map((t) => t.messageId));
    return messageIds.filter((id) => found.has(id));
  };

  const takeOldest = async (target: DeploymentTarget, max: number, signal?: AbortSignal) => {
    const oldest = await db
      .select({ messageId: simulatedDeadLetters.messageId })
      .from(simulatedDeadLetters)
      .where(eq(simulatedDeadLetters.deploymentId, target.deploymentId))
      .orderBy(asc(simulatedDeadLetters.id))
      .limit(max);
    return takeNamed(
      target,
      oldest.map((o) => o.messageId),
      signal,
    );
  };

  return {
    peek: async (target, batchSize) => {
      const [total] = await db
        .select({ n: count() })
        .from(simulatedDeadLetters)
        .where(eq(simulatedDeadLetters.deploymentId, target.deploymentId));
      const rows = await db
        .select()
        .from(simulatedDeadLetters)
        .where(eq(simulatedDeadLetters.deploymentId, target.deploymentId))
        .orderBy(asc(simulatedDeadLetters.id))
        .limit(batchSize);
      return { count: total?.n ?? 0, messages: rows.map(toMessage) };
    },
    // Replaying sends the message back to its queue, where it is consumed: it leaves the dead letters.
    replay: takeNamed,
    remove: takeNamed,
    replayOldest: takeOldest,
    removeOldest: takeOldest,
    simulateArrivals: async (target, total) => insertDeadLetters(db, newDeadLetters(target.deploymentId, total, random)),
  };
};
