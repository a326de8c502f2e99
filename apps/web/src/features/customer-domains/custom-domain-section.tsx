import { endpoints, messages, type CustomDomain, type CustomerDetails, type DomainState, type Job } from '@console/contract';
import {
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  PasswordInput,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { callEndpoint, uploadFile } from '../../lib/api-client';
import { ConfirmDestructive } from '../../lib/confirm-destructive';
import { DialogActions } from '../../lib/dialog-actions';
import { DialogModal } from '../../lib/dialog-modal';
import { showError, showSuccess } from '../../lib/report-error';
import { ScrollableTable } from '../../lib/scrollable-table';
import { DetailSection } from '../../lib/detail-section';
import { CopyValueButton } from '../../lib/copy-value-button';
import { LocalTime } from '../../lib/format-time';
import { countOf } from '../../lib/plural';
import { CertificateFileInput } from './certificate-file-input';
import { customDomainKey, customDomainQuery, useSetCustomDomain } from './domain-queries';
import {
  certificateFileProblem,
  certificateExpiry,
  certificateOrderText,
  customDomainCertificate,
  copyTxtRecordLabel,
  domainsOf,
  frontDoorText,
  validationText,
  whyNotValidated,
} from './domain-rules';
import { failedToast } from './domain-toasts';

type Props = { customer: CustomerDetails };

const EditCustomDomainModal = ({ customer, domain, onClose }: Props & { domain: CustomDomain; onClose: () => void }) => {
  const setDomain = useSetCustomDomain(customer.id);
  const [name, setName] = useState(domain.customDomainName ?? '');
  const [isEventsAirEnabled, setEventsAirEnabled] = useState(domain.enableEventsAirDomain);
  const save = useMutation({
    mutationFn: () =>
      callEndpoint(endpoints.setCustomDomainName, {
        params: { id: customer.id },
        body: { customDomainName: name.trim(), enableEventsAirDomain: isEventsAirEnabled },
      }),
    meta: { isSilent: true },
    onSuccess: (answer) => {
      setDomain(answer);
      showSuccess(messages.customers.updated('custom domain', customer.alias));
      onClose();
    },
    onError: (error) => showError(failedToast('update custom domain', error)),
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) save.mutate();
  };
  return (
    <DialogModal onClose={onClose} title="Edit custom domain">
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <TextInput
            label="Custom domain name"
            description="For example events.example.com"
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              // The last refusal was about the name it was given, not this one.
              save.reset();
            }}
            required
            data-autofocus
          />
          <Switch
            label="Enable EventsAIR domain"
            description="Keep the customer's EventsAIR address working alongside the custom domain"
            checked={isEventsAirEnabled}
            onChange={(e) => setEventsAirEnabled(e.currentTarget.checked)}
          />
          <DialogActions
            error={save.error}
            submitLabel="Save custom domain"
            isPending={save.isPending}
            isDisabled={!name.trim()}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </DialogModal>
  );
};

const CertificateUploadModal = ({ customer, domainName, onClose }: Props & { domainName: string; onClose: () => void }) => {
  const setDomain = useSetCustomDomain(customer.id);
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [isChecked, setChecked] = useState(false);
  const fileProblem = certificateFileProblem(file);
  const upload = useMutation({
    mutationFn: (chosen: File) =>
      uploadFile(endpoints.uploadCustomDomainCertificate, { params: { id: customer.id }, file: chosen, fields: { password } }),
    meta: { isSilent: true },
    onSuccess: (answer) => {
      setDomain(answer);
      showSuccess(messages.customers.updated('certificate', customer.alias));
      onClose();
    },
    onError: (error) => showError(failedToast('upload certificate', error)),
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (file && !fileProblem) upload.mutate(file);
  };
  return (
    <DialogModal onClose={onClose} title={`Upload certificate for ${domainName}`}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <CertificateFileInput error={isChecked ? fileProblem : null} onChange={setFile} />
          <PasswordInput label="Certificate password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
          <DialogActions error={upload.error} submitLabel="Upload certificate" isPending={upload.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </DialogModal>
  );
};

const TxtRecordsModal = ({ customer, domainName, onClose }: Props & { domainName: string; onClose: () => void }) => {
  const setDomain = useSetCustomDomain(customer.id);
  const read = useMutation({
    mutationFn: (regenerate: boolean) =>
      callEndpoint(regenerate ? endpoints.regenerateTxtRecords : endpoints.getTxtRecords, {
        params: { id: customer.id },
        body: { domainName },
      }),
    meta: { isSilent: true },
    onSuccess: (answer, regenerate) => {
      setDomain(answer.customDomain);
      if (regenerate) showSuccess(messages.customers.updated('TXT records', customer.alias));
    },
    onError: (error) => showError(failedToast('get TXT records', error)),
  });
  const { mutate } = read;
  useEffect(() => mutate(false), [mutate]);
  const records = read.data?.customDomain.domains.find((d) => d.domainName === domainName)?.txtRecords ?? [];
  return (
    <DialogModal onClose={onClose} title={`TXT records of ${domainName}`} size="xl">
      <Stack>
        <Text size="sm">
          The customer publishes these records in the DNS of {domainName}; the domain can be validated once they are visible.
        </Text>
        {read.isPending && <Text size="sm">Reading the TXT records…</Text>}
        {records.length > 0 && (
          <Table aria-label={`TXT records of ${domainName}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Value</Table.Th>
                <Table.Th>Copy</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {records.map((record) => (
                <Table.Tr key={record.name}>
                  <Table.Td>
                    <Text ff="monospace" size="sm">
                      {record.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text ff="monospace" size="sm" style={{ wordBreak: 'break-all' }} data-testid="txt-value">
                      {record.value}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <CopyButton value={record.value} timeout={3000}>
                      {({ copied, copy }) => (
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            size="xs"
                            variant="default"
                            aria-label={copyTxtRecordLabel(record.name)}
                            data-copied={copied}
                            onClick={copy}
                          >
                            Copy
                          </Button>
                          <Text size="xs" aria-live="polite">
                            {copied ? 'Copied' : ''}
                          </Text>
                        </Group>
                      )}
                    </CopyButton>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {read.isError && <Text c="red.9">{failedToast('get TXT records', read.error)}</Text>}
        <Group justify="flex-end">
          <Button variant="default" color="blue.8" loading={read.isPending && read.variables} onClick={() => read.mutate(true)}>
            Regenerate TXT records
          </Button>
          <Button color="blue.8" onClick={onClose}>
            Done
          </Button>
        </Group>
      </Stack>
    </DialogModal>
  );
};

type DomainJob = 'validate' | 'orderCertificate' | 'addToFrontDoor';

const jobEndpoint = (kind: DomainJob) => {
  switch (kind) {
    case 'validate':
      return endpoints.validateDomain;
    case 'orderCertificate':
      return endpoints.orderCertificate;
    case 'addToFrontDoor':
      return endpoints.addDomainToFrontDoor;
    default: {
      const exhaustive: never = kind;
      return exhaustive;
    }
  }
};

const jobWords: Record<DomainJob, { started: string; failed: string }> = {
  validate: { started: 'Domain validation', failed: 'validate domain' },
  orderCertificate: { started: 'Certificate order', failed: 'order certificate' },
  addToFrontDoor: { started: 'Adding to Front Door', failed: 'add to Front Door' },
};

const DomainRow = ({
  customer,
  domainName,
  source,
  state,
  onTxtRecords,
}: Props & { domainName: string; source: string; state: DomainState | null; onTxtRecords: () => void }) => {
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: (kind: DomainJob): Promise<Job> =>
      callEndpoint(jobEndpoint(kind), { params: { id: customer.id }, body: { domainName } }),
    meta: { isSilent: true },
    onSuccess: (_job, kind) => {
      showSuccess(messages.customerSearch.jobStarted(jobWords[kind].started, customer.alias));
      // The order and Front Door show that they started; the live end of the job reads the outcome.
      void queryClient.invalidateQueries({ queryKey: customDomainKey(customer.id) });
    },
    onError: (error, kind) => showError(failedToast(jobWords[kind].failed, error)),
  });
  const whyNot = whyNotValidated(state);
  const gated = (kind: DomainJob, label: string) => (
    <Tooltip label={whyNot} disabled={!whyNot}>
      <Button
        size="xs"
        color="blue.8"
        aria-label={`${label} ${domainName}`}
        disabled={Boolean(whyNot)}
        loading={start.isPending && start.variables === kind}
        onClick={() => start.mutate(kind)}
      >
        {label}
      </Button>
    </Tooltip>
  );
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={600}>
          {domainName}
        </Text>
        <Text size="xs" c="gray.7">
          {source}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" data-testid="validation-state">
          {validationText(state)}
        </Text>
        <Text size="xs" c="gray.7">
          {certificateOrderText(state)} · {frontDoorText(state)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap="xs">
          <Button size="xs" variant="default" aria-label={`Get TXT records ${domainName}`} onClick={onTxtRecords}>
            Get TXT records
          </Button>
          <Button
            size="xs"
            color="blue.8"
            aria-label={`Validate ${domainName}`}
            loading={start.isPending && start.variables === 'validate'}
            onClick={() => start.mutate('validate')}
          >
            Validate
          </Button>
          {gated('orderCertificate', 'Order certificate')}
          {gated('addToFrontDoor', 'Add to Front Door')}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
};

/** The thumbprint of a certificate with a copy button. */
const Thumbprint = ({ thumbprint }: { thumbprint: string }) => (
  <Group gap={4} wrap="nowrap" component="span">
    <Code>{thumbprint}</Code>
    <CopyValueButton value={thumbprint} label="Copy thumbprint" />
  </Group>
);

/** The custom domain's one certificate (uploaded or ordered), with a warning when it expires within 30 days. */
const CertificateLine = ({ domain }: { domain: CustomDomain }) => {
  const view = customDomainCertificate(domain);
  const certificate = view.kind === 'uploaded' || view.kind === 'ordered' ? view.certificate : null;
  // The time the panel was shown: the 30-day warning needs no finer clock than that.
  const [shownAt] = useState(() => Date.now());
  const expiry = certificate ? certificateExpiry(certificate.notAfter, shownAt) : null;
  return (
    <Stack gap={4}>
      <Text size="sm" data-testid="custom-domain-certificate">
        {(() => {
          switch (view.kind) {
            case 'uploaded':
            case 'ordered':
              return (
                <>
                  Certificate: {view.kind === 'uploaded' ? 'uploaded' : 'ordered'}, {view.certificate.subject}, expires{' '}
                  <LocalTime value={view.certificate.notAfter} style="date" />
                </>
              );
            case 'ordering':
              return 'Certificate: being ordered…';
            case 'orderFailed':
              return `Certificate: none (the order failed: ${view.reason})`;
            case 'none':
              return 'Certificate: none (upload one, or order one once the domain is validated)';
            default: {
              const exhaustive: never = view;
              return exhaustive;
            }
          }
        })()}
      </Text>
      {certificate && (
        <Text size="sm" component="div">
          <Group gap="xs">
            Thumbprint <Thumbprint thumbprint={certificate.thumbprint} />
          </Group>
        </Text>
      )}
      {certificate && expiry && expiry.kind !== 'later' && (
        <Alert color="orange" c="dark.8" title={expiry.kind === 'expired' ? 'Certificate expired' : 'Certificate expires soon'}>
          The certificate of {domain.customDomainName}{' '}
          {expiry.kind === 'expired' ? 'has expired' : `expires in ${countOf(expiry.days, { one: 'day', other: 'days' })}`} (
          <LocalTime value={certificate.notAfter} style="date" />
          ): upload or order a new one.
        </Alert>
      )}
    </Stack>
  );
};

/** doc1 §2 custom domain: name, certificate, and the platform work on each domain (TXT records, validation, order, Front Door). */
export const CustomDomainSection = ({ customer }: Props) => {
  const query = useQuery(customDomainQuery(customer.id));
  const setDomain = useSetCustomDomain(customer.id);
  const [dialog, setDialog] = useState<
    { kind: 'edit' } | { kind: 'remove' } | { kind: 'certificate' } | { kind: 'txt'; domainName: string } | null
  >(null);
  const close = () => setDialog(null);
  const remove = useMutation({
    mutationFn: (changeReason: string | undefined) =>
      callEndpoint(endpoints.removeCustomDomain, { params: { id: customer.id }, changeReason }),
    meta: { isSilent: true },
    onSuccess: (answer) => {
      setDomain(answer);
      showSuccess(messages.customers.updated('custom domain removal', customer.alias));
      close();
    },
    onError: (error) => showError(failedToast('remove custom domain', error)),
  });
  const domain = query.data;
  return (
    <DetailSection id="domain" title="Custom domain">
      {!domain ? (
        <Text size="sm">{query.isError ? 'The custom domain could not be read.' : 'Reading the custom domain…'}</Text>
      ) : (
        <>
          <Group gap="lg">
            <Text size="sm">Custom domain: {domain.customDomainName ?? 'none'}</Text>
            <Text size="sm">EventsAIR domain: {domain.enableEventsAirDomain ? 'enabled' : 'disabled'}</Text>
          </Group>
          {domain.customDomainName && <CertificateLine domain={domain} />}
          <Group gap="sm">
            <Button color="blue.8" onClick={() => setDialog({ kind: 'edit' })}>
              Edit custom domain
            </Button>
            <Tooltip label="Set the custom domain first" disabled={Boolean(domain.customDomainName)}>
              <Button variant="default" disabled={!domain.customDomainName} onClick={() => setDialog({ kind: 'certificate' })}>
                Upload certificate
              </Button>
            </Tooltip>
            <Tooltip label="There is no custom domain to remove" disabled={Boolean(domain.customDomainName)}>
              <Button
                color="red.9"
                variant="outline"
                disabled={!domain.customDomainName}
                onClick={() => setDialog({ kind: 'remove' })}
              >
                Remove custom domain
              </Button>
            </Tooltip>
          </Group>
          {domainsOf(domain).length > 0 && (
            <ScrollableTable label="Domains of the customer" minWidth={720}>
              <Table aria-label="Domains">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Domain</Table.Th>
                    <Table.Th>State</Table.Th>
                    <Table.Th>Actions</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {domainsOf(domain).map((d) => (
                    <DomainRow
                      key={d.domainName}
                      customer={customer}
                      domainName={d.domainName}
                      source={d.source}
                      state={d.state}
                      onTxtRecords={() => setDialog({ kind: 'txt', domainName: d.domainName })}
                    />
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollableTable>
          )}
          {dialog?.kind === 'edit' && <EditCustomDomainModal customer={customer} domain={domain} onClose={close} />}
          {dialog?.kind === 'certificate' && domain.customDomainName && (
            <CertificateUploadModal customer={customer} domainName={domain.customDomainName} onClose={close} />
          )}
          {dialog?.kind === 'txt' && <TxtRecordsModal customer={customer} domainName={dialog.domainName} onClose={close} />}
          {dialog?.kind === 'remove' && (
            <ConfirmDestructive
              title="Remove custom domain"
              endpoint={endpoints.removeCustomDomain}
              confirmLabel="Remove custom domain"
              isPending={remove.isPending}
              error={remove.error}
              onConfirm={(reason) => remove.mutate(reason)}
              onClose={close}
            >
              <Text size="sm">
                {domain.customDomainName} and its certificate are removed from {customer.alias}.
              </Text>
            </ConfirmDestructive>
          )}
        </>
      )}
    </DetailSection>
  );
};
