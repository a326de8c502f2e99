import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { job } from './job';

export const listJobsResponse = z.object({ jobs: z.array(job) });

export const listJobs = defineEndpoint({
  method: 'GET',
  path: '/api/jobs',
  summary: "The subscription's jobs with their steps, newest first",
  permission: 'signedIn',
  response: listJobsResponse,
});
