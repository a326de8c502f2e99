import { z } from 'zod';
import { tokenInQuery } from '../download-token';
import { defineEndpoint } from '../endpoint';
import { deploymentControllerStatus, desiredStateTransition, hostedApplication } from '../hosting/fleet';

export const hostingGroupParams = z.object({ id: z.uuid({ message: 'must be a hosting group id' }) });

export const hostingGroupCustomerParams = z.object({ customerId: z.uuid({ message: 'must be a customer id' }) });

export const deploymentControllerParams = z.object({ id: z.uuid({ message: 'must be a deployment controller id' }) });

/** doc1 §3 Hosting group: hostingGroupIdentifier and the deployments it runs. */
export const hostingGroupSummary = z.object({
  id: z.uuid(),
  hostingGroupIdentifier: z.string(),
  kind: z.enum(['azure', 'onsite']),
  azureLocation: z.string().nullable(),
  deploymentIds: z.array(z.uuid()),
});

export type HostingGroupSummary = z.infer<typeof hostingGroupSummary>;

/** The certificate the machines of an on-site group authenticate with; its secrets are fetched apart. */
export const hostingGroupCertificate = z.object({
  id: z.uuid(),
  thumbprint: z.string(),
  subject: z.string(),
  notAfterUtc: z.string(),
  isPrivateKeyProtected: z.boolean(),
});

export type HostingGroupCertificate = z.infer<typeof hostingGroupCertificate>;

export const hostingGroupDeployment = z.object({
  id: z.uuid(),
  customerId: z.uuid(),
  customerAlias: z.string(),
  isEnabled: z.boolean(),
});

export type HostingGroupDeployment = z.infer<typeof hostingGroupDeployment>;

/**
 * The hosting-group view (doc1 §2): its machines, recent desired-state transitions, and the ids of the
 * deployments it runs (a shared group runs thousands: their customers come a page at a time, from
 * listHostingGroupDeployments).
 */
export const hostingGroupView = hostingGroupSummary.extend({
  deploymentControllers: z.array(deploymentControllerStatus),
  /** The latest transitions of its machines, newest first. */
  transitions: z.array(desiredStateTransition),
  /** On-site groups only. */
  certificate: hostingGroupCertificate.nullable(),
  /** A log search for the group's events. */
  logSearchUrl: z.string(),
  /** A log search per machine, by deployment controller id. */
  machineLogSearchUrls: z.record(z.string(), z.string()),
});

export type HostingGroupView = z.infer<typeof hostingGroupView>;

export const getHostingGroup = defineEndpoint({
  method: 'GET',
  path: '/api/hostinggroups/:id',
  summary: 'A hosting group with its machines, deployments and recent desired-state transitions',
  permission: 'signedIn',
  params: hostingGroupParams,
  response: hostingGroupView,
});

/** A hosting group found by its identifier: without its deployments (a seeded group runs thousands). */
export const hostingGroupFound = hostingGroupSummary.omit({ deploymentIds: true });

export type HostingGroupFound = z.infer<typeof hostingGroupFound>;

export const searchHostingGroupsQuery = z.object({
  query: z.string().trim().max(100, { message: 'must be at most 100 characters' }).default(''),
  limit: z.coerce.number().int().min(1, { message: 'must be 1 or more' }).max(50, { message: 'must be 50 or less' }).default(10),
});

/**
 * Not named by the spec: the command palette finds a hosting group by its identifier (decision 106). The
 * groups of the operator's subscription whose identifier contains the query, prefixes first.
 */
export const searchHostingGroups = defineEndpoint({
  method: 'GET',
  path: '/api/hostinggroups',
  summary: 'Hosting groups whose identifier contains the query, prefixes first',
  permission: 'signedIn',
  query: searchHostingGroupsQuery,
  response: z.array(hostingGroupFound),
});

export const hostingGroupDeploymentsQuery = z.object({
  /** Only the deployments whose customer's alias contains this. */
  query: z.string().trim().max(100, { message: 'must be at most 100 characters' }).default(''),
  page: z.coerce.number().int().min(1, { message: 'must be 1 or more' }).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200, { message: 'must be 200 or less' }).default(50),
});

/** Not named by the spec: the deployments a hosting group runs, by customer alias, a page at a time (decision 107). */
export const listHostingGroupDeployments = defineEndpoint({
  method: 'GET',
  path: '/api/hostinggroups/:id/deployments',
  summary: 'The deployments a hosting group runs, by customer alias, a page at a time',
  permission: 'signedIn',
  params: hostingGroupParams,
  query: hostingGroupDeploymentsQuery,
  response: z.object({
    deployments: z.array(hostingGroupDeployment),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const listCustomerHostingGroups = defineEndpoint({
  method: 'GET',
  path: '/api/hostinggroups/customers/:customerId',
  summary: "The hosting groups a customer's deployments run in",
  permission: 'signedIn',
  params: hostingGroupCustomerParams,
  response: z.array(hostingGroupSummary),
});

export const listHostedApplications = defineEndpoint({
  method: 'GET',
  path: '/api/deploymentcontrollers/:id/hostedapplications',
  summary: 'The applications one machine (deployment controller) hosts',
  permission: 'signedIn',
  params: deploymentControllerParams,
  response: z.array(hostedApplication),
});

export const getDeploymentControllerStatus = defineEndpoint({
  method: 'GET',
  path: '/api/deploymentcontrollers/status/:id',
  summary: 'The last reported status of one machine (deployment controller)',
  permission: 'signedIn',
  params: deploymentControllerParams,
  response: deploymentControllerStatus,
});

export const thumbprintParams = z.object({
  thumbprint: z.string().regex(/^[0-9A-Fa-f]{40}$/, { message: 'must be 40 hexadecimal digits' }),
});

/** The private key password of a certificate, asked for on purpose (null: the key is not protected). */
export const certificateSecret = z.object({
  id: z.uuid(),
  thumbprint: z.string(),
  privateKeyPassword: z.string().nullable(),
});

export type CertificateSecret = z.infer<typeof certificateSecret>;

export const getCertificateByThumbprint = defineEndpoint({
  method: 'GET',
  path: '/api/certificates/thumbprint/:thumbprint',
  summary: "A hosting group certificate's private key password (null when the key is not protected)",
  permission: 'signedIn',
  params: thumbprintParams,
  response: certificateSecret,
});

/** A download opened in a new window: the token travels in the URL (and is redacted from logs). */
export const downloadPfxQuery = tokenInQuery;

export const downloadCertificatePfx = defineEndpoint({
  method: 'GET',
  path: '/api/certificates/thumbprint/:thumbprint/downloadpfx',
  summary: 'Downloads a hosting group certificate as a PKCS#12 (.pfx) file',
  permission: 'signedIn',
  acceptsTokenInQuery: true,
  params: thumbprintParams,
  query: downloadPfxQuery,
  produces: 'application/x-pkcs12',
  /** The .pfx bytes, not text: the document shows them as binary. */
  response: z.string().meta({ format: 'binary' }),
});
