import { endpoints, messages, type CustomerDetails, type SpfCheck } from '@console/contract';
import { Alert, Button, Group, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { isStaleSave } from '../../lib/errors';
import { StaleSaveAlert, useFormDraft, useStaleSaveChoices } from '../../lib/form-draft';
import { showError, showSuccess } from '../../lib/report-error';
import { customerDetailsKey } from '../../lib/customer-keys';
import { DetailSection } from '../../lib/detail-section';
import { EmailAccount } from '../customer-domains';

/** The domain validator's refusal, shown under the field like the server's own reason. */
class DomainRefused extends Error {}

/** The reason a save or check failed, in the operator's words, for the field. */
const problemOf = (error: unknown) => (isApiError(error) ? error.reason : error instanceof DomainRefused ? error.message : null);

/**
 * doc1 §2/§5 email domain: a changed domain goes through the custom-domain validator before it is
 * saved (the save checks again), then its SPF check is shown; 'Check SPF' asks the SPF validator alone.
 */
export const EmailSection = ({ customer }: { customer: CustomerDetails }) => {
  const queryClient = useQueryClient();
  const form = useFormDraft({ value: customer.emailDomain, version: customer.version, changedByName: customer.changedBy });
  const domain = form.draft;
  const [spf, setSpf] = useState<SpfCheck | null>(null);
  const save = useMutation({
    mutationFn: async (emailDomain: string) => {
      if (emailDomain !== customer.emailDomain) {
        const check = await callEndpoint(endpoints.validateCustomDomains, { body: { candidate: emailDomain } });
        if (!check.isValid) throw new DomainRefused(check.reasons.join(' '));
      }
      return callEndpoint(endpoints.updateEmailDomain, {
        params: { id: customer.id },
        body: { emailDomain },
        version: form.version,
      });
    },
    meta: { isSilent: true },
    onSuccess: ({ customer: details, spf: check }) => {
      queryClient.setQueryData(customerDetailsKey(customer.id), details);
      form.takeTheirs(details.version);
      setSpf(check);
      showSuccess(messages.customers.updated('email domain', customer.alias));
    },
    onError: (error) => {
      setSpf(null);
      if (!isStaleSave(error)) showError(messages.customers.updateFailed('update email domain'));
    },
  });
  const checkSpf = useMutation({
    mutationFn: (candidate: string) => callEndpoint(endpoints.validateSpfRecords, { body: { candidate } }),
    onSuccess: (result, candidate) =>
      setSpf({
        domain: candidate,
        isPassing: result.isValid,
        record: null,
        message: result.isValid ? `${candidate} lets EventsAIR send its mail` : result.reasons.join(' '),
      }),
  });
  const stale = useStaleSaveChoices({ queryKey: customerDetailsKey(customer.id), draft: form, save });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(domain.trim());
  };
  // A refusal or an SPF result speaks of the domain it was given: once the input changes it no longer applies.
  const handleDomainChange = (value: string) => {
    form.setDraft(value);
    setSpf(null);
    if (save.isError && !isStaleSave(save.error)) save.reset();
    checkSpf.reset();
  };
  return (
    <DetailSection id="email" title="Email">
      <form onSubmit={handleSubmit} noValidate>
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Email domain"
            value={domain}
            onChange={(e) => handleDomainChange(e.currentTarget.value)}
            description={form.changedNote()}
            error={save.isError && !isStaleSave(save.error) ? problemOf(save.error) : null}
            required
            w={320}
          />
          <Button type="submit" color="blue.8" loading={save.isPending} disabled={!domain.trim()}>
            Save email domain
          </Button>
          <Button
            variant="default"
            loading={checkSpf.isPending}
            disabled={!domain.trim()}
            onClick={() => checkSpf.mutate(domain.trim())}
          >
            Check SPF
          </Button>
        </Group>
      </form>
      <StaleSaveAlert {...stale} />
      {spf && (
        <Alert
          color={spf.isPassing ? 'green' : 'orange'}
          title={spf.isPassing ? 'SPF check passed' : 'SPF check failed'}
          c="dark.8"
        >
          {spf.message}
          {spf.record ? ` (${spf.record})` : ''}
        </Alert>
      )}
      <EmailAccount customer={customer} />
    </DetailSection>
  );
};
