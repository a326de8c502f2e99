import {
  constants,
  peakLoadPlanDetails,
  type AutoscalingConfig,
  type AutoscalingStatus,
  type PlansByLetter,
} from '@console/contract';
import { and, asc, count, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
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

const hasBasePlan = sql`${customers.basePlanDetails} ? 'basePlanId'`;
const hasPeakPlan = sql`${customers.peakLoadPlanDetails} is not null`;
const firstLetter = sql<string>`upper(left(${customers.alias}, 1))`;

/**
 * The subscription's customers with a base or a peak load plan whose alias starts with `letter`: each kind
 * read through its own partial index (customers_base_plan_letter, customers_peak_plan_letter), in alias order.
 */
const plannedCustomers = async (deps: AutoscalingDeps, letter: string) => {
  const columns = {
    id: customers.id,
    alias: customers.alias,
    basePlanDetails: customers.basePlanDetails,
    peakLoadPlanDetails: customers.peakLoadPlanDetails,
  };
  const subscriptionId = requireSubscription(deps.auth);
  const ofLetter = (plan: SQL) =>
    deps.db
      .select(columns)
      .from(customers)
      .where(and(eq(customers.subscriptionId, subscriptionId), plan, sql`${firstLetter} = ${letter.toUpperCase()}`));
  const [base, peak] = await Promise.all([ofLetter(hasBasePlan), ofLetter(sql`${hasPeakPlan} and not (${hasBasePlan})`)]);
  return [...base, ...peak].sort((a, b) => (a.alias < b.alias ? -1 : a.alias > b.alias ? 1 : 0));
};

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
    // Most customers have no peak load plan: a failed parse (an error built per row) is not asked for.
    const peak = row.peakLoadPlanDetails === null ? null : peakLoadPlanDetails.safeParse(row.peakLoadPlanDetails);
    const peakPlan = peak?.success ? plans.get(peak.data.peakLoadPlanId) : undefined;
    if (peak?.success && peakPlan)
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

/** The longest peak window a customer may choose, in days: a window covering today started at most this long ago. */
const longestPeakDays = Math.max(...constants.peakDayChoices);

/**
 * doc2 §7 GET databaseservers/autoscaling: how many customers follow plans (counted on the partial indexes),
 * and who is scaled up today (only the peak windows that started within the longest window before today).
 */
export const readAutoscaling = async ({ deps, today }: { deps: AutoscalingDeps; today: string }): Promise<AutoscalingStatus> => {
  const subscriptionId = requireSubscription(deps.auth);
  const ofSubscription = eq(customers.subscriptionId, subscriptionId);
  const peakStart = sql<string>`(${customers.peakLoadPlanDetails} ->> 'peakStartDate')`;
  const [[onBase], [withPeak], recent, plans] = await Promise.all([
    deps.db.select({ total: count() }).from(customers).where(and(ofSubscription, hasBasePlan)),
    deps.db.select({ total: count() }).from(customers).where(and(ofSubscription, hasPeakPlan)),
    deps.db
      .select({
        id: customers.id,
        alias: customers.alias,
        basePlanDetails: customers.basePlanDetails,
        peakLoadPlanDetails: customers.peakLoadPlanDetails,
      })
      .from(customers)
      .where(and(ofSubscription, hasPeakPlan, lte(peakStart, today), gt(peakStart, addDays(today, -longestPeakDays))))
      .orderBy(asc(customers.alias)),
    planMap(deps.db),
  ]);
  const { peakLoadPlans } = plansOf(recent, plans);
  return {
    asOfDate: today,
    customersOnBasePlans: onBase?.total ?? 0,
    customersWithPeakLoadPlans: withPeak?.total ?? 0,
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

/**
 * doc2 §7 GET databaseservers/firstletters: the aliases' first letters (upper case) of customers with plans,
 * read from the two partial indexes alone.
 */
export const listFirstLetters = async ({ deps }: { deps: AutoscalingDeps }): Promise<string[]> => {
  const subscriptionId = requireSubscription(deps.auth);
  const lettersOf = (plan: SQL) =>
    deps.db
      .selectDistinct({ letter: firstLetter })
      .from(customers)
      .where(and(eq(customers.subscriptionId, subscriptionId), plan));
  const [base, peak] = await Promise.all([lettersOf(hasBasePlan), lettersOf(hasPeakPlan)]);
  return [...new Set([...base, ...peak].map((row) => row.letter))].sort();
};

/** doc2 §7 GET databaseservers/firstletters/{letter}: basePlans and peakLoadPlans of those customers. */
export const readPlansByLetter = async ({ deps, letter }: { deps: AutoscalingDeps; letter: string }): Promise<PlansByLetter> => ({
  letter: letter.toUpperCase(),
  ...plansOf(await plannedCustomers(deps, letter), await planMap(deps.db)),
});
