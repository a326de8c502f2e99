import { z } from 'zod';

/** The customers a bulk action acts on; each gets its own step and result in the job. */
export const customerIdsInput = z.object({
  customerIds: z
    .array(z.uuid({ message: 'must be customer ids' }))
    .min(1, { message: 'must name at least one customer' })
    .max(5000),
});

export const moveToFrontDoorInput = customerIdsInput.extend({ isRepairDns: z.boolean().default(false) });
