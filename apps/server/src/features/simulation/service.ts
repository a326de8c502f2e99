import type { PlatformSimulationConditions } from '@console/contract';
import type { Db } from '../../db/database';
import { subscriptions } from '../../db/schema';
import type { Live } from '../../live/live';
import { AppError } from '../../lib/app-error';
import type { Platform } from '../../platform/types';

const requireSimulation = (platform: Platform) => {
  if (!platform.simulation) throw new AppError('notFound', 'The platform is not simulated: there are no conditions to inject.');
  return platform.simulation;
};

export const readSimulation = ({ platform }: { platform: Platform }) => requireSimulation(platform).read();

/**
 * Changes the simulated platform's conditions. The alarms they raise may have changed: every console
 * is told (after the commit) to read its alarms again.
 */
export const changeSimulation = async ({
  db,
  platform,
  live,
  conditions,
}: {
  db: Db;
  platform: Platform;
  live: Live;
  conditions: PlatformSimulationConditions;
}) => {
  const result = await requireSimulation(platform).write(conditions);
  for (const { id } of await db.select({ id: subscriptions.id }).from(subscriptions)) {
    void live.push({ hub: 'alarms', event: 'alarmsChanged', payload: {}, subscriptionId: id });
  }
  return result;
};
