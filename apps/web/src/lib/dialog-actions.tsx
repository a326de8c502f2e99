import { Alert, Button, Group } from '@mantine/core';
import { dialogErrorMessage, isStaleSave } from './errors';

/**
 * The end of every form dialog: the red alert of doc1 §8 (the server's errorMessage, else the
 * default) when the last submit failed, then Cancel and the submit button. A stale save is the form's
 * own StaleSaveAlert, which offers the reload (decision 006), so it is not repeated here.
 */
export const DialogActions = ({
  error,
  errorTitle,
  submitLabel,
  isPending,
  isDisabled = false,
  color,
  onCancel,
}: {
  /** The failure of the last submit, or null. */
  error: unknown;
  errorTitle?: string;
  submitLabel: string;
  isPending: boolean;
  isDisabled?: boolean;
  color?: string;
  onCancel: () => void;
}) => (
  <>
    {error != null && !isStaleSave(error) && (
      <Alert color="red" role="alert" title={errorTitle}>
        {dialogErrorMessage(error)}
      </Alert>
    )}
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" color={color} loading={isPending} disabled={isDisabled}>
        {submitLabel}
      </Button>
    </Group>
  </>
);
