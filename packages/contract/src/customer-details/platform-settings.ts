import { z } from 'zod';
import { customerIdParams } from '../customers/customer-search';
import { defineEndpoint } from '../endpoint';
import { job } from '../jobs/job';

/** Platform work on one customer that changes its settings when the job ends (doc1 §7 "no body" calls). */
export const resetCreditCardVaultCredentials = defineEndpoint({
  method: 'POST',
  path: '/api/customers/:id/resetCreditCardVaultCredentials',
  summary: "Issues new credentials for a customer's credit card vault",
  permission: 'signedIn',
  params: customerIdParams,
  status: 202,
  response: job,
});

export const moveToAppGateway = defineEndpoint({
  method: 'POST',
  path: '/api/customers/:id/moveToAppGateway',
  summary: "Moves a customer's traffic behind the App Gateway",
  permission: 'signedIn',
  params: customerIdParams,
  status: 202,
  response: job,
});

/** The spec's only value is `true`: a static IP address is assigned, never taken back from this call. */
export const setStaticIpAddress = defineEndpoint({
  method: 'POST',
  path: '/api/customers/:id/staticIpAddress/:flag',
  summary: 'Assigns a static outbound IP address to a customer',
  permission: 'signedIn',
  params: customerIdParams.extend({ flag: z.literal('true', { message: 'must be true' }) }),
  status: 202,
  response: job,
});

/** A ClickOnce artifact of the customer's current build: what the installer downloads. */
export const clickOnceArtifact = z.object({
  fileName: z.string(),
  sizeBytes: z.number().int(),
  sha256: z.string(),
  url: z.string(),
});

export const clickOnceArtifacts = z.object({
  customerId: z.uuid(),
  alias: z.string(),
  version: z.string().nullable(),
  signedAt: z.string().nullable(),
  artifacts: z.array(clickOnceArtifact),
});

export type ClickOnceArtifacts = z.infer<typeof clickOnceArtifacts>;

export const getClickOnceArtifacts = defineEndpoint({
  method: 'GET',
  path: '/api/customers/:id/getClickOnceArtifacts',
  summary: "The ClickOnce artifacts of a customer's current build, with their sizes and hashes",
  permission: 'signedIn',
  params: customerIdParams,
  response: clickOnceArtifacts,
});
