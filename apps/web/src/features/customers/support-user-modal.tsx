import { constants, endpoints, messages, type CustomerSummary } from '@console/contract';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { dialogErrorMessage } from '../../lib/errors';
import { showSuccess } from '../../lib/report-error';

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
    <Modal opened onClose={onClose} title={`Create support user for ${customer.alias}`}>
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
          {create.isError && (
            <Alert color="red" role="alert">
              {dialogErrorMessage(create.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending} disabled={!userName.trim()}>
              Create support user
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
