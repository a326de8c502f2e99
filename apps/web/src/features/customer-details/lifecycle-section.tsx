import { endpoints, messages, type CustomerDetails } from '@console/contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { ConfirmPendingChange, type PendingChange } from '../../lib/confirm-destructive';
import { canDecommission, DecommissionModal, isSettled, SupportUserModal, useJobAction } from '../customers';
import { whyNoDisable, whyNoEnable } from './details-rules';
import { DetailSection } from '../../lib/detail-section';

type Dialog = 'decommission' | 'supportUser' | null;

/** doc1 §4: enable only from disabled, disable only from enabled; the unavailable one says why. */
export const LifecycleSection = ({ customer }: { customer: CustomerDetails }) => {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [pending, setPending] = useState<PendingChange | null>(null);
  const setEnabled = useJobAction(
    ({ isEnabled, changeReason }: { isEnabled: boolean; changeReason?: string }) =>
      callEndpoint(isEnabled ? endpoints.enableCustomer : endpoints.disableCustomer, {
        params: { id: customer.id },
        changeReason,
      }),
    ({ isEnabled }) => messages.customerSearch.jobStarted(isEnabled ? 'Enable' : 'Disable', customer.alias),
  );
  // Enabling or disabling a live customer opens or closes its site: confirmed first (issue 25).
  const ask = (isEnabled: boolean) =>
    setPending({
      title: `${isEnabled ? 'Enable' : 'Disable'} ${customer.alias}?`,
      endpoint: isEnabled ? endpoints.enableCustomer : endpoints.disableCustomer,
      confirmLabel: isEnabled ? 'Enable' : 'Disable',
      description: isEnabled
        ? `The site of ${customer.alias} opens to its users again.`
        : `The site of ${customer.alias} closes to its users until it is enabled again.`,
      changes: [{ what: 'State', from: isEnabled ? 'Disabled' : 'Enabled', to: isEnabled ? 'Enabled' : 'Disabled' }],
      run: (changeReason) => setEnabled.mutate({ isEnabled, changeReason }, { onSettled: () => setPending(null) }),
    });
  const noEnable = whyNoEnable(customer);
  const noDisable = whyNoDisable(customer);
  return (
    <DetailSection id="lifecycle" title="Lifecycle">
      <Group gap="sm" align="flex-start">
        <Stack gap={4}>
          <Button
            color="teal.9"
            disabled={noEnable !== null}
            aria-describedby={noEnable ? 'why-no-enable' : undefined}
            loading={setEnabled.isPending && setEnabled.variables?.isEnabled === true}
            onClick={() => ask(true)}
          >
            Enable
          </Button>
        </Stack>
        <Stack gap={4}>
          <Button
            color="grape.9"
            disabled={noDisable !== null}
            aria-describedby={noDisable ? 'why-no-disable' : undefined}
            loading={setEnabled.isPending && setEnabled.variables?.isEnabled === false}
            onClick={() => ask(false)}
          >
            Disable
          </Button>
        </Stack>
        <Button color="blue.8" disabled={!isSettled(customer)} onClick={() => setDialog('supportUser')}>
          Create support user
        </Button>
        <Button color="red.9" variant="outline" disabled={!canDecommission(customer)} onClick={() => setDialog('decommission')}>
          Decommission
        </Button>
      </Group>
      {noEnable && (
        <Text size="sm" c="gray.7" id="why-no-enable">
          {noEnable}
        </Text>
      )}
      {noDisable && (
        <Text size="sm" c="gray.7" id="why-no-disable">
          {noDisable}
        </Text>
      )}
      <ConfirmPendingChange pending={pending} isPending={setEnabled.isPending} onClose={() => setPending(null)} />
      {dialog === 'decommission' && <DecommissionModal customer={customer} onClose={() => setDialog(null)} />}
      {dialog === 'supportUser' && <SupportUserModal customer={customer} onClose={() => setDialog(null)} />}
    </DetailSection>
  );
};
