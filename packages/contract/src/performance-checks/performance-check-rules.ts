// The performance checks' rules without zod, so the browser contract carries them (decision 090).

/** doc2 §2: the three checks of the performance test bench; each names its result route. */
export const performanceCheckKinds = ['standard', 'pageHit', 'hardware'] as const;

export type PerformanceCheckKind = (typeof performanceCheckKinds)[number];

/** What a check's run is in: queued until its job starts, then running until it succeeded or failed. */
export const performanceCheckStates = ['queued', 'running', 'succeeded', 'failed'] as const;

export type PerformanceCheckState = (typeof performanceCheckStates)[number];

/** The longest registration site address a check takes. */
export const registrationSiteUrlMaxLength = 2000;

/**
 * doc2 §5 "absolute URI": an absolute http or https address with a host. The one rule of the
 * `/api/validate/absoluteuri` validator and of every check's registrationSiteUrl.
 */
export const absoluteUriReasons = (candidate: string): string[] => {
  const value = candidate.trim();
  if (!value) return ['An address is required.'];
  if (value.length > registrationSiteUrlMaxLength)
    return [`The address must be at most ${registrationSiteUrlMaxLength} characters.`];
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return ['The address must be absolute, e.g. https://events.example.com/register.'];
  }
  const reasons: string[] = [];
  if (url.protocol !== 'http:' && url.protocol !== 'https:') reasons.push('The address must start with http:// or https://.');
  else if (!url.hostname) reasons.push('The address must name a host.');
  if (/\s/.test(value)) reasons.push('The address must not contain spaces.');
  return reasons;
};

export const isAbsoluteUri = (candidate: string): boolean => absoluteUriReasons(candidate).length === 0;

/** Upper bounds that keep a simulated run (and a real one) within what a bench should generate. */
export const performanceCheckLimits = {
  baseLoad: 1000,
  targetAttendees: 100_000,
  arrivingConcurrently: 1000,
  totalUsers: 100_000,
  concurrentUsers: 1000,
  allowedSecondsPerRegistration: 600,
} as const;
