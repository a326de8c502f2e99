import { z } from 'zod';
import { customerIdParams } from '../customers/customer-search';
import { defineEndpoint } from '../endpoint';
import { customerDetails } from './customer-details';

/** A feature id as the feature-management list keeps it: letters, digits, dots, dashes and underscores. */
export const featureIdSchema = z
  .string()
  .min(1, { message: 'is required' })
  .max(100, { message: 'must be at most 100 characters' })
  .regex(/^[A-Za-z0-9._-]+$/, { message: 'may hold only letters, digits, dots, dashes and underscores' });

const featureParams = customerIdParams.extend({ featureId: featureIdSchema });

export const addCustomerFeature = defineEndpoint({
  method: 'POST',
  path: '/api/customers/:id/addFeature/:featureId',
  summary: 'Turns a feature on for one customer',
  permission: 'signedIn',
  params: featureParams,
  response: customerDetails,
});

export const removeCustomerFeature = defineEndpoint({
  method: 'POST',
  path: '/api/customers/:id/removeFeature/:featureId',
  summary: 'Turns a feature off for one customer',
  permission: 'signedIn',
  isDestructive: true,
  params: featureParams,
  response: customerDetails,
});
