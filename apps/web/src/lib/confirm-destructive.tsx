import type { Endpoint } from '@console/contract';
import { Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { DialogActions } from './dialog-actions';
import { DialogModal } from './dialog-modal';
import { useCaller } from './permissions';

export const changeReasonLabel = 'Reason for this change';
export const changeReasonRequired = 'Production needs a reason for this change.';

/** Whether the reason must be given: production refuses a destructive call without one. */
export const isReasonRequired = (endpoint: Pick<Endpoint, 'isDestructive'>, isProduction: boolean) =>
  Boolean(endpoint.isDestructive) && isProduction;

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
