import type { Endpoint } from '@console/contract';
import { List, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { DialogActions } from './dialog-actions';
import { DialogModal } from './dialog-modal';
import { useCaller } from './permissions';

export const changeReasonLabel = 'Reason for this change';
export const changeReasonRequired = 'Production needs a reason for this change.';

/** Whether the reason must be given: production refuses a destructive call without one. */
export const isReasonRequired = (endpoint: Pick<Endpoint, 'isDestructive'>, isProduction: boolean) =>
  Boolean(endpoint.isDestructive) && isProduction;

/** One thing a confirmed action changes, shown as "what: from → to". */
export type ChangeLine = { what: string; from: string; to: string };

/** The "from → to" lines of a confirmation, in the order given. */
export const ChangeLines = ({ changes }: { changes: readonly ChangeLine[] }) => (
  <List size="sm" spacing={2} aria-label="What will change">
    {changes.map((line) => (
      <List.Item key={line.what}>
        <Text span size="sm" fw={600}>
          {line.what}:
        </Text>{' '}
        {`${line.from} → ${line.to}`}
      </List.Item>
    ))}
  </List>
);

/**
 * A change waiting for the operator's yes: what the confirmation shows, and what runs once confirmed.
 * Sections keep one of these in state (or null) and render `ConfirmPendingChange` with it.
 */
export type PendingChange = {
  title: string;
  endpoint: Endpoint;
  confirmLabel: string;
  /** What will happen, in a sentence. */
  description: ReactNode;
  /** What will change, from → to. */
  changes?: readonly ChangeLine[];
  canBeUndone?: boolean;
  run: (changeReason: string | undefined) => void;
};

/** The shared confirmation of a pending change (or nothing while none is pending). */
export const ConfirmPendingChange = ({
  pending,
  isPending,
  error = null,
  onClose,
}: {
  pending: PendingChange | null;
  isPending: boolean;
  error?: unknown;
  onClose: () => void;
}) =>
  pending && (
    <ConfirmDestructive
      title={pending.title}
      endpoint={pending.endpoint}
      confirmLabel={pending.confirmLabel}
      changes={pending.changes}
      canBeUndone={pending.canBeUndone ?? true}
      isPending={isPending}
      error={error}
      onConfirm={pending.run}
      onClose={onClose}
    >
      <Text size="sm">{pending.description}</Text>
    </ConfirmDestructive>
  );

/**
 * The one confirmation for destructive and disruptive actions (decommission, disable, bulk repair, …):
 * says what will happen, asks for a short reason (kept in the audit record; required in production for
 * a destructive call), shows the failure of the last attempt, and gives focus back to the control that
 * opened it.
 */
export const ConfirmDestructive = ({
  title,
  endpoint,
  confirmLabel,
  children,
  changes = [],
  isConfirmDisabled = false,
  canBeUndone = false,
  isPending,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  endpoint: Endpoint;
  confirmLabel: string;
  /** What will happen, and any extra check (e.g. typing the alias). */
  children: ReactNode;
  /** What will change, shown as "what: from → to" lines under the text. */
  changes?: readonly ChangeLine[];
  isConfirmDisabled?: boolean;
  /**
   * A removal another action gives back (turning a feature on again, re-adding a rule): destructive by
   * the contract's rule, so the reason is still asked for, but it does not say it cannot be undone.
   */
  canBeUndone?: boolean;
  isPending: boolean;
  error: unknown;
  onConfirm: (changeReason: string | undefined) => void;
  onClose: () => void;
}) => {
  const caller = useCaller();
  const [reason, setReason] = useState('');
  const isRequired = isReasonRequired(endpoint, caller?.isProduction ?? true);
  const isReasonMissing = isRequired && reason.trim() === '';
  const handleClose = () => onClose();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isConfirmDisabled || isReasonMissing) return;
    onConfirm(reason.trim() || undefined);
  };
  return (
    <DialogModal onClose={handleClose} title={title}>
      <form onSubmit={handleSubmit}>
        <Stack>
          {children}
          {changes.length > 0 && <ChangeLines changes={changes} />}
          <Textarea
            label={changeReasonLabel}
            description={isRequired ? changeReasonRequired : 'Optional. Kept with the change in the audit record.'}
            required={isRequired}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={500}
            autosize
            minRows={2}
          />
          {endpoint.isDestructive && !canBeUndone && (
            <Text size="xs" c="dimmed">
              This cannot be undone.
            </Text>
          )}
          <DialogActions
            error={error ?? null}
            submitLabel={confirmLabel}
            isPending={isPending}
            isDisabled={isConfirmDisabled || isReasonMissing}
            color="red"
            onCancel={handleClose}
          />
        </Stack>
      </form>
    </DialogModal>
  );
};
