import { constants, endpoints, messages, type CustomerSummary } from '@console/contract';
import { Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { DialogActions } from '../../lib/dialog-actions';
import { showSuccess } from '../../lib/report-error';
import { DialogModal } from '../../lib/dialog-modal';

export const SupportUserModal = ({ customer, onClose }: { customer: CustomerSummary; onClose: () => void }) => {
  const [userName, setUserName] = useState('');
  const create = useMutation({
    mutationFn: () =>
      callEndpoint(endpoints.createSupportUser, {
        params: { id: customer.id },
        body: { customerId: customer.id, userName: userName.trim() },
      }),
    meta: { isSilent: true },
    onSuccess: () => {
      showSuccess(messages.customerSearch.jobStarted('Create support user', customer.alias));
      onClose();
    },
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <DialogModal onClose={onClose} title={`Create support user for ${customer.alias}`}>
      <form onSubmit={handleSubmit}>
        <Stack>
          <TextInput
            label="User name"
            required
            maxLength={constants.supportUserNameMaxLength}
            value={userName}
            onChange={(e) => setUserName(e.currentTarget.value)}
            data-autofocus
          />
          <DialogActions
            error={create.isError ? create.error : null}
            submitLabel="Create support user"
            isPending={create.isPending}
            isDisabled={!userName.trim()}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </DialogModal>
  );
};
