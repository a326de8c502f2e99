import { endpoints, type Job } from '@console/contract';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { getSubscriptionId } from '../../lib/session';
import { focusJob } from '../../lib/started-jobs';
import { customerHealthOf, describeDownApplications } from './customer-health';
import { jobsQuery } from './jobs-query';

const serviceHealthKey = (customerId: string) => ['customers', customerId, 'service-health'] as const;

const JobLink = ({ job, children }: { job: Job; children: string }) => (
  <Anchor component="button" type="button" size="sm" c="blue.9" onClick={() => focusJob(job.correlationId)}>
    {children}
  </Anchor>
);

/**
 * The customer header's health banner (issue 25, item 4): the site down, a job that faulted, a job
 * running, each linking to its job in the drawer. Nothing shows while all is well. Self-contained so
 * any header can render it: it reads the shared job list and the customer's service health.
 */
export const CustomerHealthBanner = ({ customerId }: { customerId: string }) => {
  const queryClient = useQueryClient();
  const jobs = useQuery(jobsQuery(queryClient, getSubscriptionId()));
  const service = useQuery({
    queryKey: serviceHealthKey(customerId),
    queryFn: ({ signal }) => callEndpoint(endpoints.getCustomerServiceHealth, { params: { id: customerId }, signal }),
  });
  const health = customerHealthOf(customerId, jobs.data?.jobs ?? [], service.data);
  // The site's state changes with the customer's jobs: read it again whenever one of them moves on.
  const jobsState = [...health.running, ...health.faulted]
    .map((job) => `${job.correlationId}:${job.retryCount}:${job.isCompleted}`)
    .join(',');
  const onCustomerCount = (jobs.data?.jobs ?? []).filter((job) => job.target?.id === customerId && job.isCompleted).length;
  // Only a change read again: the first job list read (on opening) is the baseline, as the query above
  // has just asked (one call, not two).
  const isJobsLoaded = jobs.data !== undefined;
  const jobsSeen = useRef<string | null>(null);
  useEffect(() => {
    if (!isJobsLoaded) return;
    const now = `${customerId}|${jobsState}|${onCustomerCount}`;
    const seen = jobsSeen.current;
    jobsSeen.current = now;
    if (seen === null || seen === now) return;
    void queryClient.invalidateQueries({ queryKey: serviceHealthKey(customerId) });
  }, [queryClient, customerId, jobsState, onCustomerCount, isJobsLoaded]);

  if (health.tone === 'ok') return null;
  return (
    <section aria-label="Customer health">
      <Alert
        color={health.tone === 'trouble' ? 'red' : 'blue'}
        variant="light"
        title={health.tone === 'trouble' ? 'Needs attention' : 'Work in progress'}
      >
        <Stack gap={4}>
          {health.downApplications.length > 0 && <Text size="sm">{describeDownApplications(health.downApplications)}</Text>}
          {health.faulted.map((job) => (
            <Text size="sm" key={job.correlationId}>
              {job.name} faulted{job.faultReason ? `: ${job.faultReason}` : ''}.{' '}
              <JobLink job={job}>{`Open ${job.name} in jobs`}</JobLink>
            </Text>
          ))}
          {health.running.map((job) => (
            <Text size="sm" key={job.correlationId}>
              {job.name} is running. <JobLink job={job}>{`Open ${job.name} in jobs`}</JobLink>
            </Text>
          ))}
        </Stack>
      </Alert>
    </section>
  );
};
