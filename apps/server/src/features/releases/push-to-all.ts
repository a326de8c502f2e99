import type { HubEventName, HubPayload } from '@console/contract';
import type { Db } from '../../db/database';
import { subscriptions } from '../../db/schema';
import type { Live } from '../../live/live';

/**
 * Releases and channels are the fleet's, not one subscription's: every subscription's consoles hear
 * about them (doc2 §4 live pushes).
 */
export const pushToAll = async <E extends HubEventName<'releases'>>(
  { db, live }: { db: Db; live: Live },
  event: E,
  payload: HubPayload<'releases', E>,
) => {
  const rows = await db.select({ id: subscriptions.id }).from(subscriptions);
  for (const { id } of rows) void live.push({ hub: 'releases', event, payload, subscriptionId: id });
};
