import { endpoints } from '@console/contract';
import { NumberInput, Select, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { ConfirmDestructive } from '../../lib/confirm-destructive';
import { showSuccess } from '../../lib/report-error';
import { serviceNameProblem } from './cloud-service-rules';
import { cloudServiceConfigQuery, cloudServicesKey, locationsQuery } from './cloud-service-queries';

/** doc2 §2 "create shared service": a name, a supported location and an instance size from `config`. */
export const CreateCloudServiceDialog = ({ onClose }: { onClose: () => void }) => {
  const queryClient = useQueryClient();
  const config = useQuery(cloudServiceConfigQuery);
  const locations = useQuery(locationsQuery);
  const [serviceName, setServiceName] = useState('');
  const [location, setLocation] = useState<string | null>(null);
  const [instanceSize, setInstanceSize] = useState<string | null>(null);
  const [instanceCount, setInstanceCount] = useState<number | string>(2);
  const nameProblem = serviceNameProblem(serviceName);
  const create = useMutation({
    mutationFn: () =>
      callEndpoint(endpoints.createCloudService, {
        body: {
          serviceName: serviceName.trim(),
          location: location ?? '',
          instanceSize: instanceSize as 'Standard_D2',
          instanceCount: Number(instanceCount),
        },
      }),
    meta: { isSilent: true },
    onSuccess: async () => {
      showSuccess(`Creating cloud service ${serviceName.trim()}: follow it in the jobs drawer.`);
      await queryClient.invalidateQueries({ queryKey: cloudServicesKey });
      onClose();
    },
  });
  const isComplete = serviceName.trim() !== '' && !nameProblem && location !== null && instanceSize !== null;
  return (
    <ConfirmDestructive
      title="Create a shared cloud service"
      endpoint={endpoints.createCloudService}
      confirmLabel="Create cloud service"
      canBeUndone
      isConfirmDisabled={!isComplete}
      isPending={create.isPending}
      error={create.isError ? create.error : null}
      onConfirm={() => create.mutate()}
      onClose={onClose}
    >
      <Text size="sm">
        The new service runs the bootstrapper {config.data?.bootstrapperVersion ?? ''} and hosts shared customers.
      </Text>
      <TextInput
        label="Service name"
        required
        data-autofocus
        autoComplete="off"
        value={serviceName}
        error={nameProblem}
        onChange={(e) => setServiceName(e.currentTarget.value)}
      />
      <Select
        label="Location"
        required
        value={location}
        onChange={setLocation}
        data={(locations.data ?? []).filter((l) => l.isSupported).map((l) => ({ value: l.name, label: l.displayName }))}
      />
      <Select
        label="Instance size"
        required
        value={instanceSize}
        onChange={setInstanceSize}
        data={config.data?.supportedInstanceSizes ?? []}
      />
      <NumberInput label="Instance count" min={1} max={20} value={instanceCount} onChange={setInstanceCount} />
    </ConfirmDestructive>
  );
};
