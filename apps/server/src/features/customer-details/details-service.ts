import { createHash } from 'node:crypto';
import type { CustomerDetails, GdsSettings } from '@console/contract';
import { asc, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { customers, hostedApplications, releaseChannels, releases, serverPlans } from '../../db/schema';
import { asCustomerLicence } from './licence-record';
import type { AuthContext } from '../../identity/auth-context';
import type { Jobs } from '../../jobs/types';
import { AppError } from '../../lib/app-error';
import { encryptSecret } from '../../lib/secrets';
import type { Live } from '../../live/live';
import { asCustomizations } from './stored-customizations';
import { asNames } from './stored-gateways';
import { findCustomer, requireSubscription, summaryColumns, toCustomerSummary } from '../customers';
import { checkSpf, customDomainReasons, splitDomains } from '../validation';
import { detailJobOf, type DetailJobKind } from './detail-jobs';

export type DetailDeps = { db: Db; config: Config; auth: AuthContext; jobs: Jobs | undefined; live: Live | undefined };

const asFeatures = (value: unknown): CustomerDetails['features'] =>
  Array.isArray(value)
    ? value.flatMap((f: unknown) =>
        f && typeof f === 'object' && typeof (f as { featureId?: unknown }).featureId === 'string'
          ? [{ featureId: (f as { featureId: string }).featureId, isEnabled: (f as { isEnabled?: unknown }).isEnabled === true }]
          : [],
      )
    : [];

const textOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** A stored key: sealed (cdsApiKeySealed), or a plain one written before keys were sealed (decision 006). */
const hasStoredKey = (v: Record<string, unknown>) =>
  (typeof v.cdsApiKeySealed === 'string' && v.cdsApiKeySealed !== '') || (typeof v.cdsApiKey === 'string' && v.cdsApiKey !== '');

const storedGds = (value: unknown) => (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;

const asGdsSettings = (value: unknown): CustomerDetails['gdsSettings'] => {
  const v = storedGds(value);
  const isEnabled = v.gdsEnabled === true;
  return {
    gdsEnabled: isEnabled,
    gdsProcessingPcc: isEnabled ? textOrNull(v.gdsProcessingPcc) : null,
    hasCdsApiKey: isEnabled && hasStoredKey(v),
  };
};

const basePlanIdOf = (value: unknown) =>
  value && typeof value === 'object' && typeof (value as { basePlanId?: unknown }).basePlanId === 'string'
    ? (value as { basePlanId: string }).basePlanId
    : null;

/** One customer of the caller's subscription as its details page shows it; 404 for any other. */
export const readCustomerDetails = async ({
  db,
  config,
  subscriptionId,
  id,
}: {
  db: Db;
  config: Config;
  subscriptionId: string;
  id: string;
}): Promise<CustomerDetails> => {
  const row = await findCustomer({
    db,
    subscriptionId,
    id,
    select: {
      ...summaryColumns,
      logLevel: customers.logLevel,
      webhookCount: customers.webhookCount,
      isOnDedicatedServer: customers.isOnDedicatedServer,
      pinnedReleaseId: customers.pinnedReleaseId,
      features: customers.features,
      gdsSettings: customers.gdsSettings,
      basePlanDetails: customers.basePlanDetails,
      licenseDetails: customers.licenseDetails,
      peakLoadPlanDetails: customers.peakLoadPlanDetails,
      staticIpAddress: customers.staticIpAddress,
      isOnAppGateway: customers.isOnAppGateway,
      creditCardVaultResetAt: customers.creditCardVaultResetAt,
      customizations: customers.customizations,
      paymentGateways: customers.paymentGateways,
      isUsingStandardPaymentGateways: customers.isUsingStandardPaymentGateways,
      customPaymentGateways: customers.customPaymentGateways,
      updatedAt: customers.updatedAt,
      version: customers.version,
      changedByName: customers.changedByName,
      changedAt: customers.changedAt,
      channelReleaseId: releaseChannels.currentReleaseId,
    },
  });
  const versionOf = async (releaseId: string | null) => {
    if (!releaseId) return null;
    const [release] = await db.select({ version: releases.version }).from(releases).where(eq(releases.id, releaseId));
    return release?.version ?? null;
  };
  const running = await db
    .selectDistinct({ version: hostedApplications.version })
    .from(hostedApplications)
    .where(eq(hostedApplications.customerId, row.id))
    .orderBy(asc(hostedApplications.version));
  const basePlanId = basePlanIdOf(row.basePlanDetails);
  const [plan] = basePlanId
    ? await db.select({ name: serverPlans.name }).from(serverPlans).where(eq(serverPlans.id, basePlanId))
    : [];
  const licence = await asCustomerLicence({ db, row });
  return {
    ...toCustomerSummary(config, row),
    logLevel: row.logLevel,
    webhookCount: row.webhookCount,
    isOnDedicatedServer: row.isOnDedicatedServer,
    pinnedReleaseId: row.pinnedReleaseId,
    pinnedVersion: await versionOf(row.pinnedReleaseId),
    releaseChannelVersion: await versionOf(row.channelReleaseId),
    runningVersions: running.map((r) => r.version),
    features: asFeatures(row.features),
    gdsSettings: asGdsSettings(row.gdsSettings),
    customizations: asCustomizations(row.customizations),
    paymentGateways: asNames(row.paymentGateways),
    isUsingStandardPaymentGateways: row.isUsingStandardPaymentGateways,
    customPaymentGateways: asNames(row.customPaymentGateways),
    serverPlanName: plan?.name ?? null,
    licence,
    staticIpAddress: row.staticIpAddress,
    isOnAppGateway: row.isOnAppGateway,
    creditCardVaultResetAt: row.creditCardVaultResetAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    readAt: new Date().toISOString(),
    version: row.version,
    changedBy: row.changedByName,
    changedAt: row.changedAt?.toISOString() ?? null,
  };
};

export const getCustomerDetails = async ({ deps, id }: { deps: DetailDeps; id: string }) =>
  readCustomerDetails({ db: deps.db, config: deps.config, subscriptionId: requireSubscription(deps.auth), id });

/** Changes the customer's record, then pushes the new details to every open page of its subscription. */
export const changeCustomer = async ({
  deps,
  id,
  change,
}: {
  deps: DetailDeps;
  id: string;
  change: Partial<typeof customers.$inferInsert>;
}) => {
  const subscriptionId = requireSubscription(deps.auth);
  const customer = await findCustomer({ db: deps.db, subscriptionId, id });
  await deps.db
    .update(customers)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(customers.id, customer.id));
  const details = await readCustomerDetails({ db: deps.db, config: deps.config, subscriptionId, id });
  void deps.live?.push({ hub: 'customers', event: 'customerChanged', payload: details, subscriptionId });
  return details;
};

export const updateName = ({ deps, id, newName }: { deps: DetailDeps; id: string; newName: string }) =>
  changeCustomer({ deps, id, change: { name: newName } });

export const updateMiscDetails = ({ deps, id, webhookCount }: { deps: DetailDeps; id: string; webhookCount: number }) =>
  changeCustomer({ deps, id, change: { webhookCount } });

export const setLogLevel = ({ deps, id, level }: { deps: DetailDeps; id: string; level: number }) =>
  changeCustomer({ deps, id, change: { logLevel: level } });

/** doc1 §5: the domain is validated before saving; every reason is named, joined in the answer. */
export const updateEmailDomain = async ({ deps, id, emailDomain }: { deps: DetailDeps; id: string; emailDomain: string }) => {
  const subscriptionId = requireSubscription(deps.auth);
  await findCustomer({ db: deps.db, subscriptionId, id });
  const domains = splitDomains(emailDomain);
  if (domains.length !== 1) throw new AppError('badRequest', 'Email domain: enter exactly one domain');
  const reasons = await customDomainReasons({ db: deps.db, candidate: domains[0]!, exceptCustomerId: id });
  if (reasons.length > 0) throw new AppError('badRequest', `Email domain: ${reasons.join(' ')}`);
  const customer = await changeCustomer({ deps, id, change: { emailDomain: domains[0]! } });
  return { customer, spf: checkSpf(domains[0]!) };
};

export const changeReleaseChannel = async ({ deps, id, channelId }: { deps: DetailDeps; id: string; channelId: string }) => {
  const [channel] = await deps.db
    .select({ id: releaseChannels.id })
    .from(releaseChannels)
    .where(eq(releaseChannels.id, channelId));
  if (!channel) throw new AppError('notFound', `Release channel ${channelId} was not found`);
  return changeCustomer({
    deps,
    id,
    change: { releaseChannelId: channel.id, isPinnedToReleaseChannel: false, pinnedReleaseId: null },
  });
};

/** Pins to the channel's current version; a customer without a channel, or a channel without a release, cannot pin. */
export const pinReleaseChannel = async ({ deps, id }: { deps: DetailDeps; id: string }) => {
  const subscriptionId = requireSubscription(deps.auth);
  const customer = await findCustomer({ db: deps.db, subscriptionId, id });
  if (!customer.releaseChannelId) throw new AppError('conflict', `${customer.alias} is in no release channel to pin to`);
  const [channel] = await deps.db.select().from(releaseChannels).where(eq(releaseChannels.id, customer.releaseChannelId));
  if (!channel?.currentReleaseId)
    throw new AppError('conflict', `The release channel of ${customer.alias} has no current version to pin to`);
  return changeCustomer({ deps, id, change: { isPinnedToReleaseChannel: true, pinnedReleaseId: channel.currentReleaseId } });
};

export const unlockFromCurrentReleaseChannel = ({ deps, id }: { deps: DetailDeps; id: string }) =>
  changeCustomer({ deps, id, change: { isPinnedToReleaseChannel: false, pinnedReleaseId: null } });

/**
 * doc1 §5: turning GDS off clears the processing PCC and the API key, whatever the request carried. The
 * key is sealed with the secrets key (AES-256-GCM) and never returned; a save without one keeps the key set.
 */
export const updateGdsSettings = async ({ deps, id, settings }: { deps: DetailDeps; id: string; settings: GdsSettings }) => {
  if (!settings.gdsEnabled) {
    return changeCustomer({ deps, id, change: { gdsSettings: { gdsEnabled: false, gdsProcessingPcc: null } } });
  }
  const customer = await findCustomer({ db: deps.db, subscriptionId: requireSubscription(deps.auth), id });
  const stored = storedGds(customer.gdsSettings);
  const sealed = settings.cdsApiKey
    ? encryptSecret(Buffer.from(settings.cdsApiKey, 'utf8'), deps.config.secretsEncryptionKey)
    : typeof stored.cdsApiKeySealed === 'string'
      ? stored.cdsApiKeySealed
      : typeof stored.cdsApiKey === 'string' && stored.cdsApiKey
        ? encryptSecret(Buffer.from(stored.cdsApiKey, 'utf8'), deps.config.secretsEncryptionKey)
        : null;
  return changeCustomer({
    deps,
    id,
    change: {
      gdsSettings: {
        gdsEnabled: true,
        gdsProcessingPcc: settings.gdsProcessingPcc || null,
        ...(sealed && { cdsApiKeySealed: sealed }),
      },
    },
  });
};

/**
 * The address the simulated platform reserves for a customer: stable per customer, in a public range
 * the provider owns (20.0.0.0/8), so the same customer always shows the same address.
 */
export const staticIpAddressFor = (customerId: string) => {
  const digest = createHash('sha256').update(customerId).digest();
  return `20.${digest[0]! % 256}.${digest[1]! % 256}.${(digest[2]! % 254) + 1}`;
};

/** Platform work on one settled customer, as a job; a busy customer (provisioning, decommissioning) waits. */
export const startDetailJob = async ({
  deps,
  id,
  kind,
  bodyCustomerId,
}: {
  deps: DetailDeps;
  id: string;
  kind: DetailJobKind;
  /** recycleAppPool and fixClickOnce name the customer in the body as well. */
  bodyCustomerId?: string;
}) => {
  const subscriptionId = requireSubscription(deps.auth);
  if (bodyCustomerId !== undefined && bodyCustomerId !== id) {
    throw new AppError('badRequest', 'Customer: must be the customer in the path');
  }
  if (!deps.jobs)
    throw new AppError('unavailable', 'Background jobs are not running on this server, so platform work cannot start');
  const customer = await findCustomer({ db: deps.db, subscriptionId, id });
  if (customer.state === 'provisioning') throw new AppError('conflict', `${customer.alias} is still being provisioned`);
  if (customer.state === 'decommissioning') throw new AppError('conflict', `${customer.alias} is being decommissioned`);
  if (kind === 'moveToAppGateway' && customer.isOnAppGateway) {
    throw new AppError('conflict', `${customer.alias} is already behind the App Gateway`);
  }
  if (kind === 'assignStaticIp' && customer.staticIpAddress) {
    throw new AppError('conflict', `${customer.alias} already has the static IP address ${customer.staticIpAddress}`);
  }
  return deps.jobs.start(detailJobOf(kind), {
    payload: {
      customerId: customer.id,
      alias: customer.alias,
      ...(kind === 'assignStaticIp' && { ipAddress: staticIpAddressFor(customer.id) }),
    },
    subscriptionId,
    operatorId: deps.auth.operator.id,
  });
};
