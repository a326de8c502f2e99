import { endpoints, isThumbprintConfirmed, type ManagementCertificateStatus } from '@console/contract';
import { Alert, Anchor, Code, Group, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { ConfirmDestructive } from '../../lib/confirm-destructive';
import { CopyValueButton } from '../../lib/copy-value-button';
import { LocalTime } from '../../lib/format-time';
import { ListStates } from '../../lib/list-states';
import { GuardedButton } from '../../lib/permissions';
import { showSuccess } from '../../lib/report-error';
import { getSubscriptionId, getToken } from '../../lib/session';
import { useTargetJobs } from '../../lib/use-target-jobs';
import { connectionSummary, isAnyRunning, jobsStateKey, managementCertificateTargetId, managementPfxUrl } from './azure-rules';

const certificateKey = ['azure', 'management-certificate'] as const;

const certificateQuery = queryOptions({
  queryKey: certificateKey,
  queryFn: ({ signal }) => callEndpoint(endpoints.getManagementCertificate, { signal }),
});

/** doc2 §5: a new certificate only after the typed confirmation equals the current thumbprint. */
const ReplaceDialog = ({ thumbprint, onClose }: { thumbprint: string; onClose: () => void }) => {
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const replace = useMutation({
    mutationFn: (changeReason: string | undefined) =>
      callEndpoint(endpoints.replaceManagementCertificate, { params: { thumbprint: typed.replace(/\s+/g, '') }, changeReason }),
    meta: { isSilent: true },
    onSuccess: (answer) => {
      showSuccess(`New management certificate ${answer.thumbprint} is being installed; follow the job in the jobs drawer.`);
      onClose();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: certificateKey }),
  });
  return (
    <ConfirmDestructive
      title="Generate a new management certificate?"
      endpoint={endpoints.replaceManagementCertificate}
      confirmLabel="Generate new certificate"
      isConfirmDisabled={!isThumbprintConfirmed(typed, thumbprint)}
      isPending={replace.isPending}
      error={replace.isError ? replace.error : null}
      onConfirm={(changeReason) => replace.mutate(changeReason)}
      onClose={onClose}
    >
      <Text size="sm">
        The console stops using certificate <Code>{thumbprint}</Code> and installs a new one in every subscription. Tools that use
        the old .pfx must be given the new one.
      </Text>
      <TextInput
        label="Type the current thumbprint to confirm"
        description={`It is ${thumbprint}.`}
        value={typed}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => setTyped(e.currentTarget.value)}
        data-autofocus
      />
    </ConfirmDestructive>
  );
};

const CertificateStatus = ({ status }: { status: ManagementCertificateStatus }) => {
  const [isReplacing, setIsReplacing] = useState(false);
  const token = getToken();
  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        {status.thumbprint ? (
          <Stack gap="xs">
            <Text size="sm">
              Thumbprint <Code data-testid="management-thumbprint">{status.thumbprint}</Code>{' '}
              <CopyValueButton value={status.thumbprint} label="Copy thumbprint" />
            </Text>
            <Text size="sm">
              Subject <Code>{status.subject}</Code>, valid until{' '}
              {status.notAfterUtc ? <LocalTime value={status.notAfterUtc} style="date" /> : 'unknown'}
            </Text>
            {status.createdAtUtc && (
              <Text size="sm" c="gray.7">
                Made by {status.createdByName ?? 'the console'}, <LocalTime value={status.createdAtUtc} />
              </Text>
            )}
            <Group>
              {token && (
                <Anchor c="blue.9" href={managementPfxUrl(token, getSubscriptionId())} target="_blank" rel="noreferrer" download>
                  Download pfx
                </Anchor>
              )}
              <GuardedButton
                endpoint={endpoints.replaceManagementCertificate}
                size="xs"
                color="red.9"
                variant="outline"
                aria-haspopup="dialog"
                onClick={() => setIsReplacing(true)}
              >
                Generate new certificate
              </GuardedButton>
            </Group>
          </Stack>
        ) : (
          <Text size="sm">There is no management certificate.</Text>
        )}
      </Paper>
      <Stack gap="xs">
        <Title order={2} size="h4">
          Subscriptions
        </Title>
        <Text size="sm" aria-live="polite">
          {connectionSummary(status)}
        </Text>
        {status.failedConnectionResults.length > 0 && (
          <Alert color="red" variant="light" title="Failed connections">
            <List size="sm" aria-label="Failed connections">
              {status.failedConnectionResults.map((result) => (
                <List.Item key={result.subscriptionId}>
                  <Text span size="sm" fw={600}>
                    {result.subscriptionName}:
                  </Text>{' '}
                  {result.reason}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
      </Stack>
      {isReplacing && status.thumbprint && <ReplaceDialog thumbprint={status.thumbprint} onClose={() => setIsReplacing(false)} />}
    </Stack>
  );
};

/** doc2 §2 Management certificate: its status per subscription, the pfx download and its replacement. */
export const ManagementCertificatePage = () => {
  const queryClient = useQueryClient();
  const query = useQuery(certificateQuery);
  const installs = useTargetJobs(managementCertificateTargetId);
  // An installation records which subscriptions accepted the certificate: read the status again when one ends.
  const installKey = jobsStateKey(installs);
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: certificateKey });
  }, [installKey, queryClient]);
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} size="h2">
          Management certificate
        </Title>
        <Text c="gray.7">
          The certificate the console presents to the cloud's subscriptions.
          {isAnyRunning(installs) ? ' A new certificate is being installed.' : ''}
        </Text>
      </Stack>
      <ListStates
        query={query}
        isEmpty={() => false}
        loadingLabel="Loading the management certificate"
        errorText="The management certificate could not be read."
        emptyText=""
      >
        {(status) => <CertificateStatus status={status} />}
      </ListStates>
    </Stack>
  );
};
