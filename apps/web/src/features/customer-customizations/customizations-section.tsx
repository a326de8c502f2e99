import { endpoints, messages, type Customization, type CustomerDetails } from '@console/contract';
import { Group, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { ConfirmDestructive } from '../../lib/confirm-destructive';
import { SaveBar } from '../../lib/save-bar';
import { isStaleSave } from '../../lib/errors';
import { useFormDraft, useStaleSaveChoices } from '../../lib/form-draft';
import { DialogModal } from '../../lib/dialog-modal';
import { GuardedButton } from '../../lib/permissions';
import { showError, showSuccess } from '../../lib/report-error';
import { ScrollableTable } from '../../lib/scrollable-table';
import { customerDetailsKey } from '../../lib/customer-keys';
import { DetailSection } from '../../lib/detail-section';
import { useFocusSectionWhenGone } from '../../lib/focus-section-when-gone';
import { customizationProblems, hasProblems, type CustomizationProblems } from './customization-rules';

/** Under the customer's key: a push or a job on the customer reads the list again. */
const customizationsQuery = (customerId: string) =>
  queryOptions({
    queryKey: [...customerDetailsKey(customerId), 'customizations'] as const,
    queryFn: ({ signal }) => callEndpoint(endpoints.listCustomizations, { params: { id: customerId }, signal }),
    meta: { isLive: true },
  });

/** The answer of a change is the customer's customizations: written into the list and the cached details. */
const useWriteCustomizations = (customerId: string) => {
  const queryClient = useQueryClient();
  return (customizations: Customization[]) => {
    queryClient.setQueryData(customizationsQuery(customerId).queryKey, customizations);
    queryClient.setQueryData<CustomerDetails>(customerDetailsKey(customerId), (details) =>
      details ? { ...details, customizations } : details,
    );
  };
};

const CustomizationModal = ({
  customer,
  editing,
  onClose,
}: {
  customer: CustomerDetails;
  /** The customization to change, or null to add one. */
  editing: Customization | null;
  onClose: () => void;
}) => {
  const write = useWriteCustomizations(customer.id);
  // An edit saves over the version it was opened on; an addition names a new alias and needs none.
  const titleDraft = useFormDraft({
    value: editing?.title ?? '',
    version: customer.version,
    changedByName: customer.changedBy,
  });
  const title = titleDraft.draft;
  const [alias, setAlias] = useState(editing?.alias ?? '');
  const [problems, setProblems] = useState<CustomizationProblems>({ title: null, alias: null });
  const save = useMutation({
    mutationFn: (input: Customization) =>
      callEndpoint(endpoints.saveCustomization, {
        params: { id: customer.id, alias: input.alias },
        body: { title: input.title },
        ...(editing && { version: titleDraft.version }),
      }),
    meta: { isSilent: true },
    onSuccess: (customizations) => {
      write(customizations);
      showSuccess(messages.customers.updated('customizations', customer.alias));
      onClose();
    },
    onError: (error) => {
      if (!isStaleSave(error)) showError(messages.customers.updateFailed('update customizations'));
    },
  });
  const stale = useStaleSaveChoices({ queryKey: customerDetailsKey(customer.id), draft: titleDraft, save });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input = { title: title.trim(), alias: alias.trim() };
    const found = customizationProblems(input, { existing: customer.customizations, isNew: editing === null });
    setProblems(found);
    if (!hasProblems(found)) save.mutate(input);
  };
  return (
    <DialogModal
      onClose={onClose}
      title={editing ? `Edit customization ${editing.alias}` : `Add a customization to ${customer.alias}`}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <TextInput
            label="Title"
            description={titleDraft.changedNote()}
            value={title}
            onChange={(e) => titleDraft.setDraft(e.currentTarget.value)}
            error={problems.title}
            required
            data-autofocus
          />
          <TextInput
            label="Alias"
            description="Lower-case letters, digits and dashes"
            value={alias}
            onChange={(e) => setAlias(e.currentTarget.value)}
            error={problems.alias}
            readOnly={editing !== null}
            required
          />
          <SaveBar save={save} stale={stale} submitLabel="Save customization" onCancel={onClose} />
        </Stack>
      </form>
    </DialogModal>
  );
};

const DeleteCustomizationDialog = ({
  customer,
  customization,
  onRemoved,
  onClose,
}: {
  customer: CustomerDetails;
  customization: Customization;
  onRemoved: (alias: string) => void;
  onClose: () => void;
}) => {
  const write = useWriteCustomizations(customer.id);
  const remove = useMutation({
    mutationFn: (changeReason: string | undefined) =>
      callEndpoint(endpoints.deleteCustomization, { params: { id: customer.id, alias: customization.alias }, changeReason }),
    meta: { isSilent: true },
    onSuccess: (customizations) => {
      onRemoved(customization.alias);
      write(customizations);
      showSuccess(messages.customers.updated('customizations', customer.alias));
      onClose();
    },
    onError: () => showError(messages.customers.updateFailed('delete customization')),
  });
  return (
    <ConfirmDestructive
      title={`Delete customization ${customization.alias}`}
      endpoint={endpoints.deleteCustomization}
      confirmLabel="Delete customization"
      isPending={remove.isPending}
      error={remove.isError ? remove.error : null}
      onConfirm={(reason) => remove.mutate(reason)}
      onClose={onClose}
    >
      <Text size="sm">
        {customization.title} ({customization.alias}) will be removed from {customer.alias}.
      </Text>
    </ConfirmDestructive>
  );
};

type Dialog = { kind: 'add' } | { kind: 'edit'; customization: Customization } | { kind: 'delete'; customization: Customization };

/** doc1 §2 customizations: title and alias of each; add, change the title, delete. */
export const CustomizationsSection = ({ customer }: { customer: CustomerDetails }) => {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  // The list call is the table's source; the customer's own copy shows until it answers.
  const list = useQuery(customizationsQuery(customer.id));
  const rows = useMemo(() => list.data ?? customer.customizations, [list.data, customer.customizations]);
  const aliases = useMemo(() => rows.map((c) => c.alias), [rows]);
  const focusWhenGone = useFocusSectionWhenGone('customizations', aliases, dialog !== null);
  const renderDialog = (open: Dialog) => {
    switch (open.kind) {
      case 'add':
        return <CustomizationModal customer={customer} editing={null} onClose={close} />;
      case 'edit':
        return <CustomizationModal customer={customer} editing={open.customization} onClose={close} />;
      case 'delete':
        return (
          <DeleteCustomizationDialog
            customer={customer}
            customization={open.customization}
            onRemoved={focusWhenGone}
            onClose={close}
          />
        );
      default: {
        const exhaustive: never = open;
        return exhaustive;
      }
    }
  };
  return (
    <DetailSection id="customizations" title="Customizations">
      {rows.length === 0 ? (
        <Text size="sm" c="gray.7">
          {messages.customerPayments.noCustomizations}
        </Text>
      ) : (
        <ScrollableTable label={`Customizations of ${customer.alias}`} minWidth={480}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Title</Table.Th>
                <Table.Th>Alias</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((c) => (
                <Table.Tr key={c.alias}>
                  <Table.Td>{c.title}</Table.Td>
                  <Table.Td>{c.alias}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <GuardedButton
                        endpoint={endpoints.saveCustomization}
                        size="xs"
                        variant="default"
                        aria-label={`Edit ${c.alias}`}
                        aria-haspopup="dialog"
                        onClick={() => setDialog({ kind: 'edit', customization: c })}
                      >
                        Edit
                      </GuardedButton>
                      <GuardedButton
                        endpoint={endpoints.deleteCustomization}
                        size="xs"
                        variant="default"
                        aria-label={`Delete ${c.alias}`}
                        aria-haspopup="dialog"
                        onClick={() => setDialog({ kind: 'delete', customization: c })}
                      >
                        Delete
                      </GuardedButton>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollableTable>
      )}
      <div>
        <GuardedButton
          endpoint={endpoints.saveCustomization}
          color="blue.8"
          aria-haspopup="dialog"
          onClick={() => setDialog({ kind: 'add' })}
        >
          Add customization
        </GuardedButton>
      </div>
      {dialog && renderDialog(dialog)}
    </DetailSection>
  );
};
