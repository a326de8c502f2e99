import { endpoints, messages, type CustomerDetails, type EaPayDetails } from '@console/contract';
import { Group, Loader, Select, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { GuardedButton } from '../../lib/permissions';
import { showError, showSuccess } from '../../lib/report-error';
import { DetailSection } from '../../lib/detail-section';
import { eaPayDetailsKey, eaPayDetailsQuery } from './payment-queries';
import { eaPaySelectionProblem } from './payment-rules';

const accountOptions = (details: EaPayDetails | undefined) =>
  (details?.eaPayAccounts ?? []).map((a) => ({ value: a.eaPayId, label: `${a.name} - ${a.eaPayId}` }));

/** The account choice, started from the saved one; Save waits for the accounts (`details` null until loaded). */
const AccountPicker = ({ customer, details }: { customer: CustomerDetails; details: EaPayDetails | null }) => {
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<string | null>(details?.selectedEaPayId ?? null);
  const save = useMutation({
    mutationFn: (eaPayId: string) => callEndpoint(endpoints.setEaPayDetails, { params: { id: customer.id }, body: { eaPayId } }),
    meta: { isSilent: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(eaPayDetailsKey(customer.id), saved);
      showSuccess(messages.customers.updated('EventsAIR Pay details', customer.alias));
    },
    onError: () => showError(messages.customers.updateFailed('update EventsAIR Pay details')),
  });
  const handleSave = () => {
    const problem = eaPaySelectionProblem(selected);
    if (problem) showError(problem);
    else if (selected) save.mutate(selected);
  };
  return (
    <Group align="flex-end" gap="sm">
      <Select
        label="EventsAIR Pay account"
        placeholder={details && details.eaPayAccounts.length > 0 ? 'Select an account' : undefined}
        data={accountOptions(details ?? undefined)}
        value={selected}
        onChange={setSelected}
        disabled={!details}
        w={420}
      />
      <GuardedButton
        endpoint={endpoints.setEaPayDetails}
        color="blue.8"
        onClick={handleSave}
        disabled={!details}
        loading={save.isPending}
      >
        Save EventsAIR Pay account
      </GuardedButton>
    </Group>
  );
};

/** doc1 §2 pay provider setting: which EventsAIR Pay account the customer uses. */
export const PayProviderSection = ({ customer }: { customer: CustomerDetails }) => {
  const query = useQuery(eaPayDetailsQuery(customer.id));
  // Only a failed first load is this panel's to report. A background refetch (the customer's queries are
  // invalidated after every action) that fails keeps the details shown, and the failure that caused it —
  // the server being down — is already told once by the action or the global rules (issue 25).
  const isLoadFailed = query.isLoadingError;
  useEffect(() => {
    if (isLoadFailed) showError(messages.customers.eaPayDetailsFailed);
  }, [isLoadFailed]);
  const details = query.data ?? null;
  return (
    <DetailSection id="pay-provider" title="EventsAIR Pay">
      {query.isPending && <Loader size="sm" aria-label="Loading the EventsAIR Pay details" />}
      {isLoadFailed && (
        <Text size="sm" c="red.9">
          {messages.customers.eaPayDetailsFailed}
        </Text>
      )}
      <AccountPicker
        key={details ? `loaded:${details.selectedEaPayId ?? ''}` : 'loading'}
        customer={customer}
        details={details}
      />
    </DetailSection>
  );
};
