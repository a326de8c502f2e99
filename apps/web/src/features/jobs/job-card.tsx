import { endpoints, jobStatusOf, type Job, type JobStep } from '@console/contract';
import { Anchor, Badge, Button, Collapse, Group, Loader, Paper, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { GuardedButton } from '../../lib/permissions';
import { describeSteps, jobProgress, jobTargetPath } from './jobs-cache';

const statusBadge = {
  inProgress: { color: 'blue', label: 'In progress' },
  succeeded: { color: 'green', label: 'Succeeded' },
  faulted: { color: 'red', label: 'Faulted' },
} as const;

const stepLook: Record<JobStep['state'], { color: string; label: string }> = {
  pending: { color: 'gray', label: 'Pending' },
  running: { color: 'blue', label: 'Running' },
  succeeded: { color: 'green', label: 'Succeeded' },
  failed: { color: 'red', label: 'Failed' },
  skipped: { color: 'gray', label: 'Skipped' },
};

const time = (iso: string | null) => (iso ? new Date(iso).toLocaleTimeString() : '');

const duration = (from: string, to: string | null) => {
  const seconds = Math.max(0, Math.round(((to ? Date.parse(to) : Date.now()) - Date.parse(from)) / 1000));
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
};

const JobTarget = ({ target }: { target: Job['target'] }) => {
  if (!target) return null;
  const path = jobTargetPath(target);
  return (
    <Text size="sm" c="dimmed">
      {target.type === 'fleet'
        ? 'Fleet'
        : target.type === 'hostingGroup'
          ? 'Hosting group'
          : target.type === 'customer'
            ? 'Customer'
            : target.type === 'appServicePlan'
              ? 'App service plan'
              : target.type === 'cloudService'
                ? 'Cloud service'
                : 'Deployment'}
      {': '}
      {path ? (
        <Anchor component={Link} to={path} size="sm">
          {target.name}
        </Anchor>
      ) : (
        target.name
      )}
    </Text>
  );
};

const StepItem = ({ step }: { step: JobStep }) => {
  const look = stepLook[step.state];
  return (
    <li>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {step.state === 'running' ? (
          <Loader size={14} mt={3} aria-hidden />
        ) : (
          <Badge size="xs" color={look.color} variant="light" mt={3} style={{ flexShrink: 0 }}>
            {look.label}
          </Badge>
        )}
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm">
            {step.name}
            {step.state === 'running' && <VisuallyHidden> (running)</VisuallyHidden>}
          </Text>
          {step.message && (
            <Text size="xs" c={step.state === 'failed' ? 'red' : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
              {step.message}
            </Text>
          )}
          {step.startedAtUtc && (
            <Text size="xs" c="dimmed">
              {time(step.startedAtUtc)}
              {step.completedAtUtc ? ` – ${time(step.completedAtUtc)}` : ''}
            </Text>
          )}
        </Stack>
      </Group>
    </li>
  );
};

/** Re-renders every second while `isTicking`, so a running job's duration counts up. */
const useTicking = (isTicking: boolean) => {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!isTicking) return;
    const timer = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [isTicking]);
};

/** One job: what it acts on, its status and progress, why it faulted, and its steps on demand. */
export const JobCard = ({
  job,
  onRetryFailed,
  isRetrying = false,
  onRetry,
  onCancel,
  isFocused = false,
}: {
  job: Job;
  /** Runs a faulted job again in place (from its failed step, or from the start). */
  onRetry?: (job: Job) => void;
  /** Asks a running job to stop before its next step. */
  onCancel?: (job: Job) => void;
  /** The drawer was opened for this job: it is highlighted and takes focus when the drawer opens. */
  isFocused?: boolean;
  /** Re-runs only the failed steps' targets as a new job; offered when the job allows it. */
  onRetryFailed?: (job: Job) => void;
  isRetrying?: boolean;
}) => {
  const status = jobStatusOf(job);
  useTicking(status === 'inProgress');
  const badge = statusBadge[status];
  const progress = jobProgress(job);
  // A faulted job shows its steps unless the operator closed them; others show them on request.
  const [choice, setChoice] = useState<boolean | null>(null);
  const isOpen = choice ?? status === 'faulted';
  const failedCount = job.steps.filter((step) => step.state === 'failed').length;
  const retryLabel = job.retryFrom === 'failedStep' ? 'Retry from the failed step' : 'Retry from the start';
  const titleId = useId();
  const stepsId = useId();
  const cardRef = useRef<HTMLElement>(null);
  // The job the drawer was opened for comes into view and takes focus once it is shown: when the
  // drawer opens (its content mounts then), when the filter changes to show it, or while it is open.
  useEffect(() => {
    if (!isFocused) return;
    cardRef.current?.scrollIntoView({ block: 'nearest' });
    cardRef.current?.focus();
  }, [isFocused]);
  return (
    <Paper
      ref={cardRef}
      component="article"
      withBorder
      p="sm"
      aria-labelledby={titleId}
      data-job={job.correlationId}
      data-autofocus={isFocused || undefined}
      // The job the drawer was opened for stands out, to the eye and to a screen reader.
      aria-current={isFocused || undefined}
      style={isFocused ? { borderColor: 'var(--mantine-color-blue-filled)', borderWidth: 2 } : undefined}
      tabIndex={-1}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} id={titleId}>
            {job.name}
          </Text>
          <Badge color={badge.color} variant={status === 'inProgress' ? 'light' : 'filled'} style={{ flexShrink: 0 }}>
            {badge.label}
          </Badge>
        </Group>
        <JobTarget target={job.target} />
        <Text size="xs" c="dimmed">
          Started {job.startedBy ? `by ${job.startedBy.name} ` : ''}
          {new Date(job.startedAtUtc).toLocaleString()} · {job.isCompleted ? 'took' : 'running for'}{' '}
          {duration(job.startedAtUtc, job.completedAtUtc)}
        </Text>
        <Progress
          value={progress.percent}
          color={badge.color}
          size="sm"
          animated={status === 'inProgress'}
          aria-label={`${job.name}: ${describeSteps(job)}`}
        />
        {job.faultReason && (
          <Text size="sm" c="red.9" style={{ overflowWrap: 'anywhere' }}>
            {job.faultReason}
          </Text>
        )}
        {job.cancelRequestedBy && !job.isCompleted && (
          <Text size="sm" c="orange.9">
            Cancelling: {job.cancelRequestedBy} asked to stop it after the current step
          </Text>
        )}
        {((job.canRetry && onRetry) || (job.canCancel && onCancel)) && (
          <Group gap="xs">
            {job.canRetry && onRetry && (
              <GuardedButton
                endpoint={endpoints.retryJob}
                variant="filled"
                size="compact-sm"
                aria-haspopup="dialog"
                // The visible words start the name (axe: label-content-name-mismatch); the job tells cards apart.
                aria-label={`${retryLabel}: ${job.name}`}
                onClick={() => onRetry(job)}
              >
                {retryLabel}
              </GuardedButton>
            )}
            {job.canCancel && onCancel && (
              <GuardedButton
                endpoint={endpoints.cancelJob}
                variant="default"
                size="compact-sm"
                aria-haspopup="dialog"
                aria-label={`Cancel ${job.name}`}
                onClick={() => onCancel(job)}
              >
                Cancel
              </GuardedButton>
            )}
          </Group>
        )}
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {describeSteps(job)}
          </Text>
          {job.canRetryFailed && onRetryFailed && (
            <GuardedButton
              endpoint={endpoints.retryFailedJob}
              variant="light"
              color="red"
              size="compact-xs"
              loading={isRetrying}
              aria-label={`Retry failed steps (${failedCount}) of ${job.name}`}
              onClick={() => onRetryFailed(job)}
            >
              Retry failed steps ({failedCount})
            </GuardedButton>
          )}
          <Button
            variant="subtle"
            size="compact-xs"
            aria-expanded={isOpen}
            aria-controls={stepsId}
            onClick={() => setChoice(!isOpen)}
          >
            {isOpen ? 'Hide steps' : 'Show steps'}
          </Button>
        </Group>
        <Collapse expanded={isOpen} id={stepsId} keepMounted={false}>
          <Stack
            component="ol"
            gap={6}
            aria-label={`Steps of ${job.name}`}
            style={{ listStyle: 'none', paddingLeft: 0, margin: 0 }}
          >
            {job.steps.map((step) => (
              <StepItem key={step.id} step={step} />
            ))}
          </Stack>
        </Collapse>
      </Stack>
    </Paper>
  );
};
