import { endpoints, logLevels, messages, type CustomerDetails } from '@console/contract';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { ConfirmPendingChange, type PendingChange } from '../../lib/confirm-destructive';
import { fieldReason, isStaleSave } from '../../lib/errors';
import { StaleSaveAlert, useFormDraft, useStaleSaveChoices, type FormDraft } from '../../lib/form-draft';
import { showError, showSuccess } from '../../lib/report-error';
import { customerDetailsKey } from '../../lib/customer-keys';
import { nameProblem, webhookCountProblem } from './details-rules';
import { DetailSection } from '../../lib/detail-section';

/**
 * An edit of the customer's record: the answer is the new details, written into the cache; the toast
 * is doc1 §8's 'Successfully updated {what} for {alias}' or 'Failed to {failure}'. A save over someone
 * else's newer change shows the form's stale-save alert instead of a toast (decision 006).
 */
const useDetailsEdit = <V, T>(
  customer: CustomerDetails,
  change: (variables: V) => Promise<CustomerDetails>,
  what: string,
  failure: string,
  /** The form's draft, when the edit is a form's save. */
  draft?: FormDraft<T>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    meta: { isSilent: true },
    onSuccess: (details) => {
      queryClient.setQueryData(customerDetailsKey(customer.id), details);
      // The form now shows what was saved, and its next save starts from the saved version.
      draft?.takeTheirs(details.version);
      showSuccess(messages.customers.updated(what, customer.alias));
    },
    onError: (error) => {
      if (!isStaleSave(error)) showError(messages.customers.updateFailed(failure));
    },
  });
};

/**
 * The draft's marker when another operator changed the field meanwhile (decision 006: their change is
 * not typed over, and a save over it is refused), else the form's own description.
 */

/** A refused save's reason for this field, until the operator types again; a stale save keeps its alert. */
const useFieldInput = (save: { isError: boolean; error: unknown; reset: () => void }, label: string) => ({
  reason: save.isError ? fieldReason(save.error, label) : null,
  onTyped: () => {
    if (save.isError && !isStaleSave(save.error)) save.reset();
  },
});

const NameForm = ({ customer }: { customer: CustomerDetails }) => {
  const name = useFormDraft({ value: customer.name, version: customer.version, changedByName: customer.changedBy });
  const [problem, setProblem] = useState<string | null>(null);
  const save = useDetailsEdit(
    customer,
    (newName: string) =>
      callEndpoint(endpoints.updateCustomerName, { params: { id: customer.id }, body: { newName }, version: name.version }),
    'name',
    'update name',
    name,
  );
  const stale = useStaleSaveChoices({ queryKey: customerDetailsKey(customer.id), draft: name, save });
  const field = useFieldInput(save, 'Name');
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = nameProblem(name.draft);
    setProblem(found);
    if (!found) save.mutate(name.draft.trim());
  };
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="xs">
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Name"
            value={name.draft}
            onChange={(e) => {
              name.setDraft(e.currentTarget.value);
              field.onTyped();
            }}
            description={name.changedNote()}
            error={problem ?? field.reason}
            required
            w={320}
          />
          <Button type="submit" color="blue.8" loading={save.isPending}>
            Save name
          </Button>
        </Group>
        <StaleSaveAlert {...stale} />
      </Stack>
    </form>
  );
};

const MiscDetailsForm = ({ customer }: { customer: CustomerDetails }) => {
  // Kept as typed: a count is checked, never rounded or clamped into one the operator did not mean.
  const count = useFormDraft<string>({
    value: String(customer.webhookCount),
    version: customer.version,
    changedByName: customer.changedBy,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const save = useDetailsEdit(
    customer,
    (webhookCount: number) =>
      callEndpoint(endpoints.updateMiscDetails, {
        params: { id: customer.id },
        body: { webhookCount },
        version: count.version,
      }),
    'misc details',
    'update misc details',
    count,
  );
  const stale = useStaleSaveChoices({ queryKey: customerDetailsKey(customer.id), draft: count, save });
  const field = useFieldInput(save, 'Webhook count');
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = webhookCountProblem(count.draft);
    setProblem(found);
    if (!found) save.mutate(Number(count.draft.trim()));
  };
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="xs">
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Webhook count"
            inputMode="numeric"
            value={count.draft}
            onChange={(e) => {
              count.setDraft(e.currentTarget.value);
              field.onTyped();
            }}
            description={count.changedNote()}
            error={problem ?? field.reason}
            required
            w={200}
          />
          <Button type="submit" color="blue.8" loading={save.isPending}>
            Save misc details
          </Button>
        </Group>
        <StaleSaveAlert {...stale} />
      </Stack>
    </form>
  );
};

/**
 * Name and misc details (doc1 §2 Edit). Untouched forms follow the record when it changes elsewhere;
 * a form the operator typed into keeps their text and the version it started from.
 */
export const DetailsSection = ({ customer }: { customer: CustomerDetails }) => (
  <DetailSection id="details" title="Details">
    <NameForm customer={customer} />
    <MiscDetailsForm customer={customer} />
  </DetailSection>
);

const levelOptions = logLevels.map((l) => ({ value: String(l.value), label: `${l.value} ${l.name}` }));

const levelName = (level: number) => levelOptions.find((l) => l.value === String(level))?.label ?? String(level);

/** The customer's own log level (0 Verbose … 5 Fatal), saved once the operator confirms the change. */
export const LogLevelSection = ({ customer }: { customer: CustomerDetails }) => {
  const [pending, setPending] = useState<PendingChange | null>(null);
  const save = useDetailsEdit(
    customer,
    ({ level, changeReason }: { level: string; changeReason?: string }) =>
      callEndpoint(endpoints.setCustomerLogLevel, { params: { id: customer.id, level: Number(level) }, changeReason }),
    'log level',
    'update log level',
  );
  const handleChange = (value: string | null) => {
    if (value === null || value === String(customer.logLevel)) return;
    setPending({
      title: `Change the log level of ${customer.alias}?`,
      endpoint: endpoints.setCustomerLogLevel,
      confirmLabel: 'Change log level',
      description: `${customer.alias} is live: its site logs at the new level from now on.`,
      changes: [{ what: 'Log level', from: levelName(customer.logLevel), to: levelName(Number(value)) }],
      run: (changeReason) => save.mutate({ level: value, changeReason }, { onSettled: () => setPending(null) }),
    });
  };
  return (
    <DetailSection id="logging" title="Log level">
      <Select
        label="Log level"
        data={levelOptions}
        value={String(customer.logLevel)}
        onChange={handleChange}
        allowDeselect={false}
        disabled={save.isPending}
        w={240}
      />
      <ConfirmPendingChange pending={pending} isPending={save.isPending} onClose={() => setPending(null)} />
    </DetailSection>
  );
};
