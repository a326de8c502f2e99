import { randomBytes } from 'node:crypto';
import type { CustomerEmail } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customerEmailSettings } from '../../db/schema';
import type { AuthContext } from '../../identity/auth-context';
import { AppError } from '../../lib/app-error';
import { findCustomer, requireSubscription } from '../customers';
import { encryptSecret } from '../../lib/secrets';

export type EmailDeps = { db: Db; auth: AuthContext; secretsKey: string };

const maxTeammates = 100;

type Row = typeof customerEmailSettings.$inferSelect;

const asEmails = (value: unknown) => (Array.isArray(value) ? value.filter((e): e is string => typeof e === 'string') : []);

const present = (row: Row | undefined): CustomerEmail => ({
  ipAddress: row?.ipAddress ?? null,
  invitedEmails: asEmails(row?.invitedEmails),
  apiKeyResetAt: row?.apiKeyResetAt?.toISOString() ?? null,
});

const load = async ({ db, auth }: Pick<EmailDeps, 'db' | 'auth'>, id: string) => {
  const customer = await findCustomer({ db, subscriptionId: requireSubscription(auth), id });
  const [row] = await db.select().from(customerEmailSettings).where(eq(customerEmailSettings.customerId, customer.id));
  return { customer, row };
};

const upsert = async (db: Db, customerId: string, change: Partial<typeof customerEmailSettings.$inferInsert>) => {
  const [row] = await db
    .insert(customerEmailSettings)
    .values({ customerId, ...change })
    .onConflictDoUpdate({ target: customerEmailSettings.customerId, set: change })
    .returning();
  return present(row);
};

export const getEmail = async ({ deps, id }: { deps: Pick<EmailDeps, 'db' | 'auth'>; id: string }) =>
  present((await load(deps, id)).row);

export const inviteTeammate = async ({ deps, id, teammate }: { deps: EmailDeps; id: string; teammate: string }) => {
  const { customer, row } = await load(deps, id);
  const email = teammate.trim().toLowerCase();
  const invited = asEmails(row?.invitedEmails);
  if (invited.includes(email)) throw new AppError('conflict', `Teammate: ${email} is already invited to ${customer.alias}.`);
  if (invited.length >= maxTeammates) throw new AppError('conflict', `${customer.alias} already has ${maxTeammates} teammates.`);
  return upsert(deps.db, customer.id, { invitedEmails: [...invited, email] });
};

export const deleteTeammate = async ({ deps, id, email }: { deps: EmailDeps; id: string; email: string }) => {
  const { customer, row } = await load(deps, id);
  const address = email.trim().toLowerCase();
  const invited = asEmails(row?.invitedEmails);
  if (!invited.includes(address)) throw new AppError('notFound', `${address} is not a teammate of ${customer.alias}`);
  return upsert(deps.db, customer.id, { invitedEmails: invited.filter((e) => e !== address) });
};

/** A new random API key, stored encrypted; neither the answer nor the audit record carries it. */
export const resetEmailApiKey = async ({ deps, id }: { deps: EmailDeps; id: string }) => {
  const { customer } = await load(deps, id);
  const key = randomBytes(32).toString('base64url');
  return upsert(deps.db, customer.id, {
    encryptedApiKey: encryptSecret(Buffer.from(key, 'utf8'), deps.secretsKey),
    apiKeyResetAt: new Date(),
  });
};
