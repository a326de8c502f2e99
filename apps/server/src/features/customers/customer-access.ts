import type { CustomerSummary } from '@console/contract';
import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResult } from 'drizzle-orm/query-builders/select.types';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { customers, releaseChannels } from '../../db/schema';
import { isInUnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../identity/auth-context';

export type CustomerRow = typeof customers.$inferSelect;

/** Every customer lookup and action acts in the caller's subscription; without one there is nothing to act on. */
export const requireSubscription = (auth: AuthContext): string => {
  if (!auth.subscriptionId) throw new AppError('forbidden', 'You are not a member of any subscription');
  return auth.subscriptionId;
};

const customerNotFound = (id: string) => new AppError('notFound', `Customer ${id} was not found`);

/**
 * The one read of a customer of the subscription, or 404: a customer of another subscription does not
 * exist for this caller. `select` picks the columns (of the customer and of its release channel, joined);
 * without it the whole customer row.
 *
 * Inside a change (a unit of work) the row is read locked (FOR UPDATE of the customer only, as its release
 * channel may be missing) and stays locked until the change commits: a service reads the customer's lists
 * through here before it changes them, so two changes of one customer never read the same list and write
 * it back over each other (decision 006).
 */
export function findCustomer(args: { db: Db; subscriptionId: string; id: string }): Promise<CustomerRow>;
export function findCustomer<Columns extends SelectedFields>(args: {
  db: Db;
  subscriptionId: string;
  id: string;
  select: Columns;
}): Promise<SelectResult<Columns, 'partial', { customers: 'not-null'; release_channels: 'nullable' }>>;
export async function findCustomer({
  db,
  subscriptionId,
  id,
  select = getTableColumns(customers),
}: {
  db: Db;
  subscriptionId: string;
  id: string;
  select?: SelectedFields;
}) {
  const query = db
    .select(select)
    .from(customers)
    .leftJoin(releaseChannels, eq(releaseChannels.id, customers.releaseChannelId))
    .where(and(eq(customers.id, id), eq(customers.subscriptionId, subscriptionId)));
  const [row] = isInUnitOfWork() ? await query.for('update', { of: customers }) : await query;
  if (!row) throw customerNotFound(id);
  return row;
}

/** The customers of the subscription among `ids`; any id that is not one is a 404 naming it. */
export const findCustomers = async ({ db, subscriptionId, ids }: { db: Db; subscriptionId: string; ids: string[] }) => {
  const unique = [...new Set(ids)];
  // Locked in id order inside a change, as findCustomer locks one: two bulk changes never wait on each other in a circle.
  const query = db
    .select()
    .from(customers)
    .where(and(inArray(customers.id, unique), eq(customers.subscriptionId, subscriptionId)))
    .orderBy(asc(customers.id));
  const rows = isInUnitOfWork() ? await query.for('update') : await query;
  const found = new Set(rows.map((r) => r.id));
  const missing = unique.filter((id) => !found.has(id));
  if (missing.length > 0) {
    throw new AppError('notFound', `customerIds: ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? '…' : ''} not found`);
  }
  const byId = new Map(rows.map((r) => [r.id, r]));
  return unique.map((id) => byId.get(id)!);
};

export type SummaryRow = Pick<
  CustomerRow,
  | 'id'
  | 'name'
  | 'alias'
  | 'emailDomain'
  | 'isEnabled'
  | 'state'
  | 'releaseChannelId'
  | 'isPinnedToReleaseChannel'
  | 'featureBranch'
> & { releaseChannelName: string | null };

/** The columns a summary needs, for `select(summaryColumns)` joined to release channels. */
export const summaryColumns = {
  id: customers.id,
  name: customers.name,
  alias: customers.alias,
  emailDomain: customers.emailDomain,
  isEnabled: customers.isEnabled,
  state: customers.state,
  releaseChannelId: customers.releaseChannelId,
  isPinnedToReleaseChannel: customers.isPinnedToReleaseChannel,
  featureBranch: customers.featureBranch,
  releaseChannelName: releaseChannels.name,
};

export const customerLinks = (config: Pick<Config, 'tenantUrlTemplate' | 'logSearchUrl'>, alias: string) => ({
  webAppUrl: config.tenantUrlTemplate.replaceAll('{alias}', alias),
  logSearchUrl: `${config.logSearchUrl}?filter=${encodeURIComponent(`CustomerAlias = '${alias}'`)}`,
});

export const toCustomerSummary = (
  config: Pick<Config, 'tenantUrlTemplate' | 'logSearchUrl'>,
  row: SummaryRow,
): CustomerSummary => ({
  id: row.id,
  name: row.name,
  alias: row.alias,
  emailDomain: row.emailDomain,
  isEnabled: row.isEnabled,
  state: row.state,
  releaseChannelId: row.releaseChannelId,
  releaseChannelName: row.releaseChannelName,
  isPinnedToReleaseChannel: row.isPinnedToReleaseChannel,
  isFeatureBranch: row.featureBranch !== null,
  ...customerLinks(config, row.alias),
});

/** One customer as a summary (after a change), read in its subscription. */
export const readCustomerSummary = async ({
  db,
  config,
  subscriptionId,
  id,
}: {
  db: Db;
  config: Config;
  subscriptionId: string;
  id: string;
}) => {
  const row = await findCustomer({ db, subscriptionId, id, select: summaryColumns });
  return toCustomerSummary(config, row);
};
