import { randomUUID } from 'node:crypto';
import { constants } from '@console/contract';
import type { Db } from '../db/database';
import { performanceCheckStatuses, performanceChecks } from '../db/schema';
import { platformPhases } from '../platform/phases';

const sites = ['https://summit2026.events.example.com/register', 'https://expo.events.example.com/register'];

/** A past run's seconds (warm-up, ramp-up, hold, ramp-down), shaped by its peak users and a seed. */
const pastRun = (peakUsers: number, seed: number) =>
  Array.from({ length: 24 }, (_, second) => {
    const share =
      second < 4 ? 0.1 : second < 10 ? 0.1 + (0.9 * (second - 3)) / 6 : second < 20 ? 1 : 1 - (0.9 * (second - 19)) / 4;
    const activeUsers = Math.max(1, Math.round(peakUsers * share));
    const latencyP95Ms = Math.round(120 + activeUsers * 2.5 + 30 * (1 + Math.sin(seed + second)));
    const requestsPerSecond = Math.round(((activeUsers * 1000) / latencyP95Ms) * 10) / 10;
    const errors = latencyP95Ms > 1500 ? Math.round(requestsPerSecond * 0.1) : 0;
    return { second, activeUsers, requestsPerSecond, latencyP95Ms, errors };
  });

const summary = (samples: ReturnType<typeof pastRun>) => {
  const latencies = samples.map((s) => s.latencyP95Ms).sort((a, b) => a - b);
  const at = (share: number) => latencies[Math.min(latencies.length - 1, Math.ceil(share * latencies.length) - 1)]!;
  const requestCount = Math.round(samples.reduce((sum, s) => sum + s.requestsPerSecond, 0));
  return {
    requestCount,
    throughputPerSecond: Math.round((requestCount / samples.length) * 10) / 10,
    latencyP50Ms: Math.round(at(0.5) * 0.6),
    latencyP95Ms: at(0.95),
    latencyP99Ms: Math.round(at(0.99) * 1.3),
    errorCount: samples.reduce((sum, s) => sum + s.errors, 0),
    durationSeconds: samples.length,
  };
};

const checkPlan: { kind: string; peakUsers: number; settings: Record<string, number> }[] = [
  { kind: 'standard', peakUsers: 21, settings: { ...constants.standardCheckDefaults } },
  { kind: 'standard', peakUsers: 140, settings: { baseLoad: 40, targetAttendees: 2000, arrivingConcurrently: 25 } },
  { kind: 'pageHit', peakUsers: 4, settings: { ...constants.pageHitCheckDefaults } },
  { kind: 'pageHit', peakUsers: 150, settings: { totalUsers: 5000, concurrentUsers: 150 } },
  { kind: 'hardware', peakUsers: 10, settings: { ...constants.hardwareCheckDefaults } },
  { kind: 'hardware', peakUsers: 10, settings: { allowedSecondsPerRegistration: 5 } },
];

/** Finished performance checks of each kind for the bench's lists and result pages on `npm start`. */
export const seedPerformanceChecks = async (db: Db, subscriptionIds: string[]) => {
  const checks: (typeof performanceChecks.$inferInsert)[] = [];
  const statuses: (typeof performanceCheckStatuses.$inferInsert)[] = [];
  subscriptionIds.forEach((subscriptionId, s) => {
    checkPlan.forEach((plan, i) => {
      const id = randomUUID();
      const samples = pastRun(plan.peakUsers, s * 10 + i);
      const result = summary(samples);
      const launchedAt = new Date(Date.UTC(2026, 10, 20 + (i % 6), 9 + s, 5 * i));
      const endedAt = new Date(launchedAt.getTime() + samples.length * 1000);
      checks.push({
        id,
        subscriptionId,
        kind: plan.kind,
        registrationSiteUrl: sites[i % sites.length]!,
        settings: plan.settings,
        state: 'succeeded',
        jobCorrelationId: randomUUID(),
        launchedBy: 'Seeded operator',
        samples,
        result,
        createdAt: launchedAt,
        completedAtUtc: endedAt,
      });
      const phases = platformPhases['performanceCheck.run'];
      const steps = [
        { status: 'Queued', details: { state: 'queued', progressPercent: 0 } },
        ...phases.map((phase, p) => ({
          status: phase,
          details: {
            state: 'running',
            phase: p + 1,
            phaseCount: phases.length,
            progressPercent: Math.round((p / phases.length) * 100),
          },
        })),
        { status: 'Succeeded', details: { state: 'succeeded', progressPercent: 100, ...result } },
      ];
      steps.forEach((step, n) =>
        statuses.push({
          checkId: id,
          ...step,
          atUtc: new Date(launchedAt.getTime() + ((endedAt.getTime() - launchedAt.getTime()) * n) / (steps.length - 1)),
        }),
      );
    });
  });
  await db.insert(performanceChecks).values(checks);
  await db.insert(performanceCheckStatuses).values(statuses);
};
