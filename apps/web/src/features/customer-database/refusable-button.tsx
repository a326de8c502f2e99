import { Button, Tooltip, type ButtonProps } from '@mantine/core';
import type { CallPermission } from '../../lib/permissions';

/**
 * A button whose call the operator may lack the right for (doc1 §6): refused, it stays focusable and
 * says why (tooltip and description), and a press logs the spec's error instead of calling.
 */
export const RefusableButton = ({
  permission,
  refusedError,
  onClick,
  disabled,
  ...props
}: ButtonProps & {
  permission: CallPermission;
  /** doc1 §8 Database authorisation: what the console logs when pressed without the right. */
  refusedError: string;
  onClick: () => void;
  'aria-haspopup'?: 'dialog';
}) => {
  if (permission.canCall) return <Button {...props} disabled={disabled} onClick={onClick} />;
  return (
    <Tooltip label={permission.reason} multiline maw={280}>
      <Button
        {...props}
        loading={false}
        data-disabled
        aria-disabled="true"
        aria-description={permission.reason}
        onClick={(event) => {
          event.preventDefault();
          console.error(refusedError);
        }}
      />
    </Tooltip>
  );
};
