import { z } from 'zod';
import type { ErrorBody } from './errors';

/** The body of every error answer (400, 401, 403, 404, 409, 413, 415, 429, 5xx), as the OpenAPI document shows it. */
export const errorResponse = z.object({
  errorMessage: z.string(),
  runningJobCorrelationId: z.string().optional(),
  changedBy: z.string().optional(),
  changedAt: z.string().optional(),
  currentVersion: z.number().int().optional(),
}) satisfies z.ZodType<ErrorBody>;
