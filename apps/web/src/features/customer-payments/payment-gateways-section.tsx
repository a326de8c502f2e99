import { endpoints, messages, type CustomerDetails } from '@console/contract';
import { Checkbox, Group, Loader, Radio, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { isStaleSave } from '../../lib/errors';
import { useFormDraft, useStaleSaveChoices } from '../../lib/form-draft';
import { ConfirmDestructive } from '../../lib/confirm-destructive';
import { SaveBar } from '../../lib/save-bar';
import { DialogModal } from '../../lib/dialog-modal';
import { GuardedButton } from '../../lib/permissions';
import { showError, showSuccess } from '../../lib/report-error';
import { ScrollableTable } from '../../lib/scrollable-table';
import { customerDetailsKey } from '../../lib/customer-keys';
import { DetailSection } from '../../lib/detail-section';
import { useFocusSectionWhenGone } from '../../lib/focus-section-when-gone';
import { customGatewaysQuery, standardGatewaysQuery } from './payment-queries';
import {
  availableGateways,
  gatewayChoiceProblem,
  gatewayChoiceSummary,
  withCustomGateways,
  withStandardChoice,
  withUsedGateways,
  type GatewayChoice,
} from './payment-rules';

const names = (list: { name: string }[] | undefined) => (list ?? []).map((g) => g.name);

const PaymentGatewaysModal = ({ customer, onClose }: { customer: CustomerDetails; onClose: () => void }) => {
  const queryClient = useQueryClient();
  const standardQuery = useQuery(standardGatewaysQuery);
  const customQuery = useQuery(customGatewaysQuery);
  const standard = names(standardQuery.data);
  const custom = names(customQuery.data);
  const draft = useFormDraft<GatewayChoice>({
    value: {
      isUsingStandardPaymentGateways: customer.isUsingStandardPaymentGateways,
      customPaymentGateways: customer.customPaymentGateways,
      paymentGateways: customer.paymentGateways,
    },
    version: customer.version,
    changedByName: customer.changedBy,
  });
  const choice = draft.draft;
  const setChoice = draft.setDraft;
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: GatewayChoice) =>
      callEndpoint(endpoints.updateCustomerPaymentGateways, { params: { id: customer.id }, body, version: draft.version }),
    meta: { isSilent: true },
    onSuccess: (details) => {
      queryClient.setQueryData(customerDetailsKey(customer.id), details);
      showSuccess(messages.customers.updated('payment gateways', customer.alias));
      onClose();
    },
    onError: (error) => {
      if (!isStaleSave(error)) showError(messages.customers.updateFailed('update payment gateways'));
    },
  });
  const stale = useStaleSaveChoices({ queryKey: customerDetailsKey(customer.id), draft, save });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = gatewayChoiceProblem(choice);
    setProblem(found);
    if (!found) save.mutate(choice);
  };
  const isLoading = standardQuery.isPending || customQuery.isPending;
  const available = availableGateways(choice, standard);
  return (
    <DialogModal onClose={onClose} title={`Payment gateways of ${customer.alias}`} size="lg">
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          {isLoading ? (
            <Loader aria-label="Loading the payment gateways" />
          ) : (
            <>
              <Radio.Group
                label="Payment gateways offered"
                description={draft.changedNote('isUsingStandardPaymentGateways')}
                value={choice.isUsingStandardPaymentGateways ? 'standard' : 'custom'}
                onChange={(value) => {
                  setProblem(null);
                  setChoice((c) => withStandardChoice(c, value === 'standard', standard));
                }}
              >
                <Group mt="xs">
                  <Radio value="standard" label="Standard payment gateways" />
                  <Radio value="custom" label="Custom payment gateways" />
                </Group>
              </Radio.Group>
              {!choice.isUsingStandardPaymentGateways && (
                <Checkbox.Group
                  label="Custom payment gateways"
                  description={draft.changedNote('customPaymentGateways') ?? 'The custom gateways this customer can use'}
                  value={choice.customPaymentGateways}
                  onChange={(chosen) => {
                    setProblem(null);
                    setChoice((c) => withCustomGateways(c, chosen, custom));
                  }}
                  error={problem}
                >
                  <Group mt="xs">
                    {custom.map((name) => (
                      <Checkbox key={name} value={name} label={name} />
                    ))}
                  </Group>
                </Checkbox.Group>
              )}
              <Checkbox.Group
                label="Payment gateways in use"
                description={
                  draft.changedNote('paymentGateways') ??
                  (available.length === 0 ? 'Choose custom payment gateways first' : undefined)
                }
                value={choice.paymentGateways}
                onChange={(used) => setChoice((c) => withUsedGateways(c, used, standard))}
              >
                <Group mt="xs">
                  {available.map((name) => (
                    <Checkbox key={name} value={name} label={name} />
                  ))}
                </Group>
              </Checkbox.Group>
            </>
          )}
          <SaveBar save={save} stale={stale} submitLabel="Save payment gateways" isDisabled={isLoading} onCancel={onClose} />
        </Stack>
      </form>
    </DialogModal>
  );
};

const RemoveGatewayDialog = ({
  customer,
  name,
  onRemoved,
  onClose,
}: {
  customer: CustomerDetails;
  name: string;
  onRemoved: (name: string) => void;
  onClose: () => void;
}) => {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (changeReason: string | undefined) =>
      callEndpoint(endpoints.removeCustomerPaymentGateways, {
        params: { id: customer.id },
        body: { paymentGateways: [name] },
        changeReason,
      }),
    meta: { isSilent: true },
    onSuccess: (details) => {
      onRemoved(name);
      queryClient.setQueryData(customerDetailsKey(customer.id), details);
      showSuccess(messages.customers.updated('payment gateways', customer.alias));
      onClose();
    },
    onError: () => showError(messages.customers.updateFailed('remove payment gateways')),
  });
  return (
    <ConfirmDestructive
      title={`Remove ${name} from ${customer.alias}`}
      endpoint={endpoints.removeCustomerPaymentGateways}
      canBeUndone
      confirmLabel="Remove payment gateway"
      isPending={remove.isPending}
      error={remove.isError ? remove.error : null}
      onConfirm={(reason) => remove.mutate(reason)}
      onClose={onClose}
    >
      <Text size="sm">
        {customer.alias} will no longer take payments through {name}. It can be given back with Edit payment gateways.
      </Text>
    </ConfirmDestructive>
  );
};

/** doc1 §2 Payment gateway edit: standard or custom gateways, the ones in use, and removing one. */
export const PaymentGatewaysSection = ({ customer }: { customer: CustomerDetails }) => {
  const [isEditing, setEditing] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const focusWhenGone = useFocusSectionWhenGone('payment-gateways', customer.paymentGateways, removing !== null);
  return (
    <DetailSection id="payment-gateways" title="Payment gateways">
      <Text size="sm">{gatewayChoiceSummary(customer)}</Text>
      {customer.paymentGateways.length === 0 ? (
        <Text size="sm" c="gray.7">
          {messages.customerPayments.noGateways}
        </Text>
      ) : (
        <ScrollableTable label={`Payment gateways of ${customer.alias}`} minWidth={360}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Payment gateway in use</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {customer.paymentGateways.map((name) => (
                <Table.Tr key={name}>
                  <Table.Td>{name}</Table.Td>
                  <Table.Td>
                    <GuardedButton
                      endpoint={endpoints.removeCustomerPaymentGateways}
                      size="xs"
                      variant="default"
                      aria-label={`Remove ${name}`}
                      aria-haspopup="dialog"
                      onClick={() => setRemoving(name)}
                    >
                      Remove
                    </GuardedButton>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollableTable>
      )}
      <div>
        <GuardedButton
          endpoint={endpoints.updateCustomerPaymentGateways}
          color="blue.8"
          aria-haspopup="dialog"
          onClick={() => setEditing(true)}
        >
          Edit payment gateways
        </GuardedButton>
      </div>
      {isEditing && <PaymentGatewaysModal customer={customer} onClose={() => setEditing(false)} />}
      {removing && (
        <RemoveGatewayDialog customer={customer} name={removing} onRemoved={focusWhenGone} onClose={() => setRemoving(null)} />
      )}
    </DetailSection>
  );
};
