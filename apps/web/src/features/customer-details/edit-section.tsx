import { endpoints, logLevels, messages, type CustomerDetails } from '@console/contract';
import { Button, Group, NumberInput, Select, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { showError, showSuccess } from '../../lib/report-error';
import { customerDetailsKey } from './details-queries';
import { nameProblem, webhookCountProblem } from './details-rules';
import { DetailSection } from './section';

/**
 * An edit of the customer's record: the answer is the new details, written into the cache; the toast
 * is doc1 §8's 'Successfully updated {what} for {alias}' or 'Failed to {failure}'.
 */
const useDetailsEdit = <V,>(
  customer: CustomerDetails,
  change: (variables: V) => Promise<CustomerDetails>,
  what: string,
  failure: string,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    meta: { isSilent: true },
    onSuccess: (details) => {
      queryClient.setQueryData(customerDetailsKey(customer.id), details);
      showSuccess(messages.customers.updated(what, customer.alias));
    },
    onError: () => showError(messages.customers.updateFailed(failure)),
  });
};

const NameForm = ({ customer }: { customer: CustomerDetails }) => {
  const [name, setName] = useState(customer.name);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useDetailsEdit(
    customer,
    (newName: string) => callEndpoint(endpoints.updateCustomerName, { params: { id: customer.id }, body: { newName } }),
    'name',
    'update name',
  );
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = nameProblem(name);
    setProblem(found);
    if (!found) save.mutate(name.trim());
  };
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Group align="flex-end" gap="sm">
        <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} error={problem} required w={320} />
        <Button type="submit" color="blue.8" loading={save.isPending}>
          Save name
        </Button>
      </Group>
    </form>
  );
};

const MiscDetailsForm = ({ customer }: { customer: CustomerDetails }) => {
  const [count, setCount] = useState<string | number>(customer.webhookCount);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useDetailsEdit(
    customer,
    (webhookCount: number) => callEndpoint(endpoints.updateMiscDetails, { params: { id: customer.id }, body: { webhookCount } }),
    'misc details',
    'update misc details',
  );
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = webhookCountProblem(count);
    setProblem(found);
    if (!found) save.mutate(Number(count));
  };
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Group align="flex-end" gap="sm">
        <NumberInput
          label="Webhook count"
          value={count}
          onChange={setCount}
          min={0}
          allowDecimal={false}
          error={problem}
          required
          w={200}
        />
        <Button type="submit" color="blue.8" loading={save.isPending}>
          Save misc details
        </Button>
      </Group>
    </form>
  );
};

/** Name and misc details (doc1 §2 Edit). Forms restart from the record when it changes elsewhere. */
export const DetailsSection = ({ customer }: { customer: CustomerDetails }) => (
  <DetailSection id="details" title="Details">
    <NameForm key={`name:${customer.name}`} customer={customer} />
    <MiscDetailsForm key={`misc:${customer.webhookCount}`} customer={customer} />
  </DetailSection>
);

const levelOptions = logLevels.map((l) => ({ value: String(l.value), label: `${l.value} ${l.name}` }));

/** The customer's own log level (0 Verbose … 5 Fatal), saved as soon as it is chosen. */
export const LogLevelSection = ({ customer }: { customer: CustomerDetails }) => {
  const save = useDetailsEdit(
    customer,
    (level: string) => callEndpoint(endpoints.setCustomerLogLevel, { params: { id: customer.id, level: Number(level) } }),
    'log level',
    'update log level',
  );
  return (
    <DetailSection id="logging" title="Log level">
      <Select
        label="Log level"
        data={levelOptions}
        value={String(customer.logLevel)}
        onChange={(value) => value !== null && value !== String(customer.logLevel) && save.mutate(value)}
        allowDeselect={false}
        disabled={save.isPending}
        w={240}
      />
    </DetailSection>
  );
};
