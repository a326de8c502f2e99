import {
  cloudServiceBootstrapperPackageId,
  endpoints,
  type CloudServiceDeployment,
  type CloudServiceDetail,
} from '@console/contract';
import { Anchor, Badge, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { callEndpoint, tokenInQueryUrl } from '../../lib/api-client';
import { ConfirmDestructive, ConfirmPendingChange, type PendingChange } from '../../lib/confirm-destructive';
import { ListStates } from '../../lib/list-states';
import { GuardedButton } from '../../lib/permissions';
import { showSuccess } from '../../lib/report-error';
import { getSubscriptionId, getToken } from '../../lib/session';
import { CountedTable } from '../../lib/scrollable-table';
import { isDecommissionConfirmed, isInstanceBusy, isVersion, whyServiceBusy } from './cloud-service-rules';
import { cloudServiceConfigQuery, cloudServiceQuery, cloudServicesKey } from './cloud-service-queries';
import { useCloudServicesLive } from './cloud-services-page';
import { CloudServiceActual } from './cloud-service-actual';
import { MoveCustomersDialog } from './cloud-service-moves';

type Dialog = 'reconfigure' | 'decommission' | 'firewall' | 'frontDoor' | null;

const useJobAction = (onDone?: () => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      call,
    }: {
      call: (changeReason: string | undefined) => Promise<unknown>;
      done: string;
      changeReason?: string;
    }) => call(undefined),
    meta: { isSilent: true },
    onSuccess: async (_answer, { done }) => {
      showSuccess(done);
      await queryClient.invalidateQueries({ queryKey: cloudServicesKey });
      onDone?.();
    },
  });
};

const ReconfigureDialog = ({ service, onClose }: { service: CloudServiceDetail; onClose: () => void }) => {
  const config = useQuery(cloudServiceConfigQuery);
  const [version, setVersion] = useState(service.packageVersion);
  const [instanceSize, setInstanceSize] = useState<string | null>(service.instanceSize);
  const action = useJobAction(onClose);
  const isValid = isVersion(version) && instanceSize !== null;
  return (
    <ConfirmDestructive
      title={`Reconfigure ${service.serviceName}`}
      endpoint={endpoints.reconfigureCloudService}
      confirmLabel="Reconfigure"
      canBeUndone
      changes={[
        { what: 'Version', from: service.packageVersion, to: version.trim() },
        { what: 'Instance size', from: service.instanceSize, to: instanceSize ?? '' },
      ]}
      isConfirmDisabled={!isValid}
      isPending={action.isPending}
      error={action.isError ? action.error : null}
      onConfirm={(changeReason) =>
        action.mutate({
          done: `Reconfiguring ${service.serviceName}: follow it in the jobs drawer.`,
          call: () =>
            callEndpoint(endpoints.reconfigureCloudService, {
              params: { id: service.id },
              body: {
                packageId: cloudServiceBootstrapperPackageId,
                version: version.trim(),
                instanceSize: instanceSize as 'Standard_D2',
              },
              changeReason,
            }),
        })
      }
      onClose={onClose}
    >
      <Text size="sm">The production deployment is upgraded to the package version on the instance size.</Text>
      <TextInput label="Package" value={cloudServiceBootstrapperPackageId} readOnly />
      <TextInput
        label="Version"
        required
        data-autofocus
        value={version}
        error={isVersion(version) ? null : 'Use a version such as 4.12.0.'}
        description={config.data ? `The current bootstrapper is ${config.data.bootstrapperVersion}.` : undefined}
        onChange={(e) => setVersion(e.currentTarget.value)}
      />
      <Select
        label="Instance size"
        required
        value={instanceSize}
        onChange={setInstanceSize}
        data={config.data?.supportedInstanceSizes ?? [service.instanceSize]}
      />
    </ConfirmDestructive>
  );
};

const DecommissionDialog = ({ service, onClose }: { service: CloudServiceDetail; onClose: () => void }) => {
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const action = useJobAction(() => {
    onClose();
    void navigate({ to: '/operations/cloudservices' as never });
  });
  return (
    <ConfirmDestructive
      title={`Decommission ${service.serviceName}`}
      endpoint={endpoints.decommissionCloudService}
      confirmLabel="Decommission"
      isConfirmDisabled={!isDecommissionConfirmed(typed, service.serviceName)}
      isPending={action.isPending}
      error={action.isError ? action.error : null}
      onConfirm={(changeReason) =>
        action.mutate({
          done: `Decommissioning ${service.serviceName}: follow it in the jobs drawer.`,
          call: () => callEndpoint(endpoints.decommissionCloudService, { params: { id: service.id }, changeReason }),
        })
      }
      onClose={onClose}
    >
      <Text size="sm">Its deployments and instances are deleted. Type the service name, {service.serviceName}, to confirm.</Text>
      <TextInput
        label="Service name"
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
        data-autofocus
        autoComplete="off"
      />
    </ConfirmDestructive>
  );
};

/** Ready instances read quietly; one busy with an action stands out (colours that pass axe's contrast). */
const statusBadge = (status: string) =>
  isInstanceBusy(status) ? { color: 'blue.9', c: 'white' } : { color: 'gray.2', c: 'dark.8' };

const SlotSection = ({
  service,
  deployment,
  onAsk,
  busyReason,
}: {
  service: CloudServiceDetail;
  deployment: CloudServiceDeployment;
  onAsk: (
    pending: Omit<PendingChange, 'run'>,
    call: (changeReason: string | undefined) => Promise<unknown>,
    done: string,
  ) => void;
  busyReason: string | null;
}) => {
  const slotName = deployment.deploymentSlot === 'production' ? 'Production' : 'Staging';
  // The RDP file opens in a new window, which cannot send headers: the token goes in its address.
  const token = getToken();
  const instanceAction = (instanceId: string, action: 'reboot' | 'reimage') =>
    onAsk(
      {
        title: `${action === 'reboot' ? 'Reboot' : 'Reimage'} ${instanceId}?`,
        endpoint: endpoints.cloudServiceInstanceAction,
        confirmLabel: action === 'reboot' ? 'Reboot' : 'Reimage',
        description:
          action === 'reboot'
            ? `${instanceId} restarts and serves again once ready.`
            : `${instanceId} is rebuilt from the package: its local disks are wiped.`,
      },
      () =>
        callEndpoint(endpoints.cloudServiceInstanceAction, {
          params: { id: service.id, slot: deployment.deploymentSlot, instanceId },
          query: { action },
        }),
      `${action === 'reboot' ? 'Rebooting' : 'Reimaging'} ${instanceId}.`,
    );
  return (
    <Stack gap="xs" component="section" aria-label={`${slotName} deployment`}>
      <Group justify="space-between">
        <Title order={2} size="h4">
          {slotName} deployment · {deployment.packageVersion}
        </Title>
        <GuardedButton
          endpoint={endpoints.deleteCloudServiceDeployment}
          size="compact-sm"
          variant="outline"
          color="red.9"
          aria-haspopup="dialog"
          disabled={busyReason !== null}
          title={busyReason ?? undefined}
          onClick={() =>
            onAsk(
              {
                title: `Delete the ${deployment.deploymentSlot} deployment of ${service.serviceName}?`,
                endpoint: endpoints.deleteCloudServiceDeployment,
                confirmLabel: 'Delete deployment',
                canBeUndone: false,
                description: `Its ${deployment.instances.length} instances are deleted.`,
              },
              (changeReason) =>
                callEndpoint(endpoints.deleteCloudServiceDeployment, {
                  params: { id: service.id, slot: deployment.deploymentSlot },
                  changeReason,
                }),
              `Deleting the ${deployment.deploymentSlot} deployment of ${service.serviceName}.`,
            )
          }
        >
          Delete {deployment.deploymentSlot} deployment
        </GuardedButton>
      </Group>
      <CountedTable
        label={`${slotName} instances`}
        rows={deployment.instances}
        noun={{ one: 'instance', other: 'instances' }}
        minWidth={560}
        headers={['Instance', 'Status', 'Actions']}
      >
        {(instance) => (
          <Table.Tr key={instance.instanceId} aria-label={instance.instanceId}>
            <Table.Td>
              <Text span size="sm" ff="monospace">
                {instance.instanceId}
              </Text>
            </Table.Td>
            <Table.Td>
              <Badge {...statusBadge(instance.status)} variant="filled">
                {instance.status}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                {(['reboot', 'reimage'] as const).map((action) => (
                  <GuardedButton
                    key={action}
                    endpoint={endpoints.cloudServiceInstanceAction}
                    size="compact-sm"
                    variant="outline"
                    color="blue.8"
                    aria-haspopup="dialog"
                    aria-label={`${action === 'reboot' ? 'Reboot' : 'Reimage'}: ${instance.instanceId}`}
                    disabled={busyReason !== null || isInstanceBusy(instance.status)}
                    title={
                      busyReason ??
                      (isInstanceBusy(instance.status) ? `The instance is ${instance.status.toLowerCase()}.` : undefined)
                    }
                    onClick={() => instanceAction(instance.instanceId, action)}
                  >
                    {action === 'reboot' ? 'Reboot' : 'Reimage'}
                  </GuardedButton>
                ))}
                {token && (
                  <Anchor
                    c="blue.9"
                    size="sm"
                    href={tokenInQueryUrl(
                      endpoints.downloadCloudServiceRdp,
                      { id: service.id, slot: deployment.deploymentSlot, instanceId: instance.instanceId },
                      token,
                      getSubscriptionId(),
                    )}
                    download
                    aria-label={`RDP file: ${instance.instanceId}`}
                  >
                    RDP
                  </Anchor>
                )}
              </Group>
            </Table.Td>
          </Table.Tr>
        )}
      </CountedTable>
    </Stack>
  );
};

const Detail = ({ service }: { service: CloudServiceDetail }) => {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [pending, setPending] = useState<PendingChange | null>(null);
  const action = useJobAction(() => setPending(null));
  const busyReason = whyServiceBusy(service.status);
  const ask: Parameters<typeof SlotSection>[0]['onAsk'] = (next, call, done) => {
    action.reset();
    setPending({ ...next, run: (changeReason) => action.mutate({ call: () => call(changeReason), done }) });
  };
  const hasStaging = service.deployments.some((d) => d.deploymentSlot === 'staging');
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group gap="sm">
          <Title order={1} size="h2">
            {service.serviceName}
          </Title>
          <Badge variant="filled" {...statusBadge(service.status === 'running' ? 'Ready' : 'Busy')}>
            {service.status}
          </Badge>
        </Group>
        <Text size="sm">
          {service.type} · {service.location} · {service.instanceCount} instances of {service.instanceSize} · bootstrapper package{' '}
          {service.bootstrapperPackageId} {service.packageVersion}
        </Text>
        {service.hostingGroupId && (
          <Anchor
            size="sm"
            component={Link}
            to="/hosting-groups/$hostingGroupId/desired-state"
            params={{ hostingGroupId: service.hostingGroupId } as never}
          >
            Desired state of its machines
          </Anchor>
        )}
      </Stack>
      <Group gap="sm">
        <GuardedButton
          endpoint={endpoints.reconfigureCloudService}
          color="blue.8"
          aria-haspopup="dialog"
          disabled={busyReason !== null}
          title={busyReason ?? undefined}
          onClick={() => setDialog('reconfigure')}
        >
          Reconfigure
        </GuardedButton>
        <GuardedButton
          endpoint={endpoints.vipSwapCloudService}
          variant="outline"
          color="blue.8"
          aria-haspopup="dialog"
          disabled={busyReason !== null || !hasStaging}
          title={busyReason ?? (hasStaging ? undefined : 'There is no staging deployment to swap.')}
          onClick={() =>
            ask(
              {
                title: `VIP swap ${service.serviceName}?`,
                endpoint: endpoints.vipSwapCloudService,
                confirmLabel: 'VIP swap',
                description: 'The staging deployment becomes production, and production becomes staging.',
              },
              () => callEndpoint(endpoints.vipSwapCloudService, { params: { id: service.id } }),
              `Swapping the deployments of ${service.serviceName}.`,
            )
          }
        >
          VIP swap
        </GuardedButton>
        <GuardedButton
          endpoint={endpoints.moveCloudServiceToBarracuda}
          variant="outline"
          color="blue.8"
          aria-haspopup="dialog"
          disabled={busyReason !== null || service.customers.length === 0}
          title={busyReason ?? (service.customers.length === 0 ? 'No customer runs on this service.' : undefined)}
          onClick={() => setDialog('firewall')}
        >
          Move to the web application firewall
        </GuardedButton>
        <GuardedButton
          endpoint={endpoints.moveToFrontDoor}
          variant="outline"
          color="blue.8"
          aria-haspopup="dialog"
          disabled={service.customers.length === 0}
          title={service.customers.length === 0 ? 'No customer runs on this service.' : undefined}
          onClick={() => setDialog('frontDoor')}
        >
          Move to Front Door
        </GuardedButton>
        <GuardedButton
          endpoint={endpoints.decommissionCloudService}
          variant="outline"
          color="red.9"
          aria-haspopup="dialog"
          disabled={service.status === 'decommissioning'}
          onClick={() => setDialog('decommission')}
        >
          Decommission
        </GuardedButton>
      </Group>
      {service.deployments.length === 0 ? (
        <Text>This service has no deployment.</Text>
      ) : (
        service.deployments.map((deployment) => (
          <SlotSection
            key={deployment.deploymentSlot}
            service={service}
            deployment={deployment}
            onAsk={ask}
            busyReason={busyReason}
          />
        ))
      )}
      <Stack gap="xs" component="section" aria-label="Customers">
        <Title order={2} size="h4">
          Customers
        </Title>
        {service.customers.length === 0 ? (
          <Text size="sm">No customer runs on this service.</Text>
        ) : (
          <Group gap="xs">
            {service.customers.map((customer) => (
              <Anchor
                key={customer.id}
                size="sm"
                component={Link}
                to="/customers/$customerId"
                params={{ customerId: customer.id } as never}
              >
                {customer.alias}
              </Anchor>
            ))}
          </Group>
        )}
      </Stack>
      <CloudServiceActual service={service} />
      <ConfirmPendingChange
        pending={pending}
        isPending={action.isPending}
        error={action.isError ? action.error : null}
        onClose={() => setPending(null)}
      />
      {dialog === 'reconfigure' && <ReconfigureDialog service={service} onClose={() => setDialog(null)} />}
      {dialog === 'decommission' && <DecommissionDialog service={service} onClose={() => setDialog(null)} />}
      {(dialog === 'firewall' || dialog === 'frontDoor') && (
        <MoveCustomersDialog service={service} move={dialog} onClose={() => setDialog(null)} />
      )}
    </Stack>
  );
};

/** doc2 §2 Cloud services, the detail view: instances by slot, package, customers and the actions. */
export const CloudServicePage = () => {
  const { cloudServiceId } = useParams({ strict: false }) as { cloudServiceId: string };
  const query = useQuery(cloudServiceQuery(cloudServiceId));
  useCloudServicesLive();
  return (
    <Stack gap="md">
      <Anchor size="sm" component={Link} to={'/operations/cloudservices' as never}>
        All cloud services
      </Anchor>
      <ListStates
        query={query}
        isEmpty={() => false}
        loadingLabel="Loading the cloud service"
        errorText="The cloud service could not be loaded; it may have been decommissioned."
        emptyText=""
      >
        {(service) => <Detail service={service} />}
      </ListStates>
    </Stack>
  );
};
