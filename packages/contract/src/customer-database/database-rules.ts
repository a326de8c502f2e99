/**
 * The database panel's rules that the browser needs as well as the server (no zod here: the browser
 * loads this module; browser.ts).
 */

/** doc1 §3 Performance level: id, name, edition. */
export type PerformanceLevel = { id: string; name: string; edition: string };

/** The performance levels a database can be given, from the smallest up (a minimum may not exceed its maximum). */
export const performanceLevels: readonly PerformanceLevel[] = [
  { id: 'Basic', name: 'Basic', edition: 'Basic' },
  { id: 'S0', name: 'S0', edition: 'Standard' },
  { id: 'S1', name: 'S1', edition: 'Standard' },
  { id: 'S2', name: 'S2', edition: 'Standard' },
  { id: 'S3', name: 'S3', edition: 'Standard' },
  { id: 'S4', name: 'S4', edition: 'Standard' },
  { id: 'S6', name: 'S6', edition: 'Standard' },
  { id: 'S7', name: 'S7', edition: 'Standard' },
  { id: 'S9', name: 'S9', edition: 'Standard' },
  { id: 'S12', name: 'S12', edition: 'Standard' },
  { id: 'P1', name: 'P1', edition: 'Premium' },
  { id: 'P2', name: 'P2', edition: 'Premium' },
  { id: 'P4', name: 'P4', edition: 'Premium' },
  { id: 'P6', name: 'P6', edition: 'Premium' },
  { id: 'P11', name: 'P11', edition: 'Premium' },
  { id: 'P15', name: 'P15', edition: 'Premium' },
];

/** How a performance level is shown: 'edition-name', or the name alone when both are the same (Basic). */
export const performanceLevelLabel = (level: Pick<PerformanceLevel, 'name' | 'edition'>): string =>
  level.edition === level.name ? level.name : `${level.edition}-${level.name}`;

/** The rank of a level (its place from the smallest), or -1 for an unknown id. */
export const performanceLevelRank = (id: string): number => performanceLevels.findIndex((l) => l.id === id);

/** SQL compatibility levels a database can be moved to. */
export const compatibilityLevels = [100, 110, 120, 130, 140, 150, 160] as const;

export type CompatibilityLevel = (typeof compatibilityLevels)[number];

/**
 * The largest max size in GB a database may be given. doc1 §5 leaves the value out of the spec; the
 * console says it wherever the size is shown or entered, and in the refusal (decision 016).
 */
export const databaseSizeLimitInGB = 4096;

export const databaseRuleTexts = {
  maxSizeInvalid: 'must be a whole number above 0',
  maxSizeTooBig: `must be at most the allowed maximum of ${databaseSizeLimitInGB} GB`,
  minAboveMax: 'must not be above the max performance level',
  unknownLevel: 'must be one of the performance levels',
} as const;

/**
 * doc1 §5: the max size must be an integer above 0 and at most the allowed maximum. The reason (without
 * the field's name, which the form shows beside it) or null; the server refuses with the same words.
 */
export const maxSizeProblem = (value: string | number): string | null => {
  if (value === '' || value === null) return databaseRuleTexts.maxSizeInvalid;
  const size = typeof value === 'number' ? value : Number(value.trim());
  if (!Number.isInteger(size) || size <= 0) return databaseRuleTexts.maxSizeInvalid;
  if (size > databaseSizeLimitInGB) return databaseRuleTexts.maxSizeTooBig;
  return null;
};

/** Why a min/max pair cannot be saved (unknown id, min above max), or null. */
export const performanceRangeProblem = (minId: string, maxId: string): { field: 'min' | 'max'; reason: string } | null => {
  if (performanceLevelRank(maxId) < 0) return { field: 'max', reason: databaseRuleTexts.unknownLevel };
  if (performanceLevelRank(minId) < 0) return { field: 'min', reason: databaseRuleTexts.unknownLevel };
  if (performanceLevelRank(minId) > performanceLevelRank(maxId)) return { field: 'min', reason: databaseRuleTexts.minAboveMax };
  return null;
};
