/**
 * Who may call what, written out by hand from the specification (doc1 §6, doc2 §6) and the README's
 * seeded operators — never computed from the contract's declarations or the guard's own code
 * (`refusalFor`, `holdsPermission`), so that a wrong declaration fails the permission sweep instead of
 * agreeing with itself (issue 24). A new endpoint fails the sweep until a reviewed row is added here.
 *
 * Columns, one call each:
 * - `anon`: no token — 401, or allowed for the few calls anyone may make;
 * - `admin` (every flag), `dbreader` (read-only database), `migrator` (database migration),
 *   `support` (no flag): the README's seeded operators, each in a subscription, outside production;
 * - `noSub`: a signed-in operator with no flag and no subscription — only calls about the operator
 *   themselves (whoami, reference lists) answer them (decision 004, the selection "sent with each
 *   request", doc2 §6);
 * - `prod`: `admin` in production — the environment rules of doc1 §6 and doc2 §6.
 *
 * `ok` means the call reaches its handler (a 2xx or a domain answer, never 401/403/5xx); `no` means
 * exactly 403 (401 in the `anon` column).
 */

export const ok = 'allowed' as const;
export const no = 403 as const;

export type Answer = typeof ok | typeof no;

export type ExpectedAccess = {
  anon: 401 | typeof ok;
  admin: Answer;
  dbreader: Answer;
  migrator: Answer;
  support: Answer;
  noSub: Answer;
  prod: Answer;
};

export const seededOperators = ['admin', 'dbreader', 'migrator', 'support'] as const;

export type SeededOperator = (typeof seededOperators)[number];

export const expectedAccess: Record<string, ExpectedAccess> = {
  // ── No sign-in: the health check and the federated sign-in configuration the sign-in page reads
  //    before there is a token (doc2 §7 Authentication).
  getHealth: { anon: ok, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: ok, prod: ok },
  getReadiness: { anon: ok, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: ok, prod: ok },
  getFederatedSignInConfig: { anon: ok, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: ok, prod: ok },

  // ── About the operator alone: any signed-in operator, with or without a subscription (doc2 §6: the
  //    whoami result carries the flags and the subscriptions list; reference lists need no customer).
  getWhoami: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: ok, prod: ok },
  postWhoami: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: ok, prod: ok },
  moveToOtherSubscription: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: ok, prod: ok },
  listAudit: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: ok, prod: ok },
  listErrorEvents: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: ok, prod: ok },
  listBasePlans: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: ok, prod: ok },
  listCurrencyRates: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: ok, prod: ok },
  listDaysOfWeek: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: ok, prod: ok },
  listLicenseOfferings: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: ok, prod: ok },
  listPeakPlans: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: ok, prod: ok },
  listStripeAccounts: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: ok, prod: ok },
  listTimeZones: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: ok, prod: ok },
  listLocations: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: ok, prod: ok },
  listReleaseChannels: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: ok, prod: ok },
  // ── Releases and channels (doc2 §7): the fleet's, read by any signed-in operator; a change acts from
  //    the operator's subscription (its job shows there), so an operator without one is refused.
  listReleases: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: ok, prod: ok },
  getReleaseChannel: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: ok, prod: ok },
  previewPromotion: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: ok, prod: ok },
  validateSemanticVersion: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: ok, prod: ok },
  validateReleaseChannelName: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: ok, prod: ok },
  createRelease: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  createReleaseChannel: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  deleteReleaseChannel: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  promoteRelease: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  computeStabilityIndex: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  // doc2 §6: "Beta cleanup is available only in the production environment."
  cleanUpBeta: { anon: 401, admin: no, dbreader: no, migrator: no, support: no, noSub: no, prod: ok },
  listFeatures: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: ok, prod: ok },
  listPerformanceLevels: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: ok, prod: ok },
  validateAzureDeployment: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: ok, prod: ok },
  validateCustomDomains: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: ok, prod: ok },
  validateSpfRecords: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: ok, prod: ok },
  validateSqlConnectionString: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: ok, prod: ok },
  validateServiceBusConnectionString: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: ok, prod: ok },
  validateCustomerAlias: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: ok, prod: ok },
  getRecentErrors: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: ok, prod: ok },
  getCloudStatus: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: ok, prod: ok },
  getVersion: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: ok, prod: ok },
  getConfiguration: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: ok, prod: ok },
  getLogLevel: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: ok, prod: ok },
  setLogLevel: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: ok, prod: ok },
  getAlarms: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: ok, prod: ok },

  // ── The simulated platform: a development aid, never in production (like feature branches, doc1 §6).
  getPlatformSimulation: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: ok, prod: no },
  setPlatformSimulation: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: ok, prod: no },
  addSimulatedDeadLetters: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: no },

  // ── Feature branches: "allowed only outside production" (doc1 §6).
  createFeatureBranch: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: no },

  // ── Database, doc1 §6: details "any of the three" flags (the registration report is part of the
  //    database panel, hidden without one of them).
  getDatabaseDetails: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: no, noSub: no, prod: ok },
  getRegistrationReport: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: no, noSub: no, prod: ok },
  // The database management studio's address: a database detail too, any of the three flags.
  getRavenManagementStudioUri: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: no, noSub: no, prod: ok },
  // "Database password: full database access only."
  getDatabasePassword: { anon: 401, admin: ok, dbreader: no, migrator: no, support: no, noSub: no, prod: ok },
  // "Read-only database password: full or read-only."
  getDatabaseReadOnlyPassword: { anon: 401, admin: ok, dbreader: ok, migrator: no, support: no, noSub: no, prod: ok },
  // "Update compatibility level: migration access only."
  updateCompatibilityLevel: { anon: 401, admin: ok, dbreader: no, migrator: ok, support: no, noSub: no, prod: ok },
  // doc2 §6: database server actions; a reconfigure changes the server, so full database access.
  reconfigureDatabase: { anon: 401, admin: ok, dbreader: no, migrator: no, support: no, noSub: no, prod: ok },

  // ── Everything else acts on the selected subscription's customers and platform: any signed-in
  //    operator in a subscription ("Other roles are not shown", doc1 §6 and doc2 §6).
  // Customer lookup and customer create, change, delete (doc1 §7).
  listFirstLetters: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  searchByFirstLetter: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  searchByReleaseChannel: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  searchCustomers: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  searchDisabledCustomers: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  searchPinnedCustomers: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  getCustomer: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  quickCreateCustomer: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  saveCustomer: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  decommissionCustomer: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  createSupportUser: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  disableCustomer: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  enableCustomer: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  repairCustomer: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  repairCustomers: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  moveToFrontDoor: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  setAzureCdn: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  setAzureCdnForSpecific: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  dnsRepairCustomer: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  restartCustomerService: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  recycleAppPool: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  fixClickOnce: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  updateCustomerName: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  updateMiscDetails: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  setCustomerLogLevel: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  updateEmailDomain: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  changeReleaseChannel: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  pinReleaseChannel: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  unlockFromCurrentReleaseChannel: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  updateGdsSettings: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  updateCustomerLicence: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  getBoostUsage: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  listCustomerActivity: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  resetBoostUsage: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  getCustomerServerPlan: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  getClickOnceArtifacts: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  resetCreditCardVaultCredentials: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  // The application gateway move is not the web application firewall (doc2 §6 names moveToBarracuda for that).
  moveToAppGateway: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  setStaticIpAddress: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  addCustomerFeature: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  removeCustomerFeature: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  getCustomerSecurity: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  addIpAddressEntry: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  removeIpAddressEntry: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  restrictByIpAddress: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  updateSessionTimeout: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  getCustomerEmail: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  inviteTeammate: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  deleteTeammate: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  resetEmailApiKey: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  getEaPayDetails: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  setEaPayDetails: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  getDeletedSites: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  undeleteSite: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  // Report store (doc2 §7).
  listCustomReports: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  uploadCustomReport: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  deleteCustomReport: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  // Custom domain (doc1 §7).
  getCustomDomain: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  setCustomDomainName: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  removeCustomDomain: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  addUrlRewrite: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  removeUrlRewrite: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  uploadUrlRewriteCertificate: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  addPortalAliases: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  removePortalAlias: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  orderCertificate: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  validateDomain: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  addDomainToFrontDoor: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  getTxtRecords: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  regenerateTxtRecords: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  // Certificates (doc1 §7 Hosting and certificates, doc2 §7 Certificates).
  getCertificateByThumbprint: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  downloadCertificatePfx: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  uploadCustomDomainCertificate: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  uploadUrlRewriteSettingsCertificate: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  // Customizations and payment gateways (doc1 §7).
  listCustomizations: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  saveCustomization: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  deleteCustomization: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  listStandardPaymentGateways: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  listCustomPaymentGateways: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  updateCustomerPaymentGateways: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  removeCustomerPaymentGateways: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  // Deployments, compute migrations and dead letters (doc1 §7): only the database calls need a flag.
  listCustomerDeployments: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  createAzureDeployment: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  createOnsiteDeployment: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  enableDeployment: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  disableDeployment: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  listComputeMigrations: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  getComputeMigration: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  startComputeMigration: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  cancelComputeMigration: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  dismissComputeMigration: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  listDeadLetters: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  replayDeadLetters: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  replayAllDeadLetters: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  deleteDeadLetters: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  destroyAllDeadLetters: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  // Hosting groups and deployment controllers (doc1 §7 Hosting and certificates).
  getHostingGroup: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  listCustomerHostingGroups: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  listHostingGroupDeployments: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  searchHostingGroups: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  listHostedApplications: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  getDeploymentControllerStatus: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  // Desired-state investigations (doc2 §7 "Desired state"): doc2 §6 names no flag for them, so every
  // operator of a subscription may, in every environment.
  // doc2 §7 Email IP pool: no flag guards it (doc2 §6 names none); it acts in the operator's subscription.
  // ── Azure locations, management certificate, feature management, database autoscaling (doc2 §6: no
  //    flag governs them; signed-in operators of a subscription — issue 28).
  refreshLocations: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  createStorageAccount: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  createRedisCache: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  getManagementCertificate: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  replaceManagementCertificate: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  downloadManagementCertificatePfx: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  addFeature: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  removeFeature: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  getDatabaseAutoscaling: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  getDatabaseAutoscalingConfig: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  listAutoscalingFirstLetters: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  getPlansByFirstLetter: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  // ── Database servers, doc2 §6: the list is a database detail (any of the three flags); the admin
  //    password is read with full or read-only access (hasDbRoAccess governs reading); creating a
  //    server and resetting its password change it (hasDbMigrationAccess); the default database's
  //    upload address needs full access ("hasDbAccess … allows retrieving the default database upload address").
  listDatabaseServers: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: no, noSub: no, prod: ok },
  getDatabaseServerAdminPassword: { anon: 401, admin: ok, dbreader: ok, migrator: no, support: no, noSub: no, prod: ok },
  createDatabaseServer: { anon: 401, admin: ok, dbreader: no, migrator: ok, support: no, noSub: no, prod: ok },
  resetDatabaseServerAdminPassword: { anon: 401, admin: ok, dbreader: no, migrator: ok, support: no, noSub: no, prod: ok },
  // ── Certificates and intrusion-detection keys (doc2 §7; §6 names no flag): any operator reads them; a
  //    change needs a subscription (the wildcard update acts on the subscription's services).
  listHostingCertificates: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: ok, prod: ok },
  uploadHostingCertificate: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  updateWildCardCertificate: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  listOssecKeys: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: ok, prod: ok },
  uploadOssecKeys: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  deallocateOssecKey: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  getDefaultDatabaseUploadUri: { anon: 401, admin: ok, dbreader: no, migrator: no, support: no, noSub: no, prod: ok },
  // Not in the spec: the upload's confirmation needs what the upload address needs (hasDbAccess, doc2 §6).
  confirmDefaultDatabaseUpload: { anon: 401, admin: ok, dbreader: no, migrator: no, support: no, noSub: no, prod: ok },
  listEmailIpPool: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  makeEmailIpGood: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  makeEmailIpBad: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  assignEmailIp: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  assignEmailIpToSubUsers: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  // doc2 §7 Licensing: the customers' licences are the subscription's; the standard rates are the installation's.
  listCustomerLicences: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  listActiveUserRates: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: ok, prod: ok },
  listAdditionalOfficeRates: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: ok, prod: ok },
  listAirCastCosts: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: ok, prod: ok },
  getLicenceCost: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  listInvestigations: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  deleteAllInvestigations: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  deleteInvestigation: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  approveCustomerDesiredState: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  approveChannelDesiredState: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  getHostingGroupDesiredStateUrl: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  // ── Operations catalogue (doc2 §7): server plans, upgrade costs and retention policies are the
  //    fleet's, read by any signed-in operator; a change acts from the operator's subscription (the
  //    run-all job shows there), so an operator without one is refused. doc2 §6 names no flag for them.
  listServerPlans: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: ok, prod: ok },
  validateServerPlanName: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: ok, prod: ok },
  createServerPlan: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  getUpgradeCostInformation: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: ok, prod: ok },
  updateUpgradeCost: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  listRetentionPolicies: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: ok, prod: ok },
  runAllRetentionPolicies: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  // Cloud listings, monitoring of the subscription's fleet, jobs and the platform self-test.
  listAppServicePlans: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  // App service plans (doc2 §7): any signed-in operator in a subscription; doc2 §6 gives them no flag.
  getAppServicePlanConfig: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  createAppServicePlan: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  getAppServicePlan: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  getAppServicePlanDetails: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  getAppServicePlanActualDetails: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  getResourceGroup: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  listResourceGroups: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  reconfigureAppServicePlan: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  deleteAppServicePlanDeployment: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  decommissionAppServicePlan: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  repairAttendeeCountService: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  listCloudServices: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  // ── Cloud services (doc2 §7): any operator of the subscription; moving to the web application firewall
  //    service needs hasDbAccess (doc2 §6): admin alone of the seeded four.
  getCloudServiceConfig: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  createCloudService: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  getCloudService: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  getSharedCloudService: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  getCloudServiceActualDetails: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  moveCloudServiceToBarracuda: { anon: 401, admin: ok, dbreader: no, migrator: no, support: no, noSub: no, prod: ok },
  downloadCloudServiceRdp: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  reconfigureCloudService: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  vipSwapCloudService: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  deleteCloudServiceDeployment: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  cloudServiceInstanceAction: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  decommissionCloudService: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  getServiceStatuses: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  getUnhealthyServices: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  getDeploymentServiceStatus: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  listJobs: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  dismissJobs: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  retryFailedJob: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  getCustomerServiceHealth: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  retryJob: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  cancelJob: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  startPlatformSelfTest: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  // Performance checks (doc2 §7): any signed-in operator, in their subscription; the URL validator is about no customer.
  launchStandardCheck: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  listStandardChecks: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  getStandardCheck: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  rerunStandardCheck: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  launchPageHitCheck: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  listPageHitChecks: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  getPageHitCheck: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  rerunPageHitCheck: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  launchHardwareCheck: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  listHardwareChecks: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  getHardwareCheck: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  rerunHardwareCheck: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  validateAbsoluteUri: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: ok, prod: ok },

  // ── KPI (doc2 §6: canGenerateKpiData shows the KPI menu; the server refuses the others): only admin
  //    holds the flag among the seeded operators; noSub holds no flag.
  generateKpiData: { anon: 401, admin: ok, dbreader: no, migrator: no, support: no, noSub: no, prod: ok },
  getKpiDateOptions: { anon: 401, admin: ok, dbreader: no, migrator: no, support: no, noSub: no, prod: ok },
  getKpiProcessInformation: { anon: 401, admin: ok, dbreader: no, migrator: no, support: no, noSub: no, prod: ok },
  updateKpiProcessInformation: { anon: 401, admin: ok, dbreader: no, migrator: no, support: no, noSub: no, prod: ok },
  // ── Aircast export (doc2 §7): the subscription's customers' usage, any signed-in operator in a subscription.
  countAircastData: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
  exportAircastData: { anon: 401, admin: ok, dbreader: ok, migrator: ok, support: ok, noSub: no, prod: ok },
};
