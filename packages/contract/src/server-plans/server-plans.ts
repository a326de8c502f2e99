import { z } from 'zod';
import { constants } from '../constants';
import { defineEndpoint } from '../endpoint';
import { performanceLevel } from '../customer-database/database';
import { validationResult } from '../validation/validation-result';

/** doc2 §9 Plan categories. */
export const planCategory = z.enum(constants.planCategories, { message: 'must be Base or PeakLoad' });

export type PlanCategory = z.infer<typeof planCategory>;

/**
 * doc2 §3 Server plan: name, weekday, weekendDay, boost (performance levels), selectedCategory. The
 * levels are the database performance levels (`listPerformanceLevels`), given whole so the list can
 * show them as edition-name; a plan made before boost was kept has none.
 */
export const serverPlan = z.object({
  id: z.uuid(),
  name: z.string(),
  category: planCategory,
  weekday: performanceLevel,
  weekendDay: performanceLevel,
  boost: performanceLevel.nullable(),
  createdAtUtc: z.string(),
});

export type ServerPlan = z.infer<typeof serverPlan>;

const levelId = (field: string) =>
  z
    .string({ message: `${field} must be a performance level` })
    .trim()
    .min(1, `${field} must be a performance level`);

/** doc2 §7 POST …/plan: the levels by id (or name: they are the same for every level). */
export const serverPlanInput = z.object({
  name: z
    .string({ message: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(200, 'Name must be at most 200 characters'),
  weekday: levelId('Weekday'),
  weekendDay: levelId('Weekend day'),
  boost: levelId('Boost'),
  selectedCategory: planCategory,
});

export type ServerPlanInput = z.infer<typeof serverPlanInput>;

export const listServerPlans = defineEndpoint({
  method: 'GET',
  path: '/api/operations/serverPlanConfiguration/plans',
  summary: 'Every server plan with its weekday, weekend-day and boost performance levels, base plans first',
  permission: 'signedIn',
  scope: 'operator',
  response: z.array(serverPlan),
});

export const validateServerPlanName = defineEndpoint({
  method: 'GET',
  path: '/api/operations/serverPlanConfiguration/planNameValidation/:name',
  summary: 'Whether a new server plan may take this name, and why not',
  permission: 'signedIn',
  scope: 'operator',
  params: z.object({ name: z.string().max(2000) }),
  response: validationResult,
});

export const createServerPlan = defineEndpoint({
  method: 'POST',
  path: '/api/operations/serverPlanConfiguration/plan',
  summary: 'Adds a server plan; the name is checked again and refused with its reasons',
  permission: 'signedIn',
  body: serverPlanInput,
  status: 201,
  response: serverPlan,
});
