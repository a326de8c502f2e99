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
