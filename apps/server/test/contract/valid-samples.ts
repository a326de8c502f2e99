import { subscriptionHeader, type Endpoint } from '@console/contract';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { boostUsages, cloudServices, customers, deployments, releaseChannels } from '../../src/db/schema';
import { seedSubscriptions } from '../../src/db/seed';
import type { TestApp } from '../harness';
import { multipartBody, pathWith, sampleRequest, type SampleRequest } from './requests';

/**
 * One valid call per endpoint, written out by hand: params, query, body (and file) that succeed
 * against a fresh seeded test app with the fixture below. The permission sweep sends them so that
 * "allowed" means the handler ran; the audit sweep sends each change once and looks for its record.
 * A change endpoint without a sample fails the audit sweep until it is given one.
 */

/** What the samples act on, made once per suite. */
export type SampleFixture = {
  subscriptionId: string;
  /** A seeded Azure customer of the first subscription, for changes that leave it usable. */
  customerId: string;
  deploymentId: string;
  /** A customer of its own for changes that remove or break things (decommission, deletions). */
  throwawayCustomerId: string;
  throwawayDeploymentId: string;
  releaseChannelId: string;
  boostUsageId: string;
  sharedCloudServiceId: string;
  otherCloudServiceId: string;
};

export type ValidSample = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  file?: { name: string; content: string | Buffer; fields?: Record<string, string> };
  /** The ids the audit record must name. */
  targets: string[];
  /** A sample the handler is meant to refuse (state the fixture cannot cheaply make): its record says failed. */
  outcome?: 'failed';
};

const insertCustomer = async (t: TestApp, alias: string, channelId: string) => {
  const [customer] = await t.db
    .insert(customers)
    .values({
      subscriptionId: seedSubscriptions[0]!.id,
      name: `Sample ${alias}`,
      alias,
      emailDomain: `${alias}.example`,
      releaseChannelId: channelId,
    })
    .returning();
  const [deployment] = await t.db
    .insert(deployments)
    .values({
      customerId: customer!.id,
      kind: 'azure',
      azureLocation: 'uksouth',
      resourceGroupName: `rg-${alias}`,
      hostingPlan: 'Shared',
    })
    .returning();
  return { customerId: customer!.id, deploymentId: deployment!.id };
};

export const createSampleFixture = async (t: TestApp): Promise<SampleFixture> => {
  const subscriptionId = seedSubscriptions[0]!.id;
  // A seeded Azure customer with a boost usage: the richest a fresh fleet offers.
  const [row] = await t.db
    .select({ customerId: customers.id, deploymentId: deployments.id, boostUsageId: boostUsages.id })
    .from(customers)
    .innerJoin(deployments, and(eq(deployments.customerId, customers.id), eq(deployments.kind, 'azure')))
    .innerJoin(boostUsages, eq(boostUsages.customerId, customers.id))
    .where(
      and(eq(customers.subscriptionId, subscriptionId), eq(customers.isEnabled, true), isNotNull(customers.releaseChannelId)),
    )
    .orderBy(asc(customers.alias))
    .limit(1);
  const [channel] = await t.db.select().from(releaseChannels).orderBy(asc(releaseChannels.name)).limit(1);
  const services = await t.db.select().from(cloudServices).orderBy(asc(cloudServices.serviceName));
  const throwaway = await insertCustomer(t, 'samplethrowaway', channel!.id);
  return {
    subscriptionId,
    customerId: row!.customerId,
    deploymentId: row!.deploymentId,
    boostUsageId: row!.boostUsageId,
    throwawayCustomerId: throwaway.customerId,
    throwawayDeploymentId: throwaway.deploymentId,
    releaseChannelId: channel!.id,
    sharedCloudServiceId: services[0]!.id,
    otherCloudServiceId: services[1]!.id,
  };
};

export const validSamples: Record<string, (f: SampleFixture) => ValidSample> = {};

/** The request a sample makes, in the fixture's subscription. */
export const requestOfSample = (endpoint: Endpoint, sample: ValidSample, f: SampleFixture): SampleRequest => {
  const path = pathWith(endpoint, sample.params ?? {});
  const search = new URLSearchParams(sample.query ?? {});
  const url = search.size > 0 ? `${path}?${search}` : path;
  const headers: Record<string, string> = { [subscriptionHeader]: f.subscriptionId };
  if (sample.file) {
    const upload = multipartBody(endpoint, sample.file.name, sample.file.content, sample.file.fields);
    return { method: endpoint.method, url, headers: { ...headers, ...upload.headers }, payload: upload.payload };
  }
  if (sample.body === undefined) return { method: endpoint.method, url, headers };
  return {
    method: endpoint.method,
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(sample.body),
  };
};

/** The endpoint's valid sample, or for a read without one the request generated from its declaration. */
export const requestFor = async (key: string, endpoint: Endpoint, f: SampleFixture): Promise<SampleRequest> => {
  const sample = validSamples[key];
  if (sample) return requestOfSample(endpoint, sample(f), f);
  const generated = sampleRequest(endpoint, { customerId: f.customerId, subscriptionId: f.subscriptionId });
  return { ...generated, headers: { [subscriptionHeader]: f.subscriptionId, ...generated.headers } };
};
