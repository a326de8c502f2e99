import { endpoints, type KpiProcessInformation } from '@console/contract';
import { Alert, Badge, Button, Group, Paper, Select, Stack, Switch, Table, Text, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { LocalTime } from '../../lib/format-time';
import { ListStates } from '../../lib/list-states';
import { GuardedButton } from '../../lib/permissions';
import { showError, showSuccess } from '../../lib/report-error';
import { kpiDateOptionsQuery, kpiProcessInformationKey, kpiProcessInformationQuery } from './kpi-queries';
import { monthLabel, recipientsFromText, recipientsProblem, recipientsText, runStatusLabels } from './kpi-rules';

const statusColors = { never: 'gray', running: 'blue', succeeded: 'green', failed: 'red' } as const;

/** Choose a month and start its generation (a job, followed in the jobs drawer). */
const GenerateSection = () => {
  const queryClient = useQueryClient();
  const options = useQuery(kpiDateOptionsQuery);
  const [chosen, setChosen] = useState<string | null>(null);
  const date = chosen ?? options.data?.[1] ?? options.data?.[0] ?? null;
  const generate = useMutation({
    mutationFn: (day: string) => callEndpoint(endpoints.generateKpiData, { params: { date: day } }),
    // The spec's toast, whatever the reason (a running generation is also focused in the jobs drawer).
    meta: { isSilent: true },
    onError: () => showError('Failed to generate KPI data'),
    onSuccess: (_answer, day) => showSuccess(`KPI data generation started for ${monthLabel(day)}; follow it in the jobs drawer.`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: kpiProcessInformationKey }),
  });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="kpi-generate-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="kpi-generate-title">
          Generate
        </Title>
        <Text size="sm" c="gray.7">
          Computes the month's KPI rows per subscription: active customers, customers by licence offering, aircast sessions, hours
          and attendees, and errors. Generating a month again replaces its rows.
        </Text>
        <Group align="flex-end" gap="sm">
          <Select
            label="Month"
            placeholder={options.isPending ? 'Loading the months' : 'Choose a month'}
            data={(options.data ?? []).map((d) => ({ value: d, label: `${monthLabel(d)} (${d})` }))}
            value={date}
            onChange={setChosen}
            allowDeselect={false}
            w={260}
          />
          <GuardedButton
            endpoint={endpoints.generateKpiData}
            color="blue.8"
            disabled={!date}
            loading={generate.isPending}
            onClick={() => date && generate.mutate(date)}
          >
            Generate KPI data
          </GuardedButton>
        </Group>
      </Stack>
    </Paper>
  );
};

const LastRun = ({ info }: { info: KpiProcessInformation }) => (
  <Table variant="vertical" withTableBorder aria-label="Last KPI run" maw={640}>
    <Table.Tbody>
      <Table.Tr>
        <Table.Th w={200}>Status</Table.Th>
        <Table.Td>
          <Badge color={statusColors[info.lastRunStatus]} variant="light" c="dark.8">
            {runStatusLabels[info.lastRunStatus]}
          </Badge>
          {info.lastRunMessage && (
            <Text span size="sm" ml="xs">
              {info.lastRunMessage}
            </Text>
          )}
        </Table.Td>
      </Table.Tr>
      <Table.Tr>
        <Table.Th>Last generated month</Table.Th>
        <Table.Td>{info.lastGeneratedDate ? monthLabel(info.lastGeneratedDate) : 'None yet'}</Table.Td>
      </Table.Tr>
      <Table.Tr>
        <Table.Th>Last run</Table.Th>
        <Table.Td>
          {info.lastRunAtUtc ? (
            <>
              <LocalTime value={info.lastRunAtUtc} />
              {info.lastRunDate && ` for ${monthLabel(info.lastRunDate)}`}
            </>
          ) : (
            'Never'
          )}
        </Table.Td>
      </Table.Tr>
      <Table.Tr>
        <Table.Th>Rows written</Table.Th>
        <Table.Td>{info.rowsWritten.toLocaleString('en')}</Table.Td>
      </Table.Tr>
      <Table.Tr>
        <Table.Th>Settings changed</Table.Th>
        <Table.Td>
          {info.changedAtUtc ? (
            <>
              by {info.changedByName ?? 'an operator'}, <LocalTime value={info.changedAtUtc} />
            </>
          ) : (
            'Never'
          )}
        </Table.Td>
      </Table.Tr>
    </Table.Tbody>
  </Table>
);

/** The editable settings, saved over the version read (remounted when a newer version is read). */
const SettingsForm = ({ info }: { info: KpiProcessInformation }) => {
  const queryClient = useQueryClient();
  const [isEnabled, setIsEnabled] = useState(info.isEnabled);
  const [recipients, setRecipients] = useState(recipientsText(info.recipients));
  const [notes, setNotes] = useState(info.notes);
  const parsed = recipientsFromText(recipients);
  const problem = recipientsProblem(parsed);
  const isChanged =
    isEnabled !== info.isEnabled || notes !== info.notes || recipientsText(parsed) !== recipientsText(info.recipients);
  const save = useMutation({
    mutationFn: () =>
      callEndpoint(endpoints.updateKpiProcessInformation, {
        body: { version: info.version, isEnabled, recipients: parsed, notes },
      }),
    meta: { isSilent: true },
    onError: () => showError('Failed to update KPI Data Process Information'),
    onSuccess: (saved) => {
      queryClient.setQueryData(kpiProcessInformationKey, saved);
      showSuccess('KPI Data Process Information saved.');
    },
  });
  const failure = save.isError
    ? isApiError(save.error)
      ? (save.error.errorMessage ?? save.error.message)
      : save.error.message
    : null;
  const isStale = save.isError && isApiError(save.error) && save.error.status === 409;
  return (
    <Stack gap="sm" maw={640}>
      <Switch
        label="Monthly KPI run enabled"
        description="Whether the KPI data is generated each month without an operator starting it."
        checked={isEnabled}
        onChange={(event) => setIsEnabled(event.currentTarget.checked)}
      />
      <Textarea
        label="Recipients"
        description="Email addresses that receive the KPI report, one per line."
        autosize
        minRows={2}
        value={recipients}
        onChange={(event) => setRecipients(event.currentTarget.value)}
        error={recipients.trim() ? problem : null}
      />
      <Textarea
        label="Notes"
        autosize
        minRows={2}
        maxLength={1000}
        value={notes}
        onChange={(event) => setNotes(event.currentTarget.value)}
      />
      {failure && (
        <Alert color="red.9" variant="light" role="alert">
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="red.9">
              {failure}
            </Text>
            {isStale && (
              <Button
                size="compact-sm"
                variant="outline"
                color="red.9"
                onClick={() => void queryClient.invalidateQueries({ queryKey: kpiProcessInformationKey })}
              >
                Reload
              </Button>
            )}
          </Group>
        </Alert>
      )}
      <Group>
        <GuardedButton
          endpoint={endpoints.updateKpiProcessInformation}
          color="blue.8"
          disabled={!isChanged || problem !== null}
          loading={save.isPending}
          onClick={() => save.mutate()}
        >
          Save process information
        </GuardedButton>
      </Group>
    </Stack>
  );
};

/** doc2 §2 Generate KPI data: choose a date, generate, and view or update the process information. */
export const KpiPage = () => {
  const info = useQuery(kpiProcessInformationQuery);
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} size="h2">
          Generate KPI data
        </Title>
        <Text c="gray.7">Generate a month's KPI data, and keep the KPI process information up to date.</Text>
      </Stack>
      <GenerateSection />
      <Paper withBorder p="md" component="section" aria-labelledby="kpi-process-title">
        <Stack gap="sm">
          <Title order={2} size="h4" id="kpi-process-title">
            Process information
          </Title>
          <ListStates
            query={info}
            isEmpty={() => false}
            loadingLabel="Loading the KPI process information"
            errorText="The KPI process information could not be loaded."
            emptyText=""
          >
            {(data) => (
              <Stack gap="md">
                <LastRun info={data} />
                <SettingsForm key={data.version} info={data} />
              </Stack>
            )}
          </ListStates>
        </Stack>
      </Paper>
    </Stack>
  );
};
