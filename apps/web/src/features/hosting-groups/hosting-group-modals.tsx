import { endpoints, type HostingGroupCertificate, type HostingGroupView } from '@console/contract';
import { Anchor, Button, Code, Group, List, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';
import { DialogModal } from '../../lib/dialog-modal';
import { operationErrorMessage } from '../../lib/errors';
import { getSubscriptionId, getToken } from '../../lib/session';
import { pfxDownloadUrl, privateKeyPasswordText } from './hosting-group-rules';
import { LocalTime } from '../../lib/format-time';
import { CopyValueButton } from '../../lib/copy-value-button';

/** doc1 §2: the add-machine dialog — the group's certificate to download and its key password to reveal. */
export const AddMachineModal = ({
  view,
  certificate,
  onClose,
}: {
  view: HostingGroupView;
  certificate: HostingGroupCertificate;
  onClose: () => void;
}) => {
  const reveal = useMutation({
    mutationFn: () => callEndpoint(endpoints.getCertificateByThumbprint, { params: { thumbprint: certificate.thumbprint } }),
    meta: { isSilent: true },
  });
  const token = getToken() ?? '';
  return (
    <DialogModal onClose={onClose} title={`Add a machine to ${view.hostingGroupIdentifier}`} size="lg">
      <Stack>
        <List type="ordered" size="sm">
          <List.Item>Download the hosting group certificate and copy it to the new machine.</List.Item>
          <List.Item>Import it into the machine's personal certificate store, with the private key password below.</List.Item>
          <List.Item>Install the deployment controller; the machine appears here once it reports.</List.Item>
        </List>
        <Text size="sm">
          Certificate <Code>{certificate.subject}</Code>, thumbprint <Code>{certificate.thumbprint}</Code>{' '}
          <CopyValueButton value={certificate.thumbprint} label="Copy thumbprint" />, valid until{' '}
          <LocalTime value={certificate.notAfterUtc} style="date" />
        </Text>
        <Group>
          <Anchor
            c="blue.9"
            href={pfxDownloadUrl(certificate.thumbprint, token, getSubscriptionId())}
            target="_blank"
            rel="noreferrer"
            download
          >
            Download certificate (.pfx)
          </Anchor>
          <Button size="xs" color="blue.8" variant="outline" loading={reveal.isPending} onClick={() => reveal.mutate()}>
            Show private key password
          </Button>
        </Group>
        {reveal.isSuccess && (
          <Text size="sm" aria-live="polite">
            Private key password: <Code data-testid="private-key-password">{privateKeyPasswordText(reveal.data)}</Code>{' '}
            {reveal.data.privateKeyPassword && (
              <CopyValueButton value={reveal.data.privateKeyPassword} label="Copy private key password" />
            )}
          </Text>
        )}
        {reveal.isError && (
          <Text size="sm" c="red.9" role="alert">
            {operationErrorMessage(reveal.error)}
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
