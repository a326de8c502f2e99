import { DialogActions } from './dialog-actions';
import { StaleSaveAlert, type StaleSaveChoices } from './form-draft';

/**
 * The end of a dialog that saves a record: the stale-save alert with its reload (decision 006) when the
 * record is versioned, then the failure alert, Cancel and the save button. One piece, so every save
 * dialog offers the same ways on after a refused save.
 */
export const SaveBar = ({
  save,
  stale,
  submitLabel,
  isDisabled,
  onCancel,
}: {
  /** The save's mutation: its failure shows only while it is failed, its pending state on the button. */
  save: { isError: boolean; error: unknown; isPending: boolean };
  /** A versioned record's stale-save choices (useStaleSaveChoices); a record without versions has none. */
  stale?: StaleSaveChoices;
  submitLabel: string;
  isDisabled?: boolean;
  onCancel: () => void;
}) => (
  <>
    {stale && <StaleSaveAlert {...stale} />}
    <DialogActions
      error={save.isError ? save.error : null}
      submitLabel={submitLabel}
      color="blue.8"
      isPending={save.isPending}
      isDisabled={isDisabled}
      onCancel={onCancel}
    />
  </>
);
