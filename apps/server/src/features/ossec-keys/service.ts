import type { OssecKey, OssecKeys } from '@console/contract';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { ossecKeys } from '../../db/schema';
import type { AuthContext } from '../../identity/auth-context';
import { AppError } from '../../lib/app-error';
import { encryptSecret } from '../../lib/secrets';
import { requireSubscription } from '../customers';
import { readClientKeys } from './client-keys';

export type OssecKeyDeps = { db: Db; auth: AuthContext; config: Pick<Config, 'secretsEncryptionKey'> };

type Row = typeof ossecKeys.$inferSelect;

const toKey = (row: Row): OssecKey => ({
  id: row.id,
  agentId: row.agentId,
  agentName: row.agentName,
  ipAddress: row.ipAddress,
  assignedTo: row.assignedTo,
  assignedAtUtc: row.assignedAt?.toISOString() ?? null,
  uploadedAtUtc: row.uploadedAt.toISOString(),
});

export const listKeys = async ({ deps }: { deps: OssecKeyDeps }): Promise<OssecKeys> => {
  const rows = await deps.db.select().from(ossecKeys).orderBy(asc(ossecKeys.agentId));
  return {
    availableKeys: rows.filter((r) => r.assignedTo === null).map(toKey),
    assignedKeys: rows.filter((r) => r.assignedTo !== null).map(toKey),
  };
};

/**
 * doc2 §7 POST ossecKeys/upload: every line is checked before anything is stored; a file with one wrong
 * line, or an agent id the pool already holds, adds nothing. Keys are sealed at rest.
 */
export const uploadKeys = async ({
  deps,
  file,
}: {
  deps: OssecKeyDeps;
  file: { content: Uint8Array } | null;
}): Promise<{ added: number; keys: OssecKey[] }> => {
  requireSubscription(deps.auth);
  if (!file || file.content.length === 0) throw new AppError('badRequest', 'File: choose a client.keys file.');
  const text = Buffer.from(file.content).toString('utf8');
  if (text.includes('\u0000') || text.includes('\uFFFD'))
    throw new AppError('badRequest', 'File: a client.keys file is plain text.');
  const { keys, problems } = readClientKeys(text);
  if (problems.length > 0) throw new AppError('badRequest', `File: ${problems.slice(0, 5).join(' ')}`);
  if (keys.length === 0) throw new AppError('badRequest', 'File: the file holds no keys.');
  const taken = await deps.db
    .select({ agentId: ossecKeys.agentId })
    .from(ossecKeys)
    .where(
      inArray(
        ossecKeys.agentId,
        keys.map((k) => k.agentId),
      ),
    );
  if (taken.length > 0)
    throw new AppError('conflict', `File: agent ids already in the pool: ${taken.map((t) => t.agentId).join(', ')}.`);
  // An upload of the same agents at the same moment passed the check above too: the unique agent id keeps
  // one row each, and this upload then adds nothing (the request's transaction rolls back whole).
  const rows = await deps.db
    .insert(ossecKeys)
    .values(
      keys.map((k) => ({
        agentId: k.agentId,
        agentName: k.agentName,
        ipAddress: k.ipAddress,
        keyEncrypted: encryptSecret(Buffer.from(k.key, 'utf8'), deps.config.secretsEncryptionKey),
      })),
    )
    .onConflictDoNothing({ target: ossecKeys.agentId })
    .returning();
  if (rows.length !== keys.length)
    throw new AppError('conflict', 'File: another upload added some of these agent ids just now; nothing was added.');
  return { added: rows.length, keys: rows.map(toKey) };
};

/**
 * doc2 §7 POST ossecKeys/deallocate: one conditional statement takes the key back only while it is still
 * assigned, so of two operators at once one succeeds and the other is told it no longer is.
 */
export const deallocateKey = async ({ deps, keyId }: { deps: OssecKeyDeps; keyId: string }): Promise<OssecKey> => {
  requireSubscription(deps.auth);
  const [row] = await deps.db
    .update(ossecKeys)
    .set({ assignedTo: null, assignedAt: null })
    .where(and(eq(ossecKeys.id, keyId), isNotNull(ossecKeys.assignedTo)))
    .returning();
  if (row) return toKey(row);
  const [existing] = await deps.db.select().from(ossecKeys).where(eq(ossecKeys.id, keyId));
  if (!existing) throw new AppError('notFound', `Key ${keyId} was not found.`);
  throw new AppError('conflict', `The key of agent ${existing.agentName} (${existing.agentId}) is no longer assigned.`);
};
