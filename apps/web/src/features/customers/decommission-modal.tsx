import { endpoints, messages, type CustomerSummary } from '@console/contract';
import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { DialogActions } from '../../lib/dialog-actions';
import { showSuccess } from '../../lib/report-error';
import { customersKey } from './customer-queries';
import { isDecommissionConfirmed } from './customer-rules';

/** doc1 Modals: confirm decommission; it proceeds only when the typed alias equals the customer's. */
export const DecommissionModal = ({ customer, onClose }: { customer: CustomerSummary; onClose: () => void }) => {
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const decommission = useMutation({
    mutationFn: () => callEndpoint(endpoints.decommissionCustomer, { params: { id: customer.id } }),
    meta: { isSilent: true },
    onSuccess: async () => {
      showSuccess(messages.customerSearch.jobStarted('Decommission', customer.alias));
      await queryClient.invalidateQueries({ queryKey: customersKey });
      onClose();
    },
  });
  const isConfirmed = isDecommissionConfirmed(typed, customer.alias);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isConfirmed) decommission.mutate();
  };
  return (
    <Modal opened onClose={onClose} title={`Decommission ${customer.alias}`}>
      <form onSubmit={handleSubmit}>
        <Stack>
          <Text>{messages.customerSearch.decommissionPrompt(customer.alias)}</Text>
          <TextInput
            label="Customer alias"
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            data-autofocus
            autoComplete="off"
          />
          <DialogActions
            error={decommission.isError ? decommission.error : null}
            submitLabel="Decommission"
            isPending={decommission.isPending}
            isDisabled={!isConfirmed}
            color="red"
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
};
