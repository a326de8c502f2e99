import { endpoints, type Job } from '@console/contract';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from '../../lib/api-client';
import { jobsQueryKey } from '../../lib/jobs-list';
import { createQueryClient } from '../../lib/query-client';
import { setSubscriptionId } from '../../lib/session';
import { useJobFocusRequests } from '../../lib/started-jobs';
import { JobsDrawer } from './jobs-drawer';

const subscriptionId = 'sub-1';

const job = (correlationId: string, name: string, overrides: Partial<Job> = {}): Job => ({
  id: `id-${correlationId}`,
  correlationId,
  type: 'customer.repair',
  name,
  target: null,
  startedAtUtc: '2026-11-21T10:00:00.000Z',
  completedAtUtc: null,
  isCompleted: false,
  isFaulted: false,
  canRetryFailed: false,
  canRetry: false,
  retryFrom: 'start',
  retryCount: 0,
  canCancel: false,
  cancelRequestedBy: null,
  faultReason: null,
  startedBy: null,
  steps: [],
  ...overrides,
});

const running = job('running-1', 'Repair acmeevents');
const faulted = job('faulted-1', 'Disable orbitalpha', {
  type: 'customer.disable',
  isCompleted: true,
  isFaulted: true,
  completedAtUtc: '2026-11-21T10:01:00.000Z',
  faultReason: 'Close the site: the controller refused',
});

/** The server refuses the start: the same action already runs on that customer. */
const refusal = () =>
  new Response(
    JSON.stringify({
      errorMessage: 'Repair acmeevents is already running; it can start again once that job ends',
      runningJobCorrelationId: running.correlationId,
    }),
    { status: 409, headers: { 'content-type': 'application/json', 'x-reason': 'Repair acmeevents is already running' } },
  );

/** A screen that starts a job, and the shell's part: the drawer opened by a focus request. */
const Console = () => {
  const [opened, setOpened] = useState(false);
  const [focusedJobId, setFocusedJobId] = useState<string | null>(null);
  useJobFocusRequests((correlationId) => {
    setFocusedJobId(correlationId);
    setOpened(true);
  });
  const repair = useMutation({ mutationFn: () => callEndpoint(endpoints.repairCustomer, { params: { id: 'customer-1' } }) });
  return (
    <>
      <button type="button" onClick={() => repair.mutate()}>
        Repair
      </button>
      <button type="button" onClick={() => setOpened(true)}>
        Open jobs
      </button>
      <JobsDrawer opened={opened} onClose={() => setOpened(false)} subscriptionId={subscriptionId} focusedJobId={focusedJobId} />
    </>
  );
};

const renderConsole = () => {
  const queryClient = createQueryClient();
  queryClient.setQueryData(jobsQueryKey(subscriptionId), { jobs: [running, faulted] });
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <Console />
      </QueryClientProvider>
    </MantineProvider>,
  );
};

describe('a start refused because the action already runs there', () => {
  const scrolled: HTMLElement[] = [];
  beforeEach(() => {
    setSubscriptionId(subscriptionId);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => refusal()),
    );
    // jsdom lays nothing out: the segmented filter's indicator observes no sizes, and the drawer's
    // scrolling is recorded instead.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    HTMLElement.prototype.scrollIntoView = function scrollIntoView(this: HTMLElement) {
      scrolled.push(this);
    };
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    scrolled.splice(0);
  });

  it('opens the jobs drawer on the running job: in view, highlighted and focused', async () => {
    renderConsole();
    expect(screen.queryByRole('dialog', { name: 'Jobs' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Repair' }));

    await screen.findByRole('dialog', { name: 'Jobs' });
    const card = await screen.findByRole('article', { name: 'Repair acmeevents' });
    await waitFor(() => expect(document.activeElement).toBe(card));
    expect(card.getAttribute('aria-current')).toBe('true');
    await waitFor(() => expect(scrolled).toContain(card));
    // Only the running job stands out.
    expect(screen.getByRole('article', { name: 'Disable orbitalpha' }).hasAttribute('aria-current')).toBe(false);
  });

  it('shows every job when the chosen filter hides the running one', async () => {
    renderConsole();
    fireEvent.click(screen.getByRole('button', { name: 'Open jobs' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Faulted (1)' }));
    expect(screen.queryByRole('article', { name: 'Repair acmeevents' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Repair', hidden: true }));
    const card = await screen.findByRole('article', { name: 'Repair acmeevents' });
    await waitFor(() => expect(document.activeElement).toBe(card));
    expect((screen.getByRole('radio', { name: 'All (2)' }) as HTMLInputElement).checked).toBe(true);
  });
});
