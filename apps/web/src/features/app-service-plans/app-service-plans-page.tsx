import { constants, endpoints, type CreateAppServicePlanInput } from '@console/contract';
import { Anchor, Badge, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { ConfirmPendingChange, type PendingChange } from '../../lib/confirm-destructive';
import { ListStates } from '../../lib/list-states';
import { GuardedButton } from '../../lib/permissions';
import { showSuccess } from '../../lib/report-error';
import { CountedTable } from '../../lib/scrollable-table';
import { planListQuery, type PlanFilter } from './app-service-plan-queries';
import { CreatePlanDialog } from './plan-dialogs';
import { usePlanLiveUpdates } from './use-plan-live-updates';

const filterLabels: Record<PlanFilter, string> = { Shared: 'Shared', Dedicated: 'Dedicated', ALL: 'All' };

/** doc2 §2 App service plans: Shared, Dedicated or ALL (default Shared); create; repair the attendee count service. */
export const AppServicePlansPage = () => {
  usePlanLiveUpdates();
  const [filter, setFilter] = useState<PlanFilter>('Shared');
  const query = useQuery(planListQuery(filter));
  const [isCreating, setIsCreating] = useState(false);
  const [pending, setPending] = useState<PendingChange | null>(null);
  const create = useMutation({
    mutationFn: (input: CreateAppServicePlanInput) => callEndpoint(endpoints.createAppServicePlan, { body: input }),
    meta: { isSilent: true },
    onSuccess: (_job, input) => {
      setIsCreating(false);
      showSuccess(`Creating ${input.planName}: follow it in the jobs drawer.`);
    },
  });
  const repair = useMutation({
    mutationFn: () => callEndpoint(endpoints.repairAttendeeCountService),
    onSuccess: () => {
      setPending(null);
      showSuccess('Repairing the attendee count service: follow it in the jobs drawer.');
    },
  });
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} size="h2">
          App service plans
        </Title>
        <Text c="gray.7">The subscription's app service plans: create, reconfigure, delete deployments and decommission.</Text>
      </Stack>
      <Group justify="space-between" align="flex-end" gap="sm">
        <SegmentedControl
          aria-label="Show plans"
          value={filter}
          onChange={(value) => setFilter(value as PlanFilter)}
          data={constants.planFilterTypes.map((value) => ({ value, label: filterLabels[value] }))}
        />
        <Group gap="sm">
          <GuardedButton
            endpoint={endpoints.repairAttendeeCountService}
            variant="default"
            aria-haspopup="dialog"
            onClick={() => {
              repair.reset();
              setPending({
                title: 'Repair the attendee count service?',
                endpoint: endpoints.repairAttendeeCountService,
                confirmLabel: 'Repair',
                description:
                  'The attendee count service is checked on every app service plan of the subscription and redeployed where it has faulted.',
                run: () => repair.mutate(),
              });
            }}
          >
            Repair attendee count service
          </GuardedButton>
          <GuardedButton
            endpoint={endpoints.createAppServicePlan}
            color="blue.8"
            aria-haspopup="dialog"
            onClick={() => {
              create.reset();
              setIsCreating(true);
            }}
          >
            Create app service plan
          </GuardedButton>
        </Group>
      </Group>
      <ListStates
        query={query}
        isEmpty={(plans) => plans.length === 0}
        loadingLabel="Loading app service plans"
        errorText="The app service plans could not be loaded."
        emptyText={
          filter === 'ALL'
            ? 'The subscription has no app service plan.'
            : `The subscription has no ${filter.toLowerCase()} app service plan.`
        }
      >
        {(plans) => (
          <CountedTable
            label="App service plans"
            rows={plans}
            noun={{ one: 'plan', other: 'plans' }}
            minWidth={760}
            headers={['Plan name', 'Type', 'Location', 'Pricing tier', 'Instances']}
          >
            {(plan) => (
              <Table.Tr key={plan.id} aria-label={plan.planName}>
                <Table.Td>
                  <Anchor component={Link} to="/azure/appserviceplans/$planId" params={{ planId: plan.id } as never} size="sm">
                    {plan.planName}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Badge variant="filled" color={plan.type === 'Shared' ? 'blue.9' : 'grape.9'}>
                    {plan.type}
                  </Badge>
                </Table.Td>
                <Table.Td>{plan.location}</Table.Td>
                <Table.Td>{plan.pricingTier}</Table.Td>
                <Table.Td>{plan.instanceCount}</Table.Td>
              </Table.Tr>
            )}
          </CountedTable>
        )}
      </ListStates>
      {isCreating && (
        <CreatePlanDialog
          isPending={create.isPending}
          error={create.isError ? create.error : null}
          onCreate={(input) => create.mutate(input)}
          onClose={() => setIsCreating(false)}
        />
      )}
      <ConfirmPendingChange
        pending={pending}
        isPending={repair.isPending}
        error={repair.isError ? repair.error : null}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
};
