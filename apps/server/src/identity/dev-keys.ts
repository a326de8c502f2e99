import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/database';
import { settings } from '../db/schema';

export type DevKeys = { signingKey: JWK; publicKey: JWK; cookieKeys: string[] };

const settingKey = 'dev-identity-keys';

/** The development provider's signing and cookie keys, made once and kept so tokens survive restarts. */
export const loadOrCreateDevKeys = async (db: Db): Promise<DevKeys> => {
  const [row] = await db.select().from(settings).where(eq(settings.key, settingKey));
  if (row) return row.value as DevKeys;
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomBytes(8).toString('hex');
  const signingKey = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const keys: DevKeys = { signingKey, publicKey: publicJwk, cookieKeys: [randomBytes(32).toString('hex')] };
  await db.insert(settings).values({ key: settingKey, value: keys }).onConflictDoNothing();
  const [stored] = await db.select().from(settings).where(eq(settings.key, settingKey));
  return stored!.value as DevKeys;
};
