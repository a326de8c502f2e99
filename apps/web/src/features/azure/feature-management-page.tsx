import { endpoints, isFeatureIdConfirmed, messages } from '@console/contract';
import { Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { ConfirmDestructive } from '../../lib/confirm-destructive';
import { dialogErrorMessage } from '../../lib/errors';
import { ListStates } from '../../lib/list-states';
import { GuardedButton, useCallPermission } from '../../lib/permissions';
import { showError, showSuccess } from '../../lib/report-error';
import { CountedTable } from '../../lib/scrollable-table';
import { featureIdProblem } from './azure-rules';

const featuresKey = ['azure', 'features'] as const;

const featuresQuery = queryOptions({
  queryKey: featuresKey,
  queryFn: ({ signal }) => callEndpoint(endpoints.listFeatures, { signal }),
});

const RemoveDialog = ({ featureId, onClose }: { featureId: string; onClose: () => void }) => {
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const remove = useMutation({
    mutationFn: (changeReason: string | undefined) =>
      callEndpoint(endpoints.removeFeature, { params: { id: featureId }, changeReason }),
    // The dialog shows the server's reason; the toast is the spec's words.
    meta: { isSilent: true },
    onSuccess: () => {
      showSuccess(`Feature ${featureId} was removed.`);
      onClose();
    },
    onError: () => showError(messages.azure.removeFeatureFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: featuresKey }),
  });
  return (
    <ConfirmDestructive
      title={`Remove feature ${featureId}?`}
      endpoint={endpoints.removeFeature}
      confirmLabel="Remove feature"
      canBeUndone
      isConfirmDisabled={!isFeatureIdConfirmed(typed, featureId)}
      isPending={remove.isPending}
      error={remove.isError ? remove.error : null}
      onConfirm={(changeReason) => remove.mutate(changeReason)}
      onClose={onClose}
    >
      <Text size="sm">No customer can have {featureId} turned on afterwards. It can be added again later.</Text>
      <TextInput
        label="Type the feature id to confirm"
        description={`It is ${featureId}.`}
        value={typed}
        autoComplete="off"
        onChange={(e) => setTyped(e.currentTarget.value)}
        data-autofocus
      />
    </ConfirmDestructive>
  );
};

const AddFeatureForm = () => {
  const queryClient = useQueryClient();
  const permission = useCallPermission(endpoints.addFeature);
  const [featureId, setFeatureId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: (id: string) => callEndpoint(endpoints.addFeature, { body: { featureId: id } }),
    meta: { isSilent: true },
    onSuccess: (added) => {
      showSuccess(`Feature ${added.featureId} was added.`);
      setFeatureId('');
    },
    onError: (error) => {
      setProblem(dialogErrorMessage(error));
      showError(messages.azure.addFeatureFailed);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: featuresKey }),
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = featureIdProblem(featureId);
    setProblem(typed);
    if (!typed) add.mutate(featureId.trim());
  };
  return (
    <form onSubmit={handleSubmit} aria-label="Add a feature">
      <Group align="flex-start" gap="sm">
        <TextInput
          label="Feature id"
          w={320}
          value={featureId}
          error={problem}
          disabled={!permission.canCall}
          onChange={(e) => setFeatureId(e.currentTarget.value)}
        />
        <Button
          type="submit"
          mt={25}
          color="blue.8"
          loading={add.isPending}
          disabled={!permission.canCall}
          title={permission.reason ?? undefined}
        >
          Add feature
        </Button>
      </Group>
    </form>
  );
};

/** doc2 §2 Feature management: the features customers can have turned on; add, remove after retyping the id. */
export const FeatureManagementPage = () => {
  const query = useQuery(featuresQuery);
  const [removing, setRemoving] = useState<string | null>(null);
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} size="h2">
          Feature management
        </Title>
        <Text c="gray.7">The features that can be turned on per customer.</Text>
      </Stack>
      <AddFeatureForm />
      <ListStates
        query={query}
        isEmpty={(list) => list.length === 0}
        loadingLabel="Loading the features"
        errorText="The features could not be loaded."
        emptyText="No features are in the list."
      >
        {(list) => (
          <CountedTable
            label="Features"
            rows={list}
            noun={{ one: 'feature', other: 'features' }}
            minWidth={480}
            headers={['Feature id', 'Actions']}
          >
            {(feature) => (
              <Table.Tr key={feature.featureId} aria-label={feature.featureId}>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {feature.featureId}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <GuardedButton
                    endpoint={endpoints.removeFeature}
                    size="compact-sm"
                    variant="outline"
                    color="red.9"
                    aria-haspopup="dialog"
                    aria-label={`Remove feature: ${feature.featureId}`}
                    onClick={() => setRemoving(feature.featureId)}
                  >
                    Remove
                  </GuardedButton>
                </Table.Td>
              </Table.Tr>
            )}
          </CountedTable>
        )}
      </ListStates>
      {removing && <RemoveDialog featureId={removing} onClose={() => setRemoving(null)} />}
    </Stack>
  );
};
