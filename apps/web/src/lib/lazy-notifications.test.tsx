import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('./notifications-container');
  vi.resetModules();
});

describe('LazyNotifications', () => {
  it('draws the toasts plainly when the container cannot be fetched, and the page stays', async () => {
    vi.resetModules();
    // As a browser answers an import while the server is away.
    vi.doMock('./notifications-container', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const [{ MantineProvider }, { notifications }, { LazyNotifications }] = await Promise.all([
      import('@mantine/core'),
      import('@mantine/notifications'),
      import('./lazy-notifications'),
    ]);
    render(
      <MantineProvider>
        <p>The page</p>
        <LazyNotifications autoClose={false} />
      </MantineProvider>,
    );
    act(() => {
      notifications.show({ message: 'Failed to establish a persistent connection with the server.', color: 'red.9' });
    });
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Failed to establish a persistent connection with the server.');
    expect(screen.getByText('The page')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
