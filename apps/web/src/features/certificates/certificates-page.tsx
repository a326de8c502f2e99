import { endpoints, normalizeThumbprint, type HostingCertificate } from '@console/contract';
import { Badge, FileInput, Group, PasswordInput, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callEndpoint, uploadFile } from '../../lib/api-client';
import { ConfirmPendingChange, type PendingChange } from '../../lib/confirm-destructive';
import { DialogActions } from '../../lib/dialog-actions';
import { DialogModal } from '../../lib/dialog-modal';
import { ListStates } from '../../lib/list-states';
import { useLiveEvent } from '../../lib/live';
import { GuardedButton } from '../../lib/permissions';
import { showSuccess } from '../../lib/report-error';
import { CountedTable } from '../../lib/scrollable-table';
import { certificateWithThumbprint, validityLabel } from './certificate-rules';

const certificatesKey = ['hosting-certificates'] as const;

const certificatesQuery = queryOptions({
  queryKey: certificatesKey,
  queryFn: ({ signal }) => callEndpoint(endpoints.listHostingCertificates, { signal }),
});

// Filled badges whose text meets the contrast minimum.
const validityColors = {
  valid: { color: 'gray.2', c: 'dark.8' },
  expiring: { color: 'yellow.3', c: 'dark.9' },
  expired: { color: 'red.9', c: 'white' },
  none: { color: 'red.9', c: 'white' },
} as const;

/** doc2 §7 POST /certificates/{id}: the file, its password, and its thumbprint typed again to confirm. */
const UploadDialog = ({ certificate, onClose }: { certificate: HostingCertificate; onClose: () => void }) => {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [confirmThumbprint, setConfirmThumbprint] = useState('');
  const upload = useMutation({
    mutationFn: () =>
      uploadFile(endpoints.uploadHostingCertificate, {
        params: { id: certificate.id },
        file: file!,
        fields: { password, confirmThumbprint },
      }),
    meta: { isSilent: true },
    onSuccess: async (uploaded) => {
      showSuccess(`The ${certificate.name} certificate ${uploaded.thumbprint ?? ''} was uploaded.`);
      await queryClient.invalidateQueries({ queryKey: certificatesKey });
      onClose();
    },
  });
  const canUpload = file !== null && normalizeThumbprint(confirmThumbprint) !== '';
  return (
    <DialogModal title={`Upload the ${certificate.name} certificate`} onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (canUpload) upload.mutate();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">Used for: {certificate.usedFor}. The file replaces the certificate held now.</Text>
          <FileInput label="Certificate file" accept=".pfx,.p12" value={file} onChange={setFile} required data-autofocus />
          <PasswordInput
            label="Password"
            value={password}
            autoComplete="off"
            onChange={(e) => setPassword(e.currentTarget.value)}
            visibilityToggleButtonProps={{ 'aria-label': 'Show the password' }}
          />
          <TextInput
            label="Confirm thumbprint"
            description="Type the new certificate's thumbprint: the upload is refused unless it is the file's."
            value={confirmThumbprint}
            autoComplete="off"
            required
            onChange={(e) => setConfirmThumbprint(e.currentTarget.value)}
          />
          <DialogActions
            submitLabel="Upload certificate"
            isPending={upload.isPending}
            isDisabled={!canUpload}
            error={upload.isError ? upload.error : null}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </DialogModal>
  );
};

/** Look up by thumbprint: which known certificate has it (doc2 §2). */
const ThumbprintLookup = ({ certificates }: { certificates: readonly HostingCertificate[] }) => {
  const [typed, setTyped] = useState('');
  const found = certificateWithThumbprint(certificates, typed);
  return (
    <Stack gap={4}>
      <TextInput
        label="Find by thumbprint"
        value={typed}
        autoComplete="off"
        onChange={(e) => setTyped(e.currentTarget.value)}
        w={{ base: '100%', sm: 420 }}
      />
      {normalizeThumbprint(typed) !== '' && (
        <Text size="sm" role="status">
          {found ? `${typed.trim()} is the ${found.name} certificate.` : 'No known hosting certificate has this thumbprint.'}
        </Text>
      )}
    </Stack>
  );
};

/** doc2 §2 Certificates: the wildcard SSL, code signing and cloud service RDP certificates. */
export const CertificatesPage = () => {
  const queryClient = useQueryClient();
  const query = useQuery(certificatesQuery);
  const [uploading, setUploading] = useState<HostingCertificate | null>(null);
  const [pending, setPending] = useState<PendingChange | null>(null);
  // An upload elsewhere, or the platform installing one, changes what is installed.
  useLiveEvent('alarms', 'alarmsChanged', () => void queryClient.invalidateQueries({ queryKey: certificatesKey }));
  const update = useMutation({
    mutationFn: () => callEndpoint(endpoints.updateWildCardCertificate, {}),
    meta: { isSilent: true },
    onSuccess: () => {
      setPending(null);
      showSuccess('Updating the wildcard certificate on every service: follow it in the jobs drawer.');
    },
  });
  const now = new Date();
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Certificates
      </Title>
      <ListStates
        query={query}
        isEmpty={(list) => list.length === 0}
        loadingLabel="Loading the certificates"
        errorText="The certificates could not be loaded."
        emptyText="No hosting certificate is known."
      >
        {(certificates) => (
          <Stack gap="md">
            <CountedTable
              label="Hosting certificates"
              rows={certificates}
              noun={{ one: 'certificate', other: 'certificates' }}
              minWidth={1100}
              headers={['Certificate', 'Subject', 'Issuer', 'Thumbprint', 'Validity', 'Used for', 'Actions']}
            >
              {(certificate) => {
                const validity = validityLabel(certificate, now);
                return (
                  <Table.Tr key={certificate.id} aria-label={certificate.name}>
                    <Table.Td>
                      <Stack gap={2}>
                        <Text size="sm" fw={600}>
                          {certificate.name}
                        </Text>
                        {!certificate.isInstalled && (
                          <Badge color="red.9" c="white" variant="filled" w="fit-content">
                            Missing in the cloud
                          </Badge>
                        )}
                      </Stack>
                    </Table.Td>
                    <Table.Td>{certificate.subject ?? '—'}</Table.Td>
                    <Table.Td>{certificate.issuer ?? '—'}</Table.Td>
                    <Table.Td>
                      <Text span size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
                        {certificate.thumbprint ?? '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge {...validityColors[validity.kind]} variant="filled">
                        {validity.text}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{certificate.usedFor}</Table.Td>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <GuardedButton
                          endpoint={endpoints.uploadHostingCertificate}
                          size="compact-sm"
                          variant="outline"
                          color="blue.8"
                          aria-haspopup="dialog"
                          aria-label={`Upload: ${certificate.name}`}
                          onClick={() => setUploading(certificate)}
                        >
                          Upload
                        </GuardedButton>
                        {certificate.id === 'wildcard-ssl' && (
                          <GuardedButton
                            endpoint={endpoints.updateWildCardCertificate}
                            size="compact-sm"
                            variant="outline"
                            color="blue.8"
                            aria-haspopup="dialog"
                            disabled={certificate.thumbprint === null}
                            onClick={() => {
                              update.reset();
                              setPending({
                                title: 'Update the wildcard certificate on every service?',
                                endpoint: endpoints.updateWildCardCertificate,
                                confirmLabel: 'Update services',
                                description: `Every cloud service and app service plan of this subscription is bound to ${certificate.thumbprint}, one step per service.`,
                                run: () => update.mutate(),
                              });
                            }}
                          >
                            Update services
                          </GuardedButton>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              }}
            </CountedTable>
            <ThumbprintLookup certificates={certificates} />
          </Stack>
        )}
      </ListStates>
      {uploading && <UploadDialog certificate={uploading} onClose={() => setUploading(null)} />}
      <ConfirmPendingChange
        pending={pending}
        isPending={update.isPending}
        error={update.isError ? update.error : null}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
};
