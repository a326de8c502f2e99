import { endpoints, messages, type CustomerDetails } from '@console/contract';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { canDecommission, DecommissionModal, isSettled, SupportUserModal, useJobAction } from '../customers';
import { whyNoDisable, whyNoEnable } from './details-rules';
import { DetailSection } from '../../lib/detail-section';

type Dialog = 'decommission' | 'supportUser' | null;

/** doc1 §4: enable only from disabled, disable only from enabled; the unavailable one says why. */
export const LifecycleSection = ({ customer }: { customer: CustomerDetails }) => {
  const [dialog, setDialog] = useState<Dialog>(null);
  const setEnabled = useJobAction(
    (isEnabled: boolean) =>
      callEndpoint(isEnabled ? endpoints.enableCustomer : endpoints.disableCustomer, { params: { id: customer.id } }),
    (isEnabled) => messages.customerSearch.jobStarted(isEnabled ? 'Enable' : 'Disable', customer.alias),
  );
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
            loading={setEnabled.isPending && setEnabled.variables === true}
            onClick={() => setEnabled.mutate(true)}
          >
            Enable
          </Button>
        </Stack>
        <Stack gap={4}>
          <Button
            color="grape.9"
            disabled={noDisable !== null}
            aria-describedby={noDisable ? 'why-no-disable' : undefined}
            loading={setEnabled.isPending && setEnabled.variables === false}
            onClick={() => setEnabled.mutate(false)}
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
      {dialog === 'decommission' && <DecommissionModal customer={customer} onClose={() => setDialog(null)} />}
      {dialog === 'supportUser' && <SupportUserModal customer={customer} onClose={() => setDialog(null)} />}
    </DetailSection>
  );
};
