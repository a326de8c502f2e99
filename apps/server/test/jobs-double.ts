import { randomUUID } from 'node:crypto';
import type { Job } from '@console/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../src/db/database';
import type { JobDefinition, Jobs, StartJobInput } from '../src/jobs/types';
import { PlatformError, type Platform, type PlatformRequest } from '../src/platform/types';

type Started = { definition: JobDefinition<unknown>; input: StartJobInput<unknown>; job: Job; hasRun: boolean };

/**
 * A test double of the job runner, for testing the customer area's job definitions: it records the
 * jobs started and runs their steps on demand against a recording platform that fails for chosen
 * customers. It is not the runner (no queue, no persistence) and is never used outside tests.
 */
export const createJobsDouble = () => {
  const registered = new Map<string, JobDefinition<unknown>>();
  const started: Started[] = [];
  const calls: PlatformRequest[] = [];
  const failingCustomerIds = new Set<string>();
  const platform: Platform = {
    perform: async (request) => {
      calls.push(request);
      if (failingCustomerIds.has(request.target.customerId))
        throw new PlatformError(`${request.operation} failed for ${request.target.alias}`);
      return { message: `${request.operation} done for ${request.target.alias}` };
    },
  };

  const jobs: Jobs = {
    register: (definition) => {
      registered.set(definition.type, definition as JobDefinition<unknown>);
    },
    start: async (definition, input) => {
      const correlationId = randomUUID();
      const { name, target } = definition.describe(input.payload);
      const job: Job = {
        id: randomUUID(),
        correlationId,
        type: definition.type,
        name,
        target,
        startedAtUtc: new Date().toISOString(),
        completedAtUtc: null,
        isCompleted: false,
        isFaulted: false,
        faultReason: null,
        steps: definition.steps(input.payload).map((step, position) => ({
          id: randomUUID(),
          jobCorrelationId: correlationId,
          position,
          name: step.name,
          targetId: step.targetId ?? null,
          state: 'pending',
          message: null,
          startedAtUtc: null,
          completedAtUtc: null,
        })),
      };
      started.push({
        definition: definition as JobDefinition<unknown>,
        input: input as StartJobInput<unknown>,
        job,
        hasRun: false,
      });
      return job;
    },
  };

  /** Runs every started job's steps in order, as the runner would, and returns their outcomes. */
  const runAll = async ({ db, log }: { db: Db; log: FastifyBaseLogger }) => {
    const outcomes: { type: string; isFaulted: boolean; failedTargetIds: string[]; messages: string[] }[] = [];
    for (const entry of started.filter((s) => !s.hasRun)) {
      entry.hasRun = true;
      const { definition, input, job } = entry;
      const failedTargetIds: string[] = [];
      const messages: string[] = [];
      for (const [index, step] of definition.steps(input.payload).entries()) {
        try {
          const result = await step.run({
            payload: input.payload,
            jobCorrelationId: job.correlationId,
            stepId: job.steps[index]!.id,
            db,
            platform,
            log,
          });
          messages.push(result?.message ?? '');
        } catch (error) {
          failedTargetIds.push(step.targetId ?? '');
          messages.push(error instanceof PlatformError ? error.reason : String(error));
          if ((definition.onStepFailure ?? 'stop') === 'stop') break;
        }
      }
      const isFaulted = failedTargetIds.length > 0;
      await definition.onCompleted?.({ payload: input.payload, db, isFaulted, failedTargetIds });
      outcomes.push({ type: definition.type, isFaulted, failedTargetIds, messages });
    }
    return outcomes;
  };

  return { jobs, registered, started, calls, failingCustomerIds, runAll };
};
