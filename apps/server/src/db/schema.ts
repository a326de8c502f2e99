import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const subscriptions = pgTable('subscriptions', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

export const operators = pgTable(
  'operators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    name: text('name').notNull(),
    hasDbAccess: boolean('has_db_access').notNull().default(false),
    hasDbRoAccess: boolean('has_db_ro_access').notNull().default(false),
    hasDbMigrationAccess: boolean('has_db_migration_access').notNull().default(false),
    canGenerateKpiData: boolean('can_generate_kpi_data').notNull().default(false),
    currentSubscriptionId: text('current_subscription_id').references(() => subscriptions.id),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('operators_issuer_subject').on(t.issuer, t.subject)],
);

export const operatorSubscriptions = pgTable(
  'operator_subscriptions',
  {
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.operatorId, t.subscriptionId] })],
);

export const releases = pgTable(
  'releases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: text('version').notNull().unique(),
    /** Who created it (null for the seeded fleet's releases). */
    createdByName: text('created_by_name'),
    createdAt: createdAt(),
  },
  (t) => [index('releases_newest').on(t.createdAt)],
);

export const releaseChannels = pgTable('release_channels', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  currentReleaseId: uuid('current_release_id').references(() => releases.id),
  stabilityIndex: integer('stability_index').notNull().default(0),
  /** When the ad hoc stability index was last computed (doc2 §9); null until it is. */
  stabilityIndexComputedAtUtc: timestamp('stability_index_computed_at_utc', { withTimezone: true }),
  createdAt: createdAt(),
});

/** doc2 §4 Release promotion: a channel's history, one row per promotion (a rollback is one too). */
export const releasePromotions = pgTable(
  'release_promotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => releaseChannels.id, { onDelete: 'cascade' }),
    fromReleaseId: uuid('from_release_id').references(() => releases.id),
    toReleaseId: uuid('to_release_id')
      .notNull()
      .references(() => releases.id),
    operatorId: uuid('operator_id').references(() => operators.id),
    promotedByName: text('promoted_by_name').notNull(),
    promotedAtUtc: timestamp('promoted_at_utc', { withTimezone: true }).notNull().defaultNow(),
    /** Customers that follow the channel and move with it; pinned ones stay where they are. */
    customersMoved: integer('customers_moved').notNull().default(0),
    customersPinned: integer('customers_pinned').notNull().default(0),
    isRollback: boolean('is_rollback').notNull().default(false),
    /** The job that moves the customers' deployments (null once the job row is gone). */
    jobId: uuid('job_id'),
  },
  (t) => [index('release_promotions_channel').on(t.channelId, t.promotedAtUtc)],
);

export const customerStates = ['provisioning', 'active', 'decommissioning', 'faulted'] as const;

export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    name: text('name').notNull(),
    alias: text('alias').notNull(),
    emailDomain: text('email_domain').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    state: text('state', { enum: customerStates }).notNull().default('active'),
    releaseChannelId: uuid('release_channel_id').references(() => releaseChannels.id),
    isPinnedToReleaseChannel: boolean('is_pinned_to_release_channel').notNull().default(false),
    pinnedReleaseId: uuid('pinned_release_id').references(() => releases.id),
    logLevel: integer('log_level').notNull().default(3),
    customizations: jsonb('customizations').notNull().default([]),
    features: jsonb('features').notNull().default([]),
    licenseDetails: jsonb('license_details').notNull().default({}),
    paymentGateways: jsonb('payment_gateways').notNull().default([]),
    isUsingStandardPaymentGateways: boolean('is_using_standard_payment_gateways').notNull().default(true),
    customPaymentGateways: jsonb('custom_payment_gateways').notNull().default([]),
    securityConfiguration: jsonb('security_configuration')
      .notNull()
      .default({ isRestrictedByIpAddress: false, ipRestrictionRules: [] }),
    urlRewriteSettings: jsonb('url_rewrite_settings').notNull().default([]),
    customDomainNameDetails: jsonb('custom_domain_name_details').notNull().default({}),
    gdsSettings: jsonb('gds_settings').notNull().default({ gdsEnabled: false }),
    webhookCount: integer('webhook_count').notNull().default(0),
    isOnDedicatedServer: boolean('is_on_dedicated_server').notNull().default(false),
    /** The base plan chosen at creation (first day of week, plan id). */
    basePlanDetails: jsonb('base_plan_details').notNull().default({}),
    /** The peak load plan (start date, peak days, plan id), when one is booked. */
    peakLoadPlanDetails: jsonb('peak_load_plan_details'),
    /** The outbound address the static IP setting assigned. */
    staticIpAddress: text('static_ip_address'),
    isOnAppGateway: boolean('is_on_app_gateway').notNull().default(false),
    creditCardVaultResetAt: timestamp('credit_card_vault_reset_at', { withTimezone: true }),
    /** Set for a feature-branch customer: the branch and build version it runs. */
    featureBranch: jsonb('feature_branch'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Counted up by a trigger on every change an operator makes (migration 0020, decision 006); a form
     * saves the version it read, and a save over a newer one is a 409 naming changedByName and changedAt.
     */
    version: integer('version').notNull().default(1),
    changedByName: text('changed_by_name'),
    changedAt: timestamp('changed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('customers_alias').on(t.alias),
    index('customers_alias_prefix').on(sql`${t.alias} text_pattern_ops`),
    index('customers_name_lower_prefix').on(sql`lower(${t.name}) text_pattern_ops`),
    index('customers_alias_trgm').using('gin', sql`${t.alias} gin_trgm_ops`),
    index('customers_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    // With the pin beside the channel, a promotion's preview counts moving and pinned customers from the index alone.
    index('customers_release_channel_pinned').on(t.releaseChannelId, t.isPinnedToReleaseChannel),
    index('customers_subscription').on(t.subscriptionId),
    // The custom-domain validator looks a domain up among other customers.
    index('customers_email_domain').on(sql`lower(${t.emailDomain})`),
    // Database autoscaling (doc2) reads the customers on plans by first letter, counts them, and finds the
    // peak windows around today: each from a small partial index, never the whole fleet (issue 30).
    index('customers_base_plan_letter')
      .on(t.subscriptionId, sql`upper(left(${t.alias}, 1))`, t.alias)
      .where(sql`${t.basePlanDetails} ? 'basePlanId'`),
    index('customers_peak_plan_letter')
      .on(t.subscriptionId, sql`upper(left(${t.alias}, 1))`, t.alias)
      .where(sql`${t.peakLoadPlanDetails} is not null`),
    index('customers_peak_start')
      .on(t.subscriptionId, sql`(${t.peakLoadPlanDetails} ->> 'peakStartDate')`)
      .where(sql`${t.peakLoadPlanDetails} is not null`),
    // The browse views (disabled, pinned) read a small slice in alias order.
    index('customers_disabled')
      .on(t.subscriptionId, t.alias)
      .where(sql`not ${t.isEnabled}`),
    index('customers_pinned')
      .on(t.subscriptionId, t.alias)
      .where(sql`${t.isPinnedToReleaseChannel}`),
    index('customers_channel_alias').on(t.subscriptionId, t.releaseChannelId, t.alias),
    // The licences list (doc2 Customer licenses): soonest grace period expiry first, page by page.
    index('customers_grace_expiry').on(t.subscriptionId, sql`(${t.licenseDetails}->>'gracePeriodExpiryDate')`, t.alias),
    // … and of one offering, however few customers have it.
    index('customers_offering_grace_expiry').on(
      t.subscriptionId,
      sql`(${t.licenseDetails}->>'licenseOfferingId')`,
      sql`(${t.licenseDetails}->>'gracePeriodExpiryDate')`,
      t.alias,
    ),
    // Letter browsing counts within a subscription from the index alone.
    index('customers_subscription_alias_prefix').on(t.subscriptionId, sql`${t.alias} text_pattern_ops`),
  ],
);

export const hostingGroups = pgTable('hosting_groups', {
  id: uuid('id').primaryKey().defaultRandom(),
  subscriptionId: text('subscription_id')
    .notNull()
    .references(() => subscriptions.id),
  hostingGroupIdentifier: text('hosting_group_identifier').notNull().unique(),
  kind: text('kind', { enum: ['azure', 'onsite'] }).notNull(),
  azureLocation: text('azure_location'),
  createdAt: createdAt(),
});

export const deployments = pgTable(
  'deployments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['azure', 'onsite'] }).notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    azureLocation: text('azure_location'),
    resourceGroupName: text('resource_group_name'),
    /** Shared or Dedicated hosting (constants.hostingPlans), with the shared service or plan it runs on. */
    hostingPlan: text('hosting_plan'),
    cloudServiceId: uuid('cloud_service_id'),
    appServicePlanId: uuid('app_service_plan_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('deployments_customer').on(t.customerId),
    index('deployments_resource_group').on(t.resourceGroupName),
    // A shared cloud service's or app service plan's detail names the customers it hosts.
    index('deployments_cloud_service').on(t.cloudServiceId),
    index('deployments_app_service_plan').on(t.appServicePlanId),
  ],
);

export const deploymentHostingGroups = pgTable(
  'deployment_hosting_groups',
  {
    deploymentId: uuid('deployment_id')
      .notNull()
      .references(() => deployments.id, { onDelete: 'cascade' }),
    hostingGroupId: uuid('hosting_group_id')
      .notNull()
      .references(() => hostingGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.deploymentId, t.hostingGroupId] }),
    // A group's deployments (the hosting-group view, a customer's groups) without reading every link.
    index('deployment_hosting_groups_group').on(t.hostingGroupId, t.deploymentId),
  ],
);

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    correlationId: uuid('correlation_id').notNull().unique(),
    subscriptionId: text('subscription_id').references(() => subscriptions.id),
    /** The registered job definition that runs it, e.g. 'operations.selfTest'. */
    type: text('type').notNull().default('unknown'),
    payload: jsonb('payload').notNull().default({}),
    name: text('name').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    targetName: text('target_name'),
    targetCustomerId: text('target_customer_id'),
    operatorId: uuid('operator_id').references(() => operators.id),
    /** The operator's name when they started it, so the drawer says who did without a join. */
    startedByName: text('started_by_name'),
    startedAtUtc: timestamp('started_at_utc', { withTimezone: true }).notNull().defaultNow(),
    completedAtUtc: timestamp('completed_at_utc', { withTimezone: true }),
    isCompleted: boolean('is_completed').notNull().default(false),
    isFaulted: boolean('is_faulted').notNull().default(false),
    faultReason: text('fault_reason'),
    /** How many times a worker picked the job up (more than one after a crash or restart). */
    attempts: integer('attempts').notNull().default(0),
    /** The last infrastructure error that made a worker give the job back, kept for the fault reason. */
    lastError: text('last_error'),
    /** Its definition can re-run only the steps that failed, as a new job ('retry failed'). */
    canRetryFailed: boolean('can_retry_failed').notNull().default(false),
    /**
     * Its subscription, type (action) and target, for the one-job-per-target rule (jobs/jobs.ts):
     * null for work of no particular target, which any number may run at once.
     */
    singletonKey: text('singleton_key'),
    /** How many times an operator retried it after a fault (the console keeps the newest run). */
    retryCount: integer('retry_count').notNull().default(0),
    /** Where an operator's retry after a fault starts again: 'failedStep' or 'start' (its definition says). */
    retryFrom: text('retry_from', { enum: ['failedStep', 'start'] })
      .notNull()
      .default('start'),
    /** Its definition lets an operator cancel it between steps (the platform cannot stop a phase). */
    isCancellable: boolean('is_cancellable').notNull().default(false),
    /** Who asked to cancel it; the worker stops before its next step. */
    cancelRequestedBy: text('cancel_requested_by'),
  },
  (t) => [
    index('jobs_subscription').on(t.subscriptionId, t.isCompleted),
    index('jobs_in_progress').on(t.isCompleted, t.startedAtUtc),
    // One job per target and action while it runs: a second start, even a concurrent one, finds it.
    uniqueIndex('jobs_one_running_per_target')
      .on(t.singletonKey)
      .where(sql`not ${t.isCompleted}`),
  ],
);

export const jobStepStates = ['pending', 'running', 'succeeded', 'failed', 'skipped'] as const;

export const jobSteps = pgTable(
  'job_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobCorrelationId: uuid('job_correlation_id')
      .notNull()
      .references(() => jobs.correlationId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    /** The entity the step acts on (one customer of a bulk action). */
    targetId: text('target_id'),
    state: text('state', { enum: jobStepStates }).notNull().default('pending'),
    message: text('message'),
    startedAtUtc: timestamp('started_at_utc', { withTimezone: true }),
    completedAtUtc: timestamp('completed_at_utc', { withTimezone: true }),
  },
  (t) => [index('job_steps_job').on(t.jobCorrelationId, t.position)],
);

/**
 * Every platform operation that took effect, keyed by its operationId: performing an operation again
 * with the same id (a step retried after a crash) returns the recorded result instead of acting twice.
 */
export const platformOperations = pgTable('platform_operations', {
  operationId: text('operation_id').primaryKey(),
  operation: text('operation').notNull(),
  target: jsonb('target').notNull(),
  message: text('message').notNull(),
  /** What the operation changed, returned again on a replay so the console can still write it. */
  /** The phase's PlatformChange list (platform/types.ts; db is below platform, so typed where it is read). */
  changes: jsonb('changes').$type<unknown[]>().notNull().default([]),
  completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const deploymentControllerStatuses = ['healthy', 'degraded', 'unreachable'] as const;

/**
 * The console's record of the machines of a hosting group that run customers' applications, as the
 * platform last reported them (written from platform results, platform/changes.ts; decision 012).
 */
export const deploymentControllers = pgTable(
  'deployment_controllers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostingGroupId: uuid('hosting_group_id')
      .notNull()
      .references(() => hostingGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull().unique(),
    status: text('status', { enum: deploymentControllerStatuses }).notNull().default('healthy'),
    cpuPercent: integer('cpu_percent').notNull().default(20),
    memoryPercent: integer('memory_percent').notNull().default(40),
    desiredStateVersion: integer('desired_state_version').notNull().default(1),
    currentStateVersion: integer('current_state_version').notNull().default(1),
    lastReportedAtUtc: timestamp('last_reported_at_utc', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('deployment_controllers_group').on(t.hostingGroupId)],
);

export const hostedApplicationKinds = ['web', 'api', 'worker', 'clickOnce'] as const;
export const hostedApplicationStates = ['running', 'starting', 'stopped', 'faulted'] as const;

/** The console's record of the applications the platform runs, from platform results (decision 012). */
export const hostedApplications = pgTable(
  'hosted_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deploymentControllerId: uuid('deployment_controller_id')
      .notNull()
      .references(() => deploymentControllers.id, { onDelete: 'cascade' }),
    deploymentId: uuid('deployment_id')
      .notNull()
      .references(() => deployments.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: hostedApplicationKinds }).notNull(),
    state: text('state', { enum: hostedApplicationStates }).notNull().default('running'),
    version: text('version').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('hosted_applications_customer').on(t.customerId),
    index('hosted_applications_controller').on(t.deploymentControllerId),
    index('hosted_applications_deployment').on(t.deploymentId),
  ],
);

/** The console's record of controllers' desired-state transitions, from platform results (decision 012). */
export const desiredStateTransitions = pgTable(
  'desired_state_transitions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deploymentControllerId: uuid('deployment_controller_id')
      .notNull()
      .references(() => deploymentControllers.id, { onDelete: 'cascade' }),
    desiredState: integer('desired_state').notNull(),
    endState: integer('end_state'),
    startedAtUtc: timestamp('started_at_utc', { withTimezone: true }).notNull().defaultNow(),
    completedAtUtc: timestamp('completed_at_utc', { withTimezone: true }),
    isInDesiredStateAfter: boolean('is_in_desired_state_after'),
  },
  (t) => [index('desired_state_transitions_controller').on(t.deploymentControllerId, t.startedAtUtc)],
);

/**
 * doc2 §3 Investigation: a customer's deployment that a desired-state transition left not in its
 * desired state, opened when the transition ends so, until an operator approves, repairs or deletes it.
 */
export const desiredStateInvestigations = pgTable(
  'desired_state_investigations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The job whose logs tell what happened (doc2 §2: log links by job id). */
    jobId: uuid('job_id').notNull(),
    deploymentControllerId: uuid('deployment_controller_id').references(() => deploymentControllers.id, {
      onDelete: 'set null',
    }),
    desiredState: integer('desired_state'),
    endState: integer('end_state'),
    openedAtUtc: timestamp('opened_at_utc', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('desired_state_investigations_subscription').on(t.subscriptionId, t.openedAtUtc),
    index('desired_state_investigations_customer').on(t.customerId),
  ],
);

/**
 * The simulated platform's own world (platform/simulated only, decision 012): its machines, the
 * applications they run and their desired-state transitions. Ids are the platform's; the console's
 * tables above hold what it was told. A machine the console registers joins it (adoptControllers).
 */
export const simulatedControllers = pgTable(
  'simulated_controllers',
  {
    id: uuid('id').primaryKey(),
    hostingGroupId: uuid('hosting_group_id')
      .notNull()
      .references(() => hostingGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status', { enum: deploymentControllerStatuses }).notNull().default('healthy'),
    cpuPercent: integer('cpu_percent').notNull().default(20),
    memoryPercent: integer('memory_percent').notNull().default(40),
    desiredStateVersion: integer('desired_state_version').notNull().default(1),
    currentStateVersion: integer('current_state_version').notNull().default(1),
    lastReportedAtUtc: timestamp('last_reported_at_utc', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('simulated_controllers_group').on(t.hostingGroupId)],
);

export const simulatedApplications = pgTable(
  'simulated_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    controllerId: uuid('controller_id')
      .notNull()
      .references(() => simulatedControllers.id, { onDelete: 'cascade' }),
    deploymentId: uuid('deployment_id')
      .notNull()
      .references(() => deployments.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: hostedApplicationKinds }).notNull(),
    state: text('state', { enum: hostedApplicationStates }).notNull().default('running'),
    version: text('version').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('simulated_applications_customer').on(t.customerId),
    index('simulated_applications_controller').on(t.controllerId),
    index('simulated_applications_deployment').on(t.deploymentId),
  ],
);

export const simulatedTransitions = pgTable(
  'simulated_transitions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    controllerId: uuid('controller_id')
      .notNull()
      .references(() => simulatedControllers.id, { onDelete: 'cascade' }),
    desiredState: integer('desired_state').notNull(),
    endState: integer('end_state'),
    startedAtUtc: timestamp('started_at_utc', { withTimezone: true }).notNull().defaultNow(),
    /** When the simulated fleet finishes the transition; any process may complete it then. */
    completesAtUtc: timestamp('completes_at_utc', { withTimezone: true }).notNull(),
    completedAtUtc: timestamp('completed_at_utc', { withTimezone: true }),
    isInDesiredStateAfter: boolean('is_in_desired_state_after'),
  },
  (t) => [index('simulated_transitions_open').on(t.completedAtUtc, t.completesAtUtc)],
);

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** The Socket.IO PostgreSQL adapter's table for pushes too large for a NOTIFY (name and shape are its own). */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial('id', { mode: 'number' }).unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  payload: bytea('payload'),
});

export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    operatorId: uuid('operator_id'),
    operatorName: text('operator_name'),
    subscriptionId: text('subscription_id'),
    method: text('method').notNull(),
    path: text('path').notNull(),
    action: text('action').notNull(),
    targetIds: text('target_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    statusCode: integer('status_code').notNull(),
    outcome: text('outcome', { enum: ['succeeded', 'failed'] }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    details: jsonb('details'),
    /** The operator's reason for a destructive change (the change-reason header). */
    changeReason: text('change_reason'),
  },
  (t) => [
    index('audit_events_at').on(t.at),
    index('audit_events_operator').on(t.operatorId, t.at),
    index('audit_events_targets').using('gin', t.targetIds),
    index('audit_events_subscription').on(t.subscriptionId, t.at),
  ],
);

/** Small server-owned values, e.g. the development identity provider's signing keys. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/**
 * An on-site deployment's own SQL Server and Service Bus, when the customer's site uses them (issue 28):
 * sealed with the secrets key (lib/secrets.ts), never returned by any call.
 */
export const onsiteDeploymentConnections = pgTable('onsite_deployment_connections', {
  deploymentId: uuid('deployment_id')
    .primaryKey()
    .references(() => deployments.id, { onDelete: 'cascade' }),
  databaseConnectionStringEncrypted: text('database_connection_string_encrypted'),
  messagingConnectionStringEncrypted: text('messaging_connection_string_encrypted'),
  createdAt: createdAt(),
});

/** doc2 §3 Cloud location: where customers can be deployed. */
export const azureLocations = pgTable('azure_locations', {
  name: text('name').primaryKey(),
  displayName: text('display_name').notNull(),
  isSupported: boolean('is_supported').notNull().default(true),
  currentAtUtc: timestamp('current_at_utc', { withTimezone: true }).notNull().defaultNow(),
});

/** doc2 §3 Cloud service (the part quick create needs): shared services host many customers. */
export const cloudServices = pgTable('cloud_services', {
  id: uuid('id').primaryKey().defaultRandom(),
  subscriptionId: text('subscription_id')
    .notNull()
    .references(() => subscriptions.id),
  serviceName: text('service_name').notNull().unique(),
  location: text('location')
    .notNull()
    .references(() => azureLocations.name),
  type: text('type', { enum: ['Shared', 'Dedicated'] }).notNull(),
  instanceCount: integer('instance_count').notNull().default(2),
  instanceSize: text('instance_size').notNull().default('Standard_D2'),
  /** What the console last heard from the platform (decision 099): the lifecycle, package and slots. */
  status: text('status', { enum: ['commissioning', 'running', 'reconfiguring', 'decommissioning'] })
    .notNull()
    .default('running'),
  packageVersion: text('package_version').notNull().default('4.12.0'),
  deployments: jsonb('deployments')
    .$type<
      { deploymentSlot: 'production' | 'staging'; packageVersion: string; instances: { instanceId: string; status: string }[] }[]
    >()
    .notNull()
    .default([]),
  hostingGroupId: uuid('hosting_group_id'),
  createdAt: createdAt(),
});

/** The simulated cloud's own cloud services (platform/simulated only): slots and instances with states. */
export const simulatedCloudServices = pgTable('simulated_cloud_services', {
  id: uuid('id').primaryKey(),
  subscriptionId: text('subscription_id').notNull(),
  serviceName: text('service_name').notNull(),
  instanceSize: text('instance_size').notNull(),
  deployments: jsonb('deployments')
    .$type<
      { deploymentSlot: 'production' | 'staging'; packageVersion: string; instances: { instanceId: string; status: string }[] }[]
    >()
    .notNull(),
  isDecommissioned: boolean('is_decommissioned').notNull().default(false),
});

/** doc2 §3 App service plan (the part quick create needs). */
export const appServicePlans = pgTable('app_service_plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  subscriptionId: text('subscription_id')
    .notNull()
    .references(() => subscriptions.id),
  planName: text('plan_name').notNull().unique(),
  location: text('location')
    .notNull()
    .references(() => azureLocations.name),
  type: text('type', { enum: ['Shared', 'Dedicated'] }).notNull(),
  pricingTier: text('pricing_tier').notNull().default('P1v3'),
  instanceCount: integer('instance_count').notNull().default(2),
  resourceGroup: text('resource_group').notNull().default('rg-app-service-plans'),
  /** While a reconfigure or decommission job runs (docs/decisions/100). */
  state: text('state', { enum: ['active', 'reconfiguring', 'decommissioning'] })
    .notNull()
    .default('active'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: createdAt(),
});

/** The sites deployed on an app service plan, one per slot, as the platform last reported them. */
export const appServicePlanDeployments = pgTable(
  'app_service_plan_deployments',
  {
    appServicePlanId: uuid('app_service_plan_id')
      .notNull()
      .references(() => appServicePlans.id, { onDelete: 'cascade' }),
    slot: text('slot', { enum: ['Production', 'Staging'] }).notNull(),
    siteName: text('site_name').notNull(),
    state: text('state').notNull(),
  },
  (t) => [primaryKey({ columns: [t.appServicePlanId, t.slot] })],
);

/** The simulated cloud's app service plans (only platform/simulated reads or writes these). */
export const simulatedAppServicePlans = pgTable('simulated_app_service_plans', {
  planName: text('plan_name').primaryKey(),
  subscriptionId: text('subscription_id').notNull(),
  location: text('location').notNull(),
  resourceGroup: text('resource_group').notNull(),
  pricingTier: text('pricing_tier').notNull(),
  instanceCount: integer('instance_count').notNull(),
  /** The attendee count service the plan runs: running, or faulted until repaired. */
  attendeeCountServiceState: text('attendee_count_service_state').notNull().default('running'),
});

/** The simulated cloud's sites on its app service plans, one per slot. */
export const simulatedAppServiceDeployments = pgTable(
  'simulated_app_service_deployments',
  {
    planName: text('plan_name')
      .notNull()
      .references(() => simulatedAppServicePlans.planName, { onDelete: 'cascade' }),
    slot: text('slot').notNull(),
    siteName: text('site_name').notNull(),
    state: text('state').notNull(),
  },
  (t) => [primaryKey({ columns: [t.planName, t.slot] })],
);

/** The simulated cloud's resource groups. */
export const simulatedResourceGroups = pgTable(
  'simulated_resource_groups',
  {
    subscriptionId: text('subscription_id').notNull(),
    name: text('name').notNull(),
    location: text('location').notNull(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.name] })],
);

/** Licence offerings (doc2 §3 Offerings: friendlyName); 'Unspecified' exists but is hidden from choices. */
export const licenseOfferings = pgTable('license_offerings', {
  id: text('id').primaryKey(),
  friendlyName: text('friendly_name').notNull(),
  position: integer('position').notNull().default(0),
});

/** The rates a currency fills in a new licence (doc1 §5: choosing a currency updates four rates). */
export const licenseCurrencyRates = pgTable('license_currency_rates', {
  currencyCode: text('currency_code').primaryKey(),
  activeUserRate: doublePrecision('active_user_rate').notNull(),
  additionalOfficeRate: doublePrecision('additional_office_rate').notNull(),
  visualModeCost: doublePrecision('visual_mode_cost').notNull(),
  remoteAttendeeCost: doublePrecision('remote_attendee_cost').notNull(),
  /** The standard AirCast cost per hour in this currency (doc2 §7 licensing airCastCost). */
  airCastPerHourCost: doublePrecision('air_cast_per_hour_cost').notNull().default(100),
});

/** doc2 §3 Server plan; base plans are offered at quick create, peak plans carry block hours. */
export const serverPlans = pgTable('server_plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  category: text('category', { enum: ['Base', 'PeakLoad'] }).notNull(),
  weekday: text('weekday').notNull(),
  weekendDay: text('weekend_day').notNull(),
  /** The performance level while boosted (doc2 §3); null for a plan made before boost was kept. */
  boost: text('boost'),
  blockHours: integer('block_hours'),
  createdAt: createdAt(),
});

/** The features that can be turned on per customer (doc2 feature management keeps this list). */
export const features = pgTable('features', {
  featureId: text('feature_id').primaryKey(),
  createdAt: createdAt(),
});

/** Stripe accounts a licence can settle into. */
export const stripeAccounts = pgTable('stripe_accounts', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  currencyCode: text('currency_code').notNull(),
});

export const boostPlanKinds = ['base', 'peak'] as const;

/** doc1 §3 Boost usage: the boost hours a customer's base or peak load plan grants, and those left. */
export const boostUsages = pgTable(
  'boost_usages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    planKind: text('plan_kind', { enum: boostPlanKinds }).notNull(),
    boostHours: doublePrecision('boost_hours').notNull(),
    remainingBoostHours: doublePrecision('remaining_boost_hours').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('boost_usages_customer_plan').on(t.customerId, t.planKind)],
);

/** doc2 §3 Custom report: a customer's uploaded report definitions, kept in the database. */
export const customerReports = pgTable(
  'customer_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    uploadedBy: text('uploaded_by'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_reports_customer').on(t.customerId, t.uploadedAt)],
);

/**
 * The support users created for a customer (doc1 §3 Support user): one per user name, so the same
 * support user is not created twice. A row exists from the start of its job; a faulted job removes it.
 */
export const supportUsers = pgTable(
  'support_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userName: text('user_name').notNull(),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('support_users_customer_name').on(t.customerId, sql`lower(${t.userName})`)],
);

/**
 * The distinct words of customer names per subscription: "did you mean" compares a misspelt query
 * with these few thousand words instead of 100,000 names (docs/decisions/020).
 */
export const customerSearchTerms = pgTable(
  'customer_search_terms',
  {
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    term: text('term').notNull(),
    /** Roughly how many names hold the word (not lowered on decommission): a search starts from its rarest word. */
    customerCount: integer('customer_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.subscriptionId, t.term] }),
    index('customer_search_terms_trgm').using('gin', sql`${t.term} gin_trgm_ops`),
  ],
);

/**
 * The console's own structured error events (what the dashboard's error chart counts when no log
 * server is configured): jobs that ended faulted, platform faults, 5xx answers.
 */
export const errorEvents = pgTable(
  'error_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    source: text('source', { enum: ['job', 'platform', 'server'] }).notNull(),
    message: text('message').notNull(),
    /** The subscription it happened in; null for the server's own errors. */
    subscriptionId: text('subscription_id'),
    details: jsonb('details'),
  },
  (t) => [index('error_events_at').on(t.at), index('error_events_subscription_at').on(t.subscriptionId, t.at)],
);

export const serviceHealthStates = ['healthy', 'degraded', 'unhealthy'] as const;

/**
 * The simulated platform's record of the services each subscription's fleet depends on, as its
 * health collector last found them (a real driver asks its monitoring instead).
 */
export const simulatedServiceHealth = pgTable(
  'simulated_service_health',
  {
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    /** Stable within the subscription, e.g. `controllers:hg-eastus-01`, `sql:eastus`, `dns`. */
    key: text('key').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    location: text('location'),
    hostingGroupId: uuid('hosting_group_id').references(() => hostingGroups.id, { onDelete: 'cascade' }),
    status: text('status', { enum: serviceHealthStates }).notNull().default('healthy'),
    message: text('message'),
    collectedAt: timestamp('collected_at', { withTimezone: true }).notNull().defaultNow(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.key] })],
);

/** The simulated cloud provider's incidents in the regions the fleet runs in. */
export const simulatedCloudIncidents = pgTable(
  'simulated_cloud_incidents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    location: text('location')
      .notNull()
      .references(() => azureLocations.name),
    service: text('service').notNull(),
    title: text('title').notNull(),
    severity: text('severity', { enum: ['degraded', 'outage'] }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [index('simulated_cloud_incidents_open').on(t.resolvedAt)],
);

/**
 * What the platform knows of one domain of a customer (its custom domain or a URL rewrite rule's):
 * the TXT records that prove ownership, validation, the ordered certificate and Front Door (0010).
 */
export const customerDomains = pgTable(
  'customer_domains',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    domainName: text('domain_name').notNull(),
    /** [{ name, value }]; the values are not secret: the customer publishes them. */
    txtRecords: jsonb('txt_records').notNull().default([]),
    areTxtRecordsPublished: boolean('are_txt_records_published').notNull().default(false),
    validationState: text('validation_state', { enum: ['notValidated', 'validated', 'failed'] })
      .notNull()
      .default('notValidated'),
    validationReason: text('validation_reason'),
    validatedAt: timestamp('validated_at', { withTimezone: true }),
    certificateOrderState: text('certificate_order_state', { enum: ['notOrdered', 'ordering', 'issued', 'failed'] })
      .notNull()
      .default('notOrdered'),
    certificateOrderReason: text('certificate_order_reason'),
    /** The issued certificate's public facts (thumbprint, subject, names, notAfter). */
    orderedCertificate: jsonb('ordered_certificate'),
    frontDoorState: text('front_door_state', { enum: ['notAdded', 'adding', 'added', 'failed'] })
      .notNull()
      .default('notAdded'),
    frontDoorReason: text('front_door_reason'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.domainName] })],
);

/** The simulated public DNS: TXT records the platform created, visible once they have propagated (0010). */
export const simulatedDnsRecords = pgTable('simulated_dns_records', {
  recordName: text('record_name').primaryKey(),
  domainName: text('domain_name').notNull(),
  value: text('value').notNull(),
  visibleAt: timestamp('visible_at', { withTimezone: true }).notNull(),
});

/** A customer's email account: its sending IP address, invited teammates and encrypted API key (0011). */
export const customerEmailSettings = pgTable(
  'customer_email_settings',
  {
    customerId: uuid('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Assigned from the email IP pool (doc2); null while the customer sends from the shared pool. */
    ipAddress: text('ip_address'),
    invitedEmails: jsonb('invited_emails').notNull().default([]),
    /** AES-256-GCM (SECRETS_ENCRYPTION_KEY); never returned. */
    encryptedApiKey: text('encrypted_api_key'),
    apiKeyResetAt: timestamp('api_key_reset_at', { withTimezone: true }),
  },
  // The IP pool counts who sends from each address and names some of them: the customer id beside the
  // address lets both read the index alone (issue 30, goal 1).
  (t) => [index('customer_email_settings_ip_customer').on(t.ipAddress, t.customerId)],
);

/**
 * The database of each deployment (doc1 §3 Database details): its server, performance level range,
 * max size and compatibility level, and its two passwords encrypted with SECRETS_ENCRYPTION_KEY.
 */
export const deploymentDatabases = pgTable(
  'deployment_databases',
  {
    deploymentId: uuid('deployment_id')
      .primaryKey()
      .references(() => deployments.id, { onDelete: 'cascade' }),
    serverName: text('server_name').notNull(),
    databaseName: text('database_name').notNull(),
    minPerformanceLevelId: text('min_performance_level_id').notNull(),
    maxPerformanceLevelId: text('max_performance_level_id').notNull(),
    maxSizeInGb: integer('max_size_in_gb').notNull(),
    compatibilityLevel: integer('compatibility_level').notNull(),
    isUpdating: boolean('is_updating').notNull().default(false),
    encryptedPassword: text('encrypted_password').notNull(),
    encryptedReadOnlyPassword: text('encrypted_read_only_password').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('deployment_databases_server_database').on(t.serverName, t.databaseName)],
);

/** The simulated platform's dead-letter queues: one row per dead-lettered message, oldest first. */
export const simulatedDeadLetters = pgTable(
  'simulated_dead_letters',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deploymentId: uuid('deployment_id')
      .notNull()
      .references(() => deployments.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    queueName: text('queue_name').notNull(),
    label: text('label').notNull(),
    enqueuedAt: timestamp('enqueued_at', { withTimezone: true }).notNull().defaultNow(),
    deliveryCount: integer('delivery_count').notNull(),
    deadLetterReason: text('dead_letter_reason').notNull(),
    deadLetterErrorDescription: text('dead_letter_error_description').notNull(),
    body: text('body').notNull(),
  },
  (t) => [
    index('simulated_dead_letters_queue').on(t.deploymentId, t.id),
    uniqueIndex('simulated_dead_letters_message').on(t.deploymentId, t.messageId),
  ],
);

export const paymentGatewayKinds = ['standard', 'custom'] as const;

/**
 * The payment gateways a customer can use (doc1 §3 Payment gateway: name): the standard list every
 * customer may use, and the custom list chosen per customer. Reference data, seeded by migration 0017.
 */
export const paymentGateways = pgTable(
  'payment_gateways',
  {
    name: text('name').primaryKey(),
    kind: text('kind', { enum: paymentGatewayKinds }).notNull(),
    position: integer('position').notNull().default(0),
  },
  // Declared in migration 0017; stated here so the schema and the snapshot say what the database has.
  (table) => [check('payment_gateways_kind', sql`${table.kind} in ('standard', 'custom')`)],
);

/**
 * A customer's EventsAIR Pay setting (doc1 §2 pay provider setting): which of its pay accounts the
 * customer uses. The row also records that the pay accounts of the customer are known.
 */
export const customerEaPay = pgTable('customer_ea_pay', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  selectedEaPayId: text('selected_ea_pay_id'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The EventsAIR Pay accounts open to a customer (answered by the pay provider; simulated here). */
export const eaPayAccounts = pgTable(
  'ea_pay_accounts',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    eaPayId: text('ea_pay_id').notNull(),
    name: text('name').notNull(),
    currencyCode: text('currency_code').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.eaPayId] })],
);

/** A customer's interactive sites (doc1 §3 Deleted site: siteId); a deleted one has `deletedAt` and can be restored. */
export const interactiveSites = pgTable(
  'interactive_sites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('interactive_sites_customer_name').on(t.customerId, t.name),
    index('interactive_sites_customer_deleted').on(t.customerId, t.deletedAt),
  ],
);

export const computeMigrationStates = [
  'queued',
  'preparing',
  'migrating',
  'verifying',
  'completed',
  'failed',
  'cancelled',
] as const;

/**
 * doc1 §3/§4: moving a deployment's compute from one cloud service to another (or to an app service
 * plan). Its state is kept here so a restart resumes it; the job that drives it moves the state on.
 */
export const computeMigrations = pgTable(
  'compute_migrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deploymentId: uuid('deployment_id')
      .notNull()
      .references(() => deployments.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    state: text('state', { enum: computeMigrationStates }).notNull().default('queued'),
    sourceCloudServiceId: uuid('source_cloud_service_id').notNull(),
    targetCloudServiceId: uuid('target_cloud_service_id').notNull(),
    isMoveToAppService: boolean('is_move_to_app_service').notNull().default(false),
    jobCorrelationId: uuid('job_correlation_id'),
    failureReason: text('failure_reason'),
    startedAtUtc: timestamp('started_at_utc', { withTimezone: true }).notNull().defaultNow(),
    updatedAtUtc: timestamp('updated_at_utc', { withTimezone: true }).notNull().defaultNow(),
    completedAtUtc: timestamp('completed_at_utc', { withTimezone: true }),
    dismissedAtUtc: timestamp('dismissed_at_utc', { withTimezone: true }),
  },
  (t) => [index('compute_migrations_deployment').on(t.deploymentId, t.startedAtUtc)],
);

/**
 * The client certificate the machines of an on-site hosting group authenticate with: a PKCS#12 and
 * its private key password, both encrypted with SECRETS_ENCRYPTION_KEY (the password is null when
 * the private key is not protected).
 */
export const hostingGroupCertificates = pgTable('hosting_group_certificates', {
  id: uuid('id').primaryKey().defaultRandom(),
  hostingGroupId: uuid('hosting_group_id')
    .notNull()
    .unique()
    .references(() => hostingGroups.id, { onDelete: 'cascade' }),
  thumbprint: text('thumbprint').notNull().unique(),
  subject: text('subject').notNull(),
  notAfter: timestamp('not_after', { withTimezone: true }).notNull(),
  pfxEncrypted: text('pfx_encrypted').notNull(),
  privateKeyPasswordEncrypted: text('private_key_password_encrypted'),
  createdAt: createdAt(),
});

/**
 * Email IP pool (doc2 §7): the email provider's sending addresses and their reputation. Who sends from
 * one is the customers' own record (customer_email_settings.ip_address).
 */
export const emailIpStates = ['good', 'bad'] as const;

export const emailIpAddresses = pgTable('email_ip_addresses', {
  ipAddress: text('ip_address').primaryKey(),
  state: text('state', { enum: emailIpStates }).notNull().default('good'),
  changedByName: text('changed_by_name'),
  changedAt: timestamp('changed_at', { withTimezone: true }),
});

// --- performance-checks: the performance test bench (doc2 §2, §3) ---

/** A performance check of a registration site, launched from the bench; its job runs the load. */
export const performanceChecks = pgTable(
  'performance_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    /** standard, pageHit or hardware. */
    kind: text('kind').notNull(),
    registrationSiteUrl: text('registration_site_url').notNull(),
    /** The counts of its kind as launched (baseLoad, targetAttendees, …). */
    settings: jsonb('settings').$type<Record<string, number>>().notNull(),
    /** queued, running, succeeded or failed. */
    state: text('state').notNull().default('queued'),
    jobCorrelationId: uuid('job_correlation_id').notNull(),
    launchedBy: text('launched_by'),
    /** The run second by second, as its phases reported them. */
    samples: jsonb('samples')
      .$type<{ second: number; activeUsers: number; requestsPerSecond: number; latencyP95Ms: number; errors: number }[]>()
      .notNull()
      .default([]),
    result: jsonb('result').$type<Record<string, number>>(),
    createdAt: createdAt(),
    completedAtUtc: timestamp('completed_at_utc', { withTimezone: true }),
  },
  (t) => [index('performance_checks_subscription_kind').on(t.subscriptionId, t.kind, t.createdAt)],
);

/** doc2 §3: a check's statuses; only the last 20 of each check are kept (older ones deleted on insert). */
export const performanceCheckStatuses = pgTable(
  'performance_check_statuses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    checkId: uuid('check_id')
      .notNull()
      .references(() => performanceChecks.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    atUtc: timestamp('at_utc', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('performance_check_statuses_check').on(t.checkId, t.id)],
);

// ── KPI and aircast export (doc2 §7 KPI, Aircast export; decision 095) ──────────────────────────────

/** Aircast usage: one row per streamed session of a customer (the export's rows and a KPI source). */
export const aircastUsage = pgTable(
  'aircast_usage',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    usageDate: date('usage_date', { mode: 'string' }).notNull(),
    sessionName: text('session_name').notNull(),
    hours: doublePrecision('hours').notNull(),
    attendees: integer('attendees').notNull(),
    peakConcurrentViewers: integer('peak_concurrent_viewers').notNull(),
  },
  // The export reads a date range in (date, id) order, a batch at a time (keyset).
  (t) => [index('aircast_usage_date_id').on(t.usageDate, t.id), index('aircast_usage_customer').on(t.customerId)],
);

/** The KPI rows of a month (its first day): one value per subscription, metric and dimension. */
export const kpiData = pgTable(
  'kpi_data',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    metric: text('metric').notNull(),
    /** What the value is broken down by (a licence offering), '' for none. */
    dimension: text('dimension').notNull().default(''),
    value: doublePrecision('value').notNull(),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('kpi_data_period_metric').on(t.periodStart, t.subscriptionId, t.metric, t.dimension)],
);

/** The one KPI process record (id 'kpi'): the last run, and the settings operators edit over a version. */
export const kpiProcessInformation = pgTable('kpi_process_information', {
  id: text('id').primaryKey(),
  lastGeneratedDate: date('last_generated_date', { mode: 'string' }),
  lastRunDate: date('last_run_date', { mode: 'string' }),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastRunStatus: text('last_run_status', { enum: ['never', 'running', 'succeeded', 'failed'] })
    .notNull()
    .default('never'),
  lastRunMessage: text('last_run_message'),
  rowsWritten: integer('rows_written').notNull().default(0),
  isEnabled: boolean('is_enabled').notNull().default(true),
  recipients: jsonb('recipients').$type<string[]>().notNull().default([]),
  notes: text('notes').notNull().default(''),
  version: integer('version').notNull().default(0),
  changedByName: text('changed_by_name'),
  changedAt: timestamp('changed_at', { withTimezone: true }),
});

// ── Operations catalogue (issue 27): upgrade costs and retention policies. Server plans extend
//    `serverPlans` above with their boost level.

/**
 * doc2 §3 Upgrade cost: name, identifier, upgradeCostDetails (description, amount, currency per line).
 * `version` counts saves; an edit saves over the version it read, else a 409 naming `changedByName`.
 */
export const upgradeCosts = pgTable('upgrade_costs', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  identifier: text('identifier').notNull().unique(),
  details: jsonb('details').$type<{ description: string; amount: number; currencyCode: string }[]>().notNull(),
  version: integer('version').notNull().default(1),
  changedByName: text('changed_by_name'),
  changedAt: timestamp('changed_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const retentionPolicyTargets = ['errorEvents', 'auditEvents', 'jobHistory', 'desiredStateInvestigations'] as const;

/** A retention policy: rows of its target older than keepForDays are removed when it runs. */
export const retentionPolicies = pgTable('retention_policies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  target: text('target', { enum: retentionPolicyTargets }).notNull().unique(),
  keepForDays: integer('keep_for_days').notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastRunRowsRemoved: integer('last_run_rows_removed'),
  createdAt: createdAt(),
});

// ── Azure locations, storage, redis caches and the management certificate (issue 28, decision 097).

/** A storage account the console created in a location (doc2 §7 POST /azure/storageaccounts/{name}/{flag}). */
export const storageAccounts = pgTable('storage_accounts', {
  name: text('name').primaryKey(),
  subscriptionId: text('subscription_id')
    .notNull()
    .references(() => subscriptions.id),
  location: text('location').notNull(),
  isPremium: boolean('is_premium').notNull(),
  createdByName: text('created_by_name'),
  createdAt: createdAt(),
});

/** A redis cache the console created in a location under its key (doc2 §3 Redis cache: key). */
export const redisCaches = pgTable('redis_caches', {
  name: text('name').primaryKey(),
  subscriptionId: text('subscription_id')
    .notNull()
    .references(() => subscriptions.id),
  location: text('location').notNull(),
  key: text('key').notNull(),
  createdByName: text('created_by_name'),
  createdAt: createdAt(),
});

/**
 * The console's management certificates (doc2 §2): the current one is what the console presents to the
 * cloud's subscriptions. The PKCS#12 with its private key is sealed like every secret (lib/secrets.ts).
 */
export const managementCertificates = pgTable(
  'management_certificates',
  {
    thumbprint: text('thumbprint').primaryKey(),
    subject: text('subject').notNull(),
    notAfter: timestamp('not_after', { withTimezone: true }).notNull(),
    pfxEncrypted: text('pfx_encrypted').notNull(),
    isCurrent: boolean('is_current').notNull().default(false),
    createdByName: text('created_by_name'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('management_certificates_current')
      .on(t.isCurrent)
      .where(sql`${t.isCurrent}`),
  ],
);

/** Whether a subscription accepted a certificate when the platform last tried it (doc2 failedConnectionResults). */
export const managementCertificateConnections = pgTable(
  'management_certificate_connections',
  {
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    thumbprint: text('thumbprint').notNull(),
    isConnected: boolean('is_connected').notNull(),
    reason: text('reason'),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.thumbprint] })],
);

/** The simulated cloud's locations (its world, not the console's `azure_locations`). */
export const simulatedLocations = pgTable('simulated_locations', {
  name: text('name').primaryKey(),
  displayName: text('display_name').notNull(),
  isSupported: boolean('is_supported').notNull(),
});

/** The simulated cloud's storage accounts and redis caches. */
export const simulatedResources = pgTable('simulated_resources', {
  name: text('name').primaryKey(),
  kind: text('kind', { enum: ['storageAccount', 'redisCache'] }).notNull(),
  location: text('location').notNull(),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
});

/** Which management certificate each of the simulated cloud's subscriptions trusts. */
export const simulatedTrustedCertificates = pgTable('simulated_trusted_certificates', {
  subscriptionId: text('subscription_id').primaryKey(),
  thumbprint: text('thumbprint').notNull(),
});
// --- database-servers: the Azure menu's database servers (doc2 §2, §3, §4) ---

export const databaseServerStatuses = ['provisioning', 'ready', 'failed'] as const;

/**
 * The console's record of a database server it created or was seeded with, written from the platform's
 * structured results (`databaseServer` changes). The admin password is sealed with the secrets key.
 */
export const databaseServers = pgTable(
  'database_servers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    serverName: text('server_name').notNull(),
    location: text('location').notNull(),
    status: text('status', { enum: databaseServerStatuses }).notNull().default('provisioning'),
    /** The last provisioning message (a phase's name, or why it failed). */
    statusMessage: text('status_message').notNull().default(''),
    encryptedAdminPassword: text('encrypted_admin_password').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('database_servers_subscription_server').on(t.subscriptionId, t.serverName)],
);

/** The simulated platform's own database servers (its world, not the console's record). */
export const simulatedDatabaseServers = pgTable('simulated_database_servers', {
  serverName: text('server_name').primaryKey(),
  location: text('location').notNull(),
  /** The admin login's password as the simulated server checks it: a SHA-256, never the password. */
  adminPasswordSha256: text('admin_password_sha256'),
  createdAt: createdAt(),
});

/**
 * doc2 §3 Certificate: the known hosting certificates (wildcard SSL, code signing, cloud service RDP), one
 * row per known id while one is held. The PKCS#12 and its password are sealed with the secrets key.
 */
export const hostingCertificates = pgTable('hosting_certificates', {
  id: text('id').primaryKey(),
  thumbprint: text('thumbprint').notNull(),
  subject: text('subject').notNull(),
  issuer: text('issuer').notNull(),
  notBefore: timestamp('not_before', { withTimezone: true }).notNull(),
  notAfter: timestamp('not_after', { withTimezone: true }).notNull(),
  pfxEncrypted: text('pfx_encrypted').notNull(),
  passwordEncrypted: text('password_encrypted').notNull(),
  uploadedByName: text('uploaded_by_name'),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * doc2 §3 Intrusion-detection keys: OSSEC agent keys, in the pool (`assigned_to` null) or assigned to an
 * agent on a machine. The key itself is sealed; the agent id is unique across the fleet.
 */
export const ossecKeys = pgTable(
  'ossec_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: text('agent_id').notNull(),
    agentName: text('agent_name').notNull(),
    ipAddress: text('ip_address').notNull(),
    keyEncrypted: text('key_encrypted').notNull(),
    assignedTo: text('assigned_to'),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ossec_keys_agent_id').on(t.agentId)],
);
