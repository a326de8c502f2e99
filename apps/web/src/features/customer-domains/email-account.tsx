import { endpoints, messages, type CustomerDetails } from '@console/contract';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { ConfirmDestructive } from '../../lib/confirm-destructive';
import { DialogActions } from '../../lib/dialog-actions';
import { DialogModal } from '../../lib/dialog-modal';
import { showError, showSuccess } from '../../lib/report-error';
import { customerEmailQuery, useSetCustomerEmail } from './domain-queries';
import { failedToast } from './domain-toasts';
import { LocalTime } from '../../lib/format-time';
import { CopyValueButton } from '../../lib/copy-value-button';

type Props = { customer: CustomerDetails };

const InviteTeammateModal = ({ customer, onClose }: Props & { onClose: () => void }) => {
  const setEmail = useSetCustomerEmail(customer.id);
  const [address, setAddress] = useState('');
  const invite = useMutation({
    mutationFn: () => callEndpoint(endpoints.inviteTeammate, { params: { id: customer.id, teammate: address.trim() } }),
    meta: { isSilent: true },
    onSuccess: (answer) => {
      setEmail(answer);
      showSuccess(messages.customers.updated('teammates', customer.alias));
      onClose();
    },
    onError: (error) => showError(failedToast('invite teammate', error)),
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (address.trim()) invite.mutate();
  };
  return (
    <DialogModal onClose={onClose} title="Invite teammate">
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <TextInput
            label="Teammate email address"
            type="email"
            value={address}
            onChange={(e) => setAddress(e.currentTarget.value)}
            required
            data-autofocus
          />
          <DialogActions
            error={invite.error}
            submitLabel="Invite teammate"
            isPending={invite.isPending}
            isDisabled={!address.trim()}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </DialogModal>
  );
};

/** doc1 §2 email sub-panel: the sending IP address, invited teammates, and the email API key. */
export const EmailAccount = ({ customer }: Props) => {
  const query = useQuery(customerEmailQuery(customer.id));
  const setEmail = useSetCustomerEmail(customer.id);
  const [dialog, setDialog] = useState<{ kind: 'invite' } | { kind: 'delete'; email: string } | { kind: 'reset' } | null>(null);
  const close = () => setDialog(null);
  const remove = useMutation({
    mutationFn: ({ email, changeReason }: { email: string; changeReason: string | undefined }) =>
      callEndpoint(endpoints.deleteTeammate, { params: { id: customer.id }, body: { email }, changeReason }),
    meta: { isSilent: true },
    onSuccess: (answer) => {
      setEmail(answer);
      showSuccess(messages.customers.updated('teammate deletion', customer.alias));
      close();
    },
    onError: (error) => showError(failedToast('delete teammate', error)),
  });
  const reset = useMutation({
    mutationFn: () => callEndpoint(endpoints.resetEmailApiKey, { params: { id: customer.id } }),
    meta: { isSilent: true },
    onSuccess: (answer) => {
      setEmail(answer);
      showSuccess(messages.customers.updated('Email API key', customer.alias));
      close();
    },
    onError: (error) => showError(failedToast('reset Email API key', error)),
  });
  const email = query.data;
  if (!email)
    return <Text size="sm">{query.isError ? 'The email account could not be read.' : 'Reading the email account…'}</Text>;
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Text size="sm">Sending IP address: {email.ipAddress ?? 'shared pool'}</Text>
        {email.ipAddress && <CopyValueButton value={email.ipAddress} label="Copy sending IP address" />}
      </Group>
      <Text size="sm">
        Email API key:{' '}
        {email.apiKeyResetAt ? (
          <>
            last reset <LocalTime value={email.apiKeyResetAt} />
          </>
        ) : (
          'never reset'
        )}
      </Text>
      <Text size="sm" fw={600}>
        Invited teammates
      </Text>
      {email.invitedEmails.length === 0 ? (
        <Text size="sm">No teammates invited.</Text>
      ) : (
        <ul aria-label="Invited teammates" style={{ margin: 0 }}>
          {email.invitedEmails.map((address) => (
            <li key={address}>
              <Group gap="xs">
                <Text size="sm">{address}</Text>
                <Button
                  size="compact-xs"
                  variant="outline"
                  color="red.9"
                  aria-label={`Delete teammate ${address}`}
                  onClick={() => setDialog({ kind: 'delete', email: address })}
                >
                  Delete
                </Button>
              </Group>
            </li>
          ))}
        </ul>
      )}
      <Group gap="sm">
        <Button color="blue.8" onClick={() => setDialog({ kind: 'invite' })}>
          Invite teammate
        </Button>
        <Button variant="outline" color="red.9" onClick={() => setDialog({ kind: 'reset' })}>
          Reset email API key
        </Button>
      </Group>
      {dialog?.kind === 'invite' && <InviteTeammateModal customer={customer} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDestructive
          title="Delete teammate"
          endpoint={endpoints.deleteTeammate}
          confirmLabel="Delete teammate"
          isPending={remove.isPending}
          error={remove.error}
          onConfirm={(changeReason) => remove.mutate({ email: dialog.email, changeReason })}
          onClose={close}
        >
          <Text size="sm">
            {dialog.email} is no longer a teammate of {customer.alias}.
          </Text>
        </ConfirmDestructive>
      )}
      {dialog?.kind === 'reset' && (
        <ConfirmDestructive
          title="Reset email API key"
          endpoint={endpoints.resetEmailApiKey}
          confirmLabel="Reset email API key"
          isPending={reset.isPending}
          error={reset.error}
          onConfirm={() => reset.mutate()}
          onClose={close}
        >
          <Text size="sm">{customer.alias} gets a new email API key; anything still using the old key stops sending mail.</Text>
        </ConfirmDestructive>
      )}
    </Stack>
  );
};
