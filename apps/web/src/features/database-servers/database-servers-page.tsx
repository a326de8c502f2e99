import { endpoints, formatSize, messages, type DatabaseServer } from '@console/contract';
import { Alert, Badge, Button, Code, FileInput, Group, Progress, Select, Stack, Table, Text, Title } from '@mantine/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { ConfirmPendingChange, type PendingChange } from '../../lib/confirm-destructive';
import { ListStates } from '../../lib/list-states';
import { useLiveEvent } from '../../lib/live';
import { GuardedButton } from '../../lib/permissions';
import { showError, showSuccess } from '../../lib/report-error';
import { CountedTable } from '../../lib/scrollable-table';
import { uploadBacpac, whyNotUploadable, type UploadProgress } from './bacpac-upload';
import { ConnectionDetailsDialog } from './connection-details-dialog';

const serversKey = ['database-servers'] as const;

const serversQuery = queryOptions({
  queryKey: serversKey,
  queryFn: ({ signal }) => callEndpoint(endpoints.listDatabaseServers, { signal }),
});

const locationsQuery = queryOptions({
  queryKey: ['database-servers', 'locations'],
  queryFn: ({ signal }) => callEndpoint(endpoints.listLocations, { signal }),
  staleTime: 5 * 60_000,
});

// Filled badges whose text meets the contrast minimum (as the email IP pool's state badges).
const statusColors: Record<DatabaseServer['status'], { color: string; c: string }> = {
  provisioning: { color: 'blue.9', c: 'white' },
  ready: { color: 'gray.2', c: 'dark.8' },
  failed: { color: 'red.9', c: 'white' },
};
const statusLabels: Record<DatabaseServer['status'], string> = { provisioning: 'Provisioning', ready: 'Ready', failed: 'Failed' };

/**
 * The admin password, fetched when shown and dropped from the cache as soon as it is hidden (gcTime 0):
 * the page never keeps it.
 */
const AdminPassword = ({ serverName, onHide }: { serverName: string; onHide: () => void }) => {
  const password = useQuery({
    queryKey: ['database-servers', 'admin-password', serverName],
    queryFn: ({ signal }) => callEndpoint(endpoints.getDatabaseServerAdminPassword, { params: { server: serverName }, signal }),
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
  return (
    <Group gap={6} wrap="nowrap">
      {password.isPending ? (
        <Text size="sm">Loading…</Text>
      ) : password.isError ? (
        <Text size="sm" c="red.9">
          The admin password could not be read.
        </Text>
      ) : (
        <Code aria-label={`Admin password of ${serverName}`}>{password.data.password}</Code>
      )}
      <Button
        size="compact-sm"
        variant="outline"
        color="blue.8"
        onClick={onHide}
        aria-label={`Hide the admin password of ${serverName}`}
      >
        Hide
      </Button>
    </Group>
  );
};

const Servers = () => {
  const queryClient = useQueryClient();
  const query = useQuery(serversQuery);
  const locations = useQuery(locationsQuery);
  const [location, setLocation] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<string | null>(null);
  const [detailsOf, setDetailsOf] = useState<DatabaseServer | null>(null);
  const [pending, setPending] = useState<PendingChange | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: serversKey });

  // doc2 §4: provisioning events carry a disposition; the list is read again on each.
  useLiveEvent('databaseServers', 'databaseServerProvisioned', (event) => {
    refresh();
    if (event.disposition === 'succeeded') showSuccess(`Database server ${event.serverName} is ready.`);
    if (event.disposition === 'failed') showError(`Database server ${event.serverName} could not be created: ${event.message}`);
  });
  useLiveEvent('databaseServers', 'databaseServerDecommissioned', refresh);
  useLiveEvent('databaseServers', 'databaseUpdating', refresh);
  useLiveEvent('databaseServers', 'databaseUpdated', refresh);

  const create = useMutation({
    mutationFn: (name: string) => callEndpoint(endpoints.createDatabaseServer, { params: { location: name } }),
    meta: { isSilent: true },
    onSuccess: ({ server }) => {
      setPending(null);
      showSuccess(`Creating database server ${server.serverName} in ${server.location}.`);
    },
    onSettled: refresh,
  });
  const reset = useMutation({
    mutationFn: (serverName: string) =>
      callEndpoint(endpoints.resetDatabaseServerAdminPassword, { params: { server: serverName, db: 'master' } }),
    meta: { isSilent: true },
    onSuccess: ({ serverName }) => {
      setPending(null);
      setRevealed(null);
      showSuccess(`The admin password of ${serverName} was reset.`);
    },
    onError: (_error, serverName) => {
      setPending(null);
      showError(messages.azure.adminPasswordNotReset(serverName));
    },
  });

  const supported = (locations.data ?? []).filter((l) => l.isSupported);
  const chosen = supported.find((l) => l.name === location);

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm">
        <Select
          label="Location"
          placeholder={locations.isPending ? 'Loading locations…' : 'Choose a location'}
          data={supported.map((l) => ({ value: l.name, label: l.displayName }))}
          value={location}
          onChange={setLocation}
          w={260}
        />
        <GuardedButton
          endpoint={endpoints.createDatabaseServer}
          color="blue.8"
          aria-haspopup="dialog"
          disabled={!chosen}
          title={chosen ? undefined : 'Choose a location first'}
          onClick={() => {
            if (!chosen) return;
            create.reset();
            setPending({
              title: `Create a database server in ${chosen.displayName}?`,
              endpoint: endpoints.createDatabaseServer,
              confirmLabel: 'Create server',
              description: `A new database server is provisioned in ${chosen.displayName}; it takes a few minutes and shows its progress here and in the jobs drawer.`,
              run: () => create.mutate(chosen.name),
            });
          }}
        >
          Create server
        </GuardedButton>
      </Group>
      <ListStates
        query={query}
        isEmpty={(servers) => servers.length === 0}
        loadingLabel="Loading the database servers"
        errorText="The database servers could not be loaded."
        emptyText="This subscription has no database servers yet."
      >
        {(servers) => (
          <CountedTable
            label="Database servers"
            rows={servers}
            noun={{ one: 'server', other: 'servers' }}
            minWidth={980}
            headers={['Server', 'Location', 'Status', 'Databases', 'Admin password', 'Connection']}
          >
            {(server) => (
              <Table.Tr key={server.id} aria-label={server.serverName}>
                <Table.Td>
                  <Text span size="sm" ff="monospace">
                    {server.serverName}
                  </Text>
                </Table.Td>
                <Table.Td>{server.location}</Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    <Badge {...statusColors[server.status]} variant="filled" w="fit-content">
                      {statusLabels[server.status]}
                    </Badge>
                    {server.status !== 'ready' && <Text size="xs">{server.statusMessage}</Text>}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  {server.databases.length === 0 ? (
                    <Text size="sm">None</Text>
                  ) : (
                    <Text size="sm">{server.databases.map((d) => d.databaseName).join(', ')}</Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    {revealed === server.serverName ? (
                      <AdminPassword serverName={server.serverName} onHide={() => setRevealed(null)} />
                    ) : (
                      <GuardedButton
                        endpoint={endpoints.getDatabaseServerAdminPassword}
                        size="compact-sm"
                        variant="outline"
                        color="blue.8"
                        aria-label={`Show the admin password of ${server.serverName}`}
                        onClick={() => setRevealed(server.serverName)}
                      >
                        Show
                      </GuardedButton>
                    )}
                    <GuardedButton
                      endpoint={endpoints.resetDatabaseServerAdminPassword}
                      size="compact-sm"
                      variant="outline"
                      color="red.9"
                      aria-haspopup="dialog"
                      aria-label={`Reset the admin password of ${server.serverName}`}
                      onClick={() => {
                        reset.reset();
                        setPending({
                          title: `Reset the admin password of ${server.serverName}?`,
                          endpoint: endpoints.resetDatabaseServerAdminPassword,
                          confirmLabel: 'Reset password',
                          description: `The server gets a new admin password; anything that signs in with the old one stops working.`,
                          run: () => reset.mutate(server.serverName),
                        });
                      }}
                    >
                      Reset
                    </GuardedButton>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Button
                    size="compact-sm"
                    variant="outline"
                    color="blue.8"
                    aria-haspopup="dialog"
                    aria-label={`Connection details of ${server.serverName}`}
                    onClick={() => setDetailsOf(server)}
                  >
                    Connection details
                  </Button>
                </Table.Td>
              </Table.Tr>
            )}
          </CountedTable>
        )}
      </ListStates>
      {detailsOf && <ConnectionDetailsDialog server={detailsOf} onClose={() => setDetailsOf(null)} />}
      <ConfirmPendingChange
        pending={pending}
        isPending={create.isPending || reset.isPending}
        error={create.isError ? create.error : null}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
};

/** doc2 §2 Default database: the BACPAC is sent from the browser straight to blob storage. */
const DefaultDatabase = () => {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const abort = useRef<AbortController | null>(null);

  const start = async () => {
    const why = whyNotUploadable(file);
    setProblem(why);
    if (why || !file) return;
    const controller = new AbortController();
    abort.current = controller;
    setIsUploading(true);
    setProgress({ sentBytes: 0, totalBytes: file.size, percent: 0 });
    try {
      const { uri } = await callEndpoint(endpoints.getDefaultDatabaseUploadUri, {});
      await uploadBacpac({ file, uri, signal: controller.signal, onProgress: setProgress });
      // The console checks what arrived and makes it the default database (the alarm clears live).
      await callEndpoint(endpoints.confirmDefaultDatabaseUpload, { body: { fileName: file.name } });
      showSuccess(`${file.name} was uploaded as the default database.`);
    } catch (error) {
      if (controller.signal.aborted) {
        showSuccess('The upload was cancelled.');
        setProgress(null);
      } else {
        showError(`The BACPAC upload failed: ${(error as Error).message}`);
      }
    } finally {
      setIsUploading(false);
      abort.current = null;
    }
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Default database
      </Title>
      <Text c="gray.7">
        Upload the BACPAC new customers&apos; databases are created from. It is sent from this browser straight to blob storage in
        blocks of 256 KB.
      </Text>
      <Group align="flex-end" gap="sm">
        <FileInput
          label="BACPAC file"
          accept=".bacpac"
          value={file}
          onChange={(next) => {
            setFile(next);
            setProblem(null);
            setProgress(null);
          }}
          error={problem}
          disabled={isUploading}
          w={320}
        />
        <GuardedButton
          endpoint={endpoints.getDefaultDatabaseUploadUri}
          color="blue.8"
          loading={isUploading}
          onClick={() => void start()}
        >
          Upload
        </GuardedButton>
        {isUploading && (
          <Button variant="outline" color="red.9" onClick={() => abort.current?.abort()}>
            Cancel upload
          </Button>
        )}
      </Group>
      {progress && (
        <Stack gap={4}>
          <Progress value={progress.percent} aria-label="Upload progress" size="lg" />
          <Text size="sm" aria-live="polite">
            {`${progress.percent}% — ${formatSize(progress.sentBytes)} of ${formatSize(progress.totalBytes)}`}
          </Text>
        </Stack>
      )}
      {progress?.percent === 100 && !isUploading && (
        <Alert color="green" variant="light" title="Uploaded">
          The default database BACPAC is in blob storage.
        </Alert>
      )}
    </Stack>
  );
};

/** doc2 §2 Database servers and Default database (route azure/databases, hasDbAccess). */
export const DatabaseServersPage = () => (
  <Stack gap="xl">
    <Stack gap={2}>
      <Title order={1} size="h2">
        Database servers
      </Title>
      <Text c="gray.7">
        The subscription&apos;s database servers and their databases: create one in a location, show or reset its admin password.
      </Text>
    </Stack>
    <Servers />
    <DefaultDatabase />
  </Stack>
);
