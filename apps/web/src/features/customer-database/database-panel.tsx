import {
  compatibilityLevels,
  databaseSizeLimitInGB,
  endpoints,
  messages,
  performanceLevelLabel,
  type CustomerDetails,
  type DatabaseDetails,
  type Deployment,
} from '@console/contract';
import { Badge, Button, Code, Group, Loader, Select, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { callEndpoint, downloadEndpoint } from '../../lib/api-client';
import { ConfirmPendingChange } from '../../lib/confirm-destructive';
import { GuardedButton, useCaller, type CallPermission } from '../../lib/permissions';
import { reportError, showSuccess } from '../../lib/report-error';
import { DetailSection } from '../../lib/detail-section';
import { databaseDetailsKey, databaseDetailsQuery } from './database-queries';
import { databaseAccessOf, refusedCallErrors, type DatabaseAccess } from './database-rules';
import { WithDeployment } from './deployment-chooser';
import { ReconfigureDatabaseModal } from './reconfigure-database-modal';
import { RefusableButton } from './refusable-button';
import { useRequestedAction } from '../../lib/requested-action';

const reconfigureActionIds = ['reconfigureDatabase'] as const;
import { useDatabaseLive } from './use-database-live';
import { CopyValueButton } from '../../lib/copy-value-button';

type Ref = { customerId: string; deploymentId: string };

/** A password shown only once asked for, kept only while shown (never in the query cache). */
const PasswordReveal = ({
  label,
  permission,
  refusedError,
  read,
}: {
  label: string;
  permission: CallPermission;
  refusedError: string;
  read: () => Promise<{ password: string }>;
}) => {
  const [password, setPassword] = useState<string | null>(null);
  const reveal = useMutation({ mutationFn: read, onSuccess: (answer) => setPassword(answer.password) });
  return (
    <Group gap="sm" align="center">
      <Text size="sm" fw={500} w={150}>
        {label}
      </Text>
      {password === null ? (
        <RefusableButton
          size="xs"
          variant="default"
          permission={permission}
          refusedError={refusedError}
          loading={reveal.isPending}
          onClick={() => reveal.mutate()}
        >
          Show {label.toLowerCase()}
        </RefusableButton>
      ) : (
        <>
          <Code aria-label={label}>{password}</Code>
          <CopyValueButton value={password} label={`Copy ${label.toLowerCase()}`} />
          <Button size="xs" variant="default" onClick={() => setPassword(null)}>
            Hide {label.toLowerCase()}
          </Button>
        </>
      )}
    </Group>
  );
};

const DetailsTable = ({ details }: { details: DatabaseDetails }) => (
  <Table variant="vertical" withTableBorder maw={560} aria-label="Database details">
    <Table.Tbody>
      <Table.Tr>
        <Table.Th w={220}>Server</Table.Th>
        <Table.Td>{details.serverName}</Table.Td>
      </Table.Tr>
      <Table.Tr>
        <Table.Th>Database</Table.Th>
        <Table.Td>{details.databaseName}</Table.Td>
      </Table.Tr>
      <Table.Tr>
        <Table.Th>Min performance level</Table.Th>
        <Table.Td>{performanceLevelLabel(details.minPerformanceLevel)}</Table.Td>
      </Table.Tr>
      <Table.Tr>
        <Table.Th>Max performance level</Table.Th>
        <Table.Td>{performanceLevelLabel(details.maxPerformanceLevel)}</Table.Td>
      </Table.Tr>
      <Table.Tr>
        <Table.Th>Max size</Table.Th>
        <Table.Td>
          {details.maxSizeInGB} GB (allowed maximum {databaseSizeLimitInGB} GB)
        </Table.Td>
      </Table.Tr>
      <Table.Tr>
        <Table.Th>Compatibility level</Table.Th>
        <Table.Td>{details.currentCompatibilityLevel}</Table.Td>
      </Table.Tr>
    </Table.Tbody>
  </Table>
);

const CompatibilityLevelForm = ({
  target: { customerId, deploymentId },
  alias,
  details,
  permission,
}: {
  target: Ref;
  alias: string;
  details: DatabaseDetails;
  permission: CallPermission;
}) => {
  const queryClient = useQueryClient();
  const [level, setLevel] = useState(String(details.currentCompatibilityLevel));
  const [isConfirming, setConfirming] = useState(false);
  const update = useMutation({
    mutationFn: ({ chosen, changeReason }: { chosen: string; changeReason?: string }) =>
      callEndpoint(endpoints.updateCompatibilityLevel, {
        params: { id: customerId, deploymentId, level: chosen },
        changeReason,
      }),
    onSettled: () => setConfirming(false),
    onSuccess: (change) => {
      queryClient.setQueryData(databaseDetailsKey(customerId, deploymentId), change.database);
      showSuccess(messages.customerSearch.jobStarted('Compatibility level update', alias));
    },
  });
  return (
    <Group align="flex-end" gap="sm">
      <Select
        label="New compatibility level"
        data={compatibilityLevels.map((l) => String(l))}
        value={level}
        onChange={(value) => value && setLevel(value)}
        allowDeselect={false}
        disabled={!permission.canCall || details.isUpdating}
        w={200}
      />
      <RefusableButton
        color="blue.8"
        permission={permission}
        refusedError={refusedCallErrors.compatibilityLevel}
        disabled={details.isUpdating || level === String(details.currentCompatibilityLevel)}
        aria-haspopup="dialog"
        loading={update.isPending}
        onClick={() => setConfirming(true)}
      >
        Update compatibility level
      </RefusableButton>
      {/* The live customer's database changes how it runs its queries: confirmed first (issue 25). */}
      <ConfirmPendingChange
        pending={
          isConfirming
            ? {
                title: `Update the compatibility level of ${alias}'s database?`,
                endpoint: endpoints.updateCompatibilityLevel,
                confirmLabel: 'Update compatibility level',
                description: `The database of ${alias} is live: it runs its queries under the new level once the job ends.`,
                changes: [{ what: 'Compatibility level', from: String(details.currentCompatibilityLevel), to: level }],
                run: (changeReason) => update.mutate({ chosen: level, changeReason }),
              }
            : null
        }
        isPending={update.isPending}
        onClose={() => setConfirming(false)}
      />
    </Group>
  );
};

/** Why each control the operator may not use is unavailable, written on the panel (doc1 §6). */
const Unavailable = ({ access }: { access: DatabaseAccess }) => {
  const reasons = [
    { name: 'Password', permission: access.password },
    { name: 'Read-only password', permission: access.readOnlyPassword },
    { name: 'Update compatibility level', permission: access.compatibilityLevel },
    { name: 'Reconfigure database', permission: access.reconfigure },
  ].filter((r) => !r.permission.canCall);
  if (reasons.length === 0) return null;
  return (
    <Stack gap={2} aria-label="Unavailable database actions">
      {reasons.map((r) => (
        <Text key={r.name} size="sm" c="gray.7">
          {r.name}: {r.permission.reason}
        </Text>
      ))}
    </Stack>
  );
};

const DeploymentDatabase = ({ customer, deployment }: { customer: CustomerDetails; deployment: Deployment }) => {
  const caller = useCaller();
  const access = databaseAccessOf(caller);
  const ref = { customerId: customer.id, deploymentId: deployment.id };
  // No call without the right, and none until the operator's rights are known (doc1 §6).
  const canRead = caller !== null && access.details.canCall;
  const query = useQuery({ ...databaseDetailsQuery(ref.customerId, ref.deploymentId), enabled: canRead });
  const [isReconfiguring, setReconfiguring] = useState(false);
  const download = useMutation({
    mutationFn: () =>
      downloadEndpoint(endpoints.getRegistrationReport, {
        params: { id: ref.customerId, deploymentId: ref.deploymentId },
        fallbackName: `registrations-${ref.customerId}.csv`,
      }),
    meta: { isSilent: true },
    onError: (error) => reportError(error),
  });
  useDatabaseLive(ref.customerId, ref.deploymentId, query.data);
  // A deep link or the command palette asks for the reconfiguration: the same dialog as the button.
  useRequestedAction(reconfigureActionIds, access.reconfigure.canCall && query.data !== undefined && !query.data.isUpdating, () =>
    setReconfiguring(true),
  );
  const isRefused = caller !== null && !access.details.canCall;
  useEffect(() => {
    if (isRefused) console.error(refusedCallErrors.details);
  }, [isRefused]);

  if (isRefused) {
    return (
      <Text size="sm" c="gray.7">
        Database details are not shown: {access.details.reason}
      </Text>
    );
  }
  if (!canRead || query.isPending) return <Loader size="sm" aria-label="Loading the database details" />;
  if (query.isError) return <Text c="red.9">The database details could not be loaded.</Text>;
  const details = query.data;
  return (
    <Stack gap="sm">
      {details.isUpdating && (
        <Badge color="blue" variant="light" c="dark.8" w="fit-content">
          Updating…
        </Badge>
      )}
      <DetailsTable details={details} />
      <PasswordReveal
        key={`password:${deployment.id}`}
        label="Password"
        permission={access.password}
        refusedError={refusedCallErrors.password}
        read={() =>
          callEndpoint(endpoints.getDatabasePassword, { params: { id: ref.customerId, deploymentId: ref.deploymentId } })
        }
      />
      <PasswordReveal
        key={`readonly:${deployment.id}`}
        label="Read-only password"
        permission={access.readOnlyPassword}
        refusedError={refusedCallErrors.readOnlyPassword}
        read={() =>
          callEndpoint(endpoints.getDatabaseReadOnlyPassword, { params: { id: ref.customerId, deploymentId: ref.deploymentId } })
        }
      />
      <CompatibilityLevelForm
        key={`level:${deployment.id}:${details.currentCompatibilityLevel}`}
        target={ref}
        alias={customer.alias}
        details={details}
        permission={access.compatibilityLevel}
      />
      <Group gap="sm">
        <GuardedButton
          endpoint={endpoints.reconfigureDatabase}
          color="blue.8"
          aria-haspopup="dialog"
          disabled={details.isUpdating}
          onClick={() => setReconfiguring(true)}
        >
          Reconfigure database
        </GuardedButton>
        <GuardedButton
          endpoint={endpoints.getRegistrationReport}
          variant="default"
          loading={download.isPending}
          onClick={() => download.mutate()}
        >
          Download registration report
        </GuardedButton>
      </Group>
      <Unavailable access={access} />
      {isReconfiguring && (
        <ReconfigureDatabaseModal
          customerId={ref.customerId}
          alias={customer.alias}
          details={details}
          onClose={() => setReconfiguring(false)}
        />
      )}
    </Stack>
  );
};

/** doc1 §2 sub-panel: the database of the customer's deployment (one chosen when there are several). */
export const DatabasePanel = ({ customer }: { customer: CustomerDetails }) => (
  <DetailSection id="database" title="Database">
    <WithDeployment customerId={customer.id} label="Deployment of the database">
      {(deployment) => <DeploymentDatabase key={deployment.id} customer={customer} deployment={deployment} />}
    </WithDeployment>
  </DetailSection>
);
