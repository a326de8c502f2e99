import { z } from 'zod';

/**
 * A download opened in a new window cannot send headers: the id_token and the subscription travel as
 * query values (endpoints with `acceptsTokenInQuery`; the server redacts them from logs and audit).
 */
export const tokenInQuery = z.object({
  id_token: z.string().max(10_000).optional(),
  subscription_id: z.string().max(100).optional(),
});
