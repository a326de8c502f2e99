import { randomBytes } from 'node:crypto';
import type { CustomDomainCertificate, DomainState, TxtRecord } from '@console/contract';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customerDomains } from '../../db/schema';

type DomainRow = typeof customerDomains.$inferSelect;

const asRecords = (value: unknown): TxtRecord[] =>
  Array.isArray(value)
    ? value.filter((r): r is TxtRecord => !!r && typeof r.name === 'string' && typeof r.value === 'string')
    : [];

export const domainStateOf = (row: DomainRow): DomainState => ({
  domainName: row.domainName,
  txtRecords: asRecords(row.txtRecords),
  areTxtRecordsPublished: row.areTxtRecordsPublished,
  validationState: row.validationState,
  validationReason: row.validationReason,
  validatedAt: row.validatedAt?.toISOString() ?? null,
  certificateOrderState: row.certificateOrderState,
  certificateOrderReason: row.certificateOrderReason,
  orderedCertificate: (row.orderedCertificate as CustomDomainCertificate | null) ?? null,
  frontDoorState: row.frontDoorState,
  frontDoorReason: row.frontDoorReason,
});

export const recordsOf = (row: DomainRow) => asRecords(row.txtRecords);

export const readDomainStates = async (db: Db, customerId: string): Promise<DomainState[]> =>
  (
    await db
      .select()
      .from(customerDomains)
      .where(eq(customerDomains.customerId, customerId))
      .orderBy(asc(customerDomains.domainName))
  ).map(domainStateOf);

/** The platform's record of one domain of the customer, made on first use. */
export const ensureDomainRow = async (db: Db, customerId: string, domainName: string): Promise<DomainRow> => {
  await db.insert(customerDomains).values({ customerId, domainName }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(customerDomains)
    .where(and(eq(customerDomains.customerId, customerId), eq(customerDomains.domainName, domainName)));
  return row!;
};

export const updateDomainRow = async (
  db: Db,
  key: { customerId: string; domainName: string },
  change: Partial<typeof customerDomains.$inferInsert>,
) =>
  db
    .update(customerDomains)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(customerDomains.customerId, key.customerId), eq(customerDomains.domainName, key.domainName)))
    .returning();

/** Forgets the domains the customer no longer has (a changed custom domain, a removed rule). */
export const pruneDomainRows = async (db: Db, customerId: string, keep: string[]) => {
  await db
    .delete(customerDomains)
    .where(
      and(eq(customerDomains.customerId, customerId), keep.length > 0 ? notInArray(customerDomains.domainName, keep) : undefined),
    );
};

/**
 * New TXT records for a domain: `_dnsauth` proves ownership to Front Door and the certificate
 * authority, `asuid` to the web app. Their values are random and not secret (the customer publishes them).
 */
export const newTxtRecords = (domainName: string): TxtRecord[] => [
  { name: `_dnsauth.${domainName}`, value: randomBytes(16).toString('hex') },
  { name: `asuid.${domainName}`, value: randomBytes(32).toString('hex').toUpperCase() },
];
