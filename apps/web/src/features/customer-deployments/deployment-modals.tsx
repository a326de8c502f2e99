import {
  endpoints,
  fieldLabel,
  messages,
  type AzureDeploymentInput,
  type ComputeMigration,
  type CustomerDetails,
  type Deployment,
  type OnsiteDeploymentInput,
} from '@console/contract';
import { Checkbox, NativeSelect, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { DialogActions } from '../../lib/dialog-actions';
import { DialogModal } from '../../lib/dialog-modal';
import { showSuccess } from '../../lib/report-error';
import { useServerCheck } from '../../lib/server-check';
import { option, PlacementFields, referenceQueries } from '../customers';
import { deploymentsKey, migrationsKey } from './deployment-queries';

type Customer = Pick<CustomerDetails, 'id' | 'alias'>;

/** doc1 §2 "Create Azure deployment": where it runs and on what shared hosting; the server validates. */
export const AzureDeploymentModal = ({ customer, onClose }: { customer: Customer; onClose: () => void }) => {
  const queryClient = useQueryClient();
  const [input, setInput] = useState<Required<AzureDeploymentInput>>({
    selectedAzureLocation: '',
    selectedHostingPlan: 'Shared',
    selectedSharedCloudService: null,
    appServicePlan: null,
    isDeployAsAppService: false,
  });
  const create = useMutation({
    mutationFn: () => callEndpoint(endpoints.createAzureDeployment, { params: { id: customer.id }, body: input }),
    meta: { isSilent: true },
    onSuccess: async () => {
      showSuccess(messages.deployments.jobStarted('Create the Azure deployment', customer.alias));
      await queryClient.invalidateQueries({ queryKey: deploymentsKey(customer.id) });
      onClose();
    },
  });
  const set = (patch: Partial<AzureDeploymentInput>) => setInput({ ...input, ...patch });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  const isShared = input.selectedHostingPlan === 'Shared';
  return (
    <DialogModal onClose={onClose} title={`Create Azure deployment for ${customer.alias}`} size="lg">
      <form onSubmit={handleSubmit} aria-label="Create Azure deployment">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PlacementFields
              value={input}
              onChange={set}
              shows={{
                cloudService: isShared && !input.isDeployAsAppService,
                appServicePlan: isShared && input.isDeployAsAppService,
              }}
              isAutoFocused
            />
          </SimpleGrid>
          <Checkbox
            label="Deploy as an app service"
            checked={input.isDeployAsAppService}
            onChange={(e) => set({ isDeployAsAppService: e.currentTarget.checked })}
          />
          <DialogActions
            error={create.isError ? create.error : null}
            errorTitle="The deployment was not created"
            submitLabel="Create Azure deployment"
            isPending={create.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </DialogModal>
  );
};

/**
 * A connection string checked by the server as it is typed; shown masked, as it carries a password, and
 * never filled in again (the server keeps it sealed and does not answer it).
 */
const ConnectionStringInput = ({
  label,
  description,
  value,
  check,
  onChange,
}: {
  label: string;
  description: string;
  value: string;
  check: ReturnType<typeof useServerCheck>;
  onChange: (value: string) => void;
}) => (
  <PasswordInput
    label={label}
    description={description}
    value={value}
    onChange={(e) => onChange(e.currentTarget.value)}
    autoComplete="off"
    error={
      check.kind === 'invalid'
        ? check.reasons.join(' ')
        : check.isError
          ? 'The connection string could not be checked; try again.'
          : undefined
    }
    visibilityToggleButtonProps={{ 'aria-label': `Show ${label.toLowerCase()}` }}
    {...(check.kind === 'checking' ? { 'aria-busy': true } : {})}
  />
);

/** doc1 §2 "Create on-site deployment": a new hosting group of the customer's machines, with its first machine. */
export const OnsiteDeploymentModal = ({ customer, onClose }: { customer: Customer; onClose: () => void }) => {
  const queryClient = useQueryClient();
  const [input, setInput] = useState<Required<OnsiteDeploymentInput>>({
    hostingGroupIdentifier: `onsite-${customer.alias}`,
    machineName: `${customer.alias}-m1`,
    isPrivateKeyProtected: true,
    databaseConnectionString: '',
    messagingConnectionString: '',
  });
  const databaseCheck = useServerCheck(endpoints.validateSqlConnectionString, input.databaseConnectionString);
  const messagingCheck = useServerCheck(endpoints.validateServiceBusConnectionString, input.messagingConnectionString);
  // Optional: an empty string is fine; a typed one must be valid before the dialog sends it.
  const isOwnStringsReady = [databaseCheck, messagingCheck].every((c) => c.kind === 'empty' || c.kind === 'valid');
  const create = useMutation({
    mutationFn: () =>
      callEndpoint(endpoints.createOnsiteDeployment, {
        params: { id: customer.id },
        body: {
          ...input,
          databaseConnectionString: input.databaseConnectionString.trim() || undefined,
          messagingConnectionString: input.messagingConnectionString.trim() || undefined,
        },
      }),
    meta: { isSilent: true },
    onSuccess: async () => {
      showSuccess(messages.deployments.jobStarted('Create the on-site deployment', customer.alias));
      await queryClient.invalidateQueries({ queryKey: deploymentsKey(customer.id) });
      onClose();
    },
  });
  const set = (patch: Partial<OnsiteDeploymentInput>) => setInput({ ...input, ...patch });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <DialogModal onClose={onClose} title={`Create on-site deployment for ${customer.alias}`}>
      <form onSubmit={handleSubmit} aria-label="Create on-site deployment">
        <Stack>
          <TextInput
            label="Hosting group identifier"
            required
            description="Lower-case letters, digits and dashes"
            value={input.hostingGroupIdentifier}
            onChange={(e) => set({ hostingGroupIdentifier: e.currentTarget.value })}
            data-autofocus
          />
          <TextInput
            label="Machine name"
            required
            description="The first machine of the group; others join with its certificate"
            value={input.machineName}
            onChange={(e) => set({ machineName: e.currentTarget.value })}
          />
          <Checkbox
            label="Protect the private key with a password"
            checked={input.isPrivateKeyProtected}
            onChange={(e) => set({ isPrivateKeyProtected: e.currentTarget.checked })}
          />
          <ConnectionStringInput
            label={fieldLabel(['databaseConnectionString'])}
            description="Optional: the customer's own SQL Server, when the site does not use ours"
            value={input.databaseConnectionString}
            check={databaseCheck}
            onChange={(value) => set({ databaseConnectionString: value })}
          />
          <ConnectionStringInput
            label={fieldLabel(['messagingConnectionString'])}
            description="Optional: the customer's own Azure Service Bus namespace"
            value={input.messagingConnectionString}
            check={messagingCheck}
            onChange={(value) => set({ messagingConnectionString: value })}
          />
          <DialogActions
            error={create.isError ? create.error : null}
            errorTitle="The deployment was not created"
            submitLabel="Create on-site deployment"
            isPending={create.isPending}
            isDisabled={!input.hostingGroupIdentifier.trim() || !input.machineName.trim() || !isOwnStringsReady}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </DialogModal>
  );
};

/** doc1 §2 "Migrate compute to an app service plan" (or another cloud service). */
export const MigrateComputeModal = ({
  customer,
  deployment,
  onClose,
}: {
  customer: Customer;
  deployment: Deployment;
  onClose: () => void;
}) => {
  const queryClient = useQueryClient();
  const services = useQuery(referenceQueries.sharedCloudServices);
  const plans = useQuery(referenceQueries.sharedAppServicePlans);
  const [source, setSource] = useState(deployment.cloudServiceId ?? '');
  const [target, setTarget] = useState('');
  const [isMoveToAppService, setIsMoveToAppService] = useState(false);
  const inLocation = (services.data ?? []).filter((s) => s.location === deployment.azureLocation);
  const start = useMutation({
    mutationFn: () =>
      callEndpoint(endpoints.startComputeMigration, {
        params: { id: customer.id, deploymentId: deployment.id },
        body: { sourceCloudServiceId: source, targetCloudServiceId: target, isMoveToAppService },
      }),
    meta: { isSilent: true },
    onSuccess: (started) => {
      showSuccess(messages.deployments.migrationStarted(customer.alias));
      // Shown at once; the pushes that follow move its state on.
      queryClient.setQueryData<ComputeMigration[]>(migrationsKey(customer.id, deployment.id), (list) => [
        started,
        ...(list ?? []).filter((m) => m.id !== started.id),
      ]);
      onClose();
    },
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    start.mutate();
  };
  const targets = isMoveToAppService
    ? (plans.data ?? []).filter((p) => p.location === deployment.azureLocation).map((p) => option(p.id, p.planName))
    : inLocation.filter((s) => s.id !== source).map((s) => option(s.id, s.serviceName));
  const runsOn = inLocation.find((s) => s.id === deployment.cloudServiceId)?.serviceName;
  return (
    <DialogModal onClose={onClose} title={`Migrate compute of ${customer.alias}`}>
      <form onSubmit={handleSubmit} aria-label="Migrate compute">
        <Stack>
          {/* The operator chooses where the compute goes; where it runs now is known, so it is only said. */}
          <Checkbox
            label="Move to an app service plan"
            checked={isMoveToAppService}
            onChange={(e) => {
              setIsMoveToAppService(e.currentTarget.checked);
              setTarget('');
            }}
          />
          <NativeSelect
            label={isMoveToAppService ? 'Target app service plan' : 'Target cloud service'}
            description="Where the compute moves to"
            value={target}
            onChange={(e) => setTarget(e.currentTarget.value)}
            data={[option('', isMoveToAppService ? 'Choose an app service plan' : 'Choose a cloud service'), ...targets]}
            data-autofocus
          />
          {deployment.cloudServiceId !== null ? (
            <Text size="sm" data-testid="migration-source">
              Moves from {runsOn ?? 'its current cloud service'}
            </Text>
          ) : (
            <NativeSelect
              label="Cloud service it runs on now"
              value={source}
              onChange={(e) => setSource(e.currentTarget.value)}
              data={[option('', 'Choose the cloud service it runs on'), ...inLocation.map((s) => option(s.id, s.serviceName))]}
            />
          )}
          <DialogActions
            error={start.isError ? start.error : null}
            errorTitle="The migration did not start"
            submitLabel="Start migration"
            isPending={start.isPending}
            isDisabled={!source || !target}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </DialogModal>
  );
};
