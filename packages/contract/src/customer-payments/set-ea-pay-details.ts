import { defineEndpoint } from '../endpoint';
import { customerIdParams } from '../customers/customer-search';
import { eaPayDetails, setEaPayDetailsInput } from './ea-pay';

export const setEaPayDetails = defineEndpoint({
  method: 'POST',
  path: '/api/customers/:id/setEaPayDetails',
  summary: 'Chooses the EventsAIR Pay account a customer uses',
  permission: 'signedIn',
  params: customerIdParams,
  body: setEaPayDetailsInput,
  response: eaPayDetails,
});
