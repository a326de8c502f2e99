import { constants, performanceCheckLimits, type PerformanceCheckKind, type PerformanceCheckState } from '@console/contract';

/** The bench's own path; each check's result page is under it (doc2 §2). */
export const benchPath = '/operations/performance';

export const resultPath = (kind: PerformanceCheckKind, id: string) => `${benchPath}/${kind}/${id}`;

export const kindTitles: Record<PerformanceCheckKind, string> = {
  standard: 'Standard check',
  pageHit: 'Page-hit check',
  hardware: 'Hardware check',
};

export const kindDescriptions: Record<PerformanceCheckKind, string> = {
  standard: 'Attendees arrive at the registration site over a base load, some at the same moment.',
  pageHit: 'Users open the registration site’s pages, a number of them at once.',
  hardware: 'Registrations run one after another; each must finish within the allowed time.',
};

/** One count a launch modal asks for: its field, label, default (doc2 §3, §9) and upper bound. */
export type CountField = { name: string; label: string; description: string; defaultValue: number; max: number };

export const countFields: Record<PerformanceCheckKind, CountField[]> = {
  standard: [
    {
      name: 'baseLoad',
      label: 'Base load',
      description: 'Users already busy on the site',
      defaultValue: constants.standardCheckDefaults.baseLoad,
      max: performanceCheckLimits.baseLoad,
    },
    {
      name: 'targetAttendees',
      label: 'Target attendees',
      description: 'Attendees who register in the run',
      defaultValue: constants.standardCheckDefaults.targetAttendees,
      max: performanceCheckLimits.targetAttendees,
    },
    {
      name: 'arrivingConcurrently',
      label: 'Arriving concurrently',
      description: 'Attendees who arrive at the same moment',
      defaultValue: constants.standardCheckDefaults.arrivingConcurrently,
      max: performanceCheckLimits.arrivingConcurrently,
    },
  ],
  pageHit: [
    {
      name: 'totalUsers',
      label: 'Total users',
      description: 'Users who open the pages in the run',
      defaultValue: constants.pageHitCheckDefaults.totalUsers,
      max: performanceCheckLimits.totalUsers,
    },
    {
      name: 'concurrentUsers',
      label: 'Concurrent users',
      description: 'Users on the site at the same moment',
      defaultValue: constants.pageHitCheckDefaults.concurrentUsers,
      max: performanceCheckLimits.concurrentUsers,
    },
  ],
  hardware: [
    {
      name: 'allowedSecondsPerRegistration',
      label: 'Allowed seconds per registration',
      description: 'A registration slower than this counts as an error',
      defaultValue: constants.hardwareCheckDefaults.allowedSecondsPerRegistration,
      max: performanceCheckLimits.allowedSecondsPerRegistration,
    },
  ],
};

/** What the launch modal's counts start at. */
export const defaultCounts = (kind: PerformanceCheckKind): Record<string, number> =>
  Object.fromEntries(countFields[kind].map((f) => [f.name, f.defaultValue]));

/** A count's problem as the operator reads it, or null (the server says the same with a 400). */
export const countProblem = (field: CountField, value: number | string): string | null => {
  if (value === '' || typeof value !== 'number' || Number.isNaN(value)) return `${field.label} is required.`;
  if (!Number.isInteger(value)) return `${field.label} must be a whole number.`;
  if (value < 1) return `${field.label} must be at least 1.`;
  if (value > field.max) return `${field.label} must be at most ${field.max.toLocaleString('en')}.`;
  return null;
};

/** The counts' problems across fields: no more arrive or are on at once than take part in all. */
export const crossProblems = (kind: PerformanceCheckKind, counts: Record<string, number | string>): Record<string, string> => {
  const { targetAttendees, arrivingConcurrently, totalUsers, concurrentUsers } = counts;
  if (kind === 'standard' && typeof targetAttendees === 'number' && typeof arrivingConcurrently === 'number')
    return arrivingConcurrently > targetAttendees
      ? { arrivingConcurrently: 'Arriving concurrently must be at most the target attendees.' }
      : {};
  if (kind === 'pageHit' && typeof totalUsers === 'number' && typeof concurrentUsers === 'number')
    return concurrentUsers > totalUsers ? { concurrentUsers: 'Concurrent users must be at most the total users.' } : {};
  return {};
};

export const isFinished = (state: PerformanceCheckState) => state === 'succeeded' || state === 'failed';

export const stateLabels: Record<PerformanceCheckState, string> = {
  queued: 'Queued',
  running: 'Running',
  succeeded: 'Succeeded',
  failed: 'Failed',
};

/** Badge colours: the light variant's text is dark (c="dark.8"), so only the tint comes from these. */
export const stateColors: Record<PerformanceCheckState, string> = {
  queued: 'gray',
  running: 'blue',
  succeeded: 'green',
  failed: 'red',
};

/** A pushed status's state, when it names one. */
export const stateOfStatus = (details: Record<string, unknown>): PerformanceCheckState | null => {
  const state = details.state;
  return state === 'queued' || state === 'running' || state === 'succeeded' || state === 'failed' ? state : null;
};

/** A status's progress in percent, when it says. */
export const progressOfStatus = (details: Record<string, unknown>): number | null =>
  typeof details.progressPercent === 'number' ? details.progressPercent : null;

/** A status pushed live joins the kept ones once (a push may repeat what was read), keeping the last 20. */
export const withStatus = <S extends { status: string; atUtc: string }>(statuses: S[], status: S): S[] => {
  if (statuses.some((s) => s.atUtc === status.atUtc && s.status === status.status)) return statuses;
  return [...statuses, status].sort((a, b) => a.atUtc.localeCompare(b.atUtc)).slice(-constants.recentTestStatusesKept);
};

/** A check's settings as one line, e.g. "Base load 5 · Target attendees 200 · Arriving concurrently 4". */
export const settingsLine = (kind: PerformanceCheckKind, settings: Record<string, number>) =>
  countFields[kind]
    .filter((f) => settings[f.name] !== undefined)
    .map((f) => `${f.label} ${settings[f.name]!.toLocaleString('en')}`)
    .join(' · ');

/**
 * doc2 §4 "Performance result": flagged stale after 5 s with no known status. A watch over one result
 * page: `known()` whenever a status is known (read or pushed) restarts the wait; `finished()` stops it
 * for good (a finished check has nothing more to say). `onChange` hears each change of the flag.
 */
export const watchStale = ({
  staleMs = constants.staleCheckMs,
  onChange,
}: {
  staleMs?: number;
  onChange: (isStale: boolean) => void;
}) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isStale = false;
  let isDone = false;
  const set = (value: boolean) => {
    if (value === isStale) return;
    isStale = value;
    onChange(value);
  };
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => set(true), staleMs);
  };
  arm();
  return {
    known: () => {
      if (isDone) return;
      set(false);
      arm();
    },
    finished: () => {
      isDone = true;
      clearTimeout(timer);
      set(false);
    },
    stop: () => clearTimeout(timer),
  };
};
