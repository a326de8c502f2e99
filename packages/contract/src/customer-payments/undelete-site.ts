import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { customerIdParams } from '../customers/customer-search';
import { deletedSite, undeleteSiteInput } from './deleted-sites';

/** Restores a deleted interactive site; answers the sites still deleted. */
export const undeleteSite = defineEndpoint({
  method: 'POST',
  path: '/api/customers/:id/undeleteSite',
  summary: 'Restores a deleted interactive site of a customer',
  permission: 'signedIn',
  params: customerIdParams,
  body: undeleteSiteInput,
  response: z.array(deletedSite),
});
