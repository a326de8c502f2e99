import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { paymentGateway } from './payment-gateways';

export const listCustomPaymentGateways = defineEndpoint({
  method: 'GET',
  path: '/api/paymentgateways/custom',
  summary: 'The custom payment gateways a customer can be given instead of the standard ones',
  permission: 'signedIn',
  response: z.array(paymentGateway),
});
