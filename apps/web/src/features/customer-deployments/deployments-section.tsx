import {
  endpoints,
  isComputeMigrationActive,
  messages,
  type ComputeMigration,
  type CustomerDetails,
  type Deployment,
  type Job,
} from '@console/contract';
import { Alert, Anchor, Badge, Button, Group, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { ConfirmDestructive, ConfirmPendingChange, type PendingChange } from '../../lib/confirm-destructive';
import { operationErrorMessage } from '../../lib/errors';
import { useLiveEvent, useLiveGroup } from '../../lib/live';
import { showError, showSuccess } from '../../lib/report-error';
import { DetailSection } from '../../lib/detail-section';
import { AzureDeploymentModal, MigrateComputeModal, OnsiteDeploymentModal } from './deployment-modals';
import {
  customerHostingGroupsKey,
  customerHostingGroupsQuery,
  deploymentsKey,
  deploymentsQuery,
  migrationsKey,
  migrationsQuery,
  serviceStatusQuery,
} from './deployment-queries';
import {
  alertedMigrations,
  deploymentTitle,
  isJobOnCustomerDeployment,
  migrationAlertColor,
  migrationStateText,
  whyNoDisableDeployment,
  whyNoEnableDeployment,
  whyNoMigrate,
  withMigration,
  withMigrationEvent,
} from './deployment-rules';
import { countOf } from '../../lib/plural';

type Customer = Pick<CustomerDetails, 'id' | 'alias'>;

type Dialog = { kind: 'azure' } | { kind: 'onsite' } | { kind: 'migrate'; deployment: Deployment } | null;

/** Follows one deployment's compute migrations: joins its group and writes each push into the list. */
const useMigrationsLive = (customerId: string, deploymentId: string) => {
  const queryClient = useQueryClient();
  useLiveGroup('computeMigrations', deploymentId);
  const key = migrationsKey(customerId, deploymentId);
  const apply =
    (kind: 'started' | 'stateChanged' | 'dismissed') => (event: { id: string; deploymentId: string; state: string }) => {
      if (event.deploymentId !== deploymentId) return;
      const next = withMigrationEvent(queryClient.getQueryData<ComputeMigration[]>(key), event, kind);
      if (next) queryClient.setQueryData(key, next);
      // An unknown migration, or one that ended (its reason and end time), is read again on its own.
      if (!next || !isComputeMigrationActive(event.state as ComputeMigration['state'])) {
        void callEndpoint(endpoints.getComputeMigration, { params: { id: customerId, deploymentId, migrationId: event.id } })
          .then((read) => queryClient.setQueryData<ComputeMigration[]>(key, (list) => withMigration(list, read)))
          // Not readable (e.g. already gone): the whole list is read again instead.
          .catch(() => queryClient.invalidateQueries({ queryKey: key }, { cancelRefetch: false }));
      }
    };
  useLiveEvent('computeMigrations', 'computeMigrationStarted', apply('started'));
  useLiveEvent('computeMigrations', 'computeMigrationStateChanged', apply('stateChanged'));
  useLiveEvent('computeMigrations', 'computeMigrationDismissed', apply('dismissed'));
};

const MigrationAlert = ({ customer, migration }: { customer: Customer; migration: ComputeMigration }) => {
  const queryClient = useQueryClient();
  const isActive = isComputeMigrationActive(migration.state);
  const [isConfirmingCancel, setConfirmingCancel] = useState(false);
  const act = useMutation({
    mutationFn: ({ action, changeReason }: { action: 'cancel' | 'dismiss'; changeReason?: string }) =>
      callEndpoint(action === 'cancel' ? endpoints.cancelComputeMigration : endpoints.dismissComputeMigration, {
        params: { id: customer.id, deploymentId: migration.deploymentId, migrationId: migration.id },
        changeReason,
      }),
    meta: { isSilent: true },
    onSuccess: (updated, { action }) => {
      setConfirmingCancel(false);
      showSuccess(action === 'cancel' ? messages.deployments.migrationCancelled : messages.deployments.migrationDismissed);
      queryClient.setQueryData<ComputeMigration[]>(migrationsKey(customer.id, migration.deploymentId), (list) =>
        list?.map((m) => (m.id === updated.id ? updated : m)),
      );
    },
    onError: (error) => showError(operationErrorMessage(error)),
  });
  const target = migration.isMoveToAppService ? `app service plan ${migration.targetName}` : migration.targetName;
  return (
    <Alert
      color={migrationAlertColor(migration.state)}
      title={`Compute migration from ${migration.sourceName} to ${target}`}
      role="status"
    >
      <Stack gap="xs">
        <Text size="sm" c="dark.8">
          State: <strong data-testid="migration-state">{migrationStateText(migration.state)}</strong>
        </Text>
        {migration.failureReason && (
          <Text size="sm" c="red.9">
            {migration.failureReason}
          </Text>
        )}
        <Group gap="xs">
          {isActive ? (
            <Button size="xs" color="red.9" variant="outline" aria-haspopup="dialog" onClick={() => setConfirmingCancel(true)}>
              Cancel migration
            </Button>
          ) : (
            <Button
              size="xs"
              color="gray.8"
              variant="outline"
              loading={act.isPending}
              onClick={() => act.mutate({ action: 'dismiss' })}
            >
              Dismiss
            </Button>
          )}
        </Group>
      </Stack>
      {isConfirmingCancel && (
        <ConfirmDestructive
          title="Cancel compute migration"
          endpoint={endpoints.cancelComputeMigration}
          confirmLabel="Cancel migration"
          isPending={act.isPending}
          error={act.isError ? act.error : null}
          onConfirm={(changeReason) => act.mutate({ action: 'cancel', changeReason })}
          onClose={() => setConfirmingCancel(false)}
        >
          <Text size="sm">
            The compute migration from {migration.sourceName} to {target} is cancelled.
          </Text>
        </ConfirmDestructive>
      )}
    </Alert>
  );
};

const ServiceStatus = ({ deploymentId }: { deploymentId: string }) => {
  const status = useQuery(serviceStatusQuery(deploymentId));
  if (status.isPending) return <Loader size="xs" aria-label="Loading the service status" />;
  if (status.isError) return <Text size="sm">The service status could not be read.</Text>;
  const services = status.data.serviceStatuses;
  const unhealthy = services.filter((s) => s.status !== 'healthy');
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        Service status: {services.length - unhealthy.length} of {services.length} healthy
      </Text>
      {unhealthy.length > 0 && (
        <List size="sm">
          {unhealthy.map((s) => (
            <List.Item key={s.id}>
              {s.name}: {s.status}
              {s.message ? ` — ${s.message}` : ''}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
};

const DeploymentCard = ({
  customer,
  deployment,
  onMigrate,
}: {
  customer: Customer;
  deployment: Deployment;
  onMigrate: (deployment: Deployment) => void;
}) => {
  const queryClient = useQueryClient();
  const migrations = useQuery(migrationsQuery(customer.id, deployment.id));
  useMigrationsLive(customer.id, deployment.id);
  const setEnabled = useMutation({
    mutationFn: (isEnabled: boolean) =>
      callEndpoint(isEnabled ? endpoints.enableDeployment : endpoints.disableDeployment, {
        params: { id: customer.id, deploymentId: deployment.id },
      }),
    meta: { isSilent: true },
    onSuccess: (_job: Job, isEnabled) =>
      showSuccess(
        messages.deployments.jobStarted(isEnabled ? 'Enable the deployment' : 'Disable the deployment', customer.alias),
      ),
    onError: (error) => showError(operationErrorMessage(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deploymentsKey(customer.id) }),
  });
  // Enabling or disabling a deployment of a live customer starts or stops its site: confirmed first.
  const [pending, setPending] = useState<PendingChange | null>(null);
  const ask = (isEnabled: boolean) => {
    const verb = isEnabled ? 'Enable' : 'Disable';
    setPending({
      title: `${verb} ${deploymentTitle(deployment)} of ${customer.alias}?`,
      endpoint: isEnabled ? endpoints.enableDeployment : endpoints.disableDeployment,
      confirmLabel: verb,
      description: isEnabled
        ? `The deployment runs ${customer.alias}'s site again.`
        : `The deployment stops serving ${customer.alias}'s site until it is enabled again.`,
      changes: [{ what: 'Deployment', from: isEnabled ? 'Disabled' : 'Enabled', to: isEnabled ? 'Enabled' : 'Disabled' }],
      run: () => setEnabled.mutate(isEnabled, { onSettled: () => setPending(null) }),
    });
  };
  const noEnable = whyNoEnableDeployment(deployment);
  const noDisable = whyNoDisableDeployment(deployment);
  const noMigrate = whyNoMigrate(deployment, migrations.data ?? []);
  const titleId = `deployment-${deployment.id}-title`;
  const reasons = [
    noEnable && { id: `why-no-enable-${deployment.id}`, text: noEnable },
    noDisable && { id: `why-no-disable-${deployment.id}`, text: noDisable },
    noMigrate && { id: `why-no-migrate-${deployment.id}`, text: noMigrate },
  ].filter((r): r is { id: string; text: string } => Boolean(r));
  return (
    <Paper component="article" aria-labelledby={titleId} withBorder p="sm">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} size="h5" id={titleId}>
            {deploymentTitle(deployment)}
          </Title>
          <Badge color={deployment.isEnabled ? 'green' : 'gray'} variant="light" c="dark.8">
            {deployment.isEnabled ? 'Enabled' : 'Disabled'}
          </Badge>
        </Group>
        <Group gap="lg">
          <Text size="sm">
            Hosting groups:{' '}
            {deployment.hostingGroupIds.length === 0
              ? 'none'
              : deployment.hostingGroupIds.map((id, i) => (
                  <Anchor
                    key={id}
                    c="blue.9"
                    component={Link}
                    to="/hosting-groups/$hostingGroupId"
                    params={{ hostingGroupId: id } as never}
                    mr="xs"
                  >
                    {deployment.hostingGroupIdentifiers[i] ?? id}
                  </Anchor>
                ))}
          </Text>
          <Text size="sm">Location: {deployment.azureLocation ?? 'on-site'}</Text>
          <Text size="sm">Resource group: {deployment.resourceGroupName ?? 'none'}</Text>
        </Group>
        {alertedMigrations(migrations.data ?? []).map((m) => (
          <MigrationAlert key={m.id} customer={customer} migration={m} />
        ))}
        <Group gap="sm">
          <Button
            size="xs"
            color="teal.9"
            disabled={noEnable !== null}
            aria-describedby={noEnable ? `why-no-enable-${deployment.id}` : undefined}
            loading={setEnabled.isPending && setEnabled.variables === true}
            aria-haspopup="dialog"
            onClick={() => ask(true)}
          >
            Enable
          </Button>
          <Button
            size="xs"
            color="grape.9"
            disabled={noDisable !== null}
            aria-describedby={noDisable ? `why-no-disable-${deployment.id}` : undefined}
            loading={setEnabled.isPending && setEnabled.variables === false}
            aria-haspopup="dialog"
            onClick={() => ask(false)}
          >
            Disable
          </Button>
          <Button
            size="xs"
            color="blue.8"
            disabled={noMigrate !== null}
            aria-describedby={noMigrate ? `why-no-migrate-${deployment.id}` : undefined}
            onClick={() => onMigrate(deployment)}
          >
            Migrate compute
          </Button>
        </Group>
        {reasons.map((r) => (
          <Text key={r.id} id={r.id} size="sm" c="gray.7">
            {r.text}
          </Text>
        ))}
        <ServiceStatus deploymentId={deployment.id} />
      </Stack>
      <ConfirmPendingChange pending={pending} isPending={setEnabled.isPending} onClose={() => setPending(null)} />
    </Paper>
  );
};

/** doc1 §2 sub-panels: the customer's deployments, their compute-migration alerts and service status. */
/** doc1 §7 hosting groups of a customer: where its deployments run, each a link to the group's view. */
const CustomerHostingGroups = ({ customerId }: { customerId: string }) => {
  const groups = useQuery(customerHostingGroupsQuery(customerId));
  if (!groups.data || groups.data.length === 0) return null;
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        Hosting groups
      </Title>
      <List size="sm" aria-label="Hosting groups of the customer">
        {groups.data.map((g) => (
          <List.Item key={g.id}>
            <Anchor c="blue.9" component={Link} to="/hosting-groups/$hostingGroupId" params={{ hostingGroupId: g.id } as never}>
              {g.hostingGroupIdentifier}
            </Anchor>{' '}
            ({g.kind === 'onsite' ? 'on-site' : `Azure, ${g.azureLocation ?? 'no location'}`};{' '}
            {countOf(g.deploymentIds.length, { one: 'deployment', other: 'deployments' })})
          </List.Item>
        ))}
      </List>
    </Stack>
  );
};

export const DeploymentsSection = ({ customer }: { customer: Customer }) => {
  const queryClient = useQueryClient();
  const deployments = useQuery(deploymentsQuery(customer.id));
  const [dialog, setDialog] = useState<Dialog>(null);
  useLiveEvent('jobs', 'jobChanged', (change) => {
    if (!isJobOnCustomerDeployment(change, customer.id)) return;
    void queryClient.invalidateQueries({ queryKey: deploymentsKey(customer.id), exact: true });
    void queryClient.invalidateQueries({ queryKey: customerHostingGroupsKey(customer.id) });
  });
  return (
    <DetailSection id="deployments" title="Deployments">
      <Group gap="sm">
        <Button color="blue.8" onClick={() => setDialog({ kind: 'azure' })}>
          Create Azure deployment
        </Button>
        <Button color="blue.8" variant="outline" onClick={() => setDialog({ kind: 'onsite' })}>
          Create on-site deployment
        </Button>
      </Group>
      {deployments.isPending && <Loader size="sm" aria-label="Loading the deployments" />}
      {deployments.isSuccess && deployments.data.length === 0 && <Text c="gray.7">{messages.deployments.none}</Text>}
      {deployments.data?.map((d) => (
        <DeploymentCard
          key={d.id}
          customer={customer}
          deployment={d}
          onMigrate={(deployment) => setDialog({ kind: 'migrate', deployment })}
        />
      ))}
      <CustomerHostingGroups customerId={customer.id} />
      {dialog?.kind === 'azure' && <AzureDeploymentModal customer={customer} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'onsite' && <OnsiteDeploymentModal customer={customer} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'migrate' && (
        <MigrateComputeModal customer={customer} deployment={dialog.deployment} onClose={() => setDialog(null)} />
      )}
    </DetailSection>
  );
};
