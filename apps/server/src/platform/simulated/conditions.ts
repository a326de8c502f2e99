import { platformSimulationConditions, type PlatformSimulationConditions } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { settings } from '../../db/schema';
import type { SimulationSettings } from './settings';

const settingKey = 'platform.simulation';

/** Nothing injected: every hosting certificate installed, a default database configured. */
export const defaultConditions: PlatformSimulationConditions = {
  failTargets: [],
  missingCertificates: [],
  hasDefaultDatabase: true,
};

/** The conditions injected while the platform runs (kept in the database, so every process sees them). */
export const readConditions = async (db: Db): Promise<PlatformSimulationConditions> => {
  const [row] = await db.select().from(settings).where(eq(settings.key, settingKey));
  const parsed = platformSimulationConditions.safeParse(row?.value);
  return parsed.success ? parsed.data : defaultConditions;
};

export const writeConditions = async (db: Db, conditions: PlatformSimulationConditions) => {
  await db
    .insert(settings)
    .values({ key: settingKey, value: conditions })
    .onConflictDoUpdate({ target: settings.key, set: { value: conditions } });
};

/** Every fail target in force: PLATFORM_FAIL_TARGETS and the injected ones. */
export const failTargetsInForce = (
  settings: Pick<SimulationSettings, 'failTargets'>,
  conditions: PlatformSimulationConditions,
) => [...new Set([...settings.failTargets, ...conditions.failTargets])];

/** The fail target that names any of `names` (case-insensitive), if one does. */
export const listedTarget = (targets: readonly string[], names: readonly (string | null | undefined)[]): string | null => {
  const lowered = new Set(names.flatMap((n) => (n ? [n.toLowerCase()] : [])));
  return targets.find((t) => lowered.has(t.toLowerCase())) ?? null;
};
