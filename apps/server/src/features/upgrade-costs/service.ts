import type { UpgradeCost, UpgradeCostInformation, UpgradeCostUpdate } from '@console/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { upgradeCosts } from '../../db/schema';
import type { AuthContext } from '../../identity/auth-context';
import { AppError } from '../../lib/app-error';

const toUpgradeCost = (row: typeof upgradeCosts.$inferSelect): UpgradeCost => ({
  id: row.id,
  name: row.name,
  identifier: row.identifier,
  upgradeCostDetails: row.details,
  version: row.version,
  changedBy: row.changedByName,
  changedAtUtc: row.changedAt?.toISOString() ?? null,
});

const whenText = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export const getUpgradeCostInformation = async ({ db }: { db: Db }): Promise<UpgradeCostInformation> => {
  const rows = await db.select().from(upgradeCosts).orderBy(asc(upgradeCosts.name), asc(upgradeCosts.identifier));
  return { upgradeCosts: rows.map(toUpgradeCost) };
};

/**
 * Saves over the version the form read (decision 006's rule for customers, on this row): the row is
 * locked first, so no save slips in between the check and the write; a newer version is a 409 naming
 * who saved it and when.
 */
export const updateUpgradeCost = async ({
  db,
  auth,
  input,
}: {
  db: Db;
  auth: AuthContext;
  input: UpgradeCostUpdate;
}): Promise<UpgradeCost> => {
  const [current] = await db.select().from(upgradeCosts).where(eq(upgradeCosts.id, input.id)).for('update');
  if (!current) throw new AppError('notFound', `Upgrade cost ${input.id} was not found`);
  if (current.version !== input.version) {
    const who = current.changedByName ?? 'Another operator';
    const when = current.changedAt ? ` at ${whenText(current.changedAt)}` : '';
    throw new AppError(
      'conflict',
      `${who} changed the upgrade cost ${current.name}${when}, after this form was opened. Reload to see their change.`,
      undefined,
      {
        ...(current.changedByName && { changedBy: current.changedByName }),
        ...(current.changedAt && { changedAt: current.changedAt.toISOString() }),
        currentVersion: current.version,
      },
    );
  }
  const [row] = await db
    .update(upgradeCosts)
    .set({
      name: input.name.trim(),
      details: input.upgradeCostDetails.map((d) => ({ ...d, description: d.description.trim() })),
      version: current.version + 1,
      changedByName: auth.operator.name,
      changedAt: new Date(),
    })
    .where(eq(upgradeCosts.id, input.id))
    .returning();
  return toUpgradeCost(row!);
};
