import { endpoints, messages, type FeatureBranchInput, type QuickCreateResponse } from '@console/contract';
import { Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { DialogActions } from '../../lib/dialog-actions';
import { showSuccess } from '../../lib/report-error';
import { customersKey } from '../../lib/customer-keys';
import { useAliasCheck } from './form-helpers';
import { PlacementFields } from './placement-fields';
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
            <PlacementFields
              value={input}
              onChange={set}
              shows={{ cloudService: input.selectedHostingPlan === 'Shared', appServicePlan: input.isDeployAsAppService }}
            />
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
