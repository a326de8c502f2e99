import { messages } from '@console/contract';
import { isApiError } from '../../lib/api-error';

/** doc1 §8 'Failed to …', followed by the server's reason when it gave one. */
export const failedToast = (what: string, error: unknown) =>
  `${messages.customers.updateFailed(what)}${isApiError(error) && error.reason ? ` - ${error.reason}` : ''}`;
