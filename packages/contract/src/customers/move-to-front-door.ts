import { defineEndpoint } from '../endpoint';
import { job } from '../jobs/job';
import { moveToFrontDoorInput } from './bulk-customer-actions';

export const moveToFrontDoor = defineEndpoint({
  method: 'POST',
  path: '/api/customers/moveToFrontDoor',
  summary: 'Moves the named customers to Front Door, optionally repairing their DNS, with a result per customer',
  permission: 'signedIn',
  body: moveToFrontDoorInput,
  status: 202,
  response: job,
});
