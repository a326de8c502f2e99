import { z } from 'zod';
import { customerIdParams } from '../customers/customer-search';
import { defineEndpoint } from '../endpoint';

/** doc1 §3 Email details: the sending IP address and the invited teammates; the API key itself is never sent. */
export const customerEmail = z.object({
  /** The dedicated sending address assigned from the email IP pool; null while the customer sends from the shared pool. */
  ipAddress: z.string().nullable(),
  invitedEmails: z.array(z.string()),
  /** When the email API key was last reset; null if it never was. */
  apiKeyResetAt: z.string().nullable(),
});

export type CustomerEmail = z.infer<typeof customerEmail>;

export const getCustomerEmail = defineEndpoint({
  method: 'GET',
  path: '/api/customers/:id/email',
  summary: "Reads a customer's email sending IP address and invited teammates",
  permission: 'signedIn',
  params: customerIdParams,
  response: customerEmail,
});

export const inviteTeammate = defineEndpoint({
  method: 'POST',
  path: '/api/customers/:id/inviteTeammate/:teammate',
  summary: "Invites a teammate (an email address) to a customer's email account",
  permission: 'signedIn',
  params: z.object({
    id: z.uuid({ message: 'must be a customer id' }),
    teammate: z.email({ message: 'must be an email address' }).max(254, { message: 'must be at most 254 characters' }),
  }),
  response: customerEmail,
});

export const deleteTeammate = defineEndpoint({
  method: 'POST',
  path: '/api/customers/:id/deleteTeammate',
  summary: "Removes an invited teammate from a customer's email account",
  permission: 'signedIn',
  isDestructive: true,
  params: customerIdParams,
  body: z.object({
    email: z.email({ message: 'must be an email address' }).max(254, { message: 'must be at most 254 characters' }),
  }),
  response: customerEmail,
});

export const resetEmailApiKey = defineEndpoint({
  method: 'POST',
  path: '/api/customers/:id/resetEmailApiKey',
  summary: "Replaces a customer's email API key with a new one (the key is stored encrypted and never shown)",
  permission: 'signedIn',
  params: customerIdParams,
  response: customerEmail,
});
