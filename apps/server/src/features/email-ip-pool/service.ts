import type { EmailIpAddress, EmailIpPool, EmailIpState } from '@console/contract';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { rowsOf, type Db } from '../../db/database';
import { customerEmailSettings, customers, emailIpAddresses } from '../../db/schema';
import type { AuthContext } from '../../identity/auth-context';
import { AppError } from '../../lib/app-error';
import { findCustomer, requireSubscription } from '../customers';

export type EmailIpDeps = { db: Db; auth: AuthContext; config: Config };

/** How many aliases of the operator's own customers one address lists (in alias order; which ones is not ranked). */
const aliasesShown = 20;

/** The path's first segment names the configured provider (`sendGridIpManagement`); any other is not this console's. */
const requireProvider = (config: Config, segment: string) => {
  if (segment !== `${config.emailProvider}IpManagement`)
    throw new AppError(
      'notFound',
      `This console manages the IP pool of ${config.emailProvider}, not ${segment.replace(/IpManagement$/, '')}`,
    );
};

type AddressRow = typeof emailIpAddresses.$inferSelect;

/**
 * Each address's count of customers and up to `aliasesShown` of the operator's own: the first the address's
 * index gives, not the first by alias (that would sort every customer on the address; an address holds
 * thousands). Both are read per address from the (address, customer) index, in one query.
 */
const present = async (db: Db, auth: AuthContext, rows: AddressRow[]): Promise<EmailIpAddress[]> => {
  if (rows.length === 0) return [];
  const ips = rows.map((r) => r.ipAddress);
  const found = rowsOf<{ ip: string; total: number | string; aliases: string[] }>(
    await db.execute(sql`
      select address.ip,
        (select count(*) from customer_email_settings s where s.ip_address = address.ip) as total,
        array(
          select c.alias from customer_email_settings s
          join customers c on c.id = s.customer_id
          where s.ip_address = address.ip and c.subscription_id = any(${sql.param(auth.subscriptionIds)}::text[])
          limit ${aliasesShown}
        ) as aliases
      from unnest(${sql.param(ips)}::text[]) as address(ip)`),
  );
  const byIp = new Map(found.map((f) => [f.ip, f]));
  return rows.map((row) => {
    const usage = byIp.get(row.ipAddress);
    return {
      ipAddress: row.ipAddress,
      state: row.state,
      assignedCount: Number(usage?.total ?? 0),
      assignedAliases: [...(usage?.aliases ?? [])].sort(),
      changedByName: row.changedByName,
      changedAtUtc: row.changedAt?.toISOString() ?? null,
    };
  });
};

/** The address, locked for the change that follows; an address not in the pool is a 404. */
const lockAddress = async (db: Db, ip: string) => {
  const [row] = await db.select().from(emailIpAddresses).where(eq(emailIpAddresses.ipAddress, ip)).for('update');
  if (!row) throw new AppError('notFound', `IP address ${ip} is not in the email IP pool`);
  return row;
};

const presentOne = async (db: Db, auth: AuthContext, row: AddressRow) => (await present(db, auth, [row]))[0]!;

export const listPool = async ({ deps, provider }: { deps: EmailIpDeps; provider: string }): Promise<EmailIpPool> => {
  requireProvider(deps.config, provider);
  const rows = await deps.db.select().from(emailIpAddresses);
  // Numeric order of the addresses (text order would put .100 before .20).
  rows.sort((a, b) => ipSortKey(a.ipAddress).localeCompare(ipSortKey(b.ipAddress)));
  return { provider: deps.config.emailProvider, addresses: await present(deps.db, deps.auth, rows) };
};

/** IPv4 addresses as zero-padded octets so that they sort as numbers; other addresses after them. */
export const ipSortKey = (ip: string) =>
  /^\d+\.\d+\.\d+\.\d+$/.test(ip)
    ? `4:${ip
        .split('.')
        .map((o) => o.padStart(3, '0'))
        .join('.')}`
    : `6:${ip}`;

export const setState = async ({
  deps,
  provider,
  ip,
  state,
}: {
  deps: EmailIpDeps;
  provider: string;
  ip: string;
  state: EmailIpState;
}) => {
  requireProvider(deps.config, provider);
  const row = await lockAddress(deps.db, ip);
  if (row.state === state) throw new AppError('badRequest', `IP address ${ip} is already marked ${state}.`);
  const [updated] = await deps.db
    .update(emailIpAddresses)
    .set({ state, changedByName: deps.auth.operator.name, changedAt: new Date() })
    .where(eq(emailIpAddresses.ipAddress, ip))
    .returning();
  return presentOne(deps.db, deps.auth, updated!);
};

const requireGood = (row: AddressRow) => {
  if (row.state === 'bad')
    throw new AppError('badRequest', `IP address ${row.ipAddress} is marked bad: mark it good before assigning it.`);
};

export const assignToCustomer = async ({
  deps,
  provider,
  ip,
  customerId,
}: {
  deps: EmailIpDeps;
  provider: string;
  ip: string;
  customerId: string;
}) => {
  requireProvider(deps.config, provider);
  const customer = await findCustomer({ db: deps.db, subscriptionId: requireSubscription(deps.auth), id: customerId });
  const row = await lockAddress(deps.db, ip);
  requireGood(row);
  const [current] = await deps.db
    .select({ ip: customerEmailSettings.ipAddress })
    .from(customerEmailSettings)
    .where(eq(customerEmailSettings.customerId, customer.id))
    .for('update');
  if (current?.ip === ip) throw new AppError('badRequest', `${customer.alias} already sends from ${ip}.`);
  await deps.db
    .insert(customerEmailSettings)
    .values({ customerId: customer.id, ipAddress: ip })
    .onConflictDoUpdate({ target: customerEmailSettings.customerId, set: { ipAddress: ip } });
  return presentOne(deps.db, deps.auth, row);
};

/** Every customer (sub user) of the operator's subscription sends from the address afterwards. */
export const assignToSubUsers = async ({ deps, provider, ip }: { deps: EmailIpDeps; provider: string; ip: string }) => {
  requireProvider(deps.config, provider);
  const subscriptionId = requireSubscription(deps.auth);
  const row = await lockAddress(deps.db, ip);
  requireGood(row);
  // One statement: customers without email settings get a row, those sending elsewhere are moved.
  const moved = (await deps.db.execute(sql`
    insert into ${customerEmailSettings} (customer_id, ip_address)
    select ${customers.id}, ${ip} from ${customers} where ${customers.subscriptionId} = ${subscriptionId}
    on conflict (customer_id) do update set ip_address = excluded.ip_address
    where ${customerEmailSettings.ipAddress} is distinct from excluded.ip_address
    returning customer_id`)) as unknown as { rows: { customer_id: string }[] };
  return { address: await presentOne(deps.db, deps.auth, row), customersAssigned: moved.rows.length };
};
