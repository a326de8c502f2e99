import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { collectServiceHealth } from './health';
import type { SimulationSettings } from './settings';

export type HealthTicker = { collect: () => Promise<void>; stop: () => void };

/**
 * Collects the simulated fleet's service health: once at start (so the dashboard has statuses), then
 * every PLATFORM_TICKER_SECONDS (scaled by speed) with drift, so the dashboard moves on its own.
 */
export const startHealthTicker = async ({
  db,
  log,
  settings,
  random = Math.random,
}: {
  db: Db;
  log: FastifyBaseLogger;
  settings: SimulationSettings;
  random?: () => number;
}): Promise<HealthTicker> => {
  let isRunning = false;
  const collect = async (isDrifting: boolean) => {
    if (isRunning) return;
    isRunning = true;
    try {
      await collectServiceHealth({ db, settings, log, random, isDrifting });
    } catch (error) {
      log.warn({ err: error }, 'the simulated platform could not collect service health');
    } finally {
      isRunning = false;
    }
  };
  await collect(false);
  const speed = settings.speed > 0 ? settings.speed : 1;
  const timer =
    settings.tickerSeconds > 0 ? setInterval(() => void collect(true), (settings.tickerSeconds * 1000) / speed) : undefined;
  timer?.unref();
  return { collect: () => collect(true), stop: () => clearInterval(timer) };
};
