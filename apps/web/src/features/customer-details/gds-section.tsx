import { endpoints, messages, type CustomerDetails, type GdsSettings } from '@console/contract';
import { Button, PasswordInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { isStaleSave } from '../../lib/errors';
import { useFormDraft, useStaleSaveChoices } from '../../lib/form-draft';
import { SaveBar } from '../../lib/save-bar';
import { showError, showSuccess } from '../../lib/report-error';
import { customerDetailsKey } from '../../lib/customer-keys';
import { DetailSection } from '../../lib/detail-section';
import { DialogModal } from '../../lib/dialog-modal';

/** doc1 §5: turning GDS off clears the processing PCC and the API key (the server does the same). */
export const withGdsEnabled = (settings: GdsSettings, isEnabled: boolean): GdsSettings =>
  isEnabled ? { ...settings, gdsEnabled: true } : { gdsEnabled: false, gdsProcessingPcc: null, cdsApiKey: null };

const GdsModal = ({ customer, onClose }: { customer: CustomerDetails; onClose: () => void }) => {
  const queryClient = useQueryClient();
  // The API key is never read back: the form starts without one, and an empty field keeps the key set.
  const form = useFormDraft<GdsSettings>({
    value: {
      gdsEnabled: customer.gdsSettings.gdsEnabled,
      gdsProcessingPcc: customer.gdsSettings.gdsProcessingPcc,
      cdsApiKey: null,
    },
    version: customer.version,
    changedByName: customer.changedBy,
  });
  const settings = form.draft;
  const setSettings = form.setDraft;
  const save = useMutation({
    mutationFn: (body: GdsSettings) =>
      callEndpoint(endpoints.updateGdsSettings, { params: { id: customer.id }, body, version: form.version }),
    meta: { isSilent: true },
    onSuccess: (details) => {
      queryClient.setQueryData(customerDetailsKey(customer.id), details);
      showSuccess(messages.customers.updated('GDS settings', customer.alias));
      onClose();
    },
    onError: (error) => {
      if (!isStaleSave(error)) showError(messages.customers.updateFailed('update GDS settings'));
    },
  });
  const stale = useStaleSaveChoices({ queryKey: customerDetailsKey(customer.id), draft: form, save });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(settings);
  };
  return (
    <DialogModal onClose={onClose} title={`GDS settings of ${customer.alias}`}>
      <form onSubmit={handleSubmit}>
        <Stack>
          <Switch
            label="GDS enabled"
            description={form.changedNote('gdsEnabled')}
            checked={settings.gdsEnabled}
            onChange={(e) => {
              const isChecked = e.currentTarget.checked;
              setSettings((s) => withGdsEnabled(s, isChecked));
            }}
          />
          <TextInput
            label="Processing PCC"
            description={form.changedNote('gdsProcessingPcc')}
            value={settings.gdsProcessingPcc ?? ''}
            disabled={!settings.gdsEnabled}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setSettings((s) => ({ ...s, gdsProcessingPcc: value }));
            }}
          />
          <PasswordInput
            label="API key"
            description={
              customer.gdsSettings.hasCdsApiKey
                ? 'An API key is set. Type a new one to replace it, or leave this empty to keep it.'
                : 'No API key is set.'
            }
            value={settings.cdsApiKey ?? ''}
            disabled={!settings.gdsEnabled}
            autoComplete="new-password"
            onChange={(e) => {
              const value = e.currentTarget.value;
              setSettings((s) => ({ ...s, cdsApiKey: value }));
            }}
          />
          <SaveBar save={save} stale={stale} submitLabel="Save GDS settings" onCancel={onClose} />
        </Stack>
      </form>
    </DialogModal>
  );
};

export const GdsSection = ({ customer }: { customer: CustomerDetails }) => {
  const [isOpen, setOpen] = useState(false);
  const gds = customer.gdsSettings;
  return (
    <DetailSection id="gds" title="GDS">
      <Text size="sm">
        {gds.gdsEnabled
          ? `GDS is on; processing PCC ${gds.gdsProcessingPcc ?? 'not set'}; ${gds.hasCdsApiKey ? 'an API key is set' : 'no API key is set'}.`
          : 'GDS is off.'}
      </Text>
      <div>
        <Button color="blue.8" onClick={() => setOpen(true)}>
          Edit GDS settings
        </Button>
      </div>
      {isOpen && <GdsModal customer={customer} onClose={() => setOpen(false)} />}
    </DetailSection>
  );
};
