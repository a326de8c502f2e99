import type { CustomerSummary } from '@console/contract';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { listenToChannel, type ChannelListener } from '../../db/channel-listener';
import { rowsOf, type Database } from '../../db/database';
import { customerLinks } from './customer-access';
import { buildTermIndex, type TermIndex } from './trigrams';

/** The channel the customers' and release channels' triggers notify on (migration 0019). */
export const customerSearchChannel = 'console_customer_search';

/** The listening connection's application_name on PostgreSQL (pg_stat_activity). */
export const listenerName = 'console-customer-search';

/** Changed customers named in notifications, at most; past it everything is read again. */
const maxPendingIds = 2_000;

export type IndexedCustomer = {
  id: string;
  subscriptionId: string;
  name: string;
  /** lower(name) as the database computes it: searches compare with it exactly as SQL does. */
  lowerName: string;
  alias: string;
  emailDomain: string;
  isEnabled: boolean;
  state: CustomerSummary['state'];
  releaseChannelId: string | null;
  isPinnedToReleaseChannel: boolean;
  isFeatureBranch: boolean;
};

/** Which customers hold each trigram in their alias or lower(name) (trigramKey). */
export type TrigramIndex = {
  /** The customers in alias order when the index was built; postings point into this list. */
  customers: IndexedCustomer[];
  /** Those of trigram k are `postings[starts[k] .. starts[k + 1]]`, ascending. */
  starts: Int32Array;
  postings: Int32Array;
};

/** One subscription's customers, ordered for prefix ranges, with a trigram index for fragments. */
export type SubscriptionView = {
  byAlias: IndexedCustomer[];
  aliases: string[];
  byName: IndexedCustomer[];
  names: string[];
  trigrams: TrigramIndex;
  /** Customers whose entries in `trigrams` are out of date (changed or gone since it was built). */
  retired: Set<string>;
  /** Customers added or changed since `trigrams` was built, in alias order: searched one by one. */
  unindexed: IndexedCustomer[];
  /** Browse lists (disabled, pinned, a channel) in alias order, made on first use. */
  lists: Map<string, IndexedCustomer[]>;
};

export type CustomerSearchIndex = {
  /**
   * The subscription's customers as of every change committed before this call, or null when this
   * process is not listening for changes (then the caller searches in SQL).
   */
  viewOf: (subscriptionId: string) => Promise<SubscriptionView | null>;
  /** A release channel's name, or undefined for no such channel (valid after `viewOf`). */
  channelName: (channelId: string) => string | undefined;
  /** The subscription's name words (customer_search_terms) for suggestions (valid after `viewOf`). */
  termsOf: (subscriptionId: string) => TermIndex;
  toSummary: (config: Pick<Config, 'tenantUrlTemplate' | 'logSearchUrl'>, customer: IndexedCustomer) => CustomerSummary;
  close: () => Promise<void>;
};

type CustomerRecord = {
  id: string;
  subscription_id: string;
  name: string;
  lower_name: string;
  alias: string;
  email_domain: string;
  is_enabled: boolean;
  state: CustomerSummary['state'];
  release_channel_id: string | null;
  is_pinned_to_release_channel: boolean;
  is_feature_branch: boolean;
};

const fromRecord = (r: CustomerRecord): IndexedCustomer => ({
  id: r.id,
  subscriptionId: r.subscription_id,
  name: r.name,
  lowerName: r.lower_name,
  alias: r.alias,
  emailDomain: r.email_domain,
  isEnabled: r.is_enabled,
  state: r.state,
  releaseChannelId: r.release_channel_id,
  isPinnedToReleaseChannel: r.is_pinned_to_release_channel,
  isFeatureBranch: r.is_feature_branch,
});

// Code-unit order: every string with a given prefix is one contiguous range. Aliases are [a-z0-9],
// where this is also the database's "C" order.
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** a-z, 0-9, space, and one code for any other character: a filter that searches verify. */
const letterCodes = 38;
const codeOf = (text: string, i: number) => {
  const c = text.charCodeAt(i);
  if (c >= 97 && c <= 122) return c - 97;
  if (c >= 48 && c <= 57) return c - 22;
  return c === 32 ? 36 : 37;
};
/** The trigram starting at `i` of `text` as a number below letterCodes³. */
export const trigramKey = (text: string, i: number) =>
  (codeOf(text, i) * letterCodes + codeOf(text, i + 1)) * letterCodes + codeOf(text, i + 2);
const trigramCount = letterCodes ** 3;

const byAliasOrder = (a: IndexedCustomer, b: IndexedCustomer) => compare(a.alias, b.alias);
const byNameOrder = (a: IndexedCustomer, b: IndexedCustomer) => compare(a.lowerName, b.lowerName) || compare(a.alias, b.alias);

/** `sorted` without the customers of `changed` ids, with `added` put in their places (no full sort). */
const reordered = (
  sorted: IndexedCustomer[],
  changed: Set<string>,
  added: IndexedCustomer[],
  order: (a: IndexedCustomer, b: IndexedCustomer) => number,
) => {
  const kept = sorted.filter((c) => !changed.has(c.id));
  for (const customer of added) {
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (order(kept[middle]!, customer) < 0) low = middle + 1;
      else high = middle;
    }
    kept.splice(low, 0, customer);
  }
  return kept;
};

/**
 * A subscription's view from its customers, or from its previous view and the few customers that
 * changed since (cheaper than sorting a fleet again).
 */
const buildView = (
  members: IndexedCustomer[],
  previous?: { view: SubscriptionView; changed: Set<string>; added: IndexedCustomer[] },
): SubscriptionView => {
  const byAlias = previous
    ? reordered(previous.view.byAlias, previous.changed, previous.added, byAliasOrder)
    : [...members].sort(byAliasOrder);
  const byName = previous
    ? reordered(previous.view.byName, previous.changed, previous.added, byNameOrder)
    : [...members].sort(byNameOrder);
  const names = byName.map((c) => c.lowerName);
  const aliases = byAlias.map((c) => c.alias);
  // A few changes since the trigram index was built are kept beside it rather than rebuilding it.
  if (previous && previous.view.retired.size + previous.changed.size <= maxUnindexed) {
    const retired = new Set([...previous.view.retired, ...previous.changed]);
    const unindexed = [...previous.view.unindexed.filter((c) => !previous.changed.has(c.id)), ...previous.added].sort(
      byAliasOrder,
    );
    return { byAlias, aliases, byName, names, trigrams: previous.view.trigrams, retired, unindexed, lists: new Map() };
  }
  return {
    byAlias,
    aliases,
    byName,
    names,
    trigrams: buildTrigrams(byAlias),
    retired: new Set(),
    unindexed: [],
    lists: new Map(),
  };
};

/** Changed customers kept beside the trigram index at most before it is built again. */
const maxUnindexed = 200;

const buildTrigrams = (byAlias: IndexedCustomer[]): TrigramIndex => {
  // Two passes over every trigram: count, then place (each customer once per trigram).
  const counts = new Int32Array(trigramCount + 1);
  const lastSeen = new Int32Array(trigramCount).fill(-1);
  const visit = (onTrigram: (key: number, position: number) => void) => {
    byAlias.forEach((c, position) => {
      for (const text of [c.alias, c.lowerName]) {
        for (let i = 0; i + 3 <= text.length; i++) {
          const key = trigramKey(text, i);
          if (lastSeen[key] === position) continue;
          lastSeen[key] = position;
          onTrigram(key, position);
        }
      }
    });
  };
  visit((key) => counts[key + 1]!++);
  for (let k = 1; k <= trigramCount; k++) counts[k]! += counts[k - 1]!;
  const starts = counts.slice();
  const postings = new Int32Array(counts[trigramCount]!);
  lastSeen.fill(-1);
  visit((key, position) => (postings[counts[key]!++] = position));
  return { customers: byAlias, starts, postings };
};

/**
 * An in-memory copy of the customers' searchable columns (docs/decisions/020 and 090, session 19):
 * PGlite answers even a one-page query in about as long as the whole search may take. The copy is
 * patched from the database's notifications (migration 0019), so changes made by any process or by
 * hand reach it; before answering, pending notifications are applied (on PostgreSQL after a round
 * trip on the listening connection, which delivers every notification committed before it). While
 * this process is not listening, there is no copy and the search runs in SQL.
 */
export const createCustomerSearchIndex = ({
  database,
  log,
}: {
  database: Database;
  log: FastifyBaseLogger;
}): CustomerSearchIndex => {
  const customersById = new Map<string, IndexedCustomer>();
  const views = new Map<string, SubscriptionView>();
  /** Views that customers moved in, out of or within since they were built: rebuilt from them on next use. */
  const staleViews = new Map<string, { view: SubscriptionView; changed: Set<string> }>();
  const channelNames = new Map<string, string>();
  const termsBySubscription = new Map<string, string[]>();
  const termIndexes = new Map<string, TermIndex>();
  let needsTerms = true;
  let needsReload = true;
  let needsChannels = true;
  const pendingIds = new Set<string>();
  let refreshing: Promise<void> | undefined;
  let started: Promise<ChannelListener> | undefined;
  let isClosed = false;

  const onNotification = (payload: string | undefined) => {
    if (!payload || payload === '*') needsReload = true;
    else if (payload === 'channels') needsChannels = true;
    else if (payload === 'terms') needsTerms = true;
    else {
      for (const id of payload.split(',')) pendingIds.add(id);
      if (pendingIds.size > maxPendingIds) needsReload = true;
    }
  };
  const lose = () => {
    needsReload = true;
    needsChannels = true;
    needsTerms = true;
    customersById.clear();
    views.clear();
    staleViews.clear();
  };

  const selectCustomers = sql`
    select id, subscription_id, name, lower(name) as lower_name, alias, email_domain, is_enabled, state,
      release_channel_id, is_pinned_to_release_channel,
      (feature_branch is not null and jsonb_typeof(feature_branch) <> 'null') as is_feature_branch
    from customers`;

  const refresh = async () => {
    const db = database.rootDb;
    if (needsChannels) {
      needsChannels = false;
      const channels = rowsOf<{ id: string; name: string }>(await db.execute(sql`select id, name from release_channels`));
      channelNames.clear();
      for (const c of channels) channelNames.set(c.id, c.name);
    }
    if (needsTerms) {
      needsTerms = false;
      const terms = rowsOf<{ subscription_id: string; term: string }>(
        await db.execute(sql`select subscription_id, term from customer_search_terms`),
      );
      termsBySubscription.clear();
      termIndexes.clear();
      for (const t of terms) {
        const list = termsBySubscription.get(t.subscription_id);
        if (list) list.push(t.term);
        else termsBySubscription.set(t.subscription_id, [t.term]);
      }
    }
    if (needsReload) {
      // Flags are cleared before reading: a change committed after this read notifies again.
      needsReload = false;
      pendingIds.clear();
      const rows = rowsOf<CustomerRecord>(await db.execute(selectCustomers));
      customersById.clear();
      views.clear();
      staleViews.clear();
      for (const r of rows) customersById.set(r.id, fromRecord(r));
      return;
    }
    if (pendingIds.size === 0) return;
    const ids = [...pendingIds];
    pendingIds.clear();
    const rows = rowsOf<CustomerRecord>(await db.execute(sql`${selectCustomers} where id = any(${sql.param(ids)}::uuid[])`));
    const found = new Map(rows.map((r) => [r.id, fromRecord(r)]));
    for (const id of ids) {
      const before = customersById.get(id);
      const after = found.get(id);
      if (
        before &&
        after &&
        before.alias === after.alias &&
        before.lowerName === after.lowerName &&
        before.subscriptionId === after.subscriptionId
      ) {
        // Same place in every order: patched in place; only the browse lists are made again.
        Object.assign(before, after);
        views.get(before.subscriptionId)?.lists.clear();
        continue;
      }
      for (const subscriptionId of new Set([before?.subscriptionId, after?.subscriptionId])) {
        if (subscriptionId === undefined) continue;
        const view = views.get(subscriptionId);
        views.delete(subscriptionId);
        if (view) staleViews.set(subscriptionId, { view, changed: new Set() });
        staleViews.get(subscriptionId)?.changed.add(id);
      }
      if (after) customersById.set(id, after);
      else customersById.delete(id);
    }
  };

  const startListening = () =>
    listenToChannel({
      database,
      channel: customerSearchChannel,
      applicationName: listenerName,
      log,
      warnings: {
        lost: 'customer search listener lost; searching in SQL until it is back',
        failed: 'customer search listener could not connect; searching in SQL',
      },
      onNotification,
      onReset: lose,
    });

  const viewOf = async (subscriptionId: string): Promise<SubscriptionView | null> => {
    if (isClosed) return null;
    started ??= startListening();
    const listener = await started;
    // Every change committed before this search has been heard of before the copy answers.
    if (!(await listener.catchUp())) return null;
    while (needsReload || needsChannels || needsTerms || pendingIds.size > 0) {
      refreshing ??= refresh().finally(() => (refreshing = undefined));
      try {
        await refreshing;
      } catch (error) {
        log.warn({ err: error }, 'customer search index could not be refreshed; searching in SQL');
        needsReload = true;
        return null;
      }
    }
    if (!listener.isListening()) return null;
    let view = views.get(subscriptionId);
    if (!view) {
      const stale = staleViews.get(subscriptionId);
      staleViews.delete(subscriptionId);
      const added = stale
        ? [...stale.changed].map((id) => customersById.get(id)).filter((c) => c?.subscriptionId === subscriptionId)
        : [];
      view =
        stale && stale.changed.size <= maxUnindexed
          ? buildView([], { ...stale, added: added as IndexedCustomer[] })
          : buildView([...customersById.values()].filter((c) => c.subscriptionId === subscriptionId));
      views.set(subscriptionId, view);
    }
    return view;
  };

  return {
    viewOf,
    channelName: (channelId) => channelNames.get(channelId),
    termsOf: (subscriptionId) => {
      let terms = termIndexes.get(subscriptionId);
      if (!terms) {
        terms = buildTermIndex(termsBySubscription.get(subscriptionId) ?? []);
        termIndexes.set(subscriptionId, terms);
      }
      return terms;
    },
    toSummary: (config, c) => ({
      id: c.id,
      name: c.name,
      alias: c.alias,
      emailDomain: c.emailDomain,
      isEnabled: c.isEnabled,
      state: c.state,
      releaseChannelId: c.releaseChannelId,
      releaseChannelName: c.releaseChannelId === null ? null : (channelNames.get(c.releaseChannelId) ?? null),
      isPinnedToReleaseChannel: c.isPinnedToReleaseChannel,
      isFeatureBranch: c.isFeatureBranch,
      ...customerLinks(config, c.alias),
    }),
    close: async () => {
      isClosed = true;
      const listener = await started?.catch(() => undefined);
      await listener?.close();
    },
  };
};
