import { endpoints, type CloudLocation } from '@console/contract';
import { Badge, Checkbox, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { dialogErrorMessage } from '../../lib/errors';
import { ConfirmDestructive } from '../../lib/confirm-destructive';
import { LocalTime } from '../../lib/format-time';
import { ListStates } from '../../lib/list-states';
import { GuardedButton } from '../../lib/permissions';
import { countOf } from '../../lib/plural';
import { showSuccess } from '../../lib/report-error';
import { ScrollableTable } from '../../lib/scrollable-table';
import { useTargetJobs } from '../../lib/use-target-jobs';
import {
  isAnyRunning,
  jobsStateKey,
  locationScanTargetId,
  locationTargetId,
  redisKeyProblem,
  whyNoResources,
} from './azure-rules';

const locationsKey = ['azure', 'locations'] as const;

const locationsQuery = queryOptions({
  queryKey: locationsKey,
  queryFn: ({ signal }) => callEndpoint(endpoints.listLocations, { signal }),
});

/** doc2 §4 Redis cache action: the first click reveals the key field, the second submits it. */
const RedisCacheAction = ({ location }: { location: CloudLocation }) => {
  const [isOpen, setIsOpen] = useState(false);
  const [key, setKey] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const create = useMutation({
    mutationFn: () => callEndpoint(endpoints.createRedisCache, { params: { name: location.name }, body: { key: key.trim() } }),
    // The field shows the server's reason.
    meta: { isSilent: true },
    onSuccess: () => {
      showSuccess(`Creating redis cache ${key.trim()} in ${location.displayName}; follow the job in the jobs drawer.`);
      setIsOpen(false);
      setKey('');
    },
    onError: (error) => setProblem(dialogErrorMessage(error)),
  });
  useEffect(() => {
    if (isOpen) field.current?.focus();
  }, [isOpen]);
  const handleClick = () => {
    if (!isOpen) {
      setIsOpen(true);
      setProblem(null);
      return;
    }
    const typed = redisKeyProblem(key);
    setProblem(typed);
    if (!typed) create.mutate();
  };
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      {isOpen && (
        <TextInput
          ref={field}
          size="xs"
          w={180}
          aria-label={`Redis cache key: ${location.displayName}`}
          placeholder="Cache key"
          value={key}
          error={problem}
          onChange={(e) => setKey(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') handleClick();
            if (e.key === 'Escape') setIsOpen(false);
          }}
        />
      )}
      <GuardedButton
        endpoint={endpoints.createRedisCache}
        size="compact-sm"
        variant={isOpen ? 'filled' : 'outline'}
        color="blue.8"
        aria-label={`Create redis cache: ${location.displayName}`}
        aria-expanded={isOpen}
        loading={create.isPending}
        disabled={whyNoResources(location) !== null}
        title={whyNoResources(location) ?? undefined}
        onClick={handleClick}
      >
        {isOpen ? 'Create' : 'Create redis cache'}
      </GuardedButton>
    </Group>
  );
};

/** doc2 §2 Locations: scan for locations; per location, create a storage account or a redis cache. */
export const LocationsPage = () => {
  const queryClient = useQueryClient();
  const query = useQuery(locationsQuery);
  const scans = useTargetJobs(locationScanTargetId);
  const [storageFor, setStorageFor] = useState<CloudLocation | null>(null);
  const [serverFor, setServerFor] = useState<CloudLocation | null>(null);
  const [isPremium, setIsPremium] = useState(false);
  // A scan rewrites the list when it ends: read it again whenever one starts or ends.
  const scanKey = jobsStateKey(scans);
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: locationsKey });
  }, [scanKey, queryClient]);
  const scan = useMutation({
    mutationFn: () => callEndpoint(endpoints.refreshLocations),
    onSuccess: () => showSuccess('Scanning for locations; follow the job in the jobs drawer.'),
  });
  const storage = useMutation({
    mutationFn: ({ location, changeReason }: { location: CloudLocation; changeReason?: string }) =>
      callEndpoint(endpoints.createStorageAccount, {
        params: { name: location.name, flag: isPremium ? 'true' : 'false' },
        changeReason,
      }),
    meta: { isSilent: true },
    onSuccess: (_answer, { location }) => {
      showSuccess(
        `Creating a ${isPremium ? 'premium' : 'standard'} storage account in ${location.displayName}; follow the job in the jobs drawer.`,
      );
      setStorageFor(null);
    },
  });
  // doc2 §2 Locations: a database server made in a location (its provisioning shows on Databases).
  const server = useMutation({
    mutationFn: ({ location, changeReason }: { location: CloudLocation; changeReason?: string }) =>
      callEndpoint(endpoints.createDatabaseServer, { params: { location: location.name }, changeReason }),
    meta: { isSilent: true },
    onSuccess: (_answer, { location }) => {
      showSuccess(`Creating a database server in ${location.displayName}; follow the job in the jobs drawer.`);
      setServerFor(null);
    },
  });
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={1} size="h2">
            Locations
          </Title>
          <Text c="gray.7">The cloud's locations, whether customers can be deployed there, and the resources made in each.</Text>
        </Stack>
        <GuardedButton
          endpoint={endpoints.refreshLocations}
          color="blue.8"
          loading={scan.isPending}
          disabled={isAnyRunning(scans)}
          onClick={() => scan.mutate()}
        >
          {isAnyRunning(scans) ? 'Scanning…' : 'Scan for locations'}
        </GuardedButton>
      </Group>
      <ListStates
        query={query}
        isEmpty={(list) => list.length === 0}
        loadingLabel="Loading the locations"
        errorText="The locations could not be loaded."
        emptyText="No locations are known yet: scan for locations."
      >
        {(list) => (
          <Stack gap="xs">
            <Text size="sm" aria-live="polite">
              {countOf(list.length, { one: 'location', other: 'locations' })}, {list.filter((l) => l.isSupported).length}{' '}
              supported
            </Text>
            <ScrollableTable label="Locations" minWidth={900}>
              <Table striped aria-label="Locations">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Location</Table.Th>
                    <Table.Th>Supported</Table.Th>
                    <Table.Th>Current at</Table.Th>
                    <Table.Th>Actions</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((location) => (
                    <LocationRow
                      key={location.name}
                      location={location}
                      onCreateStorage={() => {
                        storage.reset();
                        setIsPremium(false);
                        setStorageFor(location);
                      }}
                      onCreateServer={() => {
                        server.reset();
                        setServerFor(location);
                      }}
                    />
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollableTable>
          </Stack>
        )}
      </ListStates>
      {storageFor && (
        <ConfirmDestructive
          title={`Create a storage account in ${storageFor.displayName}?`}
          endpoint={endpoints.createStorageAccount}
          confirmLabel="Create storage account"
          canBeUndone
          isPending={storage.isPending}
          error={storage.isError ? storage.error : null}
          onConfirm={(changeReason) => storage.mutate({ location: storageFor, changeReason })}
          onClose={() => setStorageFor(null)}
        >
          <Text size="sm">
            A new storage account is made in {storageFor.displayName}; it takes a few seconds and runs as a job.
          </Text>
          <Checkbox
            label="Premium (SSD) storage account"
            checked={isPremium}
            onChange={(e) => setIsPremium(e.currentTarget.checked)}
          />
        </ConfirmDestructive>
      )}
      {serverFor && (
        <ConfirmDestructive
          title={`Create a database server in ${serverFor.displayName}?`}
          endpoint={endpoints.createDatabaseServer}
          confirmLabel="Create database server"
          canBeUndone
          isPending={server.isPending}
          error={server.isError ? server.error : null}
          onConfirm={(changeReason) => server.mutate({ location: serverFor, changeReason })}
          onClose={() => setServerFor(null)}
        >
          <Text size="sm">
            A new SQL database server is provisioned in {serverFor.displayName} as a job; it is listed under Databases with its
            progress.
          </Text>
        </ConfirmDestructive>
      )}
    </Stack>
  );
};

const LocationRow = ({
  location,
  onCreateStorage,
  onCreateServer,
}: {
  location: CloudLocation;
  onCreateStorage: () => void;
  onCreateServer: () => void;
}) => {
  const jobs = useTargetJobs(locationTargetId(location.name));
  const noResources = whyNoResources(location);
  return (
    <Table.Tr aria-label={location.displayName}>
      <Table.Td>
        <Stack gap={0}>
          <Text size="sm">{location.displayName}</Text>
          <Text size="xs" c="gray.7" ff="monospace">
            {location.name}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td>
        <Badge color={location.isSupported ? 'blue.9' : 'gray.2'} c={location.isSupported ? 'white' : 'dark.8'} variant="filled">
          {location.isSupported ? 'Supported' : 'Not supported'}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Text size="sm">
          <LocalTime value={location.currentAtUtc} />
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <GuardedButton
            endpoint={endpoints.createStorageAccount}
            size="compact-sm"
            variant="outline"
            color="blue.8"
            aria-haspopup="dialog"
            aria-label={`Create storage account: ${location.displayName}`}
            disabled={noResources !== null || isAnyRunning(jobs)}
            title={noResources ?? (isAnyRunning(jobs) ? `Something is being created in ${location.displayName}` : undefined)}
            onClick={onCreateStorage}
          >
            Create storage account
          </GuardedButton>
          <GuardedButton
            endpoint={endpoints.createDatabaseServer}
            size="compact-sm"
            variant="outline"
            color="blue.8"
            aria-haspopup="dialog"
            aria-label={`Create database server: ${location.displayName}`}
            disabled={noResources !== null}
            title={noResources ?? undefined}
            onClick={onCreateServer}
          >
            Create database server
          </GuardedButton>
          <RedisCacheAction location={location} />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
};
