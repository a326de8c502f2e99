/** The specification's business constants and limits (doc1 §9, doc2 §9). */
export const constants = {
  toastTimeoutMs: 4000,
  toastPosition: 'bottom-right',
  localStoragePrefix: 'admin',
  tokenKey: 'id_token',
  dashboard: {
    errorChartHours: 24,
    errorChartRefreshMs: 5 * 60 * 1000,
    statusRefreshMs: 30 * 1000,
  },
  live: {
    firstRetrySeconds: 5,
    maxRetrySeconds: 3600,
  },
  customerAliasMaxLength: 15,
  customerNameMaxLength: 200,
  maxWebhookCount: 10_000,
  deadLetters: {
    pageSizes: [10, 20, 50, 100],
    defaultPageSize: 10,
    bulkSeconds: 30,
  },
  peakDayChoices: [3, 5, 7, 10, 14],
  defaultFirstDayOfWeek: 'Monday',
  defaultLogLevel: 3,
  hiddenLicenseOffering: 'Unspecified',
  staleCheckMs: 5000,
  versionPollMs: 60000,
  recentTestStatusesKept: 20,
  adHocStabilityIndex: 10000,
  blobBlockSizeBytes: 262144,
  blockIdPadding: 6,
  sizeDisplayBase: 1000,
  subscriptionNavOrder: 7,
  standardCheckDefaults: { baseLoad: 5, targetAttendees: 200, arrivingConcurrently: 4 },
  pageHitCheckDefaults: { totalUsers: 200, concurrentUsers: 4 },
  hardwareCheckDefaults: { allowedSecondsPerRegistration: 20 },
  planCategories: ['Base', 'PeakLoad'],
  planFilterTypes: ['Shared', 'Dedicated', 'ALL'],
  /** Hosting plans a new deployment chooses from: the plan filter types less ALL. */
  hostingPlans: ['Shared', 'Dedicated'],
  /** doc1 §9 says the default email domain is a fixed provider mail domain without giving it; this is ours. */
  defaultEmailDomain: 'mail.eventsair.example',
  daysOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  customerSearch: {
    pageSizes: [50, 100, 250],
    defaultPageSize: 100,
    maxPageSize: 500,
    /** Below this many results a search also offers "did you mean" suggestions. */
    suggestionThreshold: 5,
    maxSuggestions: 5,
    /** Each way of matching (alias prefix, name prefix, fragment) gathers at most this many; beyond it the total is a lower bound. */
    matchLimit: 300,
  },
  /** Custom report store uploads (doc2 §5): report definitions only, checked before they are stored. */
  customReport: {
    maxBytes: 10 * 1024 * 1024,
    extensions: ['.rdl', '.rdlc', '.xml', '.zip'],
  },
  supportUserNameMaxLength: 64,
  csvFileNameDateFormat: 'DD_MMM_YYYY',
  serverDateFormat: 'YYYY-MM-DD',
} as const;

export const logLevels = [
  { value: 0, name: 'Verbose' },
  { value: 1, name: 'Debug' },
  { value: 2, name: 'Information' },
  { value: 3, name: 'Warning' },
  { value: 4, name: 'Error' },
  { value: 5, name: 'Fatal' },
] as const;

/** The operator permission flags (doc2 §3 whoami result). */
export const permissionFlags = ['hasDbAccess', 'hasDbRoAccess', 'hasDbMigrationAccess', 'canGenerateKpiData'] as const;

export type PermissionFlag = (typeof permissionFlags)[number];

/** Local storage key of the id_token: prefix 'admin', key 'id_token'. */
export const tokenStorageKey = `${constants.localStoragePrefix}.${constants.tokenKey}`;
export const subscriptionStorageKey = `${constants.localStoragePrefix}.subscription_id`;
