import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OnDemand } from './on-demand';

vi.mock('./report-error', () => ({ showError: vi.fn() }));
const { showError } = await import('./report-error');

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;
const loadGreeting = () => Promise.resolve(Greeting);
const loadNothing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('OnDemand', () => {
  it('draws the part with its props once its code has loaded', async () => {
    render(<OnDemand load={loadGreeting} props={{ name: 'Ada' }} onFailed={() => undefined} />);
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
  });

  it('tells the operator and its owner when the code cannot be fetched, and draws nothing', async () => {
    const onFailed = vi.fn();
    const { container } = render(<OnDemand load={loadNothing} props={{}} onFailed={onFailed} />);
    await waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1));
    expect(showError).toHaveBeenCalledWith('Something is wrong here.');
    expect(container.innerHTML).toBe('');
  });
});
