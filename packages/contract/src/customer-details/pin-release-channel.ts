import { defineEndpoint } from '../endpoint';
import { customerIdParams } from '../customers/customer-search';
import { customerDetails } from './customer-details';

/** Pins the customer to its channel at the channel's current version: later releases wait. */
export const pinReleaseChannel = defineEndpoint({
  method: 'POST',
  path: '/api/customers/:id/pinReleaseChannel',
  summary: "Pins a customer to its release channel's current version",
  permission: 'signedIn',
  params: customerIdParams,
  response: customerDetails,
});
