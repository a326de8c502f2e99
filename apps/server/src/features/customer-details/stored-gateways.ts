/** A list of gateway names as stored (jsonb): anything that is not a list of text reads as empty. */
export const asNames = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
