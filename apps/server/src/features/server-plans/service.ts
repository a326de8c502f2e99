import type { ServerPlan, ServerPlanInput, ValidationResult } from '@console/contract';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { serverPlans } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findPerformanceLevel, isBoostBelowWeekday, levelOf, serverPlanNameReasons } from './server-plan-rules';

const toPlan = (row: typeof serverPlans.$inferSelect): ServerPlan => ({
  id: row.id,
  name: row.name,
  category: row.category,
  weekday: levelOf(row.weekday),
  weekendDay: levelOf(row.weekendDay),
  boost: row.boost === null ? null : levelOf(row.boost),
  createdAtUtc: row.createdAt.toISOString(),
});

const allPlanNames = async (db: Db) => (await db.select({ name: serverPlans.name }).from(serverPlans)).map((r) => r.name);

/** Every plan, base plans first (doc2 §9 category order), then by name. */
export const listServerPlans = async ({ db }: { db: Db }): Promise<ServerPlan[]> => {
  const rows = await db.select().from(serverPlans).orderBy(asc(serverPlans.category), asc(serverPlans.name));
  return rows.map(toPlan);
};

export const validateServerPlanName = async ({ db, name }: { db: Db; name: string }): Promise<ValidationResult> => {
  const reasons = serverPlanNameReasons(name, await allPlanNames(db));
  return { isValid: reasons.length === 0, reasons };
};

const requireLevel = (field: string, idOrName: string) => {
  const level = findPerformanceLevel(idOrName);
  if (!level) throw new AppError('badRequest', `${field} must be a known performance level; ${idOrName} is not one.`);
  return level;
};

/** doc2 §7 POST …/plan: the name is checked again here, whatever the form saw. */
export const createServerPlan = async ({ db, input }: { db: Db; input: ServerPlanInput }): Promise<ServerPlan> => {
  const reasons = serverPlanNameReasons(input.name, await allPlanNames(db));
  if (reasons.length > 0) throw new AppError('badRequest', reasons.join(' '));
  const weekday = requireLevel('Weekday', input.weekday);
  const weekendDay = requireLevel('Weekend day', input.weekendDay);
  const boost = requireLevel('Boost', input.boost);
  if (isBoostBelowWeekday(weekday.id, boost.id))
    throw new AppError('badRequest', `Boost must not be below the weekday level (${weekday.name}).`);
  // Two creates of one name race to the unique index: the second is told, not given a 500.
  const [row] = await db
    .insert(serverPlans)
    .values({
      name: input.name.trim(),
      category: input.selectedCategory,
      weekday: weekday.id,
      weekendDay: weekendDay.id,
      boost: boost.id,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError('badRequest', `A server plan named ${input.name.trim()} already exists.`);
  return toPlan(row);
};
