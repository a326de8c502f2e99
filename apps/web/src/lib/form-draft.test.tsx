import { messages } from '@console/contract';
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { StaleSaveAlert, seenVersionOf, useFormDraft } from './form-draft';

const stale = new ApiError({
  status: 409,
  reason: 'Sam Support changed acme',
  errorMessage: 'Sam Support changed acme at 2026-11-27 16:20 UTC, after this form was opened.',
  path: '/api/customers/x/updateName',
  details: { changedBy: 'Sam Support', changedAt: '2026-11-27T16:20:00.000Z', currentVersion: 4 },
});

describe('useFormDraft (decision 006)', () => {
  it('follows the record while the operator has not typed', () => {
    const { result, rerender } = renderHook((props) => useFormDraft(props), { initialProps: { value: 'Acme', version: 1 } });
    rerender({ value: 'Acme Events', version: 2 });
    expect(result.current).toMatchObject({ draft: 'Acme Events', version: 2, isDirty: false });
  });

  it('keeps what the operator typed, and the version it started from, when the record changes elsewhere', () => {
    const { result, rerender } = renderHook((props) => useFormDraft(props), { initialProps: { value: 'Acme', version: 1 } });
    act(() => result.current.setDraft('Acme Ltd'));
    rerender({ value: 'Acme Events', version: 2 });
    expect(result.current).toMatchObject({ draft: 'Acme Ltd', version: 1, isDirty: true });
  });

  it('after a stale save, saves over the reloaded version keeping the typed text, once the reload brings it', () => {
    const { result, rerender } = renderHook((props) => useFormDraft(props), { initialProps: { value: 'Acme', version: 1 } });
    act(() => result.current.setDraft('Acme Ltd'));
    act(() => result.current.keepMine(4));
    // The reload has not arrived yet: nothing moves.
    expect(result.current).toMatchObject({ draft: 'Acme Ltd', version: 1 });
    rerender({ value: 'Acme Events', version: 4 });
    expect(result.current).toMatchObject({ draft: 'Acme Ltd', version: 4, isDirty: true });
  });

  it('marks a field another operator changed while it was being edited, instead of replacing it', () => {
    const { result, rerender } = renderHook((props) => useFormDraft(props), {
      initialProps: { value: 'Acme', version: 1, changedByName: null as string | null },
    });
    act(() => result.current.setDraft('Acme Ltd'));
    expect(result.current.changedBy()).toBeNull();
    rerender({ value: 'Acme Events', version: 2, changedByName: 'Sam Support' });
    expect(result.current.draft).toBe('Acme Ltd');
    expect(result.current.changedBy()).toBe('Sam Support');
  });

  it('marks only the fields of an object form that changed, and a reload keeping the typing takes the others', () => {
    const start = { rate: 45, currency: 'AUD', grace: '' };
    const { result, rerender } = renderHook((props) => useFormDraft(props), {
      initialProps: { value: start, version: 1, changedByName: null as string | null },
    });
    act(() => result.current.setDraft({ ...start, rate: 50 }));
    const theirs = { rate: 45, currency: 'NZD', grace: '2027-01-31' };
    rerender({ value: theirs, version: 2, changedByName: 'Sam Support' });
    expect(result.current.changedBy('currency')).toBe('Sam Support');
    expect(result.current.changedBy('rate')).toBeNull();
    expect(result.current.changedNote('currency')).toBe(messages.customerDetails.changedBy('Sam Support'));
    expect(result.current.changedNote('rate')).toBeUndefined();
    act(() => result.current.keepMine(2));
    rerender({ value: { ...theirs }, version: 2, changedByName: 'Sam Support' });
    expect(result.current).toMatchObject({ draft: { rate: 50, currency: 'NZD', grace: '2027-01-31' }, version: 2 });
    expect(result.current.changedBy('currency')).toBeNull();
  });

  it('after a stale save, can drop the typed text for the record as it is now', () => {
    const { result, rerender } = renderHook((props) => useFormDraft(props), { initialProps: { value: 'Acme', version: 1 } });
    act(() => result.current.setDraft('Acme Ltd'));
    act(() => result.current.takeTheirs(4));
    rerender({ value: 'Acme Events', version: 4 });
    expect(result.current).toMatchObject({ draft: 'Acme Events', version: 4, isDirty: false });
  });

  it('after its own save, shows what was saved and starts from the saved version', () => {
    const { result, rerender } = renderHook((props) => useFormDraft(props), { initialProps: { value: 'Acme', version: 1 } });
    act(() => result.current.setDraft('  Acme Ltd '));
    act(() => result.current.takeTheirs(2));
    rerender({ value: 'Acme Ltd', version: 2 });
    expect(result.current).toMatchObject({ draft: 'Acme Ltd', version: 2, isDirty: false });
  });

  it('takes the new version when a change elsewhere brings exactly what was typed', () => {
    const { result, rerender } = renderHook((props) => useFormDraft(props), { initialProps: { value: 'Acme', version: 1 } });
    act(() => result.current.setDraft('Acme Ltd'));
    rerender({ value: 'Acme Ltd', version: 3 });
    expect(result.current).toMatchObject({ draft: 'Acme Ltd', version: 3, isDirty: false });
  });

  it('compares structured drafts by value', () => {
    const { result, rerender } = renderHook((props) => useFormDraft(props), {
      initialProps: { value: { a: 1 }, version: 1 },
    });
    act(() => result.current.setDraft({ a: 1 }));
    expect(result.current.isDirty).toBe(false);
    rerender({ value: { a: 2 }, version: 2 });
    expect(result.current.draft).toEqual({ a: 2 });
  });
});

describe('StaleSaveAlert', () => {
  const renderAlert = (error: unknown, onReload = vi.fn(), onDiscard = vi.fn()) =>
    render(
      <MantineProvider>
        <StaleSaveAlert error={error} onReload={onReload} onDiscard={onDiscard} />
      </MantineProvider>,
    );

  it('shows nothing for another failure', () => {
    renderAlert(new ApiError({ status: 409, reason: 'busy', errorMessage: 'busy', path: '/api/x' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says who changed the record and offers to reload or discard', () => {
    const onReload = vi.fn();
    const onDiscard = vi.fn();
    renderAlert(stale, onReload, onDiscard);
    expect(screen.getByRole('alert').textContent).toContain('Sam Support changed acme at 2026-11-27 16:20 UTC');
    fireEvent.click(screen.getByRole('button', { name: 'Reload section' }));
    expect(onReload).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Discard my changes' }));
    expect(onDiscard).toHaveBeenCalledOnce();
    expect(seenVersionOf(stale)).toBe(4);
  });
});
