import { z } from 'zod';
import { customerIdParams } from '../customers/customer-search';
import { defineEndpoint } from '../endpoint';
import { customReport } from './custom-report';

export const listCustomReports = defineEndpoint({
  method: 'GET',
  path: '/api/customers/:id/customReportStore',
  summary: "A customer's custom report store",
  permission: 'signedIn',
  params: customerIdParams,
  response: z.array(customReport),
});
