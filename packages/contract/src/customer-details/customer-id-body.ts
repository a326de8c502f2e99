import { z } from 'zod';

/** doc1 §7: recycle app pool and fix ClickOnce carry the customer id in the body as well as the path. */
export const customerIdBody = z.object({ customerId: z.uuid({ message: 'must be a customer id' }) });
