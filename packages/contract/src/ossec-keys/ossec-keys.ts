import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/**
 * doc2 §2, §3, §7 "Intrusion-detection keys": the OSSEC agent keys of the fleet's machines, available
 * (in the pool) or assigned (to an agent on a machine). The key material itself is sealed at rest and
 * never answered.
 */
export const ossecKey = z.object({
  id: z.uuid(),
  agentId: z.string(),
  agentName: z.string(),
  ipAddress: z.string(),
  /** The machine (host) whose agent holds the key; null while in the pool. */
  assignedTo: z.string().nullable(),
  assignedAtUtc: z.string().nullable(),
  uploadedAtUtc: z.string(),
});

export type OssecKey = z.infer<typeof ossecKey>;

export const ossecKeys = z.object({ availableKeys: z.array(ossecKey), assignedKeys: z.array(ossecKey) });

export type OssecKeys = z.infer<typeof ossecKeys>;

export const listOssecKeys = defineEndpoint({
  method: 'GET',
  path: '/api/operations/ossecKeys',
  summary: 'The intrusion-detection (OSSEC) keys: available ones, and assigned ones with the host of each',
  permission: 'signedIn',
  scope: 'operator',
  response: ossecKeys,
});

export const uploadOssecKeys = defineEndpoint({
  method: 'POST',
  path: '/api/operations/ossecKeys/upload',
  summary: 'Adds the keys of an OSSEC client.keys file (one "id name ip key" line each) to the pool',
  permission: 'signedIn',
  upload: { field: 'file', maxBytes: 256 * 1024, extensions: ['.keys', '.txt'], wrongEndingStatus: 400 },
  response: z.object({ added: z.number().int(), keys: z.array(ossecKey) }),
});

export const deallocateOssecKey = defineEndpoint({
  method: 'POST',
  path: '/api/operations/ossecKeys/deallocate',
  summary: 'Takes an assigned key back from its agent into the pool (a 409 when it is no longer assigned)',
  permission: 'signedIn',
  isDestructive: true,
  body: z.object({ keyId: z.uuid({ message: 'must be a key id' }) }),
  response: ossecKey,
});
