import { endpoints, type AutoscalingConfig, type AutoscalingStatus, type PlansByLetter } from '@console/contract';
import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { ListStates } from '../../lib/list-states';
import { countOf } from '../../lib/plural';
import { ScrollableTable } from '../../lib/scrollable-table';

const autoscalingKey = ['azure', 'autoscaling'] as const;

const statusQuery = queryOptions({
  queryKey: [...autoscalingKey, 'status'],
  queryFn: ({ signal }) => callEndpoint(endpoints.getDatabaseAutoscaling, { signal }),
});

const configQuery = queryOptions({
  queryKey: [...autoscalingKey, 'config'],
  queryFn: ({ signal }) => callEndpoint(endpoints.getDatabaseAutoscalingConfig, { signal }),
});

const lettersQuery = queryOptions({
  queryKey: [...autoscalingKey, 'letters'],
  queryFn: ({ signal }) => callEndpoint(endpoints.listAutoscalingFirstLetters, { signal }),
});

const plansQuery = (letter: string) =>
  queryOptions({
    queryKey: [...autoscalingKey, 'letter', letter],
    queryFn: ({ signal }) => callEndpoint(endpoints.getPlansByFirstLetter, { params: { letter }, signal }),
  });

const Summary = ({ status }: { status: AutoscalingStatus }) => (
  <SimpleGrid cols={{ base: 1, sm: 3 }}>
    <Paper withBorder p="sm">
      <Text size="xs" c="gray.7">
        On base plans
      </Text>
      <Text fw={700}>{status.customersOnBasePlans}</Text>
    </Paper>
    <Paper withBorder p="sm">
      <Text size="xs" c="gray.7">
        With peak load plans
      </Text>
      <Text fw={700}>{status.customersWithPeakLoadPlans}</Text>
    </Paper>
    <Paper withBorder p="sm">
      <Text size="xs" c="gray.7">
        Scaled up today ({status.asOfDate})
      </Text>
      <Text fw={700}>
        {status.scaledUp.length === 0 ? 'None' : status.scaledUp.map((s) => `${s.alias} (${s.planName})`).join(', ')}
      </Text>
    </Paper>
  </SimpleGrid>
);

const PlansTables = ({ plans }: { plans: PlansByLetter }) => (
  <Stack gap="md">
    <Stack gap="xs">
      <Title order={2} size="h4">
        Base plans ({plans.letter})
      </Title>
      {plans.basePlans.length === 0 ? (
        <Text size="sm">No customer starting with {plans.letter} has a base plan.</Text>
      ) : (
        <ScrollableTable label={`Base plans ${plans.letter}`} minWidth={720}>
          <Table striped aria-label="Base plans">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Customer</Table.Th>
                <Table.Th>Plan</Table.Th>
                <Table.Th>Weekday</Table.Th>
                <Table.Th>Weekend day</Table.Th>
                <Table.Th>Boost</Table.Th>
                <Table.Th>First day of week</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {plans.basePlans.map((p) => (
                <Table.Tr key={p.customerId} aria-label={p.alias}>
                  <Table.Td>{p.alias}</Table.Td>
                  <Table.Td>{p.plan.name}</Table.Td>
                  <Table.Td>{p.plan.weekday}</Table.Td>
                  <Table.Td>{p.plan.weekendDay}</Table.Td>
                  <Table.Td>{p.plan.boost ?? '—'}</Table.Td>
                  <Table.Td>{p.firstDayOfWeek}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollableTable>
      )}
    </Stack>
    <Stack gap="xs">
      <Title order={2} size="h4">
        Peak load plans ({plans.letter})
      </Title>
      {plans.peakLoadPlans.length === 0 ? (
        <Text size="sm">No customer starting with {plans.letter} has a peak load plan.</Text>
      ) : (
        <ScrollableTable label={`Peak load plans ${plans.letter}`} minWidth={720}>
          <Table striped aria-label="Peak load plans">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Customer</Table.Th>
                <Table.Th>Plan</Table.Th>
                <Table.Th>Peak starts</Table.Th>
                <Table.Th>Peak days</Table.Th>
                <Table.Th>Weekday</Table.Th>
                <Table.Th>Weekend day</Table.Th>
                <Table.Th>Boost</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {plans.peakLoadPlans.map((p) => (
                <Table.Tr key={p.customerId} aria-label={p.alias}>
                  <Table.Td>{p.alias}</Table.Td>
                  <Table.Td>{p.plan.name}</Table.Td>
                  <Table.Td>{p.peakStartDate}</Table.Td>
                  <Table.Td>{p.peakDays}</Table.Td>
                  <Table.Td>{p.plan.weekday}</Table.Td>
                  <Table.Td>{p.plan.weekendDay}</Table.Td>
                  <Table.Td>{p.plan.boost ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollableTable>
      )}
    </Stack>
  </Stack>
);

const ConfigTable = ({ config }: { config: AutoscalingConfig }) => (
  <ScrollableTable label="Plan configuration" minWidth={640}>
    <Table striped aria-label="Plan configuration">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Plan</Table.Th>
          <Table.Th>Category</Table.Th>
          <Table.Th>Weekday</Table.Th>
          <Table.Th>Weekend day</Table.Th>
          <Table.Th>Boost</Table.Th>
          <Table.Th>Block hours</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {config.plans.map((plan) => (
          <Table.Tr key={plan.id} aria-label={plan.name}>
            <Table.Td>{plan.name}</Table.Td>
            <Table.Td>{plan.category}</Table.Td>
            <Table.Td>{plan.weekday}</Table.Td>
            <Table.Td>{plan.weekendDay}</Table.Td>
            <Table.Td>{plan.boost ?? '—'}</Table.Td>
            <Table.Td>{plan.blockHours ?? '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </ScrollableTable>
);

const ByLetter = ({ letters }: { letters: string[] }) => {
  const [letter, setLetter] = useState<string | null>(null);
  const plans = useQuery({ ...plansQuery(letter ?? ''), enabled: letter !== null });
  return (
    <Stack gap="sm">
      <Group gap={4} role="group" aria-label="First letters">
        {letters.map((l) => (
          <Button
            key={l}
            size="compact-sm"
            variant={l === letter ? 'filled' : 'default'}
            color="blue.8"
            aria-pressed={l === letter}
            aria-label={`Plans of customers starting with ${l}`}
            onClick={() => setLetter(l)}
          >
            {l}
          </Button>
        ))}
      </Group>
      {letter === null ? (
        <Text size="sm">Choose a first letter to see its customers' plans.</Text>
      ) : (
        <ListStates
          query={plans}
          isEmpty={() => false}
          loadingLabel={`Loading the plans of customers starting with ${letter}`}
          errorText={`The plans of customers starting with ${letter} could not be loaded.`}
          emptyText=""
        >
          {(data) => <PlansTables plans={data} />}
        </ListStates>
      )}
    </Stack>
  );
};

/** doc2 §2 Database autoscaling: first letters, then plans by letter, with each plan's configuration. */
export const AutoscalingPage = () => {
  const status = useQuery(statusQuery);
  const config = useQuery(configQuery);
  const letters = useQuery(lettersQuery);
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} size="h2">
          Database autoscaling
        </Title>
        <Text c="gray.7">How customers' databases scale: their base plans, their booked peak loads and each plan's levels.</Text>
      </Stack>
      <ListStates
        query={status}
        isEmpty={() => false}
        loadingLabel="Loading the autoscaling status"
        errorText="The autoscaling status could not be loaded."
        emptyText=""
      >
        {(data) => <Summary status={data} />}
      </ListStates>
      <Title order={2} size="h3">
        Plans by customer
      </Title>
      <ListStates
        query={letters}
        isEmpty={(list) => list.length === 0}
        loadingLabel="Loading the first letters"
        errorText="The first letters could not be loaded."
        emptyText="No customer of this subscription has a base or peak load plan."
      >
        {(list) => (
          <Stack gap="xs">
            <Text size="sm">{countOf(list.length, { one: 'letter', other: 'letters' })}</Text>
            <ByLetter letters={list} />
          </Stack>
        )}
      </ListStates>
      <Title order={2} size="h3">
        Plan configuration
      </Title>
      <ListStates
        query={config}
        isEmpty={(data) => data.plans.length === 0}
        loadingLabel="Loading the plan configuration"
        errorText="The plan configuration could not be loaded."
        emptyText="No server plans are configured."
      >
        {(data) => <ConfigTable config={data} />}
      </ListStates>
    </Stack>
  );
};
