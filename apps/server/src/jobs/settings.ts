export type JobsSettings = {
  /** Whether this process works jobs; a process that only serves the console can still start them. */
  isWorker: boolean;
  /** Jobs one process works at once. */
  concurrency: number;
  /** How often the queue looks for jobs whose worker died, and the sweeper for lost jobs. */
  monitorSeconds: number;
  /** Attempts after the first before a job is given up (each crash or shutdown mid-job uses one). */
  retryLimit: number;
  /** A job in progress this long is checked against the queue by the sweeper. */
  staleAfterSeconds: number;
};

export const defaultJobsSettings: JobsSettings = {
  isWorker: true,
  concurrency: 4,
  monitorSeconds: 10,
  retryLimit: 5,
  staleAfterSeconds: 30,
};
