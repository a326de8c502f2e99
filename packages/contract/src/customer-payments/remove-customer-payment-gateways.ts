import { defineEndpoint } from '../endpoint';
import { customerIdParams } from '../customers/customer-search';
import { customerDetails } from '../customer-details/customer-details';
import { removePaymentGatewaysInput } from './payment-gateways';

/**
 * Destructive by the rule (issue 23, `destructive-rule.ts`): it removes, so production asks why, although
 * the gateways stay in the reference lists and an edit gives them back (decision 052).
 */
export const removeCustomerPaymentGateways = defineEndpoint({
  method: 'PUT',
  path: '/api/customers/:id/paymentgateways/delete',
  summary: 'Removes payment gateways from the ones a customer uses',
  permission: 'signedIn',
  isDestructive: true,
  params: customerIdParams,
  body: removePaymentGatewaysInput,
  response: customerDetails,
});
