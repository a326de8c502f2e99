import { cudaAppIdPattern, endpoints, type CloudServiceDetail } from '@console/contract';
import { Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { ConfirmDestructive } from '../../lib/confirm-destructive';
import { countOf } from '../../lib/plural';
import { showSuccess } from '../../lib/report-error';
import { cloudServicesKey } from './cloud-service-queries';

type Move = 'firewall' | 'frontDoor';

/** The customers a move acts on: every customer of the service at first, any of them unticked. */
const CustomerChoice = ({
  service,
  chosen,
  onChange,
}: {
  service: CloudServiceDetail;
  chosen: string[];
  onChange: (ids: string[]) => void;
}) => (
  <Checkbox.Group label="Customers" description="Customers of this service to move" value={chosen} onChange={onChange}>
    <Stack gap={4} mt={6} mah={220} style={{ overflowY: 'auto' }}>
      {service.customers.map((customer) => (
        <Checkbox key={customer.id} value={customer.id} label={customer.alias} />
      ))}
    </Stack>
  </Checkbox.Group>
);

/**
 * doc2 §2 cloud service detail: "move to a web application firewall service" (hasDbAccess, doc2 §6) and
 * "move to Front Door", each for the customers of the service the operator keeps ticked; each is a job
 * with a step per customer.
 */
export const MoveCustomersDialog = ({
  service,
  move,
  onClose,
}: {
  service: CloudServiceDetail;
  move: Move;
  onClose: () => void;
}) => {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState(service.customers.map((c) => c.id));
  const [cudaAppId, setCudaAppId] = useState('');
  const [isRepairDns, setIsRepairDns] = useState(false);
  const isFirewall = move === 'firewall';
  const isAppIdValid = cudaAppIdPattern.test(cudaAppId.trim());
  const action = useMutation({
    mutationFn: async (changeReason: string | undefined): Promise<unknown> =>
      isFirewall
        ? callEndpoint(endpoints.moveCloudServiceToBarracuda, {
            params: { id: service.id },
            body: { customerIds: chosen, cudaAppId: cudaAppId.trim() },
            changeReason,
          })
        : callEndpoint(endpoints.moveToFrontDoor, { body: { customerIds: chosen, isRepairDns }, changeReason }),
    meta: { isSilent: true },
    onSuccess: async () => {
      showSuccess(
        `Moving ${countOf(chosen.length, { one: 'customer', other: 'customers' })} to ${isFirewall ? 'the web application firewall' : 'Front Door'}: follow it in the jobs drawer.`,
      );
      await queryClient.invalidateQueries({ queryKey: cloudServicesKey });
      onClose();
    },
  });
  return (
    <ConfirmDestructive
      title={
        isFirewall
          ? `Move customers of ${service.serviceName} to the web application firewall`
          : `Move customers of ${service.serviceName} to Front Door`
      }
      endpoint={isFirewall ? endpoints.moveCloudServiceToBarracuda : endpoints.moveToFrontDoor}
      confirmLabel={isFirewall ? 'Move to the firewall' : 'Move to Front Door'}
      canBeUndone
      isConfirmDisabled={chosen.length === 0 || (isFirewall && !isAppIdValid)}
      isPending={action.isPending}
      error={action.isError ? action.error : null}
      onConfirm={(changeReason) => action.mutate(changeReason)}
      onClose={onClose}
    >
      <Text size="sm">
        {isFirewall
          ? "The customers' sites are put behind the firewall application, then their DNS points to it."
          : 'A Front Door route is created for each customer, then their DNS points to Front Door.'}
      </Text>
      <CustomerChoice service={service} chosen={chosen} onChange={setChosen} />
      {isFirewall ? (
        <TextInput
          label="Firewall application id"
          required
          data-autofocus
          value={cudaAppId}
          autoComplete="off"
          description="The application's id in the web application firewall service"
          error={cudaAppId === '' || isAppIdValid ? null : 'Use up to 64 letters, digits or hyphens.'}
          onChange={(e) => setCudaAppId(e.currentTarget.value)}
        />
      ) : (
        <Checkbox label="Repair DNS as well" checked={isRepairDns} onChange={(e) => setIsRepairDns(e.currentTarget.checked)} />
      )}
    </ConfirmDestructive>
  );
};
