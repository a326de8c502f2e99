import {
  constants,
  type CustomerPageQuery,
  type CustomerSearchResponse,
  type CustomerSummary,
  type FirstLetter,
} from '@console/contract';
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { customers, releaseChannels } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { summaryColumns, toCustomerSummary, type SummaryRow } from './customer-access';
import { trigramKey, type CustomerSearchIndex, type IndexedCustomer, type SubscriptionView } from './search-index';
import { closestTerms, isAscii, similarityThreshold, similarityTo } from './trigrams';
import { escapeLike } from '../../lib/like-pattern';

/** Without `index` (or while it is not listening) every search runs in SQL. */
type SearchDeps = { db: Db; config: Config; subscriptionId: string; index?: CustomerSearchIndex };

/** Trims, lower-cases and collapses whitespace: searches compare with alias and lower(name). */
export const normaliseQuery = (query: string) => query.trim().toLowerCase().replace(/\s+/g, ' ');

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const wordsOf = (q: string) => q.split(/[^a-z0-9]+/).filter((w) => w.length >= 3);

/**
 * The condition for names or aliases containing the query, or null when it is too short for the
 * trigram indexes. A one-word query uses the trigram indexes directly; for several words the index
 * is driven by the rarest word alone (a long query's common trigrams make the index slow) and the
 * whole query is then checked on those few rows.
 */
const fragmentMatch = async ({ db, subscriptionId, q }: { db: Db; subscriptionId: string; q: string }): Promise<SQL | null> => {
  if (q.length < 3) return null;
  const fragment = `%${escapeLike(q)}%`;
  if (/^[a-z0-9]+$/.test(q)) return sql`(alias like ${fragment} or lower(name) like ${fragment})`;
  const words = wordsOf(q);
  if (words.length === 0) return sql`lower(name) like ${fragment}`;
  const counts = new Map(
    rowsOf<{ term: string; customer_count: number | string }>(
      await db.execute(sql`
        select term, customer_count from customer_search_terms
        where subscription_id = ${subscriptionId} and term = any(${sql.param(words)}::text[])`),
    ).map((r) => [r.term, Number(r.customer_count)]),
  );
  // A word no name holds is the rarest of all.
  const rarest = [...words].sort((a, b) => (counts.get(a) ?? 0) - (counts.get(b) ?? 0) || b.length - a.length)[0]!;
  return sql`lower(name) like ${`%${escapeLike(rarest)}%`} and strpos(lower(name), ${q}) > 0`;
};

/**
 * Text search (docs/decisions/020). Indexed prefix matches on alias and lower(name) come first,
 * then fragments through the trigram indexes when the query has three characters or more. Each way
 * of matching gathers at most `matchLimit` rows, so a common fragment costs the same as a rare one;
 * when a way reaches its limit the total is a lower bound. Suggestions are computed only when there
 * are few results.
 */
export const searchCustomers = async ({
  db,
  config,
  subscriptionId,
  index,
  query,
  page,
  pageSize,
}: SearchDeps & CustomerPageQuery & { query: string }): Promise<CustomerSearchResponse> => {
  const started = performance.now();
  const q = normaliseQuery(query);
  const limit = constants.customerSearch.matchLimit;
  if (!q) {
    return {
      query,
      results: [],
      stats: { totalResults: 0, isTotalExact: true, prefixMatches: 0, fragmentMatches: 0 },
      suggestions: [],
      queryTimeInSeconds: (performance.now() - started) / 1000,
      page,
      pageSize,
      isPartial: false,
    };
  }
  const view = await index?.viewOf(subscriptionId);
  if (view) return searchView({ db, config, subscriptionId, index: index!, view, query, q, page, pageSize, started });
  const prefix = `${escapeLike(q)}%`;
  const inSubscription = sql`subscription_id = ${subscriptionId}`;
  const branches: SQL[] = [
    sql`(select id, 0 as rank, 'exact' as branch from customers where ${inSubscription} and alias = ${q})`,
    sql`(select id, 1 as rank, 'alias' as branch from customers where ${inSubscription} and alias like ${prefix} order by alias using ~<~ limit ${limit})`,
    sql`(select id, 1 as rank, 'name' as branch from customers where ${inSubscription} and lower(name) like ${prefix} limit ${limit})`,
  ];
  const fragmentCondition = await fragmentMatch({ db, subscriptionId, q });
  if (fragmentCondition) {
    branches.push(
      sql`(select id, 2 as rank, 'fragment' as branch from customers where ${inSubscription} and ${fragmentCondition} limit ${limit})`,
    );
  }
  // Ranking, counting and paging happen in the database: only the page's rows come back (each row
  // that crosses from PGlite costs more than finding it did).
  const rows = rowsOf<PageRow>(
    await db.execute(sql`
      with matches as materialized (${sql.join(branches, sql` union all `)}),
      best as (select id, min(rank) as rank from matches group by id),
      totals as (
        select
          (select count(*) from best) as total,
          (select count(*) from best where rank < 2) as prefix_matches,
          (select count(*) from matches where branch = 'alias') as alias_matches,
          (select count(*) from matches where branch = 'name') as name_matches,
          (select count(*) from matches where branch = 'fragment') as fragment_branch_matches,
          (select count(*) from matches where branch = 'exact') as exact_matches
      )
      select totals.*, page.* from totals left join lateral (
        select c.id, c.name, c.alias, c.email_domain, c.is_enabled, c.state, c.release_channel_id,
          c.is_pinned_to_release_channel, c.feature_branch, rc.name as release_channel_name
        from best b join customers c on c.id = b.id left join release_channels rc on rc.id = c.release_channel_id
        order by b.rank, c.alias
        limit ${pageSize} offset ${(page - 1) * pageSize}
      ) page on true`),
  );
  const totals = rows[0]!;
  const pageRows = rows.filter((row) => row.id !== null).map(toSummaryRow);
  const totalResults = Number(totals.total);
  const prefixMatches = Number(totals.prefix_matches);
  const isTotalExact = [totals.alias_matches, totals.name_matches, totals.fragment_branch_matches].every(
    (matched) => Number(matched) < limit,
  );
  // An exact alias hit is what the operator typed: nothing to suggest.
  const suggestions =
    totalResults < constants.customerSearch.suggestionThreshold && q.length >= 3 && Number(totals.exact_matches) === 0
      ? await suggestionsFrom({
          source: sqlSuggestions({ db, subscriptionId }),
          q,
          exclude: new Set(pageRows.map((r) => r.alias)),
        })
      : [];
  return searchAnswer({
    query,
    results: pageRows.map((row) => toCustomerSummary(config, row)),
    counts: { totalResults, isTotalExact, prefixMatches },
    suggestions,
    started,
    page,
    pageSize,
  });
};

/** A search's answer, the same whether SQL or the in-memory copy found it. */
const searchAnswer = ({
  query,
  results,
  counts: { totalResults, isTotalExact, prefixMatches },
  suggestions,
  started,
  page,
  pageSize,
}: Pick<CustomerSearchResponse, 'query' | 'results' | 'suggestions' | 'page' | 'pageSize'> & {
  counts: { totalResults: number; isTotalExact: boolean; prefixMatches: number };
  /** `performance.now()` when the search began. */
  started: number;
}): CustomerSearchResponse => ({
  query,
  results,
  stats: { totalResults, isTotalExact, prefixMatches, fragmentMatches: totalResults - prefixMatches },
  suggestions,
  queryTimeInSeconds: (performance.now() - started) / 1000,
  page,
  pageSize,
  isPartial: results.length < totalResults || !isTotalExact,
});

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The first position in `sorted` whose string is not below `text`. */
const lowerBound = (sorted: string[], text: string, from = 0) => {
  let low = from;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < text) low = middle + 1;
    else high = middle;
  }
  return low;
};

/**
 * The text search on the in-memory copy (search-index.ts), matching as the SQL above does: an exact
 * alias, alias and lower(name) prefixes and fragments, each way gathering at most `matchLimit`
 * customers (the first in alias or name order), ranked and paged alike.
 */
const searchView = async ({
  db,
  config,
  subscriptionId,
  index,
  view,
  query,
  q,
  page,
  pageSize,
  started,
}: Required<SearchDeps> &
  CustomerPageQuery & { view: SubscriptionView; query: string; q: string; started: number }): Promise<CustomerSearchResponse> => {
  const limit = constants.customerSearch.matchLimit;
  const ranks = new Map<IndexedCustomer, number>();
  const add = (customer: IndexedCustomer, rank: number) => {
    const before = ranks.get(customer);
    if (before === undefined || rank < before) ranks.set(customer, rank);
  };
  const first = lowerBound(view.aliases, q);
  const isExact = view.aliases[first] === q;
  if (isExact) add(view.byAlias[first]!, 0);
  let aliasMatches = 0;
  for (let i = first; i < view.aliases.length && aliasMatches < limit && view.aliases[i]!.startsWith(q); i++, aliasMatches++) {
    add(view.byAlias[i]!, 1);
  }
  let nameMatches = 0;
  for (
    let i = lowerBound(view.names, q);
    i < view.names.length && nameMatches < limit && view.names[i]!.startsWith(q);
    i++, nameMatches++
  ) {
    add(view.byName[i]!, 1);
  }
  let fragmentMatches = 0;
  if (q.length >= 3) {
    const isWord = /^[a-z0-9]+$/.test(q);
    const isFragment = (customer: IndexedCustomer) => (isWord && customer.alias.includes(q)) || customer.lowerName.includes(q);
    // The customers holding the query's rarest trigram, in alias order, checked for the whole query;
    // then those changed since the trigram index was built.
    const { customers: indexed, starts, postings } = view.trigrams;
    let from = 0;
    let to = Infinity;
    for (let i = 0; i + 3 <= q.length; i++) {
      const key = trigramKey(q, i);
      if (starts[key + 1]! - starts[key]! < to - from) [from, to] = [starts[key]!, starts[key + 1]!];
    }
    const found: IndexedCustomer[] = [];
    for (let i = from; i < to && found.length < limit; i++) {
      const customer = indexed[postings[i]!]!;
      if (!view.retired.has(customer.id) && isFragment(customer)) found.push(customer);
    }
    const changed = view.unindexed.filter(isFragment);
    const fragments = changed.length ? [...found, ...changed].sort((a, b) => compare(a.alias, b.alias)).slice(0, limit) : found;
    for (const customer of fragments) add(customer, 2);
    fragmentMatches = fragments.length;
  }
  const matched = [...ranks].sort(([a, rankA], [b, rankB]) => rankA - rankB || compare(a.alias, b.alias));
  const pageRows = matched.slice((page - 1) * pageSize, page * pageSize).map(([customer]) => customer);
  const totalResults = matched.length;
  let prefixMatches = 0;
  for (const [, rank] of matched) if (rank < 2) prefixMatches++;
  const isTotalExact = aliasMatches < limit && nameMatches < limit && fragmentMatches < limit;
  const suggestions =
    totalResults < constants.customerSearch.suggestionThreshold && q.length >= 3 && !isExact
      ? await suggestionsFrom({
          source: isAscii(q) ? viewSuggestions({ index, view, subscriptionId }) : sqlSuggestions({ db, subscriptionId }),
          q,
          exclude: new Set(pageRows.map((r) => r.alias)),
        })
      : [];
  return searchAnswer({
    query,
    results: pageRows.map((customer) => index.toSummary(config, customer)),
    counts: { totalResults, isTotalExact, prefixMatches },
    suggestions,
    started,
    page,
    pageSize,
  });
};

type PageRow = {
  total: number | string;
  prefix_matches: number | string;
  alias_matches: number | string;
  name_matches: number | string;
  fragment_branch_matches: number | string;
  exact_matches: number | string;
  id: string | null;
  name: string;
  alias: string;
  email_domain: string;
  is_enabled: boolean;
  state: SummaryRow['state'];
  release_channel_id: string | null;
  is_pinned_to_release_channel: boolean;
  feature_branch: string | null;
  release_channel_name: string | null;
};

const toSummaryRow = (row: PageRow): SummaryRow => ({
  id: row.id!,
  name: row.name,
  alias: row.alias,
  emailDomain: row.email_domain,
  isEnabled: row.is_enabled,
  state: row.state,
  releaseChannelId: row.release_channel_id,
  isPinnedToReleaseChannel: row.is_pinned_to_release_channel,
  featureBranch: row.feature_branch,
  releaseChannelName: row.release_channel_name,
});

/**
 * "Did you mean": each word of the query is compared with the words of customer names in the
 * subscription (a small table), and the whole query with aliases that share its first three
 * characters. Only suggestions that differ from the query are offered.
 */
/**
 * Where suggestions come from: the closest name words, and aliases like the query that start with its
 * first three characters — from SQL (pg_trgm) or from the in-memory copy (trigrams.ts). The rules that
 * pick and order them are the same for both, in `suggestionsFrom`.
 */
type SuggestionSource = {
  closestTerms: (word: string, take: number) => string[] | Promise<string[]>;
  similarAliases: (q: string, take: number) => string[] | Promise<string[]>;
};

const suggestionsFrom = async ({ source, q, exclude }: { source: SuggestionSource; q: string; exclude: Set<string> }) => {
  const max = constants.customerSearch.maxSuggestions;
  const words = q.split(/[^a-z0-9]+/).filter(Boolean);
  const suggestions: string[] = [];
  const add = (text: string) => {
    if (text !== q && !exclude.has(text) && !suggestions.includes(text) && suggestions.length < max) suggestions.push(text);
  };
  if (words.length === 1) {
    for (const term of await source.closestTerms(words[0]!, max)) add(term);
  } else if (words.length > 1 && words.length <= 6) {
    const corrected = await Promise.all(
      words.map(async (word) => (word.length >= 3 ? ((await source.closestTerms(word, 1))[0] ?? word) : word)),
    );
    add(corrected.join(' '));
  }
  if (q.length >= 3 && !q.includes(' ')) {
    for (const alias of await source.similarAliases(q, max)) add(alias);
  }
  return suggestions;
};

const sqlSuggestions = ({ db, subscriptionId }: { db: Db; subscriptionId: string }): SuggestionSource => ({
  closestTerms: async (word, take) =>
    rowsOf<{ term: string }>(
      await db.execute(sql`
        select term from customer_search_terms
        where subscription_id = ${subscriptionId} and term % ${word}
        order by similarity(term, ${word}) desc, term limit ${take}`),
    ).map((r) => r.term),
  similarAliases: async (q, take) =>
    rowsOf<{ alias: string }>(
      await db.execute(sql`
        select alias from customers
        where subscription_id = ${subscriptionId} and alias like ${`${escapeLike(q.slice(0, 3))}%`}
          and similarity(alias, ${q}) >= 0.3
        order by similarity(alias, ${q}) desc, alias limit ${take}`),
    ).map((r) => r.alias),
});

/** The same on the in-memory copy, for an ASCII query (trigrams.ts computes pg_trgm's similarity). */
const viewSuggestions = ({
  index,
  view,
  subscriptionId,
}: {
  index: CustomerSearchIndex;
  view: SubscriptionView;
  subscriptionId: string;
}): SuggestionSource => ({
  closestTerms: (word, take) => closestTerms(index.termsOf(subscriptionId), word, take),
  similarAliases: (q, take) => {
    const start = q.slice(0, 3);
    const scoreOf = similarityTo(q);
    const close: { alias: string; score: number }[] = [];
    for (let i = lowerBound(view.aliases, start); i < view.aliases.length && view.aliases[i]!.startsWith(start); i++) {
      const score = scoreOf(view.aliases[i]!);
      if (score >= similarityThreshold) close.push({ alias: view.aliases[i]!, score });
    }
    close.sort((a, b) => b.score - a.score || (a.alias < b.alias ? -1 : a.alias > b.alias ? 1 : 0));
    return close.slice(0, take).map(({ alias }) => alias);
  },
});

/** A browse view (letter, disabled, pinned, channel): an exact count and one page in alias order. */
const browse = async ({
  db,
  config,
  subscriptionId,
  index,
  page,
  pageSize,
  where,
  inView,
  listKey,
  label,
}: SearchDeps &
  CustomerPageQuery & {
    where: SQL;
    /** The same view on the in-memory copy: the customers in alias order, or a test on each. */
    inView: (view: SubscriptionView) => IndexedCustomer[];
    /** Names the browse list kept with the copy (until a customer in it changes). */
    listKey?: string;
    label: string;
  }) => {
  const started = performance.now();
  // A browse view's total is exact and every match counts as a prefix match.
  const answer = (results: CustomerSummary[], totalResults: number): CustomerSearchResponse => ({
    query: label,
    results,
    stats: { totalResults, isTotalExact: true, prefixMatches: totalResults, fragmentMatches: 0 },
    suggestions: [],
    queryTimeInSeconds: (performance.now() - started) / 1000,
    page,
    pageSize,
    isPartial: results.length < totalResults,
  });
  const view = await index?.viewOf(subscriptionId);
  if (view) {
    let matched = listKey ? view.lists.get(listKey) : undefined;
    if (!matched) {
      matched = inView(view);
      if (listKey) view.lists.set(listKey, matched);
    }
    const rows = matched.slice((page - 1) * pageSize, page * pageSize);
    return answer(
      rows.map((customer) => index!.toSummary(config, customer)),
      matched.length,
    );
  }
  const [[totals], rows] = await Promise.all([
    db.select({ total: count() }).from(customers).where(where),
    db
      .select(summaryColumns)
      .from(customers)
      .leftJoin(releaseChannels, eq(releaseChannels.id, customers.releaseChannelId))
      .where(where)
      // Byte order, as the prefix index (text_pattern_ops) keeps aliases in any database collation.
      .orderBy(sql`${customers.alias} using ~<~`)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  return answer(
    rows.map((row) => toCustomerSummary(config, row)),
    totals?.total ?? 0,
  );
};

export const searchByFirstLetter = ({ letter, ...deps }: SearchDeps & CustomerPageQuery & { letter: string }) => {
  const prefix = letter.toLowerCase();
  return browse({
    ...deps,
    label: prefix,
    where: and(eq(customers.subscriptionId, deps.subscriptionId), sql`${customers.alias} like ${`${escapeLike(prefix)}%`}`)!,
    inView: (view) => {
      const first = lowerBound(view.aliases, prefix);
      let end = first;
      while (end < view.aliases.length && view.aliases[end]!.startsWith(prefix)) end++;
      return view.byAlias.slice(first, end);
    },
    listKey: `letter:${prefix}`,
  });
};

export const searchDisabled = (deps: SearchDeps & CustomerPageQuery) =>
  browse({
    ...deps,
    label: 'disabled',
    where: and(eq(customers.subscriptionId, deps.subscriptionId), eq(customers.isEnabled, false))!,
    inView: (view) => view.byAlias.filter((c) => !c.isEnabled),
    listKey: 'disabled',
  });

export const searchPinned = (deps: SearchDeps & CustomerPageQuery) =>
  browse({
    ...deps,
    label: 'pinned',
    where: and(eq(customers.subscriptionId, deps.subscriptionId), eq(customers.isPinnedToReleaseChannel, true))!,
    inView: (view) => view.byAlias.filter((c) => c.isPinnedToReleaseChannel),
    listKey: 'pinned',
  });

export const searchByReleaseChannel = async ({ channelId, ...deps }: SearchDeps & CustomerPageQuery & { channelId: string }) => {
  // The copy knows the channels once it is fresh; without it, the database is asked.
  const view = await deps.index?.viewOf(deps.subscriptionId);
  const name = view
    ? deps.index!.channelName(channelId)
    : (await deps.db.select().from(releaseChannels).where(eq(releaseChannels.id, channelId)))[0]?.name;
  if (name === undefined) throw new AppError('notFound', `Release channel ${channelId} was not found`);
  return browse({
    ...deps,
    label: name,
    where: and(eq(customers.subscriptionId, deps.subscriptionId), eq(customers.releaseChannelId, channelId))!,
    inView: (v) => v.byAlias.filter((c) => c.releaseChannelId === channelId),
    listKey: `channel:${channelId}`,
  });
};

/** The first characters of aliases in the subscription, with how many customers have each. */
export const listFirstLetters = async ({
  db,
  index,
  subscriptionId,
}: {
  db: Db;
  index?: CustomerSearchIndex;
  subscriptionId: string;
}): Promise<FirstLetter[]> => {
  // The in-memory copy's aliases are in order: each first letter is one run of them (no scan of the table).
  const view = await index?.viewOf(subscriptionId);
  if (view) {
    const letters: FirstLetter[] = [];
    for (let i = 0; i < view.aliases.length;) {
      const letter = String.fromCodePoint(view.aliases[i]!.codePointAt(0)!);
      const end = lowerBound(view.aliases, String.fromCodePoint(letter.codePointAt(0)! + 1), i);
      letters.push({ letter, count: end - i });
      i = end;
    }
    return letters;
  }
  const rows = rowsOf<{ letter: string; count: number | string }>(
    await db.execute(sql`
      select left(alias, 1) as letter, count(*) as count from customers
      where subscription_id = ${subscriptionId} group by 1 order by 1`),
  );
  return rows.map((r) => ({ letter: r.letter, count: Number(r.count) }));
};
