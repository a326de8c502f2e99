import { z } from 'zod';
import { constants } from '../constants';
import { defineEndpoint } from '../endpoint';
import { testStatusEvent } from '../hubs';
import { job } from '../jobs/job';
import { candidateInput, validationResult } from '../validation/validation-result';
import {
  isAbsoluteUri,
  performanceCheckKinds,
  performanceCheckLimits,
  performanceCheckStates,
  registrationSiteUrlMaxLength,
} from './performance-check-rules';

const registrationSiteUrl = z
  .string()
  .trim()
  .max(registrationSiteUrlMaxLength)
  .refine(isAbsoluteUri, { message: 'must be an absolute http or https address' });

/** A whole number of at least 1 and at most `max`, defaulting to the spec's value (doc2 §3, §9). */
const count = (max: number, fallback: number) => z.number().int().min(1).max(max).default(fallback);

const { standardCheckDefaults, pageHitCheckDefaults, hardwareCheckDefaults } = constants;

/** doc2 §3 Standard check: registrationSiteUrl, baseLoad (5), targetAttendees (200), arrivingConcurrently (4). */
export const standardCheckInput = z
  .object({
    registrationSiteUrl,
    baseLoad: count(performanceCheckLimits.baseLoad, standardCheckDefaults.baseLoad),
    targetAttendees: count(performanceCheckLimits.targetAttendees, standardCheckDefaults.targetAttendees),
    arrivingConcurrently: count(performanceCheckLimits.arrivingConcurrently, standardCheckDefaults.arrivingConcurrently),
  })
  .refine((input) => input.arrivingConcurrently <= input.targetAttendees, {
    path: ['arrivingConcurrently'],
    message: 'must be at most the target attendees',
  });

/** doc2 §3 Page-hit check: registrationSiteUrl, totalUsers (200), concurrentUsers (4). */
export const pageHitCheckInput = z
  .object({
    registrationSiteUrl,
    totalUsers: count(performanceCheckLimits.totalUsers, pageHitCheckDefaults.totalUsers),
    concurrentUsers: count(performanceCheckLimits.concurrentUsers, pageHitCheckDefaults.concurrentUsers),
  })
  .refine((input) => input.concurrentUsers <= input.totalUsers, {
    path: ['concurrentUsers'],
    message: 'must be at most the total users',
  });

/** doc2 §3 Hardware check: registrationSiteUrl, allowedSecondsPerRegistration (20). */
export const hardwareCheckInput = z.object({
  registrationSiteUrl,
  allowedSecondsPerRegistration: count(
    performanceCheckLimits.allowedSecondsPerRegistration,
    hardwareCheckDefaults.allowedSecondsPerRegistration,
  ),
});

export type StandardCheckInput = z.infer<typeof standardCheckInput>;
export type PageHitCheckInput = z.infer<typeof pageHitCheckInput>;
export type HardwareCheckInput = z.infer<typeof hardwareCheckInput>;

/** A check's settings besides its address, as it was launched (the counts of its kind). */
export const performanceCheckSettings = z.record(z.string(), z.number());

/** One second of a run, for the chart. */
export const performanceSample = z.object({
  second: z.number().int(),
  activeUsers: z.number().int(),
  requestsPerSecond: z.number(),
  latencyP95Ms: z.number(),
  errors: z.number().int(),
});

export type PerformanceSample = z.infer<typeof performanceSample>;

/** What a finished run measured. */
export const performanceResult = z.object({
  requestCount: z.number().int(),
  throughputPerSecond: z.number(),
  latencyP50Ms: z.number(),
  latencyP95Ms: z.number(),
  latencyP99Ms: z.number(),
  errorCount: z.number().int(),
  durationSeconds: z.number().int(),
});

export type PerformanceResult = z.infer<typeof performanceResult>;

export type TestStatus = z.infer<typeof testStatusEvent>;

export const performanceCheckSummary = z.object({
  id: z.uuid(),
  kind: z.enum(performanceCheckKinds),
  registrationSiteUrl: z.string(),
  settings: performanceCheckSettings,
  state: z.enum(performanceCheckStates),
  jobCorrelationId: z.uuid(),
  launchedBy: z.string().nullable(),
  createdAtUtc: z.string(),
  completedAtUtc: z.string().nullable(),
  /** The newest status the server kept, or null before the first. */
  latestStatus: testStatusEvent.nullable(),
});

export type PerformanceCheckSummary = z.infer<typeof performanceCheckSummary>;

export const performanceCheck = performanceCheckSummary.extend({
  /** doc2 §3: the last 20 statuses, oldest first. */
  statuses: z.array(testStatusEvent),
  result: performanceResult.nullable(),
  /** The run second by second, so far. */
  samples: z.array(performanceSample),
  /** doc2 §2: the log viewer's query for this check's events. */
  logSearchUrl: z.string(),
});

export type PerformanceCheck = z.infer<typeof performanceCheck>;

export const performanceCheckLaunched = z.object({ id: z.uuid(), job });

export type PerformanceCheckLaunched = z.infer<typeof performanceCheckLaunched>;

export const performanceCheckParams = z.object({ id: z.uuid({ message: 'must be a performance check id' }) });

/** The newest checks of a kind that the bench lists. */
export const performanceCheckListLimit = 50;

const launch = <B extends z.ZodType>(kind: string, path: string, body: B) =>
  defineEndpoint({
    method: 'POST',
    path,
    summary: `Launches a ${kind} performance check of a registration site; it runs as a job`,
    permission: 'signedIn',
    body,
    status: 202,
    response: performanceCheckLaunched,
  });

const list = (kind: string, path: string) =>
  defineEndpoint({
    method: 'GET',
    path,
    summary: `The subscription's recent ${kind} performance checks, newest first`,
    permission: 'signedIn',
    response: z.array(performanceCheckSummary),
  });

const get = (kind: string, path: string) =>
  defineEndpoint({
    method: 'GET',
    path: `${path}/:id`,
    summary: `A ${kind} performance check with its kept statuses and its result`,
    permission: 'signedIn',
    params: performanceCheckParams,
    response: performanceCheck,
  });

/** doc2 §7 "POST … with an optional /{id}": the check {id} run again with its address and settings. */
const rerun = (kind: string, path: string) =>
  defineEndpoint({
    method: 'POST',
    path: `${path}/:id`,
    summary: `Runs a ${kind} performance check again with the address and settings of check {id}; the new check runs as a job`,
    permission: 'signedIn',
    params: performanceCheckParams,
    status: 202,
    response: performanceCheckLaunched,
  });

const standardPath = '/api/operations/performance/standard';
const pageHitPath = '/api/operations/performance/pageHit';
const hardwarePath = '/api/operations/performance/hardware';

export const launchStandardCheck = launch('standard', standardPath, standardCheckInput);
export const listStandardChecks = list('standard', standardPath);
export const getStandardCheck = get('standard', standardPath);
export const rerunStandardCheck = rerun('standard', standardPath);
export const launchPageHitCheck = launch('page-hit', pageHitPath, pageHitCheckInput);
export const listPageHitChecks = list('page-hit', pageHitPath);
export const getPageHitCheck = get('page-hit', pageHitPath);
export const rerunPageHitCheck = rerun('page-hit', pageHitPath);
export const launchHardwareCheck = launch('hardware', hardwarePath, hardwareCheckInput);
export const listHardwareChecks = list('hardware', hardwarePath);
export const getHardwareCheck = get('hardware', hardwarePath);
export const rerunHardwareCheck = rerun('hardware', hardwarePath);

/** doc2 §7 Validation: POST /validate/absoluteuri (candidate). */
export const validateAbsoluteUri = defineEndpoint({
  method: 'POST',
  path: '/api/validate/absoluteuri',
  summary: 'Checks an address: an absolute http or https URI',
  permission: 'signedIn',
  scope: 'operator',
  isReadOnly: true,
  body: candidateInput,
  response: validationResult,
});

/** Each kind's calls, for code that serves or calls all three alike. */
export const performanceCheckEndpoints = {
  standard: { launch: launchStandardCheck, list: listStandardChecks, get: getStandardCheck, rerun: rerunStandardCheck },
  pageHit: { launch: launchPageHitCheck, list: listPageHitChecks, get: getPageHitCheck, rerun: rerunPageHitCheck },
  hardware: { launch: launchHardwareCheck, list: listHardwareChecks, get: getHardwareCheck, rerun: rerunHardwareCheck },
} as const;
