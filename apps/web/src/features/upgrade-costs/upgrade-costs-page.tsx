import { endpoints, type UpgradeCost } from '@console/contract';
import { Button, Group, List, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { DialogActions } from '../../lib/dialog-actions';
import { DialogModal } from '../../lib/dialog-modal';
import { LocalTime } from '../../lib/format-time';
import { StaleSaveAlert } from '../../lib/form-draft';
import { ListStates } from '../../lib/list-states';
import { GuardedButton } from '../../lib/permissions';
import { showError, showSuccess } from '../../lib/report-error';
import { CountedTable } from '../../lib/scrollable-table';
import { upgradeCostsKey, upgradeCostsQuery } from './upgrade-costs-queries';
import {
  amountText,
  draftOf,
  isDraftValid,
  lineProblems,
  totalsText,
  updateOf,
  type CostDraft,
  type LineDraft,
} from './upgrade-cost-rules';

/** doc2 §8 toast of a failed save. */
const failedText = 'Failed to update upgrade cost';

const newLine = (currencyCode: string): LineDraft => ({ description: '', amount: '', currencyCode });

/** The edit modal: name and cost lines, saved over the version it opened (a newer one is a 409). */
const EditUpgradeCostModal = ({ cost, onClose }: { cost: UpgradeCost; onClose: () => void }) => {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<CostDraft>(() => draftOf(cost));
  const [version, setVersion] = useState(cost.version);
  const [isTouched, setIsTouched] = useState(false);
  const save = useMutation({
    mutationFn: (body: ReturnType<typeof updateOf>) => callEndpoint(endpoints.updateUpgradeCost, { body }),
    meta: { isSilent: true },
    onSuccess: (saved) => {
      showSuccess(`${saved.name} was saved.`);
      void queryClient.invalidateQueries({ queryKey: upgradeCostsKey });
      onClose();
    },
    onError: () => showError(failedText),
  });
  const fresh = async () => {
    const { upgradeCosts } = await queryClient.fetchQuery({ ...upgradeCostsQuery, staleTime: 0 });
    return upgradeCosts.find((c) => c.id === cost.id) ?? cost;
  };
  const setLine = (index: number, change: Partial<LineDraft>) =>
    setDraft((d) => ({ ...d, lines: d.lines.map((line, i) => (i === index ? { ...line, ...change } : line)) }));
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setIsTouched(true);
    if (!isDraftValid(draft) || save.isPending) return;
    save.mutate(updateOf(cost.id, version, draft));
  };
  return (
    <DialogModal onClose={onClose} title={`Edit ${cost.name}`} size="lg">
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <Text size="sm" c="gray.7">
            Identifier{' '}
            <Text span ff="monospace" size="sm">
              {cost.identifier}
            </Text>
          </Text>
          <TextInput
            label="Name"
            required
            data-autofocus
            value={draft.name}
            maxLength={200}
            onChange={(event) => setDraft((d) => ({ ...d, name: event.currentTarget.value }))}
            error={isTouched && draft.name.trim() === '' ? 'Name is required' : undefined}
          />
          <Stack gap="xs" role="group" aria-label="Cost lines">
            <Text fw={600} size="sm">
              Cost lines
            </Text>
            {draft.lines.map((line, index) => {
              const problems = isTouched ? lineProblems(line) : {};
              const n = index + 1;
              return (
                <Group key={index} align="flex-start" gap="xs" wrap="wrap">
                  <TextInput
                    label={`Description of line ${n}`}
                    required
                    value={line.description}
                    maxLength={200}
                    onChange={(event) => setLine(index, { description: event.currentTarget.value })}
                    error={problems.description}
                    style={{ flex: '1 1 220px' }}
                  />
                  <TextInput
                    label={`Amount of line ${n}`}
                    required
                    inputMode="decimal"
                    value={line.amount}
                    onChange={(event) => setLine(index, { amount: event.currentTarget.value })}
                    error={problems.amount}
                    w={130}
                  />
                  <TextInput
                    label={`Currency of line ${n}`}
                    required
                    value={line.currencyCode}
                    maxLength={3}
                    onChange={(event) => setLine(index, { currencyCode: event.currentTarget.value.toUpperCase() })}
                    error={problems.currencyCode}
                    w={110}
                  />
                  <Button
                    variant="outline"
                    color="red.9"
                    mt={26}
                    aria-label={`Remove line ${n}`}
                    onClick={() => setDraft((d) => ({ ...d, lines: d.lines.filter((_, i) => i !== index) }))}
                  >
                    Remove
                  </Button>
                </Group>
              );
            })}
            {isTouched && draft.lines.length === 0 && (
              <Text size="sm" c="red.9">
                Cost lines must have at least one line
              </Text>
            )}
            <Group>
              <Button
                variant="default"
                size="compact-sm"
                onClick={() => setDraft((d) => ({ ...d, lines: [...d.lines, newLine(d.lines.at(-1)?.currencyCode ?? 'GBP')] }))}
              >
                Add line
              </Button>
            </Group>
            <Text size="sm" aria-live="polite">
              Total {totalsText(updateOf(cost.id, version, draft).upgradeCostDetails)}
            </Text>
          </Stack>
          <StaleSaveAlert
            error={save.error}
            onReload={async () => {
              // Keep what was typed and save over the version now current.
              setVersion((await fresh()).version);
              save.reset();
            }}
            onDiscard={async () => {
              const current = await fresh();
              setDraft(draftOf(current));
              setVersion(current.version);
              save.reset();
            }}
          />
          <DialogActions
            error={save.isError ? save.error : null}
            errorTitle={failedText}
            submitLabel="Save upgrade cost"
            isPending={save.isPending}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </DialogModal>
  );
};

/** doc2 §2 Upgrade cost information: what each upgrade between offerings costs, with an edit modal. */
export const UpgradeCostsPage = () => {
  const query = useQuery(upgradeCostsQuery);
  const [editing, setEditing] = useState<UpgradeCost | null>(null);
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} size="h2">
          Upgrade costs
        </Title>
        <Text c="gray.7">What a customer pays to move up from one licence offering to another, line by line.</Text>
      </Stack>
      <ListStates
        query={query}
        isEmpty={(data) => data.upgradeCosts.length === 0}
        loadingLabel="Loading the upgrade costs"
        errorText="The upgrade costs could not be loaded."
        emptyText="No upgrade costs are configured."
      >
        {({ upgradeCosts }) => (
          <CountedTable
            label="Upgrade costs"
            rows={upgradeCosts}
            noun={{ one: 'upgrade cost', other: 'upgrade costs' }}
            minWidth={960}
            headers={['Name', 'Identifier', 'Details', 'Total', 'Last changed', 'Actions']}
            verticalSpacing="sm"
          >
            {(cost) => (
              <Table.Tr key={cost.id} aria-label={`Upgrade cost ${cost.name}`}>
                <Table.Td>{cost.name}</Table.Td>
                <Table.Td>
                  <Text span ff="monospace" size="xs">
                    {cost.identifier}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <List size="sm" spacing={2}>
                    {cost.upgradeCostDetails.map((d, i) => (
                      <List.Item key={i}>
                        {d.description}: {amountText(d.amount, d.currencyCode)}
                      </List.Item>
                    ))}
                  </List>
                </Table.Td>
                <Table.Td>{totalsText(cost.upgradeCostDetails)}</Table.Td>
                <Table.Td>
                  {cost.changedAtUtc ? (
                    <Text size="sm">
                      <LocalTime value={cost.changedAtUtc} /> by {cost.changedBy ?? 'an operator'}
                    </Text>
                  ) : (
                    <Text size="sm" c="gray.7">
                      Never
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <GuardedButton
                    endpoint={endpoints.updateUpgradeCost}
                    size="compact-sm"
                    variant="outline"
                    color="blue.8"
                    aria-haspopup="dialog"
                    aria-label={`Edit ${cost.name}`}
                    onClick={() => setEditing(cost)}
                  >
                    Edit
                  </GuardedButton>
                </Table.Td>
              </Table.Tr>
            )}
          </CountedTable>
        )}
      </ListStates>
      {editing && <EditUpgradeCostModal cost={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
};
