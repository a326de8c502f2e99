import type { CertificateSecret, HostingGroupFound, HostingGroupSummary, HostingGroupView } from '@console/contract';
import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import {
  customers,
  deploymentControllers,
  deploymentHostingGroups,
  deployments,
  desiredStateTransitions,
  hostedApplications,
  hostingGroupCertificates,
  hostingGroups,
} from '../../db/schema';
import type { AuthContext } from '../../identity/auth-context';
import { AppError } from '../../lib/app-error';
import { toControllerStatus, toHostedApplication, toTransition } from './fleet-views';
import { findCustomer, requireSubscription } from '../customers';
import { decryptSecret, encryptSecret } from '../../lib/secrets';
import { generateGroupCertificate } from './group-certificate';
import { escapeLike } from '../../lib/like-pattern';

export type HostingGroupDeps = { db: Db; auth: AuthContext; config: Config };

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

const findGroup = async (db: Db, subscriptionId: string, id: string) => {
  const [group] = await db
    .select()
    .from(hostingGroups)
    .where(and(eq(hostingGroups.id, id), eq(hostingGroups.subscriptionId, subscriptionId)));
  if (!group) throw new AppError('notFound', `Hosting group ${id} was not found`);
  return group;
};

/** Whether a hosting group of the subscription has this id (live group joins are checked with it). */
export const isHostingGroupOfSubscription = async ({
  db,
  hostingGroupId,
  subscriptionId,
}: {
  db: Db;
  hostingGroupId: string;
  subscriptionId: string;
}) => {
  if (!isUuid(hostingGroupId)) return false;
  const [row] = await db
    .select({ id: hostingGroups.id })
    .from(hostingGroups)
    .where(and(eq(hostingGroups.id, hostingGroupId), eq(hostingGroups.subscriptionId, subscriptionId)));
  return Boolean(row);
};

const storeCertificate = async (
  db: Db,
  config: Config,
  group: { id: string; hostingGroupIdentifier: string },
  isPrivateKeyProtected: boolean,
) => {
  const certificate = generateGroupCertificate({ hostingGroupIdentifier: group.hostingGroupIdentifier, isPrivateKeyProtected });
  await db
    .insert(hostingGroupCertificates)
    .values({
      hostingGroupId: group.id,
      thumbprint: certificate.thumbprint,
      subject: certificate.subject,
      notAfter: certificate.notAfter,
      pfxEncrypted: encryptSecret(certificate.pfx, config.secretsEncryptionKey),
      privateKeyPasswordEncrypted:
        certificate.privateKeyPassword === null
          ? null
          : encryptSecret(Buffer.from(certificate.privateKeyPassword, 'utf8'), config.secretsEncryptionKey),
    })
    .onConflictDoNothing({ target: hostingGroupCertificates.hostingGroupId });
};

/**
 * The certificate of an on-site group; one made before certificates were kept (the seeded groups)
 * gets one, with a protected key, the first time it is asked for.
 */
const certificateOf = async (db: Db, config: Config, group: typeof hostingGroups.$inferSelect) => {
  if (group.kind !== 'onsite') return null;
  const read = async () =>
    (await db.select().from(hostingGroupCertificates).where(eq(hostingGroupCertificates.hostingGroupId, group.id)))[0];
  let row = await read();
  if (!row) {
    await storeCertificate(db, config, group, true);
    row = await read();
  }
  return row
    ? {
        id: row.id,
        thumbprint: row.thumbprint,
        subject: row.subject,
        notAfterUtc: row.notAfter.toISOString(),
        isPrivateKeyProtected: row.privateKeyPasswordEncrypted !== null,
      }
    : null;
};

/**
 * A group's deployment ids gathered in the database as one comma-separated text: a shared group runs
 * thousands, and one string splits far faster than a uuid[] (or thousands of rows) is parsed.
 */
const deploymentIdList = sql<string | null>`string_agg(${deploymentHostingGroups.deploymentId}::text, ',')`;

const splitIds = (list: string | null) => (list ? list.split(',') : []);

const logSearch = (config: Config, filter: string) => `${config.logSearchUrl}?filter=${encodeURIComponent(filter)}`;

export const getHostingGroup = async ({ deps, id }: { deps: HostingGroupDeps; id: string }): Promise<HostingGroupView> => {
  const group = await findGroup(deps.db, requireSubscription(deps.auth), id);
  const controllers = await deps.db
    .select()
    .from(deploymentControllers)
    .where(eq(deploymentControllers.hostingGroupId, group.id))
    .orderBy(asc(deploymentControllers.name));
  const [ids] = await deps.db
    .select({ deploymentIds: deploymentIdList })
    .from(deploymentHostingGroups)
    .where(eq(deploymentHostingGroups.hostingGroupId, group.id));
  const transitions =
    controllers.length === 0
      ? []
      : await deps.db
          .select()
          .from(desiredStateTransitions)
          .where(
            inArray(
              desiredStateTransitions.deploymentControllerId,
              controllers.map((c) => c.id),
            ),
          )
          .orderBy(desc(desiredStateTransitions.startedAtUtc))
          .limit(20);
  return {
    id: group.id,
    hostingGroupIdentifier: group.hostingGroupIdentifier,
    kind: group.kind,
    azureLocation: group.azureLocation,
    deploymentIds: splitIds(ids?.deploymentIds ?? null),
    deploymentControllers: controllers.map(toControllerStatus),
    transitions: transitions.map((t) => toTransition(t, group.id)),
    certificate: await certificateOf(deps.db, deps.config, group),
    logSearchUrl: logSearch(deps.config, `HostingGroup = '${group.hostingGroupIdentifier}'`),
    machineLogSearchUrls: Object.fromEntries(controllers.map((c) => [c.id, logSearch(deps.config, `MachineName = '${c.name}'`)])),
  };
};

/** The deployments each group runs, by group. */
const withDeploymentIds = async (db: Db, rows: Omit<HostingGroupSummary, 'deploymentIds'>[]): Promise<HostingGroupSummary[]> => {
  const lists =
    rows.length === 0
      ? []
      : await db
          .select({ hostingGroupId: deploymentHostingGroups.hostingGroupId, deploymentIds: deploymentIdList })
          .from(deploymentHostingGroups)
          .where(
            inArray(
              deploymentHostingGroups.hostingGroupId,
              rows.map((r) => r.id),
            ),
          )
          .groupBy(deploymentHostingGroups.hostingGroupId);
  const byGroup = new Map(lists.map((list) => [list.hostingGroupId, splitIds(list.deploymentIds)]));
  return rows.map((row) => ({ ...row, deploymentIds: byGroup.get(row.id) ?? [] }));
};

const summaryColumns = {
  id: hostingGroups.id,
  hostingGroupIdentifier: hostingGroups.hostingGroupIdentifier,
  kind: hostingGroups.kind,
  azureLocation: hostingGroups.azureLocation,
};

export const searchHostingGroups = async ({
  deps,
  query,
  limit,
}: {
  deps: HostingGroupDeps;
  query: string;
  limit: number;
}): Promise<HostingGroupFound[]> => {
  const pattern = escapeLike(query);
  return deps.db
    .select(summaryColumns)
    .from(hostingGroups)
    .where(
      and(
        eq(hostingGroups.subscriptionId, requireSubscription(deps.auth)),
        ilike(hostingGroups.hostingGroupIdentifier, `%${pattern}%`),
      ),
    )
    .orderBy(
      sql`case when ${hostingGroups.hostingGroupIdentifier} ilike ${`${pattern}%`} then 0 else 1 end`,
      asc(hostingGroups.hostingGroupIdentifier),
    )
    .limit(limit);
};

/** A page of the deployments a group runs, by customer alias; `query` keeps those whose alias contains it. */
export const listHostingGroupDeployments = async ({
  deps,
  id,
  query,
  page,
  pageSize,
}: {
  deps: HostingGroupDeps;
  id: string;
  query: string;
  page: number;
  pageSize: number;
}) => {
  const group = await findGroup(deps.db, requireSubscription(deps.auth), id);
  const where = and(
    eq(deploymentHostingGroups.hostingGroupId, group.id),
    query ? ilike(customers.alias, `%${escapeLike(query)}%`) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    deps.db
      .select({ id: deployments.id, customerId: customers.id, customerAlias: customers.alias, isEnabled: deployments.isEnabled })
      .from(deploymentHostingGroups)
      .innerJoin(deployments, eq(deployments.id, deploymentHostingGroups.deploymentId))
      .innerJoin(customers, eq(customers.id, deployments.customerId))
      .where(where)
      .orderBy(asc(customers.alias), asc(deployments.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    // Without a filter every link is one deployment of one customer: the links' own index counts them.
    query
      ? deps.db
          .select({ total: count() })
          .from(deploymentHostingGroups)
          .innerJoin(deployments, eq(deployments.id, deploymentHostingGroups.deploymentId))
          .innerJoin(customers, eq(customers.id, deployments.customerId))
          .where(where)
      : deps.db
          .select({ total: count() })
          .from(deploymentHostingGroups)
          .where(eq(deploymentHostingGroups.hostingGroupId, group.id)),
  ]);
  return { deployments: rows, total: totals?.total ?? 0, page, pageSize };
};

export const listCustomerHostingGroups = async ({
  deps,
  customerId,
}: {
  deps: HostingGroupDeps;
  customerId: string;
}): Promise<HostingGroupSummary[]> => {
  const customer = await findCustomer({ db: deps.db, subscriptionId: requireSubscription(deps.auth), id: customerId });
  const rows = await deps.db
    .selectDistinct(summaryColumns)
    .from(hostingGroups)
    .innerJoin(deploymentHostingGroups, eq(deploymentHostingGroups.hostingGroupId, hostingGroups.id))
    .innerJoin(deployments, eq(deployments.id, deploymentHostingGroups.deploymentId))
    .where(eq(deployments.customerId, customer.id))
    .orderBy(asc(hostingGroups.hostingGroupIdentifier));
  return withDeploymentIds(deps.db, rows);
};

const findController = async (deps: HostingGroupDeps, id: string) => {
  const [found] = await deps.db
    .select({ controller: deploymentControllers })
    .from(deploymentControllers)
    .innerJoin(hostingGroups, eq(hostingGroups.id, deploymentControllers.hostingGroupId))
    .where(and(eq(deploymentControllers.id, id), eq(hostingGroups.subscriptionId, requireSubscription(deps.auth))));
  if (!found) throw new AppError('notFound', `Deployment controller ${id} was not found`);
  return found.controller;
};

export const getDeploymentControllerStatus = async ({ deps, id }: { deps: HostingGroupDeps; id: string }) =>
  toControllerStatus(await findController(deps, id));

export const listHostedApplications = async ({ deps, id }: { deps: HostingGroupDeps; id: string }) => {
  const controller = await findController(deps, id);
  const rows = await deps.db
    .select()
    .from(hostedApplications)
    .where(eq(hostedApplications.deploymentControllerId, controller.id))
    .orderBy(asc(hostedApplications.name));
  return rows.map(toHostedApplication);
};

const findCertificate = async (deps: HostingGroupDeps, thumbprint: string) => {
  const [found] = await deps.db
    .select({ certificate: hostingGroupCertificates, identifier: hostingGroups.hostingGroupIdentifier })
    .from(hostingGroupCertificates)
    .innerJoin(hostingGroups, eq(hostingGroups.id, hostingGroupCertificates.hostingGroupId))
    .where(
      and(
        eq(hostingGroupCertificates.thumbprint, thumbprint.toUpperCase()),
        eq(hostingGroups.subscriptionId, requireSubscription(deps.auth)),
      ),
    );
  if (!found) throw new AppError('notFound', `Certificate ${thumbprint} was not found`);
  return found;
};

/** The private key password, asked for on purpose (the add-machine dialog's reveal). */
export const getCertificateSecret = async ({
  deps,
  thumbprint,
}: {
  deps: HostingGroupDeps;
  thumbprint: string;
}): Promise<CertificateSecret> => {
  const { certificate } = await findCertificate(deps, thumbprint);
  return {
    id: certificate.id,
    thumbprint: certificate.thumbprint,
    privateKeyPassword:
      certificate.privateKeyPasswordEncrypted === null
        ? null
        : decryptSecret(certificate.privateKeyPasswordEncrypted, deps.config.secretsEncryptionKey).toString('utf8'),
  };
};

/** The PKCS#12 file and the name it downloads as. */
export const readCertificatePfx = async ({ deps, thumbprint }: { deps: HostingGroupDeps; thumbprint: string }) => {
  const { certificate, identifier } = await findCertificate(deps, thumbprint);
  return {
    fileName: `${identifier}-${certificate.thumbprint.slice(0, 8)}.pfx`,
    content: decryptSecret(certificate.pfxEncrypted, deps.config.secretsEncryptionKey),
  };
};
