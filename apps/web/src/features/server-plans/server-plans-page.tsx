import { constants, endpoints, type PlanCategory, type ServerPlan } from '@console/contract';
import { Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { DialogActions } from '../../lib/dialog-actions';
import { DialogModal } from '../../lib/dialog-modal';
import { ListStates } from '../../lib/list-states';
import { GuardedButton } from '../../lib/permissions';
import { showSuccess } from '../../lib/report-error';
import { CountedTable } from '../../lib/scrollable-table';
import { performanceLevelsQuery, serverPlansKey, serverPlansQuery, usePlanNameCheck } from './server-plan-queries';
import { categoryLabels, emptyPlanDraft, levelOptions, levelText, missingFields, type PlanDraft } from './server-plan-rules';

const categoryOptions = constants.planCategories.map((c) => ({ value: c, label: categoryLabels[c] }));

/** doc2 §2 add-plan modal: the name checked as typed, three performance levels and the category. */
const AddPlanModal = ({ onClose, onCreated }: { onClose: () => void; onCreated: (plan: ServerPlan) => void }) => {
  const [draft, setDraft] = useState<PlanDraft>(emptyPlanDraft);
  const levels = useQuery(performanceLevelsQuery);
  const check = usePlanNameCheck(draft.name);
  const save = useMutation({
    mutationFn: (input: PlanDraft) =>
      callEndpoint(endpoints.createServerPlan, {
        body: {
          name: input.name.trim(),
          weekday: input.weekday!,
          weekendDay: input.weekendDay!,
          boost: input.boost!,
          selectedCategory: input.selectedCategory!,
        },
      }),
    meta: { isSilent: true },
    onSuccess: onCreated,
  });
  const missing = missingFields(draft, check);
  const set = (change: Partial<PlanDraft>) => setDraft((d) => ({ ...d, ...change }));
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (missing.length > 0 || save.isPending) return;
    save.mutate(draft);
  };
  const options = levelOptions(levels.data ?? []);
  const placeholder = levels.isPending ? 'Loading the levels' : 'Choose a level';
  const nameError =
    check.kind === 'invalid'
      ? check.message
      : check.kind === 'failed'
        ? 'The name could not be checked; try again.'
        : check.kind === 'empty' && draft.name !== ''
          ? 'Plan name is required.'
          : undefined;
  return (
    <DialogModal onClose={onClose} title="Add server plan">
      <form onSubmit={handleSubmit}>
        <Stack>
          <TextInput
            label="Plan name"
            required
            data-autofocus
            value={draft.name}
            onChange={(event) => set({ name: event.currentTarget.value })}
            error={nameError}
            maxLength={100}
            autoComplete="off"
          />
          <Text size="xs" c="gray.7" aria-live="polite">
            {check.kind === 'checking' ? 'Checking the plan name…' : check.kind === 'valid' ? 'The plan name is free.' : ''}
          </Text>
          <Select
            label="Weekday level"
            required
            placeholder={placeholder}
            data={options}
            value={draft.weekday}
            onChange={(weekday) => set({ weekday })}
            searchable
          />
          <Select
            label="Weekend-day level"
            required
            placeholder={placeholder}
            data={options}
            value={draft.weekendDay}
            onChange={(weekendDay) => set({ weekendDay })}
            searchable
          />
          <Select
            label="Boost level"
            description="What the plan scales up to; not below the weekday level."
            required
            placeholder={placeholder}
            data={options}
            value={draft.boost}
            onChange={(boost) => set({ boost })}
            searchable
          />
          <Select
            label="Category"
            required
            placeholder="Choose a category"
            data={categoryOptions}
            value={draft.selectedCategory}
            onChange={(value) => set({ selectedCategory: value as PlanCategory | null })}
          />
          {missing.length > 0 && (
            <Text size="xs" c="gray.7">
              To add the plan, give {missing.join(', ')}.
            </Text>
          )}
          <DialogActions
            error={save.isError ? save.error : null}
            submitLabel="Add plan"
            isPending={save.isPending}
            isDisabled={missing.length > 0}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </DialogModal>
  );
};

/** doc2 §2 Server plan configuration: the plans and the add-plan modal. */
export const ServerPlansPage = () => {
  const queryClient = useQueryClient();
  const query = useQuery(serverPlansQuery);
  const [isAdding, setIsAdding] = useState(false);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={1} size="h2">
            Server plans
          </Title>
          <Text c="gray.7">
            The database performance levels a customer&apos;s plan runs at on weekdays, at weekends and while boosted.
          </Text>
        </Stack>
        <GuardedButton
          endpoint={endpoints.createServerPlan}
          color="blue.8"
          aria-haspopup="dialog"
          onClick={() => setIsAdding(true)}
        >
          Add plan
        </GuardedButton>
      </Group>
      <ListStates
        query={query}
        isEmpty={(list) => list.length === 0}
        loadingLabel="Loading the server plans"
        errorText="The server plans could not be loaded."
        emptyText="No server plans yet: add the first."
      >
        {(list) => (
          <CountedTable
            label="Server plans"
            rows={list}
            noun={{ one: 'plan', other: 'plans' }}
            minWidth={720}
            headers={['Name', 'Category', 'Weekday', 'Weekend day', 'Boost']}
          >
            {(plan) => (
              <Table.Tr key={plan.id} aria-label={`Server plan ${plan.name}`}>
                <Table.Td>{plan.name}</Table.Td>
                <Table.Td>{categoryLabels[plan.category]}</Table.Td>
                <Table.Td>{levelText(plan.weekday)}</Table.Td>
                <Table.Td>{levelText(plan.weekendDay)}</Table.Td>
                <Table.Td>{levelText(plan.boost)}</Table.Td>
              </Table.Tr>
            )}
          </CountedTable>
        )}
      </ListStates>
      {isAdding && (
        <AddPlanModal
          onClose={() => setIsAdding(false)}
          onCreated={(plan) => {
            setIsAdding(false);
            showSuccess(`Server plan ${plan.name} was added.`);
            void queryClient.invalidateQueries({ queryKey: serverPlansKey });
          }}
        />
      )}
    </Stack>
  );
};
