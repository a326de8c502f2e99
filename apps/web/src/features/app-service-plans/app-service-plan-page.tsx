import {
  endpoints,
  type AppServicePlanDetails,
  type AppServiceSlot,
  type ReconfigureAppServicePlanInput,
} from '@console/contract';
import { Anchor, Badge, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { ConfirmPendingChange, type PendingChange } from '../../lib/confirm-destructive';
import { LocalTime } from '../../lib/format-time';
import { ListStates } from '../../lib/list-states';
import { GuardedButton } from '../../lib/permissions';
import { showSuccess } from '../../lib/report-error';
import { CountedTable } from '../../lib/scrollable-table';
import { planActualDetailsQuery, planDetailsQuery } from './app-service-plan-queries';
import { DecommissionDialog, ReconfigureDialog } from './plan-dialogs';
import { usePlanLiveUpdates } from './use-plan-live-updates';

const stateLabels: Record<AppServicePlanDetails['state'], string> = {
  active: 'Active',
  reconfiguring: 'Reconfiguring',
  decommissioning: 'Decommissioning',
};

const Field = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <Stack gap={0}>
    <Text size="xs" c="gray.7" fw={600}>
      {label}
    </Text>
    <Text size="sm" component="div">
      {children}
    </Text>
  </Stack>
);

const ActualDetails = ({ id }: { id: string }) => {
  const query = useQuery(planActualDetailsQuery(id));
  return (
    <Stack gap="xs" component="section" aria-labelledby="actual-heading">
      <Title order={2} size="h4" id="actual-heading">
        In the cloud
      </Title>
      <ListStates
        query={query}
        isEmpty={() => false}
        loadingLabel="Asking the cloud about the plan"
        errorText="The cloud could not be asked about the plan."
        emptyText=""
      >
        {(actual) =>
          actual.existsInCloud ? (
            <SimpleGrid cols={{ base: 1, sm: 4 }}>
              <Field label="Pricing tier">{actual.pricingTier}</Field>
              <Field label="Instances">{actual.instanceCount}</Field>
              <Field label="Attendee count service">{actual.attendeeCountServiceState}</Field>
              <Field label="Reported">
                <LocalTime value={actual.reportedAtUtc} />
              </Field>
            </SimpleGrid>
          ) : (
            <Text size="sm">The cloud has no plan of this name.</Text>
          )
        }
      </ListStates>
    </Stack>
  );
};

const PlanView = ({ plan }: { plan: AppServicePlanDetails }) => {
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [dialog, setDialog] = useState<'reconfigure' | 'decommission' | null>(null);
  const isBusy = plan.state !== 'active';
  const busyReason = isBusy ? `${plan.planName} is ${stateLabels[plan.state].toLowerCase()}` : undefined;
  const reconfigure = useMutation({
    mutationFn: (body: ReconfigureAppServicePlanInput) =>
      callEndpoint(endpoints.reconfigureAppServicePlan, { params: { id: plan.id }, body }),
    meta: { isSilent: true },
    onSuccess: () => {
      setDialog(null);
      showSuccess(`Reconfiguring ${plan.planName}: follow it in the jobs drawer.`);
    },
  });
  const deleteDeployment = useMutation({
    mutationFn: ({ slot, changeReason }: { slot: AppServiceSlot; changeReason?: string }) =>
      callEndpoint(endpoints.deleteAppServicePlanDeployment, { params: { id: plan.id, slot }, changeReason }),
    meta: { isSilent: true },
    onSuccess: (_job, { slot }) => {
      setPending(null);
      showSuccess(`Deleting the ${slot} deployment of ${plan.planName}: follow it in the jobs drawer.`);
    },
  });
  const decommission = useMutation({
    mutationFn: ({ confirmPlanName, changeReason }: { confirmPlanName: string; changeReason?: string }) =>
      callEndpoint(endpoints.decommissionAppServicePlan, { params: { id: plan.id }, query: { confirmPlanName }, changeReason }),
    meta: { isSilent: true },
    onSuccess: () => {
      setDialog(null);
      showSuccess(`Decommissioning ${plan.planName}: follow it in the jobs drawer.`);
    },
  });
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Anchor component={Link} to="/azure/appserviceplans" size="sm">
            App service plans
          </Anchor>
          <Group gap="sm">
            <Title order={1} size="h2">
              {plan.planName}
            </Title>
            <Badge variant="filled" color={isBusy ? 'violet.9' : 'teal.9'} aria-label={`State: ${stateLabels[plan.state]}`}>
              {stateLabels[plan.state]}
            </Badge>
          </Group>
        </Stack>
        <Group gap="sm">
          <Anchor href={plan.desiredStateUrl} size="sm">
            Desired state
          </Anchor>
          <GuardedButton
            endpoint={endpoints.reconfigureAppServicePlan}
            color="blue.8"
            aria-haspopup="dialog"
            disabled={isBusy}
            title={busyReason}
            onClick={() => {
              reconfigure.reset();
              setDialog('reconfigure');
            }}
          >
            Reconfigure
          </GuardedButton>
          <GuardedButton
            endpoint={endpoints.decommissionAppServicePlan}
            color="red.9"
            variant="outline"
            aria-haspopup="dialog"
            disabled={plan.state === 'decommissioning'}
            title={busyReason}
            onClick={() => {
              decommission.reset();
              setDialog('decommission');
            }}
          >
            Decommission
          </GuardedButton>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 5 }} component="section" aria-label="Plan">
        <Field label="Type">{plan.type}</Field>
        <Field label="Location">{plan.location}</Field>
        <Field label="Resource group">{plan.resourceGroup}</Field>
        <Field label="Pricing tier">{plan.pricingTier}</Field>
        <Field label="Instances">{plan.instanceCount}</Field>
      </SimpleGrid>
      <Stack gap="xs" component="section" aria-labelledby="deployments-heading">
        <Title order={2} size="h4" id="deployments-heading">
          Deployments
        </Title>
        {plan.deployments.length === 0 ? (
          <Text size="sm">The plan has no deployment.</Text>
        ) : (
          <CountedTable
            label="Deployments"
            rows={plan.deployments}
            noun={{ one: 'deployment', other: 'deployments' }}
            minWidth={560}
            headers={['Slot', 'Site', 'State', 'Actions']}
          >
            {(deployment) => (
              <Table.Tr key={deployment.slot} aria-label={deployment.slot}>
                <Table.Td>{deployment.slot}</Table.Td>
                <Table.Td>{deployment.siteName}</Table.Td>
                <Table.Td>{deployment.state}</Table.Td>
                <Table.Td>
                  <GuardedButton
                    endpoint={endpoints.deleteAppServicePlanDeployment}
                    size="compact-sm"
                    variant="outline"
                    color="red.9"
                    aria-haspopup="dialog"
                    aria-label={`Delete deployment: ${deployment.slot}`}
                    disabled={plan.state === 'decommissioning'}
                    title={busyReason}
                    onClick={() => {
                      deleteDeployment.reset();
                      setPending({
                        title: `Delete the ${deployment.slot} deployment?`,
                        endpoint: endpoints.deleteAppServicePlanDeployment,
                        confirmLabel: 'Delete deployment',
                        canBeUndone: false,
                        description: `${deployment.siteName} is stopped and removed from ${plan.planName}.`,
                        run: (changeReason) => deleteDeployment.mutate({ slot: deployment.slot, changeReason }),
                      });
                    }}
                  >
                    Delete deployment
                  </GuardedButton>
                </Table.Td>
              </Table.Tr>
            )}
          </CountedTable>
        )}
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="customers-heading">
        <Title order={2} size="h4" id="customers-heading">
          Customers
        </Title>
        {plan.customers.length === 0 ? (
          <Text size="sm">No customer is deployed on this plan.</Text>
        ) : (
          <Group gap="sm">
            {plan.customers.map((customer) => (
              <Anchor
                key={customer.id}
                component={Link}
                to="/customers/$customerId"
                params={{ customerId: customer.id } as never}
                size="sm"
              >
                {customer.alias}
              </Anchor>
            ))}
          </Group>
        )}
      </Stack>
      <ActualDetails id={plan.id} />
      {dialog === 'reconfigure' && (
        <ReconfigureDialog
          plan={plan}
          isPending={reconfigure.isPending}
          error={reconfigure.isError ? reconfigure.error : null}
          onReconfigure={(body) => reconfigure.mutate(body)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'decommission' && (
        <DecommissionDialog
          plan={plan}
          isPending={decommission.isPending}
          error={decommission.isError ? decommission.error : null}
          onDecommission={(confirmPlanName, changeReason) => decommission.mutate({ confirmPlanName, changeReason })}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmPendingChange
        pending={pending}
        isPending={deleteDeployment.isPending}
        error={deleteDeployment.isError ? deleteDeployment.error : null}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
};

/** One app service plan: its deployments, customers, what the cloud reports, and its actions; follows the hub live. */
export const AppServicePlanPage = () => {
  usePlanLiveUpdates();
  const { planId } = useParams({ strict: false }) as { planId: string };
  const query = useQuery(planDetailsQuery(planId));
  return (
    <ListStates
      query={query}
      isEmpty={() => false}
      loadingLabel="Loading the app service plan"
      errorText="The app service plan could not be loaded: it may have been decommissioned."
      emptyText=""
    >
      {(plan) => <PlanView plan={plan} />}
    </ListStates>
  );
};
