import { asc, count } from 'drizzle-orm';
import type { Db } from '../db/database';
import { aircastUsage, customers } from '../db/schema';

const sessionKinds = ['Keynote', 'Town hall', 'Product launch', 'Webinar', 'Training session', 'Awards night', 'Panel'];

/** A small deterministic generator (mulberry32): the same fleet gets the same usage. */
const randomFrom = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const batchSize = 2000;

/**
 * A realistic past year of aircast usage (the export's rows, a KPI source): about two in five customers
 * stream, each a few sessions a month, up to yesterday. Idempotent: nothing when any usage exists.
 */
export const seedAircastUsageIfEmpty = async (db: Db, { now = new Date(), seed = 20261128 } = {}) => {
  const [{ existing } = { existing: 0 }] = await db.select({ existing: count() }).from(aircastUsage);
  if (existing > 0) return 0;
  const random = randomFrom(seed);
  const fleet = await db.select({ id: customers.id }).from(customers).orderBy(asc(customers.alias));
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const day = 86_400_000;
  let rows: (typeof aircastUsage.$inferInsert)[] = [];
  let written = 0;
  for (const customer of fleet) {
    if (random() >= 0.4) continue;
    const sessions = 6 + Math.floor(random() * 36);
    for (let i = 0; i < sessions; i++) {
      const attendees = 20 + Math.floor(random() * random() * 2000);
      rows.push({
        customerId: customer.id,
        usageDate: new Date(today - (1 + Math.floor(random() * 365)) * day).toISOString().slice(0, 10),
        sessionName: `${sessionKinds[Math.floor(random() * sessionKinds.length)]!} ${1 + Math.floor(random() * 9)}`,
        hours: Math.round((0.5 + random() * 7.5) * 4) / 4,
        attendees,
        peakConcurrentViewers: Math.max(1, Math.floor(attendees * (0.4 + random() * 0.6))),
      });
      if (rows.length === batchSize) {
        await db.insert(aircastUsage).values(rows);
        written += rows.length;
        rows = [];
      }
    }
  }
  if (rows.length > 0) await db.insert(aircastUsage).values(rows);
  return written + rows.length;
};
