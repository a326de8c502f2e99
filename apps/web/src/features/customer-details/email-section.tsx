import { endpoints, messages, type CustomerDetails, type SpfCheck } from '@console/contract';
import { Alert, Button, Group, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { showError, showSuccess } from '../../lib/report-error';
import { customerDetailsKey } from './details-queries';
import { DetailSection } from './section';
import { EmailAccount } from '../customer-domains/email-account';

/** doc1 §2 email domain: validated by the server before saving, then its SPF check is shown. */
export const EmailSection = ({ customer }: { customer: CustomerDetails }) => {
  const queryClient = useQueryClient();
  const [domain, setDomain] = useState(customer.emailDomain);
  const [spf, setSpf] = useState<SpfCheck | null>(null);
  const save = useMutation({
    mutationFn: (emailDomain: string) =>
      callEndpoint(endpoints.updateEmailDomain, { params: { id: customer.id }, body: { emailDomain } }),
    meta: { isSilent: true },
    onSuccess: ({ customer: details, spf: check }) => {
      queryClient.setQueryData(customerDetailsKey(customer.id), details);
      setDomain(details.emailDomain);
      setSpf(check);
      showSuccess(messages.customers.updated('email domain', customer.alias));
    },
    onError: () => {
      setSpf(null);
      showError(messages.customers.updateFailed('update email domain'));
    },
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(domain.trim());
  };
  return (
    <DetailSection id="email" title="Email">
      <form onSubmit={handleSubmit} noValidate>
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Email domain"
            value={domain}
            onChange={(e) => setDomain(e.currentTarget.value)}
            error={save.isError && isApiError(save.error) ? save.error.reason : null}
            required
            w={320}
          />
          <Button type="submit" color="blue.8" loading={save.isPending} disabled={!domain.trim()}>
            Save email domain
          </Button>
        </Group>
      </form>
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
