const secretKey =
  /pass(word)?|secret|token|apikey|api_key|privatekey|private_key|authorization|credential|cdsApiKey|connectionstring/i;

export const redacted = '[redacted]';

/** Replaces the value of every `id_token` (and other token, and a SAS signature's `sig`) query value in a URL. */
export const redactUrl = (url: string): string =>
  url.replace(/([?&](?:id_token|access_token|token|code|sig)=)[^&#]*/gi, `$1${redacted}`);

/** A copy of a request body with every secret-looking value replaced, cut to a sane size. */
export const redactValue = (value: unknown, depth = 0): unknown => {
  if (depth > 6) return '[…]';
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => redactValue(item, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, item]) => [
        key,
        secretKey.test(key) ? redacted : redactValue(item, depth + 1),
      ]),
    );
  }
  if (typeof value === 'string' && value.length > 500) return `${value.slice(0, 500)}…`;
  return value;
};
