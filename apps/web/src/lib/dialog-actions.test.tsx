import { messages } from '@console/contract';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { DialogActions } from './dialog-actions';

const renderActions = (error: unknown) =>
  render(
    <MantineProvider>
      <DialogActions error={error} submitLabel="Create" isPending={false} onCancel={() => {}} />
    </MantineProvider>,
  );

describe('DialogActions (doc1 §8 dialogs)', () => {
  it('shows no alert before a failure', () => {
    renderActions(null);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Create' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it("shows the server's errorMessage in a red alert", () => {
    renderActions(new ApiError({ status: 400, reason: 'r', errorMessage: 'The alias is taken.', path: '/api/x' }));
    expect(screen.getByRole('alert').textContent).toBe('The alias is taken.');
  });

  it('falls back to the default alert text', () => {
    renderActions(new ApiError({ status: 500, reason: null, errorMessage: null, path: '/api/x' }));
    expect(screen.getByRole('alert').textContent).toBe(messages.dialog.defaultAlert);
  });
});
