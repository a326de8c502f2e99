import { messages } from '@console/contract';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from './api-error';
import { isStaleSave } from './errors';

const changedNoteOf = (changedBy: string | null) => (changedBy ? messages.customerDetails.changedBy(changedBy) : undefined);

const isSameDraft = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What a form saves after a reload that keeps the operator's typing: the fields they changed stay
 * theirs, every other field takes the record's new value — so keeping one's typing never quietly
 * reverts what someone else saved in the fields one did not touch.
 */
export const mergeDraft = <T,>(draft: T, base: T, latest: T): T => {
  if (!isRecord(draft) || !isRecord(base) || !isRecord(latest)) return draft;
  const merged: Record<string, unknown> = { ...latest };
  for (const key of Object.keys(draft)) {
    if (!isSameDraft(draft[key], base[key])) merged[key] = draft[key];
  }
  return merged as T;
};

export type FormDraft<T> = {
  draft: T;
  setDraft: (next: T | ((current: T) => T)) => void;
  /** The version of the record this form started from: its save sends it (If-Match). */
  version: number;
  /** Whether the operator changed anything since the form took the record's values. */
  isDirty: boolean;
  /**
   * After a stale save: take the record as the base once it has the version the refusal named (a reload
   * brings it), keeping what the operator typed.
   */
  keepMine: (seenVersion?: number) => void;
  /**
   * After a save, or a stale save the operator gives up: drop what was typed and take the record once it
   * has at least the version named (the saved one, or the one a reload brings).
   */
  takeTheirs: (seenVersion?: number) => void;
  /**
   * Who changed the record's value of this form (or of one field of an object form) while the operator
   * was editing it, or null: a live update does not replace what they typed, it is marked instead.
   */
  changedBy: (field?: T extends object ? keyof T & string : never) => string | null;
  /** The field's "Changed by X" marker (its description), or undefined while no one else changed it. */
  changedNote: (field?: T extends object ? keyof T & string : never) => string | undefined;
};

/**
 * What an operator types into a form of a record that others change meanwhile (decision 006). Until they
 * type, the form follows the record (a live push, another tab); once they have, what they typed stays and
 * the form keeps the version it started from, so a save over someone else's change is refused (409)
 * instead of silently overwriting it.
 */
export const useFormDraft = <T,>({
  value,
  version,
  changedByName,
}: {
  value: T;
  version: number;
  /** Who made the record's latest change (the customer's `changedBy`), named in the field marker. */
  changedByName?: string | null;
}): FormDraft<T> => {
  const [base, setBase] = useState({ value, version });
  const [draft, setDraft] = useState(value);
  // Asked after a stale save: take the record as its base once it is at least this version.
  const [adopt, setAdopt] = useState<{ atLeast: number; isKeepingDraft: boolean } | null>(null);
  const isDirty = !isSameDraft(draft, base.value);
  // React's way of adjusting state to a changed prop: during render, guarded so it settles at once.
  if (adopt && version >= adopt.atLeast) {
    setAdopt(null);
    setBase({ value, version });
    setDraft(adopt.isKeepingDraft ? mergeDraft(draft, base.value, value) : value);
  } else if (!adopt && version !== base.version && (!isDirty || isSameDraft(draft, value))) {
    // Follows the record while untouched, or once it holds what was typed (this form's own save).
    setBase({ value, version });
    setDraft(value);
  }
  const draftState: Omit<FormDraft<T>, 'changedNote'> = {
    draft,
    setDraft,
    version: base.version,
    isDirty,
    keepMine: (seenVersion) => setAdopt({ atLeast: seenVersion ?? version, isKeepingDraft: true }),
    takeTheirs: (seenVersion) => setAdopt({ atLeast: seenVersion ?? version, isKeepingDraft: false }),
    changedBy: (field) => {
      if (!isDirty || version === base.version) return null;
      const pick = (v: T) => (field === undefined || !isRecord(v) ? v : v[field as string]);
      const theirs = pick(value);
      // Changed since the form started, and not to what the operator typed.
      if (isSameDraft(theirs, pick(base.value)) || isSameDraft(theirs, pick(draft))) return null;
      return changedByName ?? 'another operator';
    },
  };
  return { ...draftState, changedNote: (field) => changedNoteOf(draftState.changedBy(field)) };
};

/** The version a stale save's refusal named: the one a reload brings. */
export const seenVersionOf = (error: unknown): number | undefined =>
  isApiError(error) ? error.details.currentVersion : undefined;

/** What StaleSaveAlert shows and does: the refused save's error and the two ways on. */
export type StaleSaveChoices = {
  error: unknown;
  /** Reloads the record; the form then saves over the version it reloaded. */
  onReload: () => Promise<void> | void;
  /** Drops what was typed and takes the record as it is now. */
  onDiscard: () => Promise<void> | void;
};

/**
 * A stale save's two ways on, for StaleSaveAlert: read the record again (`queryKey`), then save over what
 * was read keeping what was typed, or take the record as it is now.
 */
export const useStaleSaveChoices = <T,>({
  queryKey,
  draft,
  save,
}: {
  queryKey: QueryKey;
  draft: FormDraft<T>;
  save: { error: unknown; reset: () => void };
}): StaleSaveChoices => {
  const queryClient = useQueryClient();
  // Everything read under the record's key (a section's own panel) comes again with it.
  const reread = () => queryClient.refetchQueries({ queryKey });
  const settle = async (adopt: (seenVersion?: number) => void) => {
    const seen = seenVersionOf(save.error);
    await reread();
    adopt(seen);
    save.reset();
  };
  return { error: save.error, onReload: () => settle(draft.keepMine), onDiscard: () => settle(draft.takeTheirs) };
};

/**
 * Shown in a form whose save was refused because someone saved the record after the form was opened:
 * says who and when (the server's message), and offers to reload the section keeping what was typed.
 */
export const StaleSaveAlert = ({ error, onReload, onDiscard }: StaleSaveChoices) => {
  const [busy, setBusy] = useState<'reload' | 'discard' | null>(null);
  if (!isStaleSave(error) || !isApiError(error)) return null;
  const run = async (which: 'reload' | 'discard', action: () => Promise<void> | void) => {
    setBusy(which);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  };
  return (
    <Alert color="orange" title="Changed by someone else" role="alert">
      <Text size="sm">{error.errorMessage ?? error.reason}</Text>
      <Group gap="sm" mt="xs">
        <Button size="xs" color="blue.8" loading={busy === 'reload'} onClick={() => void run('reload', onReload)}>
          Reload section
        </Button>
        <Button size="xs" variant="default" loading={busy === 'discard'} onClick={() => void run('discard', onDiscard)}>
          Discard my changes
        </Button>
      </Group>
    </Alert>
  );
};
