import type { CloudServiceDetail } from '@console/contract';
import { Button, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LocalTime } from '../../lib/format-time';
import { ListStates } from '../../lib/list-states';
import { countOf } from '../../lib/plural';
import { cloudServiceActualQuery } from './cloud-service-queries';
import { actualDifferences } from './cloud-service-rules';

/** doc2 §7 GET {id}/actualdetails: what the cloud reports about the service, beside the console's record. */
export const CloudServiceActual = ({ service }: { service: CloudServiceDetail }) => {
  const query = useQuery(cloudServiceActualQuery(service.id));
  return (
    <Stack gap="xs" component="section" aria-labelledby="actual-heading">
      <Group justify="space-between">
        <Title order={2} size="h4" id="actual-heading">
          In the cloud
        </Title>
        <Button
          size="compact-sm"
          variant="outline"
          color="blue.8"
          disabled={query.isFetching}
          onClick={() => void query.refetch()}
        >
          Ask the cloud again
        </Button>
      </Group>
      <ListStates
        query={query}
        isEmpty={() => false}
        loadingLabel="Asking the cloud about the service"
        errorText="The cloud could not be asked about the service."
        emptyText=""
      >
        {(actual) => {
          if (!actual.existsInCloud) return <Text size="sm">The cloud has no service of this name.</Text>;
          const differences = actualDifferences(service, actual);
          return (
            <Stack gap="xs">
              <SimpleGrid cols={{ base: 1, sm: 4 }}>
                <Text size="sm">Instance size: {actual.instanceSize}</Text>
                <Text size="sm">Package version: {actual.packageVersion ?? 'none'}</Text>
                <Text size="sm">
                  {actual.deployments
                    .map((d) => `${d.deploymentSlot}: ${countOf(d.instances.length, { one: 'instance', other: 'instances' })}`)
                    .join(' · ') || 'No deployment'}
                </Text>
                <Text size="sm">
                  Reported <LocalTime value={actual.reportedAtUtc} />
                </Text>
              </SimpleGrid>
              {differences.length === 0 ? (
                <Text size="sm">The cloud agrees with the console.</Text>
              ) : (
                <List size="sm" aria-label="Where the cloud differs">
                  {differences.map((line) => (
                    <List.Item key={line}>{line}</List.Item>
                  ))}
                </List>
              )}
            </Stack>
          );
        }}
      </ListStates>
    </Stack>
  );
};
