import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { paymentGateway } from './payment-gateways';

export const listStandardPaymentGateways = defineEndpoint({
  method: 'GET',
  path: '/api/paymentgateways/standard',
  summary: 'The standard payment gateways every customer may use',
  permission: 'signedIn',
  response: z.array(paymentGateway),
});
