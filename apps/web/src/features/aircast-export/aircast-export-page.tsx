import { endpoints } from '@console/contract';
import { Alert, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { callEndpoint, downloadEndpoint } from '../../lib/api-client';
import { GuardedButton } from '../../lib/permissions';
import { countOf } from '../../lib/plural';
import { showSuccess } from '../../lib/report-error';
import { defaultRange, exportFileName, rangeProblem } from './aircast-rules';

type Outcome = { kind: 'noData' } | { kind: 'downloaded'; fileName: string; rowCount: number };

/** doc2 §2 Aircast data export: a from and a to date, and a CSV download of the usage between them. */
export const AircastExportPage = () => {
  const [range, setRange] = useState(() => defaultRange(new Date()));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const problem = rangeProblem(range.from, range.to);
  const exportRange = useMutation({
    // The count first: an empty range is told as 'No data' instead of a file with only its header row.
    mutationFn: async (query: { from: string; to: string }): Promise<Outcome> => {
      const { rowCount } = await callEndpoint(endpoints.countAircastData, { query });
      if (rowCount === 0) return { kind: 'noData' };
      const fileName = await downloadEndpoint(endpoints.exportAircastData, {
        query,
        fallbackName: exportFileName(query.from, query.to),
      });
      return { kind: 'downloaded', fileName, rowCount };
    },
    onMutate: () => setOutcome(null),
    onSuccess: (result) => {
      setOutcome(result);
      if (result.kind === 'downloaded') showSuccess(`Downloaded ${result.fileName}.`);
    },
  });
  const change = (field: 'from' | 'to', value: string) => {
    setOutcome(null);
    setRange((current) => ({ ...current, [field]: value }));
  };
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} size="h2">
          Aircast data export
        </Title>
        <Text c="gray.7">
          Download the aircast usage of this subscription's customers between two dates (both included) as a CSV file.
        </Text>
      </Stack>
      <Paper withBorder p="md" component="section" aria-label="Export range">
        <Stack gap="sm">
          <Group align="flex-start" gap="sm">
            <TextInput
              type="date"
              label="From"
              value={range.from}
              onChange={(event) => change('from', event.currentTarget.value)}
              error={problem?.field === 'from' ? problem.message : null}
              w={200}
            />
            <TextInput
              type="date"
              label="To"
              value={range.to}
              onChange={(event) => change('to', event.currentTarget.value)}
              error={problem?.field === 'to' ? problem.message : null}
              w={200}
            />
          </Group>
          {!problem && (
            <Text size="sm" c="gray.7">
              Downloads {exportFileName(range.from, range.to)}
            </Text>
          )}
          <Group>
            <GuardedButton
              endpoint={endpoints.exportAircastData}
              color="blue.8"
              disabled={problem !== null}
              loading={exportRange.isPending}
              onClick={() => exportRange.mutate(range)}
            >
              Export
            </GuardedButton>
          </Group>
          {outcome?.kind === 'noData' && (
            <Alert color="orange" c="dark.8" role="alert" title="No data">
              No aircast usage between {range.from} and {range.to}.
            </Alert>
          )}
          {outcome?.kind === 'downloaded' && (
            <Text size="sm" aria-live="polite">
              {outcome.fileName}: {countOf(outcome.rowCount, { one: 'row', other: 'rows' })}
            </Text>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
};
