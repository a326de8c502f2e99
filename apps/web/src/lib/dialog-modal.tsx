import { Modal, type ModalProps } from '@mantine/core';
import { useReturnFocus } from './opener';

/**
 * Every dialog of the console: mounted while open, a named close button, and focus back on the
 * control that opened it when it goes (issue 9, defect 5).
 */
export const DialogModal = (props: Omit<ModalProps, 'opened' | 'returnFocus'>) => {
  useReturnFocus();
  return <Modal {...props} opened returnFocus={false} closeButtonProps={{ 'aria-label': 'Close', ...props.closeButtonProps }} />;
};
