import { z } from 'zod';

/** doc1 §3 Payment gateway: name. */
export const paymentGateway = z.object({ name: z.string() });

export type PaymentGateway = z.infer<typeof paymentGateway>;

const gatewayName = z.string().trim().min(1).max(100);
const gatewayNames = z.array(gatewayName).max(50);

/**
 * doc1 §7 PUT /customers/{id}/paymentgateways: the choice (isUsingStandardPaymentGateways and
 * customPaymentGateways), or the gateways the customer uses (paymentGateways), or both at once.
 * Names are checked against the standard and custom lists by the server (400 naming the field).
 */
export const customerPaymentGatewaysInput = z
  .object({
    isUsingStandardPaymentGateways: z.boolean().optional(),
    customPaymentGateways: gatewayNames.optional(),
    paymentGateways: gatewayNames.optional(),
  })
  .refine((v) => v.isUsingStandardPaymentGateways !== undefined || v.paymentGateways !== undefined, {
    message: 'must be sent, or the choice of standard or custom payment gateways',
    path: ['paymentGateways'],
  })
  .refine((v) => v.customPaymentGateways === undefined || v.isUsingStandardPaymentGateways !== undefined, {
    message: 'need the choice of standard or custom payment gateways with them',
    path: ['customPaymentGateways'],
  });

export type CustomerPaymentGatewaysInput = z.infer<typeof customerPaymentGatewaysInput>;

/** doc1 §7 PUT /customers/{id}/paymentgateways/delete: the gateways the customer stops using. */
export const removePaymentGatewaysInput = z.object({
  paymentGateways: z.array(gatewayName).min(1).max(50),
});
