import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { platformOperations } from '../../db/schema';
import { sleep } from '../../lib/sleep';
import { platformPhases } from '../phases';
import {
  PlatformError,
  type DatabaseTarget,
  type Platform,
  type PlatformChange,
  type PlatformRequest,
  type PlatformResult,
} from '../types';
import { createSimulatedAppServicePlans } from './app-service-plans';
import { createSimulatedCloudServices } from './cloud-services';
import { createSimulatedDatabaseServers } from './database-servers';
import { createSimulatedHostingCertificates } from './hosting-certificates';
import { applyEffect } from './effects';
import { failTargetsInForce, readConditions } from './conditions';
import { injectedFault } from './faults';
import { createSimulatedMonitor } from './monitor';
import { createSimulatedDatabases } from './databases';
import { createSimulatedDeadLetterQueues } from './dead-letter-queues';
import { createSimulatedPayments } from './payments';
import { seedSimulatedFleet } from './fleet-seed';
import { phaseDelayMs, phaseSeconds, type SimulationSettings } from './settings';

/** Rolls back an effect whose operationId another worker recorded first. */
class AlreadyRecorded extends Error {}

/**
 * The simulated fleet: each phase of an operation takes realistic time, may fail by configuration,
 * then changes the simulated world's tables and answers what changed. A phase's effect and the record of its
 * operationId commit together, so a phase retried with the same id never acts twice.
 */
export const createSimulatedPlatform = ({
  db,
  log,
  settings,
  random = Math.random,
}: {
  db: Db;
  log: FastifyBaseLogger;
  settings: SimulationSettings;
  random?: () => number;
}): Platform => {
  const recorded = async (operationId: string) => {
    const [row] = await db.select().from(platformOperations).where(eq(platformOperations.operationId, operationId));
    return row ?? null;
  };

  /** A failed phase changes nothing, except that a database server's provisioning reports its failure (doc2 §4). */
  const failure = (request: PlatformRequest, reason: string): PlatformError => {
    const target = request.target as DatabaseTarget;
    const changes: PlatformChange[] =
      request.operation === 'databaseServer.provision' && target.subscriptionId
        ? [
            {
              kind: 'databaseServer',
              subscriptionId: target.subscriptionId,
              event: 'provisioned',
              serverName: target.serverName,
              disposition: 'failed',
              message: reason,
            },
          ]
        : [];
    return new PlatformError(reason, changes);
  };

  const performPhase = async (request: PlatformRequest, phase: number, operationId: string): Promise<PlatformResult> => {
    const phases = platformPhases[request.operation];
    const phaseName = phases[phase]!;
    const existing = await recorded(operationId);
    // The record keeps what the phase returned (written below from a PlatformResult).
    if (existing) return { message: existing.message, changes: existing.changes as PlatformChange[], isReplay: true };
    await sleep(phaseDelayMs(phaseSeconds(request.operation, phaseName), settings.speed, random), request.signal);
    // Fail targets injected while running (the simulation's conditions) count as configured ones do.
    const failTargets = failTargetsInForce(settings, await readConditions(db));
    const fault = injectedFault({
      request,
      phase,
      phaseName,
      phaseCount: phases.length,
      settings: { faultRate: settings.faultRate, failTargets },
      random,
    });
    if (fault) throw failure(request, fault);
    try {
      const result = await db.transaction(async (tx) => {
        // The effects see the fail targets in force too (a listed hosting group's machines drift).
        const effect = await applyEffect({
          tx,
          request,
          phase,
          phaseName,
          phaseCount: phases.length,
          settings: { ...settings, failTargets },
        });
        const [inserted] = await tx
          .insert(platformOperations)
          .values({
            operationId,
            operation: request.operation,
            target: request.target,
            message: effect.message,
            changes: effect.changes,
          })
          .onConflictDoNothing()
          .returning();
        if (!inserted) throw new AlreadyRecorded();
        return effect;
      });
      return { message: result.message, changes: result.changes, isReplay: false };
    } catch (error) {
      if (!(error instanceof AlreadyRecorded)) {
        if (error instanceof PlatformError) throw failure(request, error.reason);
        throw error;
      }
      const winner = await recorded(operationId);
      log.info({ operationId }, 'a platform operation was performed concurrently; kept the first');
      return { message: winner?.message ?? 'Already done', changes: (winner?.changes ?? []) as PlatformChange[], isReplay: true };
    }
  };

  const { monitor, simulation } = createSimulatedMonitor({ db, settings, log });

  return {
    monitor,
    simulation,
    databases: createSimulatedDatabases(),
    deadLetters: createSimulatedDeadLetterQueues({ db, settings, random }),
    payments: createSimulatedPayments(),
    appServicePlans: createSimulatedAppServicePlans({ db }),
    cloudServices: createSimulatedCloudServices({ db }),
    databaseServers: createSimulatedDatabaseServers({ db, settings }),
    hostingCertificates: createSimulatedHostingCertificates({ db }),
    seedFleet: (input) => seedSimulatedFleet({ db, ...input }),
    perform: async (request) => {
      const phases = platformPhases[request.operation];
      if (!phases) throw new PlatformError(`The platform cannot perform ${String(request.operation)}`);
      if (request.phase !== undefined) {
        if (!Number.isInteger(request.phase) || request.phase < 0 || request.phase >= phases.length) {
          throw new PlatformError(`${request.operation} has no phase ${request.phase + 1}`);
        }
        return performPhase(request, request.phase, request.operationId);
      }
      // The whole operation: each phase keeps its own record, so a retry resumes after the last done.
      const messages: string[] = [];
      const changes: PlatformResult['changes'] = [];
      let isReplay = true;
      for (let phase = 0; phase < phases.length; phase++) {
        const result = await performPhase(request, phase, `${request.operationId}#${phase}`);
        messages.push(result.message);
        changes.push(...result.changes);
        isReplay &&= result.isReplay;
      }
      return { message: messages.join('; '), changes, isReplay };
    },
  };
};
