import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

const renderPart = (Part: (props: { name: string }) => ReactNode) =>
  render(
    <MantineProvider>
      <Part name="Ada" />
    </MantineProvider>,
  );

describe('lazyPart', () => {
  it('draws a loader until its code has loaded, then the part with its props, and loads it once', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Part = lazyPart('the greeting', load);
    const first = renderPart(Part);
    expect(screen.getByLabelText('Loading the greeting')).toBeTruthy();
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    first.unmount();
    // Mounted again, it draws at once from the code it has.
    renderPart(Part);
    expect(screen.getByText('Hello Ada')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says in place when its code cannot be fetched, and asks again when told to', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Greeting);
    renderPart(lazyPart('the greeting', load));
    expect(await screen.findByText('The greeting could not be loaded')).toBeTruthy();
    expect(screen.getByText('Something is wrong here.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
