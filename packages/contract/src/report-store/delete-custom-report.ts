import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

export const deleteCustomReport = defineEndpoint({
  method: 'DELETE',
  path: '/api/customers/:id/customReportStore/:reportId',
  summary: "Removes a report from a customer's custom report store",
  permission: 'signedIn',
  isDestructive: true,
  params: z.object({
    id: z.uuid({ message: 'must be a customer id' }),
    reportId: z.uuid({ message: 'must be a report id' }),
  }),
  response: null,
});
