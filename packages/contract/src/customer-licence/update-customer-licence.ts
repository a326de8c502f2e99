import { customerIdParams } from '../customers/customer-search';
import { customerDetails } from '../customer-details/customer-details';
import { defineEndpoint } from '../endpoint';
import { licenceEditPayload } from './licence';

export const updateCustomerLicence = defineEndpoint({
  method: 'POST',
  path: '/api/customers/:id/customerLicense',
  summary: "Changes a customer's licence, base plan and peak load plan",
  permission: 'signedIn',
  params: customerIdParams,
  body: licenceEditPayload,
  response: customerDetails,
  isFormEdit: true,
});
