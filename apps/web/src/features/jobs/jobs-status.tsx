import { Badge, Button, Group } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { describeSummary, summarizeJobs } from './jobs-cache';
import { jobsQuery } from './jobs-query';

/** doc2 §2: the footer's job status at a glance; it opens the jobs drawer. */
export const JobsStatus = ({ subscriptionId, onOpen }: { subscriptionId: string | null; onOpen: () => void }) => {
  const queryClient = useQueryClient();
  const jobs = useQuery(jobsQuery(queryClient, subscriptionId));
  const summary = summarizeJobs(jobs.data?.jobs ?? []);
  const text = jobs.isPending ? 'Jobs: loading…' : `Jobs: ${describeSummary(summary)}`;
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      color={summary.faulted > 0 ? 'red' : undefined}
      onClick={onOpen}
      aria-haspopup="dialog"
    >
      <Group gap={6} wrap="nowrap">
        <span>{text}</span>
        {summary.inProgress > 0 && (
          <Badge size="sm" circle aria-hidden>
            {summary.inProgress}
          </Badge>
        )}
        {/* Faulted jobs stand out in red; the text says how many. */}
        {summary.faulted > 0 && (
          <Badge size="sm" color="red" aria-hidden data-testid="faulted-jobs">
            {summary.faulted} faulted
          </Badge>
        )}
      </Group>
    </Button>
  );
};
