import { createHash } from 'node:crypto';
import { seedAircastUsageIfEmpty } from './aircast-usage';
import { constants } from '@console/contract';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { indexCustomerSearchTerms } from '../db/search-terms';
import { recordPlatformChanges } from '../platform/changes';
import type { Platform } from '../platform/types';
import { seedOperationsCatalogue } from './operations-catalogue-seed';
import {
  appServicePlanDeployments,
  appServicePlans,
  azureLocations,
  boostUsages,
  cloudServices,
  customerEmailSettings,
  customers,
  deploymentControllers,
  deploymentHostingGroups,
  deployments,
  emailIpAddresses,
  features,
  hostingGroups,
  licenseCurrencyRates,
  licenseOfferings,
  releaseChannels,
  releases,
  serverPlans,
  settings,
  stripeAccounts,
  subscriptions,
} from '../db/schema';
import { seedPerformanceChecks } from './performance-checks-seed';
import { seedAzureInfrastructure } from './azure-seed';
import { seedDatabaseServersIfEmpty } from './database-servers-seed';
import { seedCertificatesAndKeysIfEmpty } from './certificates-seed';

export const seedSubscriptions = [
  { id: '3f6c2a1e-8d4b-4c7a-9e21-5b0d7f3a9c10', name: 'Production fleet' },
  { id: 'a8e5d9c4-1b2f-4e6a-8c3d-7f9e0a1b2c3d', name: 'Staging fleet' },
];

export const seedLocations = ['australiaeast', 'westeurope', 'eastus', 'uksouth', 'southeastasia'];

const locationNames: Record<string, string> = {
  australiaeast: 'Australia East',
  westeurope: 'West Europe',
  eastus: 'East US',
  uksouth: 'UK South',
  southeastasia: 'Southeast Asia',
  brazilsouth: 'Brazil South',
};

/** The rates each currency fills in a new licence. */
export const seedCurrencyRates = [
  {
    currencyCode: 'AUD',
    activeUserRate: 45,
    additionalOfficeRate: 300,
    visualModeCost: 150,
    remoteAttendeeCost: 3,
    airCastPerHourCost: 100,
  },
  {
    currencyCode: 'USD',
    activeUserRate: 30,
    additionalOfficeRate: 200,
    visualModeCost: 100,
    remoteAttendeeCost: 2,
    airCastPerHourCost: 70,
  },
  {
    currencyCode: 'EUR',
    activeUserRate: 28,
    additionalOfficeRate: 185,
    visualModeCost: 95,
    remoteAttendeeCost: 2,
    airCastPerHourCost: 65,
  },
  {
    currencyCode: 'GBP',
    activeUserRate: 24,
    additionalOfficeRate: 160,
    visualModeCost: 80,
    remoteAttendeeCost: 1.5,
    airCastPerHourCost: 55,
  },
  {
    currencyCode: 'NZD',
    activeUserRate: 50,
    additionalOfficeRate: 330,
    visualModeCost: 165,
    remoteAttendeeCost: 3.5,
    airCastPerHourCost: 110,
  },
  {
    currencyCode: 'SGD',
    activeUserRate: 40,
    additionalOfficeRate: 270,
    visualModeCost: 135,
    remoteAttendeeCost: 2.5,
    airCastPerHourCost: 90,
  },
];

/** The email provider's sending IP pool: documentation addresses, every ninth one blocklisted (bad). */
export const seedEmailIps = Array.from({ length: 40 }, (_, i) => ({
  ipAddress: `198.51.100.${10 + i}`,
  state: (10 + i) % 9 === 0 ? ('bad' as const) : ('good' as const),
}));

/** The per-customer features the console can turn on (doc2 feature management keeps the list). */
export const seedFeatureIds = ['AirCast', 'ExhibitorPortal', 'MobileCheckIn', 'OnlineRegistrationV2', 'SpeakerPortal'];

/** Stripe accounts, one per currency a licence is billed in. */
export const seedStripeAccounts = seedCurrencyRates.map(({ currencyCode }) => ({
  id: `acct_eventsair_${currencyCode.toLowerCase()}`,
  name: `EventsAIR ${currencyCode}`,
  currencyCode,
}));

const releaseVersions = [
  '2026.3.0',
  '2026.3.1',
  '2026.4.0',
  '2026.4.2',
  '2026.5.0',
  '2026.5.1',
  '2026.5.2',
  '2026.6.0',
  '2026.6.1',
];

const channelPlan = [
  { name: 'Stable', version: '2026.5.2', stabilityIndex: 9800, share: 0.8 },
  { name: 'Beta', version: '2026.6.0', stabilityIndex: 9200, share: 0.15 },
  { name: 'Preview', version: '2026.6.1', stabilityIndex: 8100, share: 0.05 },
];

const eventWords = [
  'Events',
  'Conferences',
  'Congress',
  'Summits',
  'Expo',
  'Meetings',
  'Association',
  'Society',
  'Forum',
  'Group',
];
const currencies = seedCurrencyRates.map((r) => r.currencyCode);
const offerings = ['Enterprise', 'Professional', 'Standard'];

/** Aliases are lower-case letters and digits; the seed keeps to that, as the alias validator does. */
const aliasFrom = (name: string, taken: Set<string>): string => {
  // The seed's own rule (cut, then drop) predates the shared derivation: it keeps seeded aliases as they were.
  const base =
    name
      .toLowerCase()
      .replace(/\s+/g, '')
      .slice(0, constants.customerAliasMaxLength)
      .replace(/[^a-z0-9]/g, '') || 'customer';
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = String(n);
    const candidate = `${base.slice(0, 15 - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
};

const seedReleasesAndChannels = async (db: Db) => {
  const insertedReleases = await db
    .insert(releases)
    .values(releaseVersions.map((version, i) => ({ version, createdAt: new Date(Date.UTC(2026, 2 + Math.floor(i / 2), 1 + i)) })))
    .returning();
  const byVersion = new Map(insertedReleases.map((r) => [r.version, r.id]));
  await db
    .insert(releaseChannels)
    .values(
      channelPlan.map((c) => ({ name: c.name, currentReleaseId: byVersion.get(c.version)!, stabilityIndex: c.stabilityIndex })),
    );
};

const seedHostingGroups = async (db: Db) => {
  const rows = [
    ...seedLocations.flatMap((location) =>
      [1, 2, 3].map((n) => ({
        subscriptionId: seedSubscriptions[0]!.id,
        hostingGroupIdentifier: `hg-${location}-${String(n).padStart(2, '0')}`,
        kind: 'azure' as const,
        azureLocation: location,
      })),
    ),
    ...seedLocations.slice(0, 2).map((location) => ({
      subscriptionId: seedSubscriptions[1]!.id,
      hostingGroupIdentifier: `hg-staging-${location}`,
      kind: 'azure' as const,
      azureLocation: location,
    })),
    ...[1, 2, 3].map((n) => ({
      subscriptionId: seedSubscriptions[0]!.id,
      hostingGroupIdentifier: `onsite-${String(n).padStart(2, '0')}`,
      kind: 'onsite' as const,
      azureLocation: null,
    })),
  ];
  await db.insert(hostingGroups).values(rows);
};

/** Each hosting group's machines: two deployment controllers (on-site groups name them by machine). */
const seedDeploymentControllers = async (db: Db) => {
  const groups = await db.select().from(hostingGroups).orderBy(asc(hostingGroups.hostingGroupIdentifier));
  if (groups.length === 0) return;
  await db.insert(deploymentControllers).values(
    groups.flatMap((group, g) =>
      [1, 2].map((n) => ({
        hostingGroupId: group.id,
        name: `${group.hostingGroupIdentifier}-${group.kind === 'onsite' ? 'm' : 'vm'}${n}`,
        cpuPercent: 15 + ((g * 7 + n * 11) % 50),
        memoryPercent: 30 + ((g * 5 + n * 13) % 45),
        desiredStateVersion: 3 + (g % 4),
        currentStateVersion: 3 + (g % 4),
      })),
    ),
  );
};

/**
 * The fleet's applications and dead-letter queues are the platform's: the seed asks the driver to run
 * them (the simulated one only can) and records what it reports, as a job records a deployment's.
 */
const seedPlatformFleet = async (
  db: Db,
  platform: Platform | undefined,
  input: { deploymentIds?: string[]; seed: number; isFillingDeadLetters: boolean },
) => {
  if (!platform?.seedFleet) return;
  const changes = await platform.seedFleet(input);
  await recordPlatformChanges({ db, changes });
};

/** A database seeded before the simulated fleet existed gets its controllers and applications. */
export const seedFleetIfMissing = async (db: Db, platform?: Platform) => {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(deploymentControllers);
  if (total > 0) return false;
  await seedDeploymentControllers(db);
  await seedPlatformFleet(db, platform, { seed: 20261121, isFillingDeadLetters: false });
  return true;
};

/** Adds `total - existing` customers, each with one deployment in a hosting group of its subscription. */
export const seedCustomers = async (
  db: Db,
  total: number,
  { seed = 20261121, platform }: { seed?: number; platform?: Platform } = {},
) => {
  const [{ existing } = { existing: 0 }] = await db.select({ existing: count() }).from(customers);
  if (existing >= total) return 0;
  // Loaded only when there is something to seed: a start on an existing data folder never pays for it.
  const { Faker, en } = await import('@faker-js/faker');
  const faker = new Faker({ locale: [en] });
  faker.seed(seed + existing);
  const channels = await db.select().from(releaseChannels);
  const groups = await db.select().from(hostingGroups);
  const basePlans = await db.select().from(serverPlans).where(eq(serverPlans.category, 'Base')).orderBy(asc(serverPlans.name));
  const taken = new Set((await db.select({ alias: customers.alias }).from(customers)).map((r) => r.alias));
  const channelFor = (roll: number) => {
    let acc = 0;
    for (const plan of channelPlan) {
      acc += plan.share;
      if (roll < acc) return channels.find((c) => c.name === plan.name)!;
    }
    return channels[0]!;
  };
  const toAdd = total - existing;
  const batchSize = 1000;
  for (let start = 0; start < toAdd; start += batchSize) {
    const size = Math.min(batchSize, toAdd - start);
    const customerRows: (typeof customers.$inferInsert)[] = [];
    const deploymentPlans: { kind: 'azure' | 'onsite'; group: (typeof groups)[number] }[] = [];
    for (let i = 0; i < size; i++) {
      const name =
        faker.helpers.maybe(() => `${faker.company.name()} ${faker.helpers.arrayElement(eventWords)}`, {
          probability: 0.35,
        }) ?? faker.company.name();
      const alias = aliasFrom(name, taken);
      taken.add(alias);
      const subscriptionId = faker.number.float() < 0.85 ? seedSubscriptions[0]!.id : seedSubscriptions[1]!.id;
      const channel = channelFor(faker.number.float());
      const isPinned = faker.number.float() < 0.1;
      const isOnsite = subscriptionId === seedSubscriptions[0]!.id && faker.number.float() < 0.03;
      const candidates = groups.filter((g) => g.subscriptionId === subscriptionId && g.kind === (isOnsite ? 'onsite' : 'azure'));
      const group = faker.helpers.arrayElement(candidates);
      const currencyCode = faker.helpers.arrayElement(currencies);
      customerRows.push({
        subscriptionId,
        name,
        alias,
        emailDomain: faker.number.float() < 0.7 ? constants.defaultEmailDomain : `${alias}.${faker.internet.domainSuffix()}`,
        isEnabled: faker.number.float() >= 0.06,
        releaseChannelId: channel.id,
        isPinnedToReleaseChannel: isPinned,
        pinnedReleaseId: isPinned ? channel.currentReleaseId : null,
        webhookCount: faker.number.int({ min: 0, max: 12 }),
        isOnDedicatedServer: faker.number.float() < 0.05,
        licenseDetails: {
          licenseOfferingId: faker.helpers.arrayElement(offerings),
          currencyCode,
          activeUserRate: faker.number.int({ min: 20, max: 60 }),
          additionalOfficeRate: faker.number.int({ min: 100, max: 400 }),
          visualModeCost: faker.number.int({ min: 0, max: 200 }),
          remoteAttendeeCost: faker.number.int({ min: 1, max: 5 }),
          paymentGatewayRate: faker.number.float({ min: 0.5, max: 2.5, fractionDigits: 2 }),
          airCastPerHourCost: faker.number.int({ min: 50, max: 150 }),
          gracePeriodExpiryDate: faker.date.soon({ days: 120, refDate: '2026-11-21' }).toISOString().slice(0, 10),
        },
        createdAt: faker.date.past({ years: 6, refDate: '2026-11-21' }),
        // Every fourth customer has a base plan chosen (without drawing from faker, so the rest of the fleet stays as it was).
        basePlanDetails:
          (start + i) % 4 === 0 && basePlans.length > 0
            ? { firstDayOfWeek: constants.defaultFirstDayOfWeek, basePlanId: basePlans[(start + i) % basePlans.length]!.id }
            : {},
      });
      deploymentPlans.push({ kind: isOnsite ? 'onsite' : 'azure', group });
    }
    const inserted = await db.insert(customers).values(customerRows).returning({ id: customers.id, alias: customers.alias });
    const deploymentRows = await db
      .insert(deployments)
      .values(
        inserted.map((c, i) => ({
          customerId: c.id,
          kind: deploymentPlans[i]!.kind,
          azureLocation: deploymentPlans[i]!.group.azureLocation,
          resourceGroupName: deploymentPlans[i]!.kind === 'azure' ? `rg-${c.alias}` : null,
          hostingPlan: deploymentPlans[i]!.kind === 'azure' ? 'Shared' : null,
        })),
      )
      .returning({ id: deployments.id });
    await db
      .insert(deploymentHostingGroups)
      .values(deploymentRows.map((d, i) => ({ deploymentId: d.id, hostingGroupId: deploymentPlans[i]!.group.id })));
    const boostRows = inserted.flatMap((c, i) => {
      const planId = (customerRows[i]!.basePlanDetails as { basePlanId?: string }).basePlanId;
      const hours = basePlans.find((p) => p.id === planId)?.blockHours;
      return hours
        ? [
            {
              customerId: c.id,
              planKind: 'base' as const,
              boostHours: hours,
              remainingBoostHours: hours - ((start + i) % (hours + 1)),
            },
          ]
        : [];
    });
    if (boostRows.length > 0) await db.insert(boostUsages).values(boostRows);
    // Every third customer sends from a dedicated address of the pool (some of them bad ones).
    const emailRows = inserted.flatMap((c, i) =>
      (start + i) % 3 === 0 ? [{ customerId: c.id, ipAddress: seedEmailIps[(start + i) % seedEmailIps.length]!.ipAddress }] : [],
    );
    if (emailRows.length > 0) await db.insert(customerEmailSettings).values(emailRows).onConflictDoNothing();
    await seedPlatformFleet(db, platform, {
      deploymentIds: deploymentRows.map((d) => d.id),
      seed: seed + existing + start,
      // Dead-letter queues for the first thousand customers only: a 100,000-customer benchmark fleet
      // would otherwise seed millions of messages it never reads.
      isFillingDeadLetters: existing + start < 1000,
    });
  }
  await indexCustomerSearchTerms(db);
  // PGlite runs no autovacuum: fresh statistics and a visibility map let the planner use the search
  // indexes, and count from the index alone, at once.
  await db.execute(sql`vacuum analyze customers`);
  await db.execute(sql`vacuum analyze customer_search_terms`);
  return toAdd;
};

/** A cloud service with its slots and instances (doc2 §9: instance ids named by index). */
const seedCloudService = (input: {
  subscriptionId: string;
  serviceName: string;
  location: string;
  type: 'Shared' | 'Dedicated';
  instanceCount: number;
  hasStaging: boolean;
}) => {
  const instances = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => ({ instanceId: `${input.serviceName}_IN_${from + i}`, status: 'Ready' }));
  return {
    subscriptionId: input.subscriptionId,
    serviceName: input.serviceName,
    location: input.location,
    type: input.type,
    instanceCount: input.instanceCount,
    instanceSize: input.type === 'Dedicated' ? 'Standard_D3' : 'Standard_D2',
    packageVersion: '4.12.0',
    deployments: [
      { deploymentSlot: 'production' as const, packageVersion: '4.12.0', instances: instances(0, input.instanceCount) },
      ...(input.hasStaging
        ? [{ deploymentSlot: 'staging' as const, packageVersion: '4.13.0', instances: instances(input.instanceCount, 1) }]
        : []),
    ],
  };
};

/** The reference rows, built once so their fingerprint and their inserts are the same values. */
const referenceRows = () => {
  const placements = seedSubscriptions.flatMap((subscription, s) =>
    (s === 0 ? seedLocations : seedLocations.slice(0, 2)).map((location) => ({ subscriptionId: subscription.id, location, s })),
  );
  return {
    locations: Object.entries(locationNames).map(([name, displayName]) => ({
      name,
      displayName,
      isSupported: seedLocations.includes(name),
      currentAtUtc: new Date(Date.UTC(2026, 10, 1)),
    })),
    cloudServices: placements.flatMap(({ subscriptionId, location, s }) => [
      ...[1, 2].map((n) =>
        seedCloudService({
          subscriptionId,
          serviceName: `cs-${s === 0 ? 'prod' : 'stg'}-${location}-shared-${String(n).padStart(2, '0')}`,
          location,
          type: 'Shared',
          instanceCount: 2 + n,
          hasStaging: n === 1,
        }),
      ),
      seedCloudService({
        subscriptionId,
        serviceName: `cs-${s === 0 ? 'prod' : 'stg'}-${location}-dedicated-01`,
        location,
        type: 'Dedicated',
        instanceCount: 2,
        hasStaging: false,
      }),
    ]),
    // Shared and dedicated plans in each location, in a shared and a dedicated resource group (docs/decisions/100).
    appServicePlans: placements.flatMap(({ subscriptionId, location, s }, p) => {
      const env = s === 0 ? 'prod' : 'stg';
      return [
        { kind: 'shared', n: 1, type: 'Shared' as const, pricingTier: 'P1v3', instanceCount: 3 },
        { kind: 'shared', n: 2, type: 'Shared' as const, pricingTier: 'P2v3', instanceCount: 2 },
        {
          kind: 'dedicated',
          n: 1,
          type: 'Dedicated' as const,
          pricingTier: p % 2 === 0 ? 'S1' : 'P1v3',
          instanceCount: 1 + (p % 3),
        },
      ]
        .filter((plan) => s === 0 || plan.n === 1)
        .map((plan) => ({
          subscriptionId,
          planName: `asp-${env}-${location}-${plan.kind}-${String(plan.n).padStart(2, '0')}`,
          location,
          type: plan.type,
          pricingTier: plan.pricingTier,
          instanceCount: plan.instanceCount,
          resourceGroup: `rg-${env}-${location}-${plan.kind}`,
        }));
    }),
    licenseOfferings: ['Unspecified', 'Standard', 'Professional', 'Enterprise'].map((id, position) => ({
      id,
      friendlyName: id,
      position,
    })),
    currencyRates: seedCurrencyRates,
    serverPlans: [
      // A base plan's block hours are the boost hours it includes each month (docs/decisions/055).
      { name: 'Base S1', category: 'Base' as const, weekday: 'S1', weekendDay: 'S0', blockHours: 4 },
      { name: 'Base S2', category: 'Base' as const, weekday: 'S2', weekendDay: 'S1', blockHours: 6 },
      { name: 'Base P1', category: 'Base' as const, weekday: 'P1', weekendDay: 'S2', blockHours: 10 },
      { name: 'Peak P2', category: 'PeakLoad' as const, weekday: 'P2', weekendDay: 'P1', blockHours: 8 },
      { name: 'Peak P4', category: 'PeakLoad' as const, weekday: 'P4', weekendDay: 'P2', blockHours: 12 },
    ],
    features: seedFeatureIds.map((featureId) => ({ featureId })),
    stripeAccounts: seedStripeAccounts,
    emailIps: seedEmailIps,
  };
};

/** Where the fingerprint of the reference data last seeded is kept. */
const referenceSettingKey = 'seed.reference-data';

/**
 * Reference data the customer forms choose from: locations, shared cloud services and app service
 * plans, licence offerings and currency rates, server plans. Idempotent, so a database seeded before
 * these tables existed gets them on its next start. A start whose reference data is the one already
 * seeded (same fingerprint) reads one row and writes nothing.
 */
export const seedReferenceData = async (db: Db) => {
  const rows = referenceRows();
  const fingerprint = createHash('sha256').update(JSON.stringify(rows)).digest('hex');
  const [seeded] = await db.select().from(settings).where(eq(settings.key, referenceSettingKey));
  if (seeded?.value === fingerprint) return;
  const [{ subscriptionCount } = { subscriptionCount: 0 }] = await db.select({ subscriptionCount: count() }).from(subscriptions);
  if (subscriptionCount === 0) return;
  await db.transaction(async (tx) => {
    await tx.insert(azureLocations).values(rows.locations).onConflictDoNothing();
    const [{ services } = { services: 0 }] = await tx.select({ services: count() }).from(cloudServices);
    if (services === 0) {
      await tx.insert(cloudServices).values(rows.cloudServices);
    }
    const seededPlans = await tx.insert(appServicePlans).values(rows.appServicePlans).onConflictDoNothing().returning();
    // Each plan runs its production site; the shared ones a staging slot too, so a deployment can be deleted.
    const planSites = seededPlans.flatMap((plan) =>
      (plan.type === 'Shared' ? (['Production', 'Staging'] as const) : (['Production'] as const)).map((slot) => ({
        appServicePlanId: plan.id,
        slot,
        siteName: slot === 'Production' ? `${plan.planName}-site` : `${plan.planName}-site-staging`,
        state: 'Running',
      })),
    );
    if (planSites.length > 0) await tx.insert(appServicePlanDeployments).values(planSites).onConflictDoNothing();
    await tx.insert(licenseOfferings).values(rows.licenseOfferings).onConflictDoNothing();
    await tx.insert(licenseCurrencyRates).values(rows.currencyRates).onConflictDoNothing();
    await tx.insert(serverPlans).values(rows.serverPlans).onConflictDoNothing();
    await tx.insert(features).values(rows.features).onConflictDoNothing();
    await tx.insert(stripeAccounts).values(rows.stripeAccounts).onConflictDoNothing();
    await tx.insert(emailIpAddresses).values(rows.emailIps).onConflictDoNothing();
    await tx
      .insert(settings)
      .values({ key: referenceSettingKey, value: fingerprint })
      .onConflictDoUpdate({ target: settings.key, set: { value: fingerprint } });
  });
};

/**
 * Places the shared Azure deployments on the first shared cloud service of their subscription and
 * location, and each service on a hosting group there (its machines, for the desired-state link).
 */
const seedCloudServiceHosting = async (db: Db) => {
  await db.execute(sql`
    update deployments d set cloud_service_id = cs.id
    from customers c, cloud_services cs
    where d.customer_id = c.id and d.kind = 'azure' and d.hosting_plan = 'Shared' and d.cloud_service_id is null
      and cs.subscription_id = c.subscription_id and cs.location = d.azure_location and cs.service_name like '%-shared-01'`);
  await db.execute(sql`
    update cloud_services cs set hosting_group_id = (
      select hg.id from hosting_groups hg
      where hg.subscription_id = cs.subscription_id and hg.azure_location = cs.location
      order by hg.hosting_group_identifier limit 1)
    where cs.hosting_group_id is null`);
};

/**
 * The first start's demo fleet: subscriptions, releases and channels, hosting groups with their
 * deployment controllers, and customers with their deployments and hosted applications.
 */
export const seedIfEmpty = async (
  db: Db,
  options: {
    customers: number;
    platform?: Platform;
    /** Seals the seeded management certificate and database servers' admin passwords. */
    secretsEncryptionKey?: string;
  },
) => {
  await seedReferenceData(db);
  // Admin passwords are sealed with the process's key, so only a caller that has it seeds the servers.
  const seedServers = async () => {
    if (!options.secretsEncryptionKey) return;
    const all = await db.select({ id: subscriptions.id }).from(subscriptions);
    await seedDatabaseServersIfEmpty(db, {
      subscriptionIds: all.map((s) => s.id),
      locations: seedLocations,
      config: { secretsEncryptionKey: options.secretsEncryptionKey },
    });
    await seedCertificatesAndKeysIfEmpty(db, { secretsKey: options.secretsEncryptionKey });
  };
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(subscriptions);
  if (total > 0) {
    await seedFleetIfMissing(db, options.platform);
    await seedAircastUsageIfEmpty(db);
    await seedOperationsCatalogue(db);
    await seedAzureInfrastructure(db, { secretsKey: options.secretsEncryptionKey });
    await seedServers();
    return false;
  }
  await db
    .insert(subscriptions)
    .values(seedSubscriptions.map((s, i) => ({ ...s, createdAt: new Date(Date.UTC(2020, 0, 1 + i)) })));
  await seedReleasesAndChannels(db);
  await seedHostingGroups(db);
  await seedReferenceData(db);
  await seedDeploymentControllers(db);
  await seedCustomers(db, options.customers, { platform: options.platform });
  await seedCloudServiceHosting(db);
  await seedPerformanceChecks(
    db,
    seedSubscriptions.map((s) => s.id),
  );
  await seedAircastUsageIfEmpty(db);
  // After the customers: they are given the reference data's plans, as before these were seeded.
  await seedOperationsCatalogue(db);
  await seedAzureInfrastructure(db, { secretsKey: options.secretsEncryptionKey });
  await seedServers();
  return true;
};
