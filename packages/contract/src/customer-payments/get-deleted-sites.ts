import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { customerIdParams } from '../customers/customer-search';
import { deletedSite } from './deleted-sites';

export const getDeletedSites = defineEndpoint({
  method: 'POST',
  path: '/api/customers/:id/getDeletedSites',
  summary: "A customer's deleted interactive sites, newest deletion first",
  permission: 'signedIn',
  isReadOnly: true,
  params: customerIdParams,
  response: z.array(deletedSite),
});
