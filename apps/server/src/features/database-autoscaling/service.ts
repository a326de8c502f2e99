import {
  constants,
  peakLoadPlanDetails,
  type AutoscalingConfig,
  type AutoscalingStatus,
  type PlansByLetter,
} from '@console/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customers, serverPlans } from '../../db/schema';
import type { AuthContext } from '../../identity/auth-context';
import { requireSubscription } from '../customers';

/**
 * doc2 Database autoscaling, derived from what the console keeps: the server plans (their performance
 * levels by day kind and while boosted) and the plans the subscription's customers chose.
 */
export type AutoscalingDeps = { db: Db; auth: AuthContext };

type PlanRow = typeof serverPlans.$inferSelect;

const toPlanConfig = (row: PlanRow) => ({
  id: row.id,
  name: row.name,
  category: row.category,
  weekday: row.weekday,
  weekendDay: row.weekendDay,
  boost: row.boost,
  blockHours: row.blockHours,
});

const planMap = async (db: Db) => new Map((await db.select().from(serverPlans)).map((p) => [p.id, p]));

const basePlanIdOf = (details: unknown): string | null => {
  const id = (details as { basePlanId?: unknown } | null)?.basePlanId;
  return typeof id === 'string' ? id : null;
};

const firstDayOf = (details: unknown): string => {
  const day = (details as { firstDayOfWeek?: unknown } | null)?.firstDayOfWeek;
  return typeof day === 'string' ? day : constants.defaultFirstDayOfWeek;
};

/** The date `days` after an ISO date, as an ISO date. */
export const addDays = (isoDate: string, days: number) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** Whether a peak window (its first day and how many days) covers `today` (both ISO dates). */
export const isPeakWindowOn = (peakStartDate: string, peakDays: number, today: string) =>
  peakStartDate <= today && today < addDays(peakStartDate, peakDays);

/** The subscription's customers with a base or a peak load plan, optionally those whose alias starts with `letter`. */
const plannedCustomers = (deps: AutoscalingDeps, letter?: string) =>
  deps.db
    .select({
      id: customers.id,
      alias: customers.alias,
      basePlanDetails: customers.basePlanDetails,
      peakLoadPlanDetails: customers.peakLoadPlanDetails,
    })
    .from(customers)
    .where(
      and(
        eq(customers.subscriptionId, requireSubscription(deps.auth)),
        sql`(${customers.basePlanDetails} ? 'basePlanId' or ${customers.peakLoadPlanDetails} is not null)`,
        letter ? sql`upper(left(${customers.alias}, 1)) = ${letter.toUpperCase()}` : undefined,
      ),
    )
    .orderBy(asc(customers.alias));

type PlannedRow = Awaited<ReturnType<typeof plannedCustomers>>[number];

const plansOf = (rows: PlannedRow[], plans: Map<string, PlanRow>) => {
  const basePlans: PlansByLetter['basePlans'] = [];
  const peakLoadPlans: PlansByLetter['peakLoadPlans'] = [];
  for (const row of rows) {
    const base = plans.get(basePlanIdOf(row.basePlanDetails) ?? '');
    if (base)
      basePlans.push({
        customerId: row.id,
        alias: row.alias,
        firstDayOfWeek: firstDayOf(row.basePlanDetails),
        plan: toPlanConfig(base),
      });
    const peak = peakLoadPlanDetails.safeParse(row.peakLoadPlanDetails);
    const peakPlan = peak.success ? plans.get(peak.data.peakLoadPlanId) : undefined;
    if (peak.success && peakPlan)
      peakLoadPlans.push({
        customerId: row.id,
        alias: row.alias,
        peakStartDate: peak.data.peakStartDate,
        peakDays: peak.data.peakDays,
        plan: toPlanConfig(peakPlan),
      });
  }
  return { basePlans, peakLoadPlans };
};

/** doc2 §7 GET databaseservers/autoscaling: how many customers follow plans, and who is scaled up today. */
export const readAutoscaling = async ({ deps, today }: { deps: AutoscalingDeps; today: string }): Promise<AutoscalingStatus> => {
  const { basePlans, peakLoadPlans } = plansOf(await plannedCustomers(deps), await planMap(deps.db));
  return {
    asOfDate: today,
    customersOnBasePlans: basePlans.length,
    customersWithPeakLoadPlans: peakLoadPlans.length,
    scaledUp: peakLoadPlans
      .filter((p) => isPeakWindowOn(p.peakStartDate, p.peakDays, today))
      .map((p) => ({
        customerId: p.customerId,
        alias: p.alias,
        planName: p.plan.name,
        peakStartDate: p.peakStartDate,
        peakEndDate: addDays(p.peakStartDate, p.peakDays - 1),
      })),
  };
};

/** doc2 §7 GET databaseservers/autoscalingconfig: the plans, base ones first. */
export const readAutoscalingConfig = async ({ deps }: { deps: AutoscalingDeps }): Promise<AutoscalingConfig> => {
  const rows = await deps.db.select().from(serverPlans).orderBy(asc(serverPlans.category), asc(serverPlans.name));
  return { plans: rows.map(toPlanConfig) };
};

/** doc2 §7 GET databaseservers/firstletters: the aliases' first letters (upper case) of customers with plans. */
export const listFirstLetters = async ({ deps }: { deps: AutoscalingDeps }): Promise<string[]> => {
  const rows = await plannedCustomers(deps);
  const { basePlans, peakLoadPlans } = plansOf(rows, await planMap(deps.db));
  const letters = new Set([...basePlans, ...peakLoadPlans].map((p) => p.alias.charAt(0).toUpperCase()));
  return [...letters].sort();
};

/** doc2 §7 GET databaseservers/firstletters/{letter}: basePlans and peakLoadPlans of those customers. */
export const readPlansByLetter = async ({ deps, letter }: { deps: AutoscalingDeps; letter: string }): Promise<PlansByLetter> => ({
  letter: letter.toUpperCase(),
  ...plansOf(await plannedCustomers(deps, letter), await planMap(deps.db)),
});
