import { endpoints, type DatabaseServer } from '@console/contract';
import { Button, Group, PasswordInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { CopyValueButton } from '../../lib/copy-value-button';
import { DialogModal } from '../../lib/dialog-modal';
import { useServerCheck } from '../../lib/server-check';
import { connectableDatabases, connectionStringOf } from './connection-details';

/** What the server check says about the typed string, in a sentence (nothing before one is typed). */
const checkText = (check: ReturnType<typeof useServerCheck>): string | null => {
  if (check.isError) return 'The connection string could not be checked; try again.';
  switch (check.kind) {
    case 'empty':
      return null;
    case 'checking':
      return 'Checking…';
    case 'valid':
      return 'This is a valid SQL Server connection string.';
    case 'invalid':
      return check.reasons.join(' ');
    default: {
      const exhaustive: never = check.kind;
      return exhaustive;
    }
  }
};

/**
 * A server's connection details: the connection string of any of its databases to copy, and a check of a
 * connection string the operator was given (doc2 §5 `validate/sqlconnectionstring`, as typed). The typed
 * string may hold a password: it is masked, sent only to the validator, and never kept.
 */
export const ConnectionDetailsDialog = ({ server, onClose }: { server: DatabaseServer; onClose: () => void }) => {
  const databases = connectableDatabases(server.databases);
  const [databaseName, setDatabaseName] = useState(databases[0]!);
  const [typed, setTyped] = useState('');
  const check = useServerCheck(endpoints.validateSqlConnectionString, typed);
  const connectionString = connectionStringOf(server.serverName, databaseName);
  const said = checkText(check);
  return (
    <DialogModal title={`Connection details of ${server.serverName}`} onClose={onClose} size="lg">
      <Stack gap="sm">
        <Select
          label="Database"
          data={databases}
          value={databaseName}
          allowDeselect={false}
          onChange={(next) => next && setDatabaseName(next)}
        />
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput label="Connection string" value={connectionString} readOnly ff="monospace" style={{ flex: 1 }} />
          <CopyValueButton value={connectionString} label="Copy connection string" />
        </Group>
        <Text size="sm">Add the admin login and its password (Show, in the list) where the string is used.</Text>
        <PasswordInput
          label="Check a connection string"
          description="Paste a connection string to check it before it is used; it is not kept."
          value={typed}
          autoComplete="off"
          onChange={(e) => setTyped(e.currentTarget.value)}
          error={check.kind === 'invalid' || check.isError ? said : undefined}
          visibilityToggleButtonProps={{ 'aria-label': 'Show the connection string to check' }}
          {...(check.kind === 'checking' ? { 'aria-busy': true } : {})}
        />
        {check.kind === 'valid' && !check.isError && (
          <Text size="sm" role="status">
            {said}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    </DialogModal>
  );
};
