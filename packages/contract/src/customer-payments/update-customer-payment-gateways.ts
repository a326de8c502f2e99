import { defineEndpoint } from '../endpoint';
import { customerIdParams } from '../customers/customer-search';
import { customerDetails } from '../customer-details/customer-details';
import { customerPaymentGatewaysInput } from './payment-gateways';

export const updateCustomerPaymentGateways = defineEndpoint({
  method: 'PUT',
  path: '/api/customers/:id/paymentgateways',
  summary: "Changes a customer's payment gateways: standard or custom, and the gateways it uses",
  permission: 'signedIn',
  params: customerIdParams,
  body: customerPaymentGatewaysInput,
  response: customerDetails,
  isFormEdit: true,
});
