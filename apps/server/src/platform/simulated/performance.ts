import type { EffectContext, EffectResult } from './effects';
import type { PerformanceCheckTarget, PlatformPerformanceResult, PlatformPerformanceSample } from '../types';

/**
 * The simulated load generators: a run's seconds follow from the check (its kind and counts) and a
 * seed taken from its id, so a phase measured again (a retried step) reports the same seconds.
 */

type RunShape = { kind: string; settings: Record<string, number> };

/** The seconds of the run each phase covers: warm-up, ramp-up, hold, ramp-down. */
export const performancePhaseSeconds = [4, 6, 10, 4] as const;

const runSeconds = performancePhaseSeconds.reduce((sum, s) => sum + s, 0);

/** A small seeded generator (mulberry32): the same id measures the same run. */
const seededRandom = (seedText: string) => {
  let seed = 0;
  for (const char of seedText) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** How many virtual users the check keeps busy at its peak, by kind. */
const peakUsersOf = ({ kind, settings }: RunShape): number => {
  switch (kind) {
    case 'standard':
      return Math.min(2000, (settings.baseLoad ?? 5) + (settings.arrivingConcurrently ?? 4) * 4);
    case 'pageHit':
      return Math.min(1000, settings.concurrentUsers ?? 4, settings.totalUsers ?? 200);
    case 'hardware':
      return 10;
    default:
      return 5;
  }
};

/** The share of the peak load in a second of the run. */
const loadShare = (second: number) => {
  const [warm, ramp, hold] = performancePhaseSeconds;
  if (second < warm) return 0.1;
  if (second < warm + ramp) return 0.1 + (0.9 * (second - warm + 1)) / ramp;
  if (second < warm + ramp + hold) return 1;
  return Math.max(0.1, 1 - (0.9 * (second - warm - ramp - hold + 1)) / performancePhaseSeconds[3]);
};

/** Every second of the run. */
export const simulatePerformanceRun = (checkId: string, shape: RunShape): PlatformPerformanceSample[] => {
  const random = seededRandom(checkId);
  const peakUsers = peakUsersOf(shape);
  // A hardware check is failed by registrations slower than allowed; the others by overload.
  const allowedMs = shape.kind === 'hardware' ? (shape.settings.allowedSecondsPerRegistration ?? 20) * 100 : 1500;
  return Array.from({ length: runSeconds }, (_, second) => {
    const activeUsers = Math.max(1, Math.round(peakUsers * loadShare(second)));
    const latencyP95Ms = Math.round(120 + activeUsers * 2.5 + random() * 60);
    const requestsPerSecond = Math.round(((activeUsers * 1000) / latencyP95Ms) * (0.9 + random() * 0.2) * 10) / 10;
    const overload = Math.max(0, latencyP95Ms - allowedMs) / allowedMs;
    const errors = Math.round(requestsPerSecond * Math.min(0.5, overload) + (random() < 0.05 ? 1 : 0));
    return { second, activeUsers, requestsPerSecond, latencyP95Ms, errors };
  });
};

const percentile = (sorted: number[], share: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;

/** The run's figures from its seconds: latencies are weighted by the requests each second served. */
export const summarizePerformanceRun = (samples: PlatformPerformanceSample[]): PlatformPerformanceResult => {
  const requestCount = Math.round(samples.reduce((sum, s) => sum + s.requestsPerSecond, 0));
  // Each second's p95 stands for its requests; p50 sits about 40 % below it, p99 about 30 % above.
  const latencies = samples
    .flatMap((s) => {
      const weight = Math.max(1, Math.round(s.requestsPerSecond));
      return [
        ...Array<number>(Math.round(weight * 0.5)).fill(s.latencyP95Ms * 0.6),
        ...Array<number>(Math.round(weight * 0.45)).fill(s.latencyP95Ms * 0.85),
        ...Array<number>(Math.max(1, Math.round(weight * 0.05))).fill(s.latencyP95Ms * 1.3),
      ];
    })
    .sort((a, b) => a - b);
  return {
    requestCount,
    throughputPerSecond: samples.length === 0 ? 0 : Math.round((requestCount / samples.length) * 10) / 10,
    latencyP50Ms: Math.round(percentile(latencies, 0.5)),
    latencyP95Ms: Math.round(percentile(latencies, 0.95)),
    latencyP99Ms: Math.round(percentile(latencies, 0.99)),
    errorCount: samples.reduce((sum, s) => sum + s.errors, 0),
    durationSeconds: samples.length,
  };
};

/** One phase of `performanceCheck.run`: the seconds it covers, and the result after the last. */
export const measurePerformancePhase = ({ request, phase, phaseName, phaseCount }: EffectContext): EffectResult => {
  const target = request.target as PerformanceCheckTarget;
  const args = request.args ?? {};
  const shape: RunShape = {
    kind: typeof args.kind === 'string' ? args.kind : 'standard',
    settings: (args.settings ?? {}) as Record<string, number>,
  };
  const run = simulatePerformanceRun(target.checkId, shape);
  const from = performancePhaseSeconds.slice(0, phase).reduce((sum, s) => sum + s, 0);
  const samples = run.slice(from, from + (performancePhaseSeconds[phase] ?? 0));
  const isLast = phase === phaseCount - 1;
  const result = isLast ? summarizePerformanceRun(run) : null;
  const peak = Math.max(...samples.map((s) => s.activeUsers));
  return {
    message: result
      ? `${phaseName}: ${result.throughputPerSecond} req/s, p95 ${result.latencyP95Ms} ms, ${result.errorCount} errors`
      : `${phaseName}: up to ${peak} virtual users`,
    changes: [{ kind: 'performanceSamples', subscriptionId: target.subscriptionId, checkId: target.checkId, samples, result }],
  };
};
