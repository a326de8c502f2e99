import { createHash } from 'node:crypto';
import type { TxtRecord } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customerDomains } from '../../db/schema';
import type { JobDefinition, JobStepDefinition } from '../../jobs/types';
import { isAppError } from '../../lib/app-error';
import { performPlatformRequest } from '../../platform/changes';
import { platformPhases } from '../../platform/phases';
import { isPlatformError, type PlatformOperation, type PlatformRequest } from '../../platform/types';
import { updateDomainRow } from './domain-state';

export type DomainJobPayload = { customerId: string; alias: string; domainName: string; records: TxtRecord[] };

type DomainOperation = Extract<
  PlatformOperation,
  'dns.createTxtRecords' | 'certificate.validateDomain' | 'certificate.order' | 'frontDoor.addDomain'
>;

type Outcome = {
  /** After the operation's last phase succeeded. */
  onSucceeded: (db: Db, payload: DomainJobPayload, stepId: string) => Promise<void>;
  /** After any phase failed, with the platform's reason. */
  onFailed: (db: Db, payload: DomainJobPayload, reason: string) => Promise<void>;
};

const reasonOf = (error: unknown) =>
  isPlatformError(error) ? error.reason : isAppError(error) ? error.errorMessage : 'The platform failed without a reason';

const keyOf = (p: DomainJobPayload) => ({ customerId: p.customerId, domainName: p.domainName });

/**
 * One step per phase of the domain's platform operation; the domain's record says how it ended, so the
 * console shows the outcome (and the reason of a failure) after the job is gone.
 */
const domainSteps = (operation: DomainOperation, payload: DomainJobPayload, outcome: Outcome) =>
  platformPhases[operation].map((phase, index, phases): JobStepDefinition<DomainJobPayload> => ({
    name: phase,
    targetId: payload.customerId,
    run: async ({ platform, live, stepId, signal, db }) => {
      const request = {
        operation,
        target: { customerId: payload.customerId, alias: payload.alias, domainName: payload.domainName },
        args: { records: payload.records },
        operationId: stepId,
        phase: index,
        signal,
      } as PlatformRequest;
      try {
        const result = await performPlatformRequest({ platform, db, live, request });
        if (index === phases.length - 1) await outcome.onSucceeded(db, payload, stepId);
        return { message: result.message };
      } catch (error) {
        if (isPlatformError(error) || isAppError(error)) await outcome.onFailed(db, payload, reasonOf(error));
        throw error;
      }
    },
  }));

const domainJob = (
  type: string,
  verb: string,
  operation: DomainOperation,
  outcome: Outcome,
): JobDefinition<DomainJobPayload> => ({
  type,
  describe: (p) => ({
    name: `${verb} ${p.domainName} of ${p.alias}`,
    target: { type: 'customer', id: p.customerId, name: p.alias },
  }),
  // A customer's domains are worked independently: one job of a kind per domain.
  singletonScope: (p) => p.domainName.toLowerCase(),
  steps: (p) => domainSteps(operation, p, outcome),
});

/** Whether the records the job published are still the domain's (a regeneration may have replaced them). */
const isStillCurrent = async (db: Db, p: DomainJobPayload) => {
  const [row] = await db
    .select({ txtRecords: customerDomains.txtRecords })
    .from(customerDomains)
    .where(and(eq(customerDomains.customerId, p.customerId), eq(customerDomains.domainName, p.domainName)));
  return JSON.stringify(row?.txtRecords ?? null) === JSON.stringify(p.records);
};

export const publishTxtRecordsJob = domainJob(
  'customerDomain.publishTxtRecords',
  'Publish the TXT records of',
  'dns.createTxtRecords',
  {
    onSucceeded: async (db, p) => {
      if (await isStillCurrent(db, p)) await updateDomainRow(db, keyOf(p), { areTxtRecordsPublished: true });
    },
    onFailed: async () => {},
  },
);

export const validateDomainJob = domainJob('customerDomain.validate', 'Validate domain', 'certificate.validateDomain', {
  onSucceeded: async (db, p) => {
    await updateDomainRow(db, keyOf(p), { validationState: 'validated', validationReason: null, validatedAt: new Date() });
  },
  onFailed: async (db, p, reason) => {
    await updateDomainRow(db, keyOf(p), { validationState: 'failed', validationReason: reason, validatedAt: null });
  },
});

/** A managed certificate lasts 90 days; the simulated authority names it after the order's step. */
const issuedCertificate = (p: DomainJobPayload, stepId: string) => ({
  thumbprint: createHash('sha1').update(`${stepId}:${p.domainName}`).digest('hex').toUpperCase(),
  subject: p.domainName,
  names: [p.domainName],
  notAfter: new Date(Date.now() + 90 * 86_400_000).toISOString(),
});

export const orderCertificateJob = domainJob('customerDomain.orderCertificate', 'Order a certificate for', 'certificate.order', {
  onSucceeded: async (db, p, stepId) => {
    await updateDomainRow(db, keyOf(p), {
      certificateOrderState: 'issued',
      certificateOrderReason: null,
      orderedCertificate: issuedCertificate(p, stepId),
    });
  },
  onFailed: async (db, p, reason) => {
    await updateDomainRow(db, keyOf(p), { certificateOrderState: 'failed', certificateOrderReason: reason });
  },
});

export const addToFrontDoorJob = domainJob('customerDomain.addToFrontDoor', 'Add to Front Door', 'frontDoor.addDomain', {
  onSucceeded: async (db, p) => {
    await updateDomainRow(db, keyOf(p), { frontDoorState: 'added', frontDoorReason: null });
  },
  onFailed: async (db, p, reason) => {
    await updateDomainRow(db, keyOf(p), { frontDoorState: 'failed', frontDoorReason: reason });
  },
});

export const domainJobDefinitions = [
  publishTxtRecordsJob,
  validateDomainJob,
  orderCertificateJob,
  addToFrontDoorJob,
] as JobDefinition<unknown>[];
