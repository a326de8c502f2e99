import type { ClickOnceArtifacts, CustomerDetails } from '@console/contract';
import { createHash } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { features, jobs } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findCustomer, requireSubscription } from '../customers';
import { changeCustomer, readCustomerDetails, type DetailDeps } from './details-service';

export const listFeatures = ({ db }: { db: Db }) =>
  db.select({ featureId: features.featureId }).from(features).orderBy(asc(features.featureId));

/** Turns one feature of the feature list on or off for a customer; unknown features are not found. */
export const setFeature = async ({
  deps,
  id,
  featureId,
  isEnabled,
}: {
  deps: DetailDeps;
  id: string;
  featureId: string;
  isEnabled: boolean;
}) => {
  const customer = await findCustomer({ db: deps.db, subscriptionId: requireSubscription(deps.auth), id });
  const [feature] = await deps.db.select().from(features).where(eq(features.featureId, featureId));
  if (!feature) throw new AppError('notFound', `Feature ${featureId} was not found`);
  const current = Array.isArray(customer.features) ? (customer.features as CustomerDetails['features']) : [];
  const others = current.filter((f) => f.featureId !== feature.featureId);
  return changeCustomer({
    deps,
    id,
    change: { features: isEnabled ? [...others, { featureId: feature.featureId, isEnabled: true }] : others },
  });
};

/** doc1 §7 `POST /customers/{id}/`: the plain fields of the record saved together. */
export const saveCustomer = ({
  deps,
  id,
  input,
}: {
  deps: DetailDeps;
  id: string;
  input: { name: string; webhookCount: number; isOnDedicatedServer: boolean };
}) =>
  changeCustomer({
    deps,
    id,
    change: { name: input.name, webhookCount: input.webhookCount, isOnDedicatedServer: input.isOnDedicatedServer },
  });

const artifactFiles = (alias: string, version: string) => [
  `${alias}.application`,
  'setup.exe',
  `Application Files/EventsAIR_${version.replaceAll('.', '_')}/EventsAIR.exe.manifest`,
  `Application Files/EventsAIR_${version.replaceAll('.', '_')}/EventsAIR.exe.deploy`,
];

/**
 * The ClickOnce artifacts of the build the customer runs (its pinned version, else its channel's):
 * names, sizes and hashes as the simulated build server publishes them, signed when the last
 * successful "fix ClickOnce" ran (or never, for a customer that was not re-signed).
 */
export const getClickOnceArtifacts = async ({ deps, id }: { deps: DetailDeps; id: string }): Promise<ClickOnceArtifacts> => {
  const subscriptionId = requireSubscription(deps.auth);
  const details = await readCustomerDetails({ db: deps.db, config: deps.config, subscriptionId, id });
  const customer = await findCustomer({ db: deps.db, subscriptionId, id });
  const version = details.pinnedVersion ?? details.releaseChannelVersion;
  const [signed] = await deps.db
    .select({ completedAtUtc: jobs.completedAtUtc })
    .from(jobs)
    .where(
      and(
        eq(jobs.type, 'customer.fixClickOnce'),
        eq(jobs.targetId, customer.id),
        eq(jobs.isCompleted, true),
        eq(jobs.isFaulted, false),
      ),
    )
    .orderBy(desc(jobs.completedAtUtc))
    .limit(1);
  const artifacts = version
    ? artifactFiles(customer.alias, version).map((fileName) => {
        const digest = createHash('sha256').update(`${customer.alias}/${version}/${fileName}`).digest();
        return {
          fileName,
          sizeBytes: fileName.endsWith('.deploy')
            ? 40_000_000 + (digest.readUInt32BE(0) % 8_000_000)
            : 2_000 + (digest.readUInt16BE(0) % 60_000),
          sha256: digest.toString('hex'),
          url: `${details.webAppUrl.replace(/\/$/, '')}/clickonce/${encodeURI(fileName)}`,
        };
      })
    : [];
  return {
    customerId: customer.id,
    alias: customer.alias,
    version,
    signedAt: signed?.completedAtUtc?.toISOString() ?? null,
    artifacts,
  };
};
