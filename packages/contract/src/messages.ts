/** The specification's user-facing texts (doc1 §8, doc2 §8), written once. */
export const messages = {
  global: {
    badRequest: "Check what's wrong and try again",
    forbidden: "You aren't allowed to do that",
    notFound: "We couldn't find what you were looking for",
    other: 'Something has gone wrong',
    noResponse: 'Something is wrong here.',
    reasonSeparator: ' - ',
  },
  operation: {
    failedWithoutError: 'The operation failed without reporting an error.',
    failed: 'The operation failed.',
    defaultError: 'Something went wrong, please try again in a few minutes.',
  },
  dialog: {
    defaultAlert: 'Something went wrong, please try again in a few minutes.',
  },
  live: {
    connectionFailed: 'Failed to establish a persistent connection with the server.',
  },
  signIn: {
    invalidOrExpired: 'Your credentials were invalid or have expired.',
    failed: "We weren't able to sign you in with those credentials.",
    configFailed: 'Failed to get federated sign in configuration.',
    redirecting: 'Redirecting you to sign in…',
    /** Ours: after a 401 the page reloads into sign-in; this says why (issue 9, defect 13). */
    sessionEnded: 'Your session has ended. Redirecting you to sign in again…',
  },
  database: {
    notAuthorizedDetails: 'You are not authorized to get database details.',
    notAuthorizedPassword: 'You are not authorized to get the database password.',
    notAuthorizedReadOnlyPassword: 'You are not authorized to get the read-only database password.',
    notAuthorizedCompatibilityLevel: 'You are not authorized to update the compatibility level.',
  },
  customers: {
    eaPayDetailsFailed: 'Unable to load EventsAIR Pay details',
    restoreSiteFailed: 'Unable to restore deleted site',
    siteIdNotFound: 'Site Id not found.',
    selectP12OrPfx: 'Please select a p12 or pfx file to upload',
    addPortalAliases: 'Please add portal aliases',
    updated: (what: string, alias: string) => `Successfully updated ${what} for ${alias}`,
    updateFailed: (what: string) => `Failed to ${what}`,
  },
  deadLetters: {
    replayAllRequested: 'Requested to replay ALL dead letters. This may take a while.',
    replayedAll: 'Replayed all dead letters (or as many as we could in 30 seconds)',
    destroyAllRequested: 'Requested to destroy ALL dead letters. This may take a while.',
    destroyedAll: 'Destroyed all dead letters (or as many as we could in 30 seconds)',
    /** Ours: the outcome of replaying or deleting the selected messages. */
    replayedSelected: (done: number, asked: number) =>
      `Replayed ${done} of ${asked} selected dead ${asked === 1 ? 'letter' : 'letters'}${done < asked ? ' (the others were no longer in the queue)' : ''}`,
    deletedSelected: (done: number, asked: number) =>
      `Deleted ${done} of ${asked} selected dead ${asked === 1 ? 'letter' : 'letters'}${done < asked ? ' (the others were no longer in the queue)' : ''}`,
  },
  reports: {
    selectFile: 'Please select a file to upload',
  },
  /** Texts of the customer details page that the spec does not word; ours, written once. */
  customerDetails: {
    nameRequired: 'Enter a name',
    webhookCountRequired: 'Enter a webhook count',
    /** The same sentences the server's 400 gives (input-problems.ts), so the form and the server agree. */
    nameTooLong: (max: number) => `Name must be at most ${max} characters.`,
    webhookCountWhole: 'Webhook count must be a whole number.',
    webhookCountNotNegative: 'Webhook count must be 0 or more.',
    webhookCountTooBig: (max: number) => `Webhook count must be at most ${max}.`,
    /** A field another operator changed while this one was editing it (their change is not typed over). */
    changedBy: (name: string) => `Changed by ${name}`,
    whyNoEnable: 'The customer is already enabled: enable is allowed only when it is disabled',
    whyNoDisable: 'The customer is already disabled: disable is allowed only when it is enabled',
    whyBusy: (state: string) => `Not while the customer is ${state}`,
    whyNoStaticIp: (address: string) => `The customer already has the static IP address ${address}`,
    whyNoAppGateway: 'The customer is already behind the App Gateway',
    jobFailed: (jobName: string, reason: string | null) =>
      `Failed to ${jobName.charAt(0).toLowerCase()}${jobName.slice(1)}${reason ? ` - ${reason}` : ''}`,
    lastRefreshed: (time: string) => `Last refreshed ${time}`,
    loadFailed: 'The customer could not be loaded.',
  },
  /** Texts of the payment, customization and pay-provider sections that the spec does not word; ours. */
  customerPayments: {
    chooseCustomGateway: 'Choose at least one custom payment gateway',
    noGateways: 'None of the offered payment gateways is in use.',
    customizationTitleRequired: 'Enter a title',
    customizationAliasInvalid: 'Use lower-case letters, digits and dashes (a dash only between them)',
    customizationAliasTaken: 'This customer already has a customization with this alias',
    noCustomizations: 'This customer has no customizations.',
    noDeletedSites: 'This customer has no deleted interactive sites.',
    siteRestored: (name: string, alias: string) => `Restored ${name} for ${alias}`,
  },
  /** Texts of the customer search page that the spec does not word; ours, written once. */
  customerSearch: {
    decommissionPrompt: (alias: string) => `Type the alias ${alias} to confirm that this customer should be decommissioned.`,
    jobStarted: (what: string, alias: string) => `${what} started for ${alias}; follow it in the jobs drawer.`,
    bulkJobStarted: (what: string, count: number) =>
      `${what} started for ${count} ${count === 1 ? 'customer' : 'customers'}; follow it in the jobs drawer.`,
    created: (alias: string) => `Created ${alias}; provisioning has started.`,
    reportUploaded: (fileName: string, alias: string) => `Uploaded ${fileName} to the report store of ${alias}`,
    reportRemoved: (title: string, alias: string) => `Removed ${title} from the report store of ${alias}`,
  },
  releases: {
    betaCleanupSucceeded: 'Successfully moved clients out of Beta/Preview channels.',
    betaCleanupFailed: 'Unable to move clients out of Beta/Preview channels.',
  },
  operations: {
    upgradeCostFailed: 'Failed to update upgrade cost',
    kpiGenerateFailed: 'Failed to generate KPI data',
    kpiProcessInfoFailed: 'Failed to update KPI Data Process Information',
    ipUpdateFailed: 'Failed to update IP address',
    ipAssignFailed: 'Failed to assign IP address',
    ipAssignSubUsersFailed: 'Failed to assign IP address to all sub users',
    aircastNoData: 'No data',
  },
  azure: {
    addFeatureFailed: 'Failed to add azure feature',
    removeFeatureFailed: 'Failed to remove azure feature',
    adminPasswordNotReset: (server: string) => `Admin password for SQL Server ${server} was not reset.`,
    selectBacpac: 'Please select a BACPAC file to upload.',
  },
  alarms: {
    subscriptionsUnreachable: 'Cannot connect to some Azure Subscriptions',
    certificatesMissing: 'One or more required hosting certificates are missing',
    noDefaultDatabase: "There doesn't appear to be a default database configured.",
  },
  hostingGroups: {
    keyNotProtected: 'Not Required: Private Key is not protected',
  },
  /** Texts of the deployments panel and hosting-group view that the spec does not word; ours. */
  deployments: {
    whyNoEnable: 'The deployment is already enabled: enable is allowed only when it is disabled',
    whyNoDisable: 'The deployment is already disabled: disable is allowed only when it is enabled',
    whyNoMigrate: 'Only an Azure deployment runs on a cloud service',
    whyMigrationRunning: 'A compute migration of this deployment is already running',
    jobStarted: (what: string, alias: string) => `${what} started for ${alias}; follow it in the jobs drawer.`,
    migrationStarted: (alias: string) => `Compute migration started for ${alias}`,
    migrationCancelled: 'The compute migration was cancelled',
    migrationDismissed: 'The compute migration alert was dismissed',
    none: 'This customer has no deployments yet.',
  },
  subscription: {
    moveFailed: 'Unable to move to the other subscription.',
  },
} as const;
