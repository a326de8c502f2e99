import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { peakPlan } from './licence';

export const listPeakPlans = defineEndpoint({
  method: 'GET',
  path: '/api/customers/peakPlans',
  summary: 'Server plans of the PeakLoad category with the boost hours of one peak day',
  permission: 'signedIn',
  scope: 'operator',
  response: z.array(peakPlan),
});
