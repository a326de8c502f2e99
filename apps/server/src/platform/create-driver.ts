import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { startFleetTicker } from './simulated/fleet-ticker';
import { startHealthTicker } from './simulated/health-ticker';
import { createSimulatedPlatform } from './simulated/simulated-platform';
import type { PlatformDriver } from './types';

/**
 * The configured platform driver (PLATFORM) and its own background activity. The one place that knows
 * a driver by name; a real cloud's driver is added to `platformDrivers` and to this switch.
 */
export const createPlatformDriver = ({
  config,
  database,
  log,
}: {
  config: Config;
  database: Database;
  log: FastifyBaseLogger;
}): PlatformDriver => {
  switch (config.platformDriver) {
    case 'simulated':
      return {
        platform: createSimulatedPlatform({ db: database.db, log, settings: config.platform }),
        // The simulated fleet acts on its own: controllers report, service health changes.
        startBackground: async ({ onChanges }) => {
          const ticker = startFleetTicker({ db: database.backgroundDb, log, settings: config.platform, onChanges });
          const healthTicker = await startHealthTicker({ db: database.backgroundDb, log, settings: config.platform });
          return () => {
            ticker.stop();
            healthTicker.stop();
          };
        },
      };
    default:
      return config.platformDriver satisfies never;
  }
};
