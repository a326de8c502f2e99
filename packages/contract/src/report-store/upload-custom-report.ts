import { constants } from '../constants';
import { customerIdParams } from '../customers/customer-search';
import { defineEndpoint } from '../endpoint';
import { customReport } from './custom-report';

export const uploadCustomReport = defineEndpoint({
  method: 'POST',
  path: '/api/customers/:id/customReportStore',
  summary: "Uploads a report to a customer's custom report store (multipart field 'file')",
  permission: 'signedIn',
  params: customerIdParams,
  upload: { field: 'file', maxBytes: constants.customReport.maxBytes, extensions: constants.customReport.extensions },
  status: 201,
  response: customReport,
});
