/** Zod-free rules of the Azure screens, shared by the contract and the browser. */

/** A feature id as customers' settings carry it: letters, digits, dots, hyphens and underscores. */
export const featureIdPattern = /^[A-Za-z][A-Za-z0-9._-]*$/;

export const featureIdMaxLength = 100;

export const featureIdRule = 'must start with a letter and hold only letters, digits, dots, hyphens and underscores';

/** doc2 §3 Redis cache: key, the short name the cache is known by in its location. */
export const redisCacheKeyPattern = /^[a-z][a-z0-9-]{2,23}$/;

export const redisCacheKeyRule = 'must be 3 to 24 lower-case letters, digits or hyphens, starting with a letter';

/** doc2 §7 `{flag}` of a new storage account: whether it is a premium (SSD) one. */
export const storageAccountFlags = ['true', 'false'] as const;

/** doc2 §5: the regeneration proceeds only when the typed confirmation equals the thumbprint (case and spaces aside). */
export const isThumbprintConfirmed = (typed: string, thumbprint: string | null): boolean =>
  thumbprint !== null && typed.replace(/\s+/g, '').toUpperCase() === thumbprint.toUpperCase();

/** doc2 §5: a feature is removed only after its id is retyped exactly. */
export const isFeatureIdConfirmed = (typed: string, featureId: string): boolean => typed.trim() === featureId;
