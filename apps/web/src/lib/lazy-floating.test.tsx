import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each test starts before Menu and Tooltip have loaded: the loaded parts are kept per module instance.
const fresh = async () => {
  vi.resetModules();
  const [core, lazy] = await Promise.all([import('@mantine/core'), import('./lazy-floating')]);
  return { ...core, ...lazy };
};

let ui: Awaited<ReturnType<typeof fresh>>;
beforeEach(async () => {
  ui = await fresh();
});

describe('LazyMenu', () => {
  it('announces its menu before Menu has loaded, a press opens it once it has, and closing gives the focus back', async () => {
    const { MantineProvider, LazyMenu, Button, MenuItem } = ui;
    let picked = '';
    render(
      <MantineProvider>
        <LazyMenu target={<Button>Bulk actions</Button>}>
          <MenuItem onClick={() => (picked = 'repair')}>Repair</MenuItem>
        </LazyMenu>
      </MantineProvider>,
    );
    const target = screen.getByRole('button', { name: 'Bulk actions' });
    expect(target.getAttribute('aria-haspopup')).toBe('menu');
    expect(target.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menuitem')).toBeNull();
    fireEvent.pointerDown(target, { button: 0 });
    fireEvent.click(target);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Repair' }));
    expect(picked).toBe('repair');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Bulk actions' })));
  });

  it('opens from the keyboard before Menu has loaded', async () => {
    const { MantineProvider, LazyMenu, Button, MenuItem } = ui;
    render(
      <MantineProvider>
        <LazyMenu target={<Button>Operator</Button>}>
          <MenuItem>Sign out</MenuItem>
        </LazyMenu>
      </MantineProvider>,
    );
    fireEvent.keyDown(screen.getByRole('button', { name: 'Operator' }), { key: 'ArrowDown' });
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Operator' }).getAttribute('aria-expanded')).toBe('true');
  });
});

describe('LazyTooltip', () => {
  it('shows its label to an operator already pointing at the target when Tooltip arrives', async () => {
    const { MantineProvider, LazyTooltip, Button } = ui;
    render(
      <MantineProvider>
        <LazyTooltip label="Needs database access">
          <Button>Database server</Button>
        </LazyTooltip>
      </MantineProvider>,
    );
    expect(screen.queryByText('Needs database access')).toBeNull();
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Database server' }));
    expect(await screen.findByText('Needs database access')).toBeTruthy();
  });
});
