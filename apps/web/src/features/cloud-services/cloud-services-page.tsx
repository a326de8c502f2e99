import { constants, endpoints } from '@console/contract';
import { Anchor, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ListStates } from '../../lib/list-states';
import { useLiveEvent } from '../../lib/live';
import { GuardedButton } from '../../lib/permissions';
import { CountedTable } from '../../lib/scrollable-table';
import { cloudServicesKey, cloudServicesQuery, type CloudServiceFilter } from './cloud-service-queries';
import { CreateCloudServiceDialog } from './create-cloud-service-dialog';

const filterLabels: Record<CloudServiceFilter, string> = { Shared: 'Shared', Dedicated: 'Dedicated', ALL: 'All' };

/** Reads the lists and details again when the cloudServices hub says a service changed. */
export const useCloudServicesLive = () => {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: cloudServicesKey });
  useLiveEvent('cloudServices', 'commissioned', refresh);
  useLiveEvent('cloudServices', 'decommissioned', refresh);
  useLiveEvent('cloudServices', 'reconfigured', refresh);
  useLiveEvent('cloudServices', 'instanceStateChanged', refresh);
};

/** doc2 §2 Cloud services: filter Shared, Dedicated or ALL (default Shared), create a shared service. */
export const CloudServicesPage = () => {
  const [filter, setFilter] = useState<CloudServiceFilter>('Shared');
  const [isCreating, setIsCreating] = useState(false);
  const query = useQuery(cloudServicesQuery(filter));
  useCloudServicesLive();
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} size="h2">
          Cloud services
        </Title>
        <Text c="gray.7">The cloud services that run customers' sites: their instances, package and actions.</Text>
      </Stack>
      <Group justify="space-between" align="flex-end" gap="sm">
        <SegmentedControl
          aria-label="Show cloud services"
          value={filter}
          onChange={(value) => setFilter(value as CloudServiceFilter)}
          data={constants.planFilterTypes.map((value) => ({ value, label: filterLabels[value] }))}
        />
        <GuardedButton
          endpoint={endpoints.createCloudService}
          color="blue.8"
          aria-haspopup="dialog"
          onClick={() => setIsCreating(true)}
        >
          Create shared service
        </GuardedButton>
      </Group>
      <ListStates
        query={query}
        isEmpty={(rows) => rows.length === 0}
        loadingLabel="Loading cloud services"
        errorText="The cloud services could not be loaded."
        emptyText={filter === 'ALL' ? 'There is no cloud service.' : `There is no ${filter.toLowerCase()} cloud service.`}
      >
        {(rows) => (
          <CountedTable
            label="Cloud services"
            rows={rows}
            noun={{ one: 'cloud service', other: 'cloud services' }}
            minWidth={720}
            headers={['Service name', 'Type', 'Location', 'Instances', 'Instance size']}
          >
            {(service) => (
              <Table.Tr key={service.id}>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to="/operations/cloudservices/$cloudServiceId"
                    params={{ cloudServiceId: service.id } as never}
                  >
                    {service.serviceName}
                  </Anchor>
                </Table.Td>
                <Table.Td>{service.type}</Table.Td>
                <Table.Td>{service.location}</Table.Td>
                <Table.Td>{service.instanceCount}</Table.Td>
                <Table.Td>{service.instanceSize}</Table.Td>
              </Table.Tr>
            )}
          </CountedTable>
        )}
      </ListStates>
      {isCreating && <CreateCloudServiceDialog onClose={() => setIsCreating(false)} />}
    </Stack>
  );
};
