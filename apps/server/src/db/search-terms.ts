import { sql } from 'drizzle-orm';
import type { Db } from './database';

/**
 * Records the words (three characters or more) of customer names as search terms of their
 * subscription; `customerIds` limits it to those customers, else the whole fleet is indexed.
 */
export const indexCustomerSearchTerms = async (db: Db, customerIds?: string[]) => {
  const only = customerIds ? sql`and c.id = any(${sql.param(customerIds)}::uuid[])` : sql``;
  await db.execute(sql`
    insert into customer_search_terms (subscription_id, term)
    select distinct c.subscription_id, w.term
    from customers c, regexp_split_to_table(lower(c.name), '[^a-z0-9]+') as w(term)
    where length(w.term) >= 3 ${only}
    on conflict do nothing`);
};
