import { endpoints, type OssecKey } from '@console/contract';
import { FileInput, Group, Stack, Table, Text, Title } from '@mantine/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callEndpoint, uploadFile } from '../../lib/api-client';
import { ConfirmPendingChange, type PendingChange } from '../../lib/confirm-destructive';
import { LocalTime } from '../../lib/format-time';
import { ListStates } from '../../lib/list-states';
import { GuardedButton } from '../../lib/permissions';
import { showError, showSuccess } from '../../lib/report-error';
import { CountedTable } from '../../lib/scrollable-table';

const keysKey = ['ossec-keys'] as const;

const keysQuery = queryOptions({
  queryKey: keysKey,
  queryFn: ({ signal }) => callEndpoint(endpoints.listOssecKeys, { signal }),
});

const keyNoun = { one: 'key', other: 'keys' };

/** doc2 §7 POST ossecKeys/upload: a client.keys file added to the pool. */
const KeyUpload = () => {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const upload = useMutation({
    mutationFn: (chosen: File) => uploadFile(endpoints.uploadOssecKeys, { file: chosen }),
    meta: { isSilent: true },
    onSuccess: async ({ added }) => {
      showSuccess(`${added} ${added === 1 ? 'key was' : 'keys were'} added to the pool.`);
      setFile(null);
      await queryClient.invalidateQueries({ queryKey: keysKey });
    },
    onError: (error) => showError(`The keys were not added: ${(error as Error).message}`),
  });
  return (
    <Group align="flex-end" gap="sm">
      <FileInput
        label="Key file"
        description='An OSSEC client.keys file: one "id name ip key" line per agent'
        accept=".keys,.txt"
        value={file}
        onChange={setFile}
        w={{ base: '100%', sm: 360 }}
      />
      <GuardedButton
        endpoint={endpoints.uploadOssecKeys}
        color="blue.8"
        loading={upload.isPending}
        disabled={file === null}
        onClick={() => file && upload.mutate(file)}
      >
        Upload keys
      </GuardedButton>
    </Group>
  );
};

const KeyTable = ({ label, keys, onDeallocate }: { label: string; keys: OssecKey[]; onDeallocate?: (key: OssecKey) => void }) => (
  <CountedTable
    label={label}
    rows={keys}
    noun={keyNoun}
    minWidth={760}
    headers={
      onDeallocate
        ? ['Agent id', 'Agent', 'Address', 'Assigned to', 'Since', 'Actions']
        : ['Agent id', 'Agent', 'Address', 'Added']
    }
  >
    {(key) => (
      <Table.Tr key={key.id} aria-label={`${key.agentId} ${key.agentName}`}>
        <Table.Td>
          <Text span size="sm" ff="monospace">
            {key.agentId}
          </Text>
        </Table.Td>
        <Table.Td>{key.agentName}</Table.Td>
        <Table.Td>{key.ipAddress}</Table.Td>
        {onDeallocate ? (
          <>
            <Table.Td>{key.assignedTo}</Table.Td>
            <Table.Td>{key.assignedAtUtc && <LocalTime value={key.assignedAtUtc} />}</Table.Td>
            <Table.Td>
              <GuardedButton
                endpoint={endpoints.deallocateOssecKey}
                size="compact-sm"
                variant="outline"
                color="red.9"
                aria-haspopup="dialog"
                aria-label={`Deallocate: ${key.agentId} ${key.agentName}`}
                onClick={() => onDeallocate(key)}
              >
                Deallocate
              </GuardedButton>
            </Table.Td>
          </>
        ) : (
          <Table.Td>
            <LocalTime value={key.uploadedAtUtc} />
          </Table.Td>
        )}
      </Table.Tr>
    )}
  </CountedTable>
);

/** doc2 §2 Intrusion-detection keys: the pool (available) and the keys agents hold (assigned). */
export const OssecKeysPage = () => {
  const queryClient = useQueryClient();
  const query = useQuery(keysQuery);
  const [pending, setPending] = useState<PendingChange | null>(null);
  const deallocate = useMutation({
    mutationFn: ({ key, changeReason }: { key: OssecKey; changeReason: string | undefined }) =>
      callEndpoint(endpoints.deallocateOssecKey, { body: { keyId: key.id }, changeReason }),
    meta: { isSilent: true },
    onSuccess: (key) => {
      setPending(null);
      showSuccess(`The key of ${key.agentName} is back in the pool.`);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: keysKey }),
  });
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Intrusion-detection keys
      </Title>
      <KeyUpload />
      <ListStates
        query={query}
        isEmpty={() => false}
        loadingLabel="Loading the keys"
        errorText="The keys could not be loaded."
        emptyText=""
      >
        {({ availableKeys, assignedKeys }) => (
          <Stack gap="lg">
            <Stack gap="xs" component="section" aria-labelledby="assigned-heading">
              <Title order={2} size="h4" id="assigned-heading">
                Assigned
              </Title>
              {assignedKeys.length === 0 ? (
                <Text size="sm">No agent holds a key.</Text>
              ) : (
                <KeyTable
                  label="Assigned keys"
                  keys={assignedKeys}
                  onDeallocate={(key) => {
                    deallocate.reset();
                    setPending({
                      title: `Deallocate the key of ${key.agentName}?`,
                      endpoint: endpoints.deallocateOssecKey,
                      confirmLabel: 'Deallocate',
                      canBeUndone: false,
                      description: `The agent on ${key.assignedTo ?? 'its machine'} loses its key, which goes back to the pool.`,
                      run: (changeReason) => deallocate.mutate({ key, changeReason }),
                    });
                  }}
                />
              )}
            </Stack>
            <Stack gap="xs" component="section" aria-labelledby="available-heading">
              <Title order={2} size="h4" id="available-heading">
                Available
              </Title>
              {availableKeys.length === 0 ? (
                <Text size="sm">The pool is empty: upload a key file.</Text>
              ) : (
                <KeyTable label="Available keys" keys={availableKeys} />
              )}
            </Stack>
          </Stack>
        )}
      </ListStates>
      <ConfirmPendingChange
        pending={pending}
        isPending={deallocate.isPending}
        error={deallocate.isError ? deallocate.error : null}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
};
