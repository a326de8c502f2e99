import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { job } from '../jobs/job';

/**
 * doc2 §3 Investigation: a customer's deployment that a desired-state transition left not in its
 * desired state (customerId, customerAlias, job id), with what the console knows to follow it up.
 */
export const investigation = z.object({
  id: z.uuid(),
  customerId: z.uuid(),
  customerAlias: z.string(),
  /** The job whose logs tell what happened (doc2 §2: log links by job id). */
  jobId: z.uuid(),
  /** The log search for this job's events. */
  logSearchUrl: z.string(),
  deploymentControllerId: z.uuid().nullable(),
  deploymentControllerName: z.string().nullable(),
  /** The hosting group of the machine whose transition ended so; null once the machine is gone. */
  hostingGroupId: z.uuid().nullable(),
  hostingGroupIdentifier: z.string().nullable(),
  desiredState: z.number().int().nullable(),
  endState: z.number().int().nullable(),
  releaseChannelId: z.uuid().nullable(),
  releaseChannelName: z.string().nullable(),
  openedAtUtc: z.string(),
});

export type Investigation = z.infer<typeof investigation>;

export const investigationParams = z.object({ id: z.uuid({ message: 'must be an investigation id' }) });

export const desiredStateCustomerParams = z.object({ customerId: z.uuid({ message: 'must be a customer id' }) });

export const desiredStateChannelParams = z.object({ id: z.uuid({ message: 'must be a release channel id' }) });

export const desiredStateHostingGroupParams = z.object({ id: z.uuid({ message: 'must be a hosting group id' }) });

/** What a removal or an approval closed. */
export const investigationsClosed = z.object({ closedCount: z.number().int() });

export type InvestigationsClosed = z.infer<typeof investigationsClosed>;

/** An approval: the investigations it closed and the job that applies the desired state. */
export const desiredStateApproval = investigationsClosed.extend({ job });

export type DesiredStateApproval = z.infer<typeof desiredStateApproval>;

export const listInvestigations = defineEndpoint({
  method: 'GET',
  path: '/api/operations/desiredstate/investigations',
  summary: "The subscription's open desired-state investigations, newest first",
  permission: 'signedIn',
  response: z.array(investigation),
});

export const deleteAllInvestigations = defineEndpoint({
  method: 'POST',
  path: '/api/operations/desiredstate/deleteAll',
  summary: "Deletes every desired-state investigation of the operator's subscription",
  permission: 'signedIn',
  isDestructive: true,
  response: investigationsClosed,
});

export const deleteInvestigation = defineEndpoint({
  method: 'POST',
  path: '/api/operations/desiredstate/delete/:id',
  summary: 'Deletes one desired-state investigation',
  permission: 'signedIn',
  isDestructive: true,
  params: investigationParams,
  response: investigationsClosed,
});

export const approveCustomerDesiredState = defineEndpoint({
  method: 'POST',
  path: '/api/operations/desiredstate/:customerId',
  summary: "Approves a customer's desired-state change: its machines apply the desired state and its investigations close",
  permission: 'signedIn',
  params: desiredStateCustomerParams,
  status: 202,
  response: desiredStateApproval,
});

export const approveChannelDesiredState = defineEndpoint({
  method: 'POST',
  path: '/api/operations/desiredstate/releaseChannel/:id',
  summary: "Approves the desired-state change of every customer of a release channel in the operator's subscription",
  permission: 'signedIn',
  params: desiredStateChannelParams,
  status: 202,
  response: desiredStateApproval,
});

export const getHostingGroupDesiredStateUrl = defineEndpoint({
  method: 'GET',
  path: '/api/operations/desiredstate/hostinggroups/:id',
  summary: "Where a hosting group's desired state is shown",
  permission: 'signedIn',
  params: desiredStateHostingGroupParams,
  response: z.object({ url: z.string() }),
});
