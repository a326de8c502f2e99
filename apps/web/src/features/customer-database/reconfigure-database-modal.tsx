import { databaseSizeLimitInGB, endpoints, messages, type DatabaseDetails } from '@console/contract';
import { Select, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { SaveBar } from '../../lib/save-bar';
import { DialogModal } from '../../lib/dialog-modal';
import { showSuccess } from '../../lib/report-error';
import { databaseDetailsKey, performanceLevelsQuery } from './database-queries';
import { hasProblems, levelOptions, reconfigureFormOf, reconfigureProblems, type ReconfigureForm } from './database-rules';

/** A field's error in red dark enough to read (WCAG AA), and the value itself in the text colour. */
const errorStyles = {
  input: { color: 'var(--mantine-color-text)' },
  error: { color: 'var(--mantine-color-red-9)' },
};

/** doc1 §2 Modals: reconfigure database — the performance level range and the max size (doc1 §5). */
export const ReconfigureDatabaseModal = ({
  customerId,
  alias,
  details,
  onClose,
}: {
  customerId: string;
  alias: string;
  details: DatabaseDetails;
  onClose: () => void;
}) => {
  const queryClient = useQueryClient();
  const levels = useQuery(performanceLevelsQuery());
  const [form, setForm] = useState<ReconfigureForm>(() => reconfigureFormOf(details));
  const [isChecked, setChecked] = useState(false);
  const problems = reconfigureProblems(form);
  const save = useMutation({
    mutationFn: (body: ReconfigureForm) =>
      callEndpoint(endpoints.reconfigureDatabase, {
        params: { server: details.serverName, database: details.databaseName },
        body: {
          minPerformanceLevelId: body.minPerformanceLevelId,
          maxPerformanceLevelId: body.maxPerformanceLevelId,
          maxDatabaseSizeInGB: Number(body.maxSizeInGB),
        },
      }),
    meta: { isSilent: true },
    onSuccess: (change) => {
      queryClient.setQueryData(databaseDetailsKey(customerId, details.deploymentId), change.database);
      showSuccess(messages.customerSearch.jobStarted('Database reconfiguration', alias));
      onClose();
    },
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!hasProblems(problems)) save.mutate(form);
  };
  const options = levelOptions(levels.data ?? []);
  return (
    <DialogModal onClose={onClose} title={`Reconfigure the database of ${alias}`}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <Text size="sm">
            {details.databaseName} on {details.serverName}
          </Text>
          <Select
            label="Min performance level"
            data={options}
            value={form.minPerformanceLevelId}
            onChange={(value) => value && setForm((f) => ({ ...f, minPerformanceLevelId: value }))}
            allowDeselect={false}
            error={isChecked ? problems.minPerformanceLevelId : undefined}
            styles={errorStyles}
            disabled={levels.isPending}
          />
          <Select
            label="Max performance level"
            data={options}
            value={form.maxPerformanceLevelId}
            onChange={(value) => value && setForm((f) => ({ ...f, maxPerformanceLevelId: value }))}
            allowDeselect={false}
            error={isChecked ? problems.maxPerformanceLevelId : undefined}
            styles={errorStyles}
            disabled={levels.isPending}
          />
          <TextInput
            label="Max database size (GB)"
            description={`A whole number of GB, at most the allowed maximum of ${databaseSizeLimitInGB} GB`}
            inputMode="numeric"
            value={form.maxSizeInGB}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setForm((f) => ({ ...f, maxSizeInGB: value }));
            }}
            error={isChecked ? problems.maxSizeInGB : undefined}
            styles={errorStyles}
            required
          />
          <SaveBar save={save} submitLabel="Reconfigure database" onCancel={onClose} />
        </Stack>
      </form>
    </DialogModal>
  );
};
