import { z } from 'zod';
import { constants } from '../constants';
import { defineEndpoint } from '../endpoint';

/** A server plan's configuration: its performance levels by day kind, and while boosted. */
export const autoscalingPlanConfig = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(constants.planCategories),
  weekday: z.string(),
  weekendDay: z.string(),
  boost: z.string().nullable(),
  blockHours: z.number().int().nullable(),
});

export const autoscalingConfig = z.object({ plans: z.array(autoscalingPlanConfig) });

export type AutoscalingConfig = z.infer<typeof autoscalingConfig>;

/** A customer scaled to its peak load plan right now (its peak window covers today). */
export const scaledCustomer = z.object({
  customerId: z.string(),
  alias: z.string(),
  planName: z.string(),
  peakStartDate: z.string(),
  peakEndDate: z.string(),
});

export const autoscalingStatus = z.object({
  asOfDate: z.string(),
  customersOnBasePlans: z.number().int(),
  customersWithPeakLoadPlans: z.number().int(),
  scaledUp: z.array(scaledCustomer),
});

export type AutoscalingStatus = z.infer<typeof autoscalingStatus>;

/** One customer's base plan with the plan's configuration. */
export const customerBasePlan = z.object({
  customerId: z.string(),
  alias: z.string(),
  firstDayOfWeek: z.string(),
  plan: autoscalingPlanConfig,
});

/** One customer's booked peak load plan with the plan's configuration. */
export const customerPeakLoadPlan = z.object({
  customerId: z.string(),
  alias: z.string(),
  peakStartDate: z.string(),
  peakDays: z.number().int(),
  plan: autoscalingPlanConfig,
});

export const plansByLetter = z.object({
  letter: z.string(),
  basePlans: z.array(customerBasePlan),
  peakLoadPlans: z.array(customerPeakLoadPlan),
});

export type PlansByLetter = z.infer<typeof plansByLetter>;

export const getDatabaseAutoscaling = defineEndpoint({
  method: 'GET',
  path: '/api/azure/databaseservers/autoscaling',
  summary: "Which of the subscription's customers run on base plans, have peak load plans, and are scaled up today",
  permission: 'signedIn',
  response: autoscalingStatus,
});

export const getDatabaseAutoscalingConfig = defineEndpoint({
  method: 'GET',
  path: '/api/azure/databaseservers/autoscalingconfig',
  summary: 'The server plans autoscaling follows, with their performance levels',
  permission: 'signedIn',
  response: autoscalingConfig,
});

export const listAutoscalingFirstLetters = defineEndpoint({
  method: 'GET',
  path: '/api/azure/databaseservers/firstletters',
  summary: "The first letters of the subscription's customer aliases that have a base or peak load plan",
  permission: 'signedIn',
  response: z.array(z.string()),
});

export const getPlansByFirstLetter = defineEndpoint({
  method: 'GET',
  path: '/api/azure/databaseservers/firstletters/:letter',
  summary: 'The base and peak load plans of the customers whose alias starts with the letter',
  permission: 'signedIn',
  params: z.object({ letter: z.string().regex(/^[A-Za-z0-9]$/, { message: 'must be one letter or digit' }) }),
  response: plansByLetter,
});
