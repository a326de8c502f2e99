import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { customDomain } from './custom-domain';

/** A portal alias of a customer, by name. */
export const portalAliasParams = z.object({
  id: z.uuid({ message: 'must be a customer id' }),
  alias: z.string().trim().min(1, { message: 'is required' }).max(63, { message: 'must be at most 63 characters' }),
});

/** Removes one portal alias (issue 25: aliases could be added but never removed). */
export const removePortalAlias = defineEndpoint({
  method: 'POST',
  path: '/api/customers/customdomain/:id/removePortalAlias/:alias',
  summary: 'Removes a portal alias from a customer',
  permission: 'signedIn',
  isDestructive: true,
  params: portalAliasParams,
  response: customDomain,
});
