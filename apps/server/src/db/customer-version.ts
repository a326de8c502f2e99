import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../lib/app-error';
import type { Db } from './database';
import { customers } from './schema';

/**
 * Names the operator of this transaction for the customers' version trigger (migration 0020): every row
 * they change counts its version up and records them. Transaction-local, so it ends with the request.
 */
export const nameActor = async ({ db, name }: { db: Db; name: string }) => {
  await db.execute(sql`select set_config('console.actor', ${name}, true)`);
};

const whenText = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * A form's save carries the version of the customer it read. The row is locked first, so no other
 * change can slip in between this check and the save; a newer version is a 409 naming who saved it and
 * when (decision 006). A customer that is not found is left to the handler's own 404.
 *
 * It reads the row itself rather than through the customers feature's findCustomer: db/ is shared
 * infrastructure that imports no feature, it locks always (it runs before the handler, in the request's
 * transaction) and a missing row is not its 404 to give.
 */
export const checkCustomerVersion = async ({
  db,
  customerId,
  subscriptionId,
  expected,
}: {
  db: Db;
  customerId: string;
  subscriptionId: string;
  expected: number;
}) => {
  const [row] = await db
    .select({
      alias: customers.alias,
      version: customers.version,
      changedByName: customers.changedByName,
      changedAt: customers.changedAt,
    })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.subscriptionId, subscriptionId)))
    .for('update');
  if (!row || row.version === expected) return;
  const who = row.changedByName ?? 'Another operator';
  const when = row.changedAt ? ` at ${whenText(row.changedAt)}` : '';
  throw new AppError(
    'conflict',
    `${who} changed ${row.alias}${when}, after this form was opened. Reload the section to see their change; what you typed is kept.`,
    undefined,
    {
      ...(row.changedByName && { changedBy: row.changedByName }),
      ...(row.changedAt && { changedAt: row.changedAt.toISOString() }),
      currentVersion: row.version,
    },
  );
};
