import { defineEndpoint } from '../endpoint';
import { customerIdParams } from '../customers/customer-search';
import { customerDetails } from './customer-details';

/** Ends the pin: the customer follows its channel's releases again. */
export const unlockFromCurrentReleaseChannel = defineEndpoint({
  method: 'POST',
  path: '/api/customers/:id/unlockFromCurrentReleaseChannel',
  summary: 'Unpins a customer from the version of its release channel',
  permission: 'signedIn',
  params: customerIdParams,
  response: customerDetails,
});
