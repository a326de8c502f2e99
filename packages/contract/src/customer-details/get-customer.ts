import { defineEndpoint } from '../endpoint';
import { customerIdParams } from '../customers/customer-search';
import { customerDetails } from './customer-details';

export const getCustomer = defineEndpoint({
  method: 'GET',
  path: '/api/customers/:id',
  summary: 'One customer with everything its details page shows',
  permission: 'signedIn',
  params: customerIdParams,
  response: customerDetails,
});
