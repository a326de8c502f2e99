import { endpoints, messages, type CustomerDetails, type SecurityConfiguration } from '@console/contract';
import { Button, Group, Radio, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { customerDetailsKey } from '../../lib/customer-keys';
import { isStaleSave } from '../../lib/errors';
import { StaleSaveAlert, useFormDraft, useStaleSaveChoices } from '../../lib/form-draft';
import { isApiError } from '../../lib/api-error';
import { ConfirmDestructive } from '../../lib/confirm-destructive';
import { DialogActions } from '../../lib/dialog-actions';
import { DialogModal } from '../../lib/dialog-modal';
import { showError, showSuccess } from '../../lib/report-error';
import { DetailSection } from '../../lib/detail-section';
import { securityQuery, useSetSecurity } from './domain-queries';
import type { SessionTimeoutOutcome } from './domain-rules';
import { failedToast } from './domain-toasts';
import { countOf } from '../../lib/plural';
import { CopyValueButton } from '../../lib/copy-value-button';

type Props = { customer: CustomerDetails };

const AddIpAddressModal = ({ customer, onClose }: Props & { onClose: () => void }) => {
  const setSecurity = useSetSecurity(customer.id);
  const [ipAddress, setIpAddress] = useState('');
  const [access, setAccess] = useState<'allowed' | 'denied'>('allowed');
  const save = useMutation({
    mutationFn: () =>
      callEndpoint(endpoints.addIpAddressEntry, {
        params: { id: customer.id },
        body: { ipAddress: ipAddress.trim(), allowed: access === 'allowed' },
      }),
    meta: { isSilent: true },
    onSuccess: (answer) => {
      setSecurity(answer);
      showSuccess(messages.customers.updated('IP restriction rules', customer.alias));
      onClose();
    },
    onError: (error) => showError(failedToast('add IP address', error)),
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (ipAddress.trim()) save.mutate();
  };
  // The server's reason about the address is said once, under the field; the dialog's alert is for the rest.
  const fieldReason = save.isError && isApiError(save.error) && save.error.reason ? save.error.reason : null;
  return (
    <DialogModal onClose={onClose} title="Add IP address">
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <TextInput
            label="IP address or range (CIDR)"
            description="An address or a range, for example 203.0.113.7 or 203.0.113.0/24"
            value={ipAddress}
            onChange={(e) => setIpAddress(e.currentTarget.value)}
            error={fieldReason}
            required
            data-autofocus
          />
          <Radio.Group label="Access" value={access} onChange={(v) => setAccess(v === 'denied' ? 'denied' : 'allowed')}>
            <Group mt="xs">
              <Radio value="allowed" label="Allowed" />
              <Radio value="denied" label="Denied" />
            </Group>
          </Radio.Group>
          <DialogActions
            error={fieldReason ? null : save.error}
            submitLabel="Add IP address"
            isPending={save.isPending}
            isDisabled={!ipAddress.trim()}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </DialogModal>
  );
};

const SessionTimeout = ({ customer, security }: Props & { security: SecurityConfiguration }) => {
  const setSecurity = useSetSecurity(customer.id);
  const draft = useFormDraft({
    value: String(security.sessionTimeoutMinutes),
    version: customer.version,
    changedByName: customer.changedBy,
  });
  const value = draft.draft;
  const [outcome, setOutcome] = useState<SessionTimeoutOutcome>({ state: 'unknown' });
  const save = useMutation({
    mutationFn: (minutes: string) =>
      callEndpoint(endpoints.updateSessionTimeout, { params: { id: customer.id, value: minutes }, version: draft.version }),
    meta: { isSilent: true },
    onSuccess: (answer) => {
      setSecurity(answer);
      // The customer's next version (this save) arrives with its customerChanged push.
      draft.takeTheirs(draft.version + 1);
      setOutcome({ state: 'valid', minutes: answer.sessionTimeoutMinutes });
    },
    onError: (error) => {
      if (isStaleSave(error)) return;
      setOutcome({
        state: 'invalid',
        reason: isApiError(error) && error.reason ? error.reason : failedToast('update session timeout', error),
      });
    },
  });
  const stale = useStaleSaveChoices({ queryKey: customerDetailsKey(customer.id), draft, save });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(value.trim() || ' ');
  };
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Group align="flex-start" gap="sm">
        <TextInput
          label="Session timeout (minutes)"
          value={value}
          onChange={(e) => {
            draft.setDraft(e.currentTarget.value);
            setOutcome({ state: 'unknown' });
          }}
          error={outcome.state === 'invalid' ? outcome.reason : null}
          description={
            draft.changedBy()
              ? messages.customerDetails.changedBy(draft.changedBy()!)
              : outcome.state === 'valid'
                ? `Valid: ${countOf(outcome.minutes, { one: 'minute', other: 'minutes' })} saved`
                : 'From 5 to 1440 minutes'
          }
          inputMode="numeric"
          w={260}
        />
        <Button type="submit" color="blue.8" mt={24} loading={save.isPending}>
          Save session timeout
        </Button>
      </Group>
      <StaleSaveAlert {...stale} />
    </form>
  );
};

/** doc1 §2 security: IP restriction (sent on toggle, doc1 §4), its rules, and the session time-out. */
export const SecuritySection = ({ customer }: Props) => {
  const query = useQuery(securityQuery(customer.id));
  const setSecurity = useSetSecurity(customer.id);
  const [isAdding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const restrict = useMutation({
    mutationFn: (isOn: boolean) =>
      callEndpoint(endpoints.restrictByIpAddress, { params: { id: customer.id, flag: isOn ? 'true' : 'false' } }),
    meta: { isSilent: true },
    onSuccess: (answer) => {
      setSecurity(answer);
      showSuccess(messages.customers.updated('IP restriction', customer.alias));
    },
    onError: (error) => showError(failedToast('update IP restriction', error)),
  });
  const removeRule = useMutation({
    mutationFn: ({ ip, changeReason }: { ip: string; changeReason: string | undefined }) =>
      callEndpoint(endpoints.removeIpAddressEntry, { params: { id: customer.id, ip }, changeReason }),
    meta: { isSilent: true },
    onSuccess: (answer) => {
      setSecurity(answer);
      showSuccess(messages.customers.updated('IP restriction rules', customer.alias));
      setRemoving(null);
    },
    onError: (error) => showError(failedToast('remove IP address', error)),
  });
  const security = query.data;
  // While the call is on its way the switch shows what was asked (at once, on the click); a failure puts it back.
  const [asked, setAsked] = useState<boolean | null>(null);
  const isRestricted = asked ?? security?.isRestrictedByIpAddress ?? false;
  const handleRestrict = (isOn: boolean) => {
    setAsked(isOn);
    restrict.mutate(isOn, { onSettled: () => setAsked(null) });
  };
  return (
    <DetailSection id="security" title="Security">
      {!security ? (
        <Text size="sm">{query.isError ? 'The security settings could not be read.' : 'Reading the security settings…'}</Text>
      ) : (
        <>
          <Switch
            label="Restrict by IP address"
            checked={isRestricted}
            onChange={(e) => handleRestrict(e.currentTarget.checked)}
          />
          {security.ipRestrictionRules.length === 0 ? (
            <Text size="sm">No IP restriction rules.</Text>
          ) : (
            <Table aria-label="IP restriction rules">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>IP address or range</Table.Th>
                  <Table.Th>Access</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {security.ipRestrictionRules.map((rule) => (
                  <Table.Tr key={rule.ipAddress}>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        {rule.ipAddress}
                        <CopyValueButton value={rule.ipAddress} label={`Copy IP address ${rule.ipAddress}`} />
                      </Group>
                    </Table.Td>
                    <Table.Td>{rule.allowed ? 'Allowed' : 'Denied'}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        color="red.9"
                        variant="outline"
                        aria-label={`Remove IP address ${rule.ipAddress}`}
                        aria-haspopup="dialog"
                        onClick={() => setRemoving(rule.ipAddress)}
                      >
                        Remove
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <Group>
            <Button color="blue.8" onClick={() => setAdding(true)}>
              Add IP address
            </Button>
          </Group>
          <SessionTimeout customer={customer} security={security} />
          {isAdding && <AddIpAddressModal customer={customer} onClose={() => setAdding(false)} />}
          {removing !== null && (
            <ConfirmDestructive
              title="Remove IP address"
              endpoint={endpoints.removeIpAddressEntry}
              canBeUndone
              confirmLabel="Remove IP address"
              isPending={removeRule.isPending}
              error={removeRule.isError ? removeRule.error : null}
              onConfirm={(changeReason) => removeRule.mutate({ ip: removing, changeReason })}
              onClose={() => setRemoving(null)}
            >
              <Text size="sm">
                The IP restriction rule for {removing} is removed from {customer.alias}.
              </Text>
            </ConfirmDestructive>
          )}
        </>
      )}
    </DetailSection>
  );
};
