import { defineEndpoint } from '../endpoint';
import { customerIdParams } from '../customers/customer-search';
import { customerDetails } from '../customer-details/customer-details';
import { removePaymentGatewaysInput } from './payment-gateways';

/**
 * Not `isDestructive` (decision 052): the gateways stay in the reference lists and are given back by
 * an edit; the console still confirms it, as a disruptive change.
 */
export const removeCustomerPaymentGateways = defineEndpoint({
  method: 'PUT',
  path: '/api/customers/:id/paymentgateways/delete',
  summary: 'Removes payment gateways from the ones a customer uses',
  permission: 'signedIn',
  params: customerIdParams,
  body: removePaymentGatewaysInput,
  response: customerDetails,
});
