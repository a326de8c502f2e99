import { sql } from 'drizzle-orm';
import type { Db } from './database';

/**
 * Records the words (three characters or more) of customer names as search terms of their
 * subscription, with how many names hold each. `customerIds` adds those customers' words; without
 * it the terms of the whole fleet are rebuilt.
 */
export const indexCustomerSearchTerms = async (db: Db, customerIds?: string[]) => {
  if (!customerIds) await db.execute(sql`delete from customer_search_terms`);
  const only = customerIds ? sql`and c.id = any(${sql.param(customerIds)}::uuid[])` : sql``;
  await db.execute(sql`
    insert into customer_search_terms (subscription_id, term, customer_count)
    select c.subscription_id, w.term, count(distinct c.id)
    from customers c, regexp_split_to_table(lower(c.name), '[^a-z0-9]+') as w(term)
    where length(w.term) >= 3 ${only}
    group by 1, 2
    on conflict (subscription_id, term) do update
      set customer_count = customer_search_terms.customer_count + excluded.customer_count`);
};
