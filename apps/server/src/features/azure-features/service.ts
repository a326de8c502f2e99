import { sql, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customers, features } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** doc2 §7 POST /azure/featureManagement/addFeature: a feature id not yet in the list. */
export const addFeature = async ({ db, featureId }: { db: Db; featureId: string }) => {
  const [added] = await db.insert(features).values({ featureId }).onConflictDoNothing().returning();
  if (!added) throw new AppError('conflict', `Feature ${featureId} is already in the list.`);
  return { featureId: added.featureId };
};

/**
 * doc2 §7 POST /azure/featureManagement/removeFeature/{id}. A feature some customer has turned on stays:
 * removing it would change customers of every subscription behind their operators' backs.
 */
export const removeFeature = async ({ db, featureId }: { db: Db; featureId: string }) => {
  const [row] = await db.select().from(features).where(eq(features.featureId, featureId)).for('update');
  if (!row) throw new AppError('notFound', `Feature ${featureId} was not found.`);
  const [inUse] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(customers)
    .where(sql`${customers.features} @> ${JSON.stringify([{ featureId, isEnabled: true }])}::jsonb`);
  const count = inUse?.count ?? 0;
  if (count > 0)
    throw new AppError(
      'conflict',
      `Feature ${featureId} is turned on for ${count} customer${count === 1 ? '' : 's'}: turn it off for them before removing it.`,
    );
  await db.delete(features).where(eq(features.featureId, featureId));
};
