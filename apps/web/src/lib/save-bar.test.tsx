import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { SaveBar } from './save-bar';

const staleSave = new ApiError({
  status: 409,
  reason: 'Sam Support changed acme',
  errorMessage: 'Sam Support changed acme at 2026-11-27 16:20 UTC, after this form was opened.',
  path: '/api/customers/x/updateName',
  details: { changedBy: 'Sam Support', changedAt: '2026-11-27T16:20:00.000Z', currentVersion: 4 },
});

const renderBar = (error: unknown, withStale = true) =>
  render(
    <MantineProvider>
      <SaveBar
        save={{ isError: error !== null, error, isPending: false }}
        stale={withStale ? { error, onReload: vi.fn(), onDiscard: vi.fn() } : undefined}
        submitLabel="Save"
        onCancel={() => {}}
      />
    </MantineProvider>,
  );

describe('SaveBar', () => {
  it('offers Cancel and the save, with no alert before a failure', () => {
    renderBar(null);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('shows a stale save once, as the alert that offers the reload (decision 006)', () => {
    renderBar(staleSave);
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.textContent).toContain('Changed by someone else');
    expect(screen.getByRole('button', { name: 'Reload section' })).toBeTruthy();
  });

  it('shows any other failure in the red alert', () => {
    renderBar(new ApiError({ status: 400, reason: 'r', errorMessage: 'The size is too large.', path: '/api/x' }), false);
    expect(screen.getByRole('alert').textContent).toBe('The size is too large.');
  });
});
