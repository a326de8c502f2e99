import { endpoints, messages, type CustomerSummary } from '@console/contract';
import { Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { ConfirmDestructive } from '../../lib/confirm-destructive';
import { showSuccess } from '../../lib/report-error';
import { customersKey } from '../../lib/customer-keys';
import { isDecommissionConfirmed } from './customer-rules';

/** doc1 Modals: confirm decommission; it proceeds only when the typed alias equals the customer's. */
export const DecommissionModal = ({ customer, onClose }: { customer: CustomerSummary; onClose: () => void }) => {
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const decommission = useMutation({
    mutationFn: (changeReason: string | undefined) =>
      callEndpoint(endpoints.decommissionCustomer, { params: { id: customer.id }, changeReason }),
    meta: { isSilent: true },
    onSuccess: async () => {
      showSuccess(messages.customerSearch.jobStarted('Decommission', customer.alias));
      await queryClient.invalidateQueries({ queryKey: customersKey });
      onClose();
    },
  });
  return (
    <ConfirmDestructive
      title={`Decommission ${customer.alias}`}
      endpoint={endpoints.decommissionCustomer}
      confirmLabel="Decommission"
      isConfirmDisabled={!isDecommissionConfirmed(typed, customer.alias)}
      isPending={decommission.isPending}
      error={decommission.isError ? decommission.error : null}
      onConfirm={(reason) => decommission.mutate(reason)}
      onClose={onClose}
    >
      <Text>{messages.customerSearch.decommissionPrompt(customer.alias)}</Text>
      <TextInput
        label="Customer alias"
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
        data-autofocus
        autoComplete="off"
      />
    </ConfirmDestructive>
  );
};
