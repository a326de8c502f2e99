import { constants, endpoints, messages, type FeatureBranchInput, type QuickCreateResponse } from '@console/contract';
import { Checkbox, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { DialogActions } from '../../lib/dialog-actions';
import { showSuccess } from '../../lib/report-error';
import { customersKey } from '../../lib/customer-keys';
import { referenceQueries } from './reference-queries';
import { option, useAliasCheck } from './form-helpers';
import { DialogModal } from '../../lib/dialog-modal';

/** Quick create for a feature branch (never offered in production); only the alias is validated. */
export const FeatureBranchModal = ({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (result: QuickCreateResponse) => void;
}) => {
  const queryClient = useQueryClient();
  const [input, setInput] = useState<FeatureBranchInput>({
    branchName: '',
    customerAlias: '',
    version: '',
    selectedAzureLocation: '',
    selectedHostingPlan: 'Dedicated',
    selectedSharedCloudService: null,
    isDeployOnlineOnly: false,
    isDeployAsAppService: false,
    appServicePlan: null,
  });
  const locations = useQuery(referenceQueries.locations);
  const services = useQuery(referenceQueries.sharedCloudServices);
  const plans = useQuery(referenceQueries.sharedAppServicePlans);
  const aliasCheck = useAliasCheck(input.customerAlias);
  const create = useMutation({
    mutationFn: () => callEndpoint(endpoints.createFeatureBranch, { body: input }),
    meta: { isSilent: true },
    onSuccess: async (result) => {
      showSuccess(messages.customerSearch.created(result.customer.alias));
      await queryClient.invalidateQueries({ queryKey: customersKey });
      onCreated(result);
    },
  });
  const set = (patch: Partial<FeatureBranchInput>) => setInput({ ...input, ...patch });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  const aliasError = aliasCheck.error;
  const isShared = input.selectedHostingPlan === 'Shared';
  return (
    <DialogModal onClose={onClose} title="Quick create feature branch" size="lg">
      <form onSubmit={handleSubmit} aria-label="Quick create feature branch">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label="Branch name"
              required
              value={input.branchName}
              onChange={(e) => set({ branchName: e.currentTarget.value })}
              data-autofocus
            />
            <TextInput
              label="Customer alias"
              required
              value={input.customerAlias}
              onChange={(e) => set({ customerAlias: e.currentTarget.value })}
              error={aliasError}
            />
            <TextInput label="Version" required value={input.version} onChange={(e) => set({ version: e.currentTarget.value })} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label="Azure location"
              value={input.selectedAzureLocation}
              onChange={(e) =>
                set({ selectedAzureLocation: e.currentTarget.value, selectedSharedCloudService: null, appServicePlan: null })
              }
              data={[
                option('', 'Choose a location'),
                ...(locations.data ?? []).filter((l) => l.isSupported).map((l) => option(l.name, l.displayName)),
              ]}
            />
            <NativeSelect
              label="Hosting plan"
              value={input.selectedHostingPlan}
              onChange={(e) => set({ selectedHostingPlan: e.currentTarget.value as FeatureBranchInput['selectedHostingPlan'] })}
              data={constants.hostingPlans.map((p) => option(p))}
            />
            {isShared && (
              <NativeSelect
                label="Shared cloud service"
                value={input.selectedSharedCloudService ?? ''}
                onChange={(e) => set({ selectedSharedCloudService: e.currentTarget.value || null })}
                data={[
                  option('', 'Choose a cloud service'),
                  ...(services.data ?? [])
                    .filter((s) => s.location === input.selectedAzureLocation)
                    .map((s) => option(s.id, s.serviceName)),
                ]}
              />
            )}
            {input.isDeployAsAppService && (
              <NativeSelect
                label="App service plan"
                value={input.appServicePlan ?? ''}
                onChange={(e) => set({ appServicePlan: e.currentTarget.value || null })}
                data={[
                  option('', 'Choose an app service plan'),
                  ...(plans.data ?? [])
                    .filter((p) => p.location === input.selectedAzureLocation)
                    .map((p) => option(p.id, p.planName)),
                ]}
              />
            )}
          </SimpleGrid>
          <Group>
            <Checkbox
              label="Online only"
              checked={input.isDeployOnlineOnly}
              onChange={(e) => set({ isDeployOnlineOnly: e.currentTarget.checked })}
            />
            <Checkbox
              label="As app service"
              checked={input.isDeployAsAppService}
              onChange={(e) => set({ isDeployAsAppService: e.currentTarget.checked })}
            />
          </Group>
          <DialogActions
            error={create.isError ? create.error : null}
            errorTitle="The feature branch was not created"
            submitLabel="Create feature branch"
            isPending={create.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </DialogModal>
  );
};
