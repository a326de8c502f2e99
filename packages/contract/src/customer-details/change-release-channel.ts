import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { customerDetails } from './customer-details';

export const releaseChannelParams = z.object({
  id: z.uuid({ message: 'must be a customer id' }),
  channelId: z.uuid({ message: 'must be a release channel id' }),
});

/** Moving to another channel ends any pin: the customer follows the new channel's releases. */
export const changeReleaseChannel = defineEndpoint({
  method: 'POST',
  path: '/api/customers/:id/releaseChannel/:channelId',
  summary: 'Moves a customer to another release channel',
  permission: 'signedIn',
  params: releaseChannelParams,
  response: customerDetails,
});
