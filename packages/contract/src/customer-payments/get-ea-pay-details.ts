import { defineEndpoint } from '../endpoint';
import { customerIdParams } from '../customers/customer-search';
import { eaPayDetails } from './ea-pay';

export const getEaPayDetails = defineEndpoint({
  method: 'POST',
  path: '/api/customers/:id/getEaPayDetails',
  summary: "A customer's EventsAIR Pay accounts and the one it uses",
  permission: 'signedIn',
  isReadOnly: true,
  params: customerIdParams,
  response: eaPayDetails,
});
