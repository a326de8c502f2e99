import { endpoints, messages, type CustomerDetails, type GdsSettings } from '@console/contract';
import { Button, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { DialogActions } from '../../lib/dialog-actions';
import { showError, showSuccess } from '../../lib/report-error';
import { customerDetailsKey } from './details-queries';
import { DetailSection } from './section';
import { DialogModal } from '../../lib/dialog-modal';

/** doc1 §5: turning GDS off clears the processing PCC and the API key (the server does the same). */
export const withGdsEnabled = (settings: GdsSettings, isEnabled: boolean): GdsSettings =>
  isEnabled ? { ...settings, gdsEnabled: true } : { gdsEnabled: false, gdsProcessingPcc: null, cdsApiKey: null };

const GdsModal = ({ customer, onClose }: { customer: CustomerDetails; onClose: () => void }) => {
  const queryClient = useQueryClient();
  const [settings, setSettings] = useState<GdsSettings>(customer.gdsSettings);
  const save = useMutation({
    mutationFn: (body: GdsSettings) => callEndpoint(endpoints.updateGdsSettings, { params: { id: customer.id }, body }),
    meta: { isSilent: true },
    onSuccess: (details) => {
      queryClient.setQueryData(customerDetailsKey(customer.id), details);
      showSuccess(messages.customers.updated('GDS settings', customer.alias));
      onClose();
    },
    onError: () => showError(messages.customers.updateFailed('update GDS settings')),
  });
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
            checked={settings.gdsEnabled}
            onChange={(e) => {
              const isChecked = e.currentTarget.checked;
              setSettings((s) => withGdsEnabled(s, isChecked));
            }}
          />
          <TextInput
            label="Processing PCC"
            value={settings.gdsProcessingPcc ?? ''}
            disabled={!settings.gdsEnabled}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setSettings((s) => ({ ...s, gdsProcessingPcc: value }));
            }}
          />
          <TextInput
            label="API key"
            value={settings.cdsApiKey ?? ''}
            disabled={!settings.gdsEnabled}
            autoComplete="off"
            onChange={(e) => {
              const value = e.currentTarget.value;
              setSettings((s) => ({ ...s, cdsApiKey: value }));
            }}
          />
          <DialogActions
            error={save.isError ? save.error : null}
            submitLabel="Save GDS settings"
            color="blue.8"
            isPending={save.isPending}
            onCancel={onClose}
          />
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
      <Text size="sm">{gds.gdsEnabled ? `GDS is on; processing PCC ${gds.gdsProcessingPcc ?? 'not set'}.` : 'GDS is off.'}</Text>
      <div>
        <Button color="blue.8" onClick={() => setOpen(true)}>
          Edit GDS settings
        </Button>
      </div>
      {isOpen && <GdsModal customer={customer} onClose={() => setOpen(false)} />}
    </DetailSection>
  );
};
