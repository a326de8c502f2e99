import { endpoints, messages, type CustomerSummary } from '@console/contract';
import { Alert, Button, FileInput, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { callEndpoint, uploadFile } from '../../lib/api-client';
import { ConfirmDestructive } from '../../lib/confirm-destructive';
import { dialogErrorMessage } from '../../lib/errors';
import { GuardedButton } from '../../lib/permissions';
import { showSuccess } from '../../lib/report-error';
import { reportFileProblem } from './customer-rules';
import { DialogModal } from '../../lib/dialog-modal';
import { LocalTime } from '../../lib/format-time';

const sizeText = (bytes: number) =>
  bytes < 1000 ? `${bytes} B` : bytes < 1_000_000 ? `${(bytes / 1000).toFixed(1)} kB` : `${(bytes / 1_000_000).toFixed(1)} MB`;

/** doc2 Customer report store modal: list, upload and remove a customer's reports. */
export const ReportStoreModal = ({ customer, onClose }: { customer: CustomerSummary; onClose: () => void }) => {
  const queryClient = useQueryClient();
  const queryKey = ['customer-reports', customer.id];
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [toRemove, setToRemove] = useState<{ id: string; title: string } | null>(null);
  const reports = useQuery({
    queryKey,
    queryFn: ({ signal }) => callEndpoint(endpoints.listCustomReports, { params: { id: customer.id }, signal }),
  });
  const upload = useMutation({
    mutationFn: (chosen: File) => uploadFile(endpoints.uploadCustomReport, { params: { id: customer.id }, file: chosen }),
    meta: { isSilent: true },
    onSuccess: async (report) => {
      showSuccess(messages.customerSearch.reportUploaded(report.fileName, customer.alias));
      setFile(null);
      await queryClient.invalidateQueries({ queryKey });
    },
  });
  const remove = useMutation({
    mutationFn: ({ reportId, changeReason }: { reportId: string; changeReason: string | undefined }) =>
      callEndpoint(endpoints.deleteCustomReport, { params: { id: customer.id, reportId }, changeReason }),
    meta: { isSilent: true },
    onSuccess: async (_result, { reportId }) => {
      const title = reports.data?.find((r) => r.id === reportId)?.title ?? 'the report';
      showSuccess(messages.customerSearch.reportRemoved(title, customer.alias));
      setToRemove(null);
      await queryClient.invalidateQueries({ queryKey });
    },
  });
  const handleUpload = (event: FormEvent) => {
    event.preventDefault();
    const found = reportFileProblem(file);
    setProblem(found);
    if (!found && file) upload.mutate(file);
  };
  const failure = upload.error;
  return (
    <DialogModal onClose={onClose} title={`Custom report store of ${customer.alias}`} size="lg">
      <Stack>
        {reports.isPending ? (
          <Group role="status">
            <Loader size="sm" />
            <Text>Loading reports…</Text>
          </Group>
        ) : reports.isError ? (
          <Alert color="red">{dialogErrorMessage(reports.error)}</Alert>
        ) : reports.data.length === 0 ? (
          <Text c="dimmed">No custom reports yet.</Text>
        ) : (
          <Table aria-label="Custom reports">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Title</Table.Th>
                <Table.Th>File</Table.Th>
                <Table.Th>Size</Table.Th>
                <Table.Th>Uploaded</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {reports.data.map((report) => (
                <Table.Tr key={report.id}>
                  <Table.Td>{report.title}</Table.Td>
                  <Table.Td>{report.fileName}</Table.Td>
                  <Table.Td>{sizeText(report.sizeBytes)}</Table.Td>
                  <Table.Td>
                    <LocalTime value={report.uploadedAtUtc} /> {report.uploadedBy ? `by ${report.uploadedBy}` : ''}
                  </Table.Td>
                  <Table.Td>
                    <GuardedButton
                      endpoint={endpoints.deleteCustomReport}
                      size="xs"
                      variant="light"
                      color="red"
                      aria-label={`Remove ${report.title}`}
                      aria-haspopup="dialog"
                      onClick={() => {
                        remove.reset();
                        setToRemove({ id: report.id, title: report.title });
                      }}
                    >
                      Remove
                    </GuardedButton>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <form onSubmit={handleUpload}>
          <Group align="end">
            <FileInput
              label="Report file"
              description=".rdl, .rdlc, .xml or .zip, at most 10 MB"
              accept=".rdl,.rdlc,.xml,.zip"
              value={file}
              onChange={(chosen) => {
                setFile(chosen);
                setProblem(null);
              }}
              clearable
              style={{ flex: 1 }}
            />
            <GuardedButton endpoint={endpoints.uploadCustomReport} type="submit" loading={upload.isPending}>
              Upload
            </GuardedButton>
          </Group>
        </form>
        {(problem || failure) && (
          <Alert color="red" role="alert">
            {problem ?? dialogErrorMessage(failure)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
      {toRemove && (
        <ConfirmDestructive
          title={`Remove ${toRemove.title}`}
          endpoint={endpoints.deleteCustomReport}
          confirmLabel="Remove"
          isPending={remove.isPending}
          error={remove.isError ? remove.error : null}
          onConfirm={(changeReason) => remove.mutate({ reportId: toRemove.id, changeReason })}
          onClose={() => setToRemove(null)}
        >
          <Text>
            Remove the report {toRemove.title} from the report store of {customer.alias}.
          </Text>
        </ConfirmDestructive>
      )}
    </DialogModal>
  );
};
