import { createHash } from 'node:crypto';
import { performanceLevels } from '@console/contract';
import { eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { retentionPolicies, serverPlans, settings, upgradeCosts } from '../db/schema';

/** Issue 27's reference data: dozens of server plans, upgrade costs between offerings, retention policies. */

const levelIds = performanceLevels.map((l) => l.id);
const above = (id: string, steps: number) => levelIds[Math.min(levelIds.indexOf(id) + steps, levelIds.length - 1)]!;
const below = (id: string, steps: number) => levelIds[Math.max(levelIds.indexOf(id) - steps, 0)]!;

/**
 * Base plans for every weekday level from S0 to P6, each with a lighter and a much lighter weekend.
 * The peak-load plans stay the reference data's two (seed.ts): the licence form and its tests offer those.
 */
const seedPlans = () => {
  const baseWeekdays = ['S0', 'S1', 'S2', 'S3', 'S4', 'S6', 'S7', 'S9', 'S12', 'P1', 'P2', 'P4', 'P6'];
  const plans: (typeof serverPlans.$inferInsert)[] = [];
  for (const weekday of baseWeekdays) {
    for (const [suffix, weekendSteps] of [
      ['', 1],
      [' Lite weekend', 3],
    ] as const) {
      plans.push({
        name: `Base ${weekday}${suffix}`,
        category: 'Base',
        weekday,
        weekendDay: below(weekday, weekendSteps),
        boost: above(weekday, 2),
        blockHours: 4 + levelIds.indexOf(weekday),
      });
    }
  }
  return plans;
};

const offerings = ['Standard', 'Professional', 'Enterprise'] as const;
const currencies = [
  { code: 'GBP', rate: 1 },
  { code: 'USD', rate: 1.27 },
  { code: 'EUR', rate: 1.16 },
  { code: 'AUD', rate: 1.93 },
] as const;
const annualFee: Record<(typeof offerings)[number], number> = { Standard: 4800, Professional: 9600, Enterprise: 18000 };

const round = (amount: number) => Math.round(amount * 100) / 100;

/** Every upgrade path between the offerings, priced in each currency the console settles in. */
const seedUpgradeCosts = () =>
  offerings.flatMap((from, i) =>
    offerings.slice(i + 1).flatMap((to) =>
      currencies.map(({ code, rate }) => ({
        name: `${from} to ${to} (${code})`,
        identifier: `${from.toLowerCase()}-to-${to.toLowerCase()}-${code.toLowerCase()}`,
        details: [
          {
            description: 'Annual licence fee difference',
            amount: round((annualFee[to] - annualFee[from]) * rate),
            currencyCode: code,
          },
          {
            description: 'Data migration and re-indexing',
            amount: round((to === 'Enterprise' ? 1200 : 450) * rate),
            currencyCode: code,
          },
          { description: 'Onboarding session for the new features', amount: round(300 * rate), currencyCode: code },
        ],
      })),
    ),
  );

const seedPolicies: (typeof retentionPolicies.$inferInsert)[] = [
  { name: 'Error events', target: 'errorEvents', keepForDays: 30 },
  { name: 'Audit trail', target: 'auditEvents', keepForDays: 400 },
  { name: 'Job history', target: 'jobHistory', keepForDays: 90 },
  { name: 'Desired-state investigations', target: 'desiredStateInvestigations', keepForDays: 180 },
];

const settingKey = 'seed.operations-catalogue';

/** Idempotent; a start whose rows are the ones already seeded reads one row and writes nothing. */
export const seedOperationsCatalogue = async (db: Db) => {
  const rows = { plans: seedPlans(), costs: seedUpgradeCosts(), policies: seedPolicies };
  const fingerprint = createHash('sha256').update(JSON.stringify(rows)).digest('hex');
  const [seeded] = await db.select().from(settings).where(eq(settings.key, settingKey));
  if (seeded?.value === fingerprint) return;
  await db.transaction(async (tx) => {
    await tx.insert(serverPlans).values(rows.plans).onConflictDoNothing();
    // Plans seeded before boost was kept boost two levels above their weekday.
    for (const plan of await tx.select().from(serverPlans).where(isNull(serverPlans.boost))) {
      await tx
        .update(serverPlans)
        .set({ boost: above(plan.weekday, 2) })
        .where(eq(serverPlans.id, plan.id));
    }
    await tx.insert(upgradeCosts).values(rows.costs).onConflictDoNothing();
    await tx.insert(retentionPolicies).values(rows.policies).onConflictDoNothing();
    await tx
      .insert(settings)
      .values({ key: settingKey, value: fingerprint })
      .onConflictDoUpdate({ target: settings.key, set: { value: fingerprint } });
  });
};
