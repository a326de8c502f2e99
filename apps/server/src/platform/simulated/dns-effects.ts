import { inArray } from 'drizzle-orm';
import { simulatedDnsRecords } from '../../db/schema';
import { PlatformError, type DomainTarget, type PlatformTxtRecord } from '../types';
import type { EffectContext, EffectResult } from './effects';
import { dnsPropagationMs } from './settings';

type ExpectedTxtRecord = PlatformTxtRecord;

const recordsOf = (context: EffectContext): ExpectedTxtRecord[] => {
  const records = context.request.args?.records;
  return Array.isArray(records)
    ? records.filter(
        (r): r is ExpectedTxtRecord =>
          !!r && typeof (r as ExpectedTxtRecord).name === 'string' && typeof (r as ExpectedTxtRecord).value === 'string',
      )
    : [];
};

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * Publishes a domain's TXT records in the simulated public DNS, replacing earlier values; they are
 * visible once they have propagated (PLATFORM_SPEED scales the delay, 0 makes it immediate).
 */
export const createTxtRecords = async (context: EffectContext): Promise<EffectResult> => {
  const { tx, request, settings } = context;
  const target = request.target as DomainTarget;
  const records = recordsOf(context);
  if (records.length === 0) throw new PlatformError(`No TXT records were given for ${target.domainName}`);
  const visibleAt = new Date(Date.now() + dnsPropagationMs(settings.speed));
  const existing = await tx
    .select()
    .from(simulatedDnsRecords)
    .where(
      inArray(
        simulatedDnsRecords.recordName,
        records.map((r) => r.name),
      ),
    );
  for (const record of records) {
    // A record published again with the same value keeps propagating from when it was first created.
    if (existing.some((e) => e.recordName === record.name && e.value === record.value)) continue;
    await tx
      .insert(simulatedDnsRecords)
      .values({ recordName: record.name, domainName: target.domainName, value: record.value, visibleAt })
      .onConflictDoUpdate({ target: simulatedDnsRecords.recordName, set: { value: record.value, visibleAt } });
  }
  const seconds = Math.ceil((visibleAt.getTime() - Date.now()) / 1000);
  return {
    message: `Created ${plural(records.length, 'TXT record')} for ${target.domainName}${seconds > 0 ? `; visible in about ${seconds} s` : ''}`,
    changes: [{ kind: 'txtRecords', domainName: target.domainName, records, visibleAtUtc: visibleAt.toISOString() }],
  };
};

/** Checks that each expected TXT record of the domain is visible in the simulated DNS with its value. */
export const validateDomain = async (context: EffectContext): Promise<EffectResult> => {
  const { tx, request } = context;
  const target = request.target as DomainTarget;
  const expected = recordsOf(context);
  if (expected.length === 0)
    throw new PlatformError(`${target.domainName} has no TXT records yet: get its TXT records and publish them first`);
  const published = await tx
    .select()
    .from(simulatedDnsRecords)
    .where(
      inArray(
        simulatedDnsRecords.recordName,
        expected.map((r) => r.name),
      ),
    );
  const now = Date.now();
  for (const record of expected) {
    const found = published.find((p) => p.recordName === record.name);
    if (!found) throw new PlatformError(`No TXT record ${record.name} was found in DNS`);
    if (found.value !== record.value)
      throw new PlatformError(`The TXT record ${record.name} in DNS does not hold the expected value`);
    if (found.visibleAt.getTime() > now) {
      const seconds = Math.ceil((found.visibleAt.getTime() - now) / 1000);
      throw new PlatformError(
        `The TXT record ${record.name} is not visible yet: DNS is still propagating (about ${seconds} s left)`,
      );
    }
  }
  return {
    message: `${target.domainName} is validated: ${plural(expected.length, 'TXT record')} found`,
    changes: [{ kind: 'domainValidated', domainName: target.domainName, records: expected }],
  };
};
