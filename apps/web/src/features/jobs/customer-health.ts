import type { CustomerServiceHealth, Job } from '@console/contract';

export type CustomerHealth = {
  /** The newest run of each action on the customer that faulted. */
  faulted: Job[];
  running: Job[];
  /** The applications that are not running while the customer is enabled (the site is down). */
  downApplications: CustomerServiceHealth['applications'];
  tone: 'ok' | 'working' | 'trouble';
};

/**
 * The customer's health from its service status and its jobs: only the newest job of each action
 * counts (a faulted restart followed by a successful one is over), and a job runs or faulted.
 */
export const customerHealthOf = (
  customerId: string,
  jobs: readonly Job[],
  service: CustomerServiceHealth | undefined,
): CustomerHealth => {
  const newestByAction = new Map<string, Job>();
  for (const job of jobs) {
    const isOnCustomer =
      job.target?.id === customerId || (job.target?.type === 'deployment' && job.target.customerId === customerId);
    if (!isOnCustomer) continue;
    const known = newestByAction.get(job.type);
    if (!known || job.startedAtUtc > known.startedAtUtc) newestByAction.set(job.type, job);
  }
  const newest = [...newestByAction.values()].sort((a, b) => b.startedAtUtc.localeCompare(a.startedAtUtc));
  const faulted = newest.filter((job) => job.isCompleted && job.isFaulted);
  const running = newest.filter((job) => !job.isCompleted);
  const downApplications =
    service?.status === 'down' ? service.applications.filter((app) => app.state === 'stopped' || app.state === 'faulted') : [];
  const tone = faulted.length > 0 || downApplications.length > 0 ? 'trouble' : running.length > 0 ? 'working' : 'ok';
  return { faulted, running, downApplications, tone };
};

/** What the health banner says about the site itself. */
export const describeDownApplications = (apps: CustomerServiceHealth['applications']) =>
  `The site is down: ${apps.map((app) => `${app.name} is ${app.state}`).join(', ')}.`;
