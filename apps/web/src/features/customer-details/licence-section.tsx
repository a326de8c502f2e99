import { constants, endpoints, messages, type BoostUsage, type CustomerDetails } from '@console/contract';
import {
  Button,
  Checkbox,
  Group,
  Loader,
  NativeSelect,
  ScrollArea,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { ConfirmDestructive } from '../../lib/confirm-destructive';
import { SaveBar } from '../../lib/save-bar';
import { isStaleSave } from '../../lib/errors';
import { useFormDraft, useStaleSaveChoices } from '../../lib/form-draft';
import { DialogModal } from '../../lib/dialog-modal';
import { showError, showSuccess } from '../../lib/report-error';
import { LicenceAmountInput, licenceRateFields, option, referenceQueries, visibleOfferings } from '../customers';
import { customerDetailsKey } from '../../lib/customer-keys';
import { boostUsageKey, boostUsageQuery, serverPlanQuery } from './details-queries';
import {
  accountsFor,
  describeBoostUsage,
  licenceFormFrom,
  licenceProblems,
  peakSummary,
  toLicencePayload,
  withCurrency,
  type LicenceForm,
  type LicenceProblems,
} from './licence-rules';
import { DetailSection } from '../../lib/detail-section';
import { countOf } from '../../lib/plural';
import { LocalTime } from '../../lib/format-time';

const rateFields = licenceRateFields;

/** The Edit licence form; the Customer licenses screen opens it too (doc2 §2: edit modal). */
export const LicenceModal = ({
  customer,
  peakUsageId,
  onClose,
}: {
  customer: CustomerDetails;
  peakUsageId: string | null;
  onClose: () => void;
}) => {
  const queryClient = useQueryClient();
  const offerings = useQuery(referenceQueries.offerings);
  const rates = useQuery(referenceQueries.currencyRates);
  const accounts = useQuery(referenceQueries.stripeAccounts);
  const zones = useQuery(referenceQueries.timeZones);
  const basePlans = useQuery(referenceQueries.basePlans);
  const peakPlans = useQuery(referenceQueries.peakPlans);
  const draft = useFormDraft<LicenceForm>({
    value: licenceFormFrom(customer.licence, peakUsageId),
    version: customer.version,
    changedByName: customer.changedBy,
  });
  // A field another operator changed while this one edits: marked, never replaced (decision 006).
  const changedMark = (key: keyof LicenceForm) => draft.changedNote(key);
  const form = draft.draft;
  const setForm = draft.setDraft;
  const [shown, setShown] = useState<LicenceProblems>({});
  const save = useMutation({
    mutationFn: (next: LicenceForm) =>
      callEndpoint(endpoints.updateCustomerLicence, {
        params: { id: customer.id },
        body: toLicencePayload(next),
        version: draft.version,
      }),
    meta: { isSilent: true },
    onSuccess: (details) => {
      queryClient.setQueryData(customerDetailsKey(customer.id), details);
      void queryClient.invalidateQueries({ queryKey: boostUsageKey(customer.id) });
      showSuccess(messages.customers.updated('licence', customer.alias));
      onClose();
    },
    onError: (error) => {
      if (!isStaleSave(error)) showError(messages.customers.updateFailed('update licence'));
    },
  });
  const stale = useStaleSaveChoices({ queryKey: customerDetailsKey(customer.id), draft, save });
  const summary = peakSummary(form, peakPlans.data ?? []);
  const set = (change: Partial<LicenceForm>) => setForm((f) => ({ ...f, ...change }));
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problems = licenceProblems(form);
    setShown(problems);
    if (Object.keys(problems).length === 0) save.mutate(form);
  };
  // The customer's own offering stays choosable even when it is the hidden one.
  const offeringOptions = (offerings.data ?? []).filter(
    (o) => visibleOfferings([o]).length > 0 || o.id === customer.licence.licenseDetails?.licenseOfferingId,
  );
  return (
    <DialogModal onClose={onClose} title={`Licence of ${customer.alias}`} size="xl">
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <ScrollArea.Autosize mah="65vh">
            <Stack>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <NativeSelect
                  label="Licence offering"
                  required
                  error={shown.licenseOfferingId}
                  value={form.licenseOfferingId}
                  description={changedMark('licenseOfferingId')}
                  onChange={(e) => set({ licenseOfferingId: e.currentTarget.value })}
                  data={[option('', 'Choose an offering'), ...offeringOptions.map((o) => option(o.id, o.friendlyName))]}
                />
                <NativeSelect
                  label="Currency"
                  required
                  error={shown.currencyCode}
                  value={form.currencyCode}
                  description={changedMark('currencyCode')}
                  onChange={(e) => setForm(withCurrency(form, e.currentTarget.value, rates.data ?? [], accounts.data ?? []))}
                  data={[option('', 'Choose a currency'), ...(rates.data ?? []).map((r) => option(r.currencyCode))]}
                />
                <NativeSelect
                  label="Stripe account"
                  value={form.stripeAccountId}
                  description={changedMark('stripeAccountId')}
                  onChange={(e) => set({ stripeAccountId: e.currentTarget.value })}
                  data={[
                    option('', 'None'),
                    ...accountsFor(accounts.data ?? [], form.currencyCode).map((a) => option(a.id, a.name)),
                  ]}
                />
                {rateFields.map(([key, label]) => (
                  <LicenceAmountInput
                    key={key}
                    label={label}
                    value={form[key]}
                    error={shown[key]}
                    description={changedMark(key)}
                    onChange={(value) => set({ [key]: value })}
                  />
                ))}
                <TextInput
                  label="Grace period expiry"
                  type="date"
                  value={form.gracePeriodExpiryDate}
                  description={changedMark('gracePeriodExpiryDate')}
                  onChange={(e) => set({ gracePeriodExpiryDate: e.currentTarget.value })}
                />
                <NativeSelect
                  label="Time zone"
                  value={form.timeZoneId}
                  description={changedMark('timeZoneId')}
                  onChange={(e) => set({ timeZoneId: e.currentTarget.value })}
                  data={[option('', 'Not set'), ...(zones.data ?? []).map((z) => option(z.id, z.displayName))]}
                />
              </SimpleGrid>
              <Title order={3} size="h5">
                Base plan
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <NativeSelect
                  label="Base plan"
                  value={form.basePlanId}
                  description={changedMark('basePlanId')}
                  onChange={(e) => set({ basePlanId: e.currentTarget.value })}
                  data={[option('', 'None'), ...(basePlans.data ?? []).map((p) => option(p.id, p.name))]}
                />
                <NativeSelect
                  label="First day of week"
                  value={form.firstDayOfWeek}
                  description={changedMark('firstDayOfWeek')}
                  onChange={(e) => set({ firstDayOfWeek: e.currentTarget.value })}
                  data={constants.daysOfWeek.map((d) => option(d))}
                />
              </SimpleGrid>
              <Title order={3} size="h5">
                Peak load plan
              </Title>
              <Checkbox
                label="Book a peak load plan"
                checked={form.hasPeakPlan}
                description={changedMark('hasPeakPlan')}
                onChange={(e) => set({ hasPeakPlan: e.currentTarget.checked })}
              />
              {form.hasPeakPlan && (
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <TextInput
                    label="Peak start date"
                    type="date"
                    required
                    error={shown.peakStartDate}
                    value={form.peakStartDate}
                    description={changedMark('peakStartDate')}
                    onChange={(e) => set({ peakStartDate: e.currentTarget.value })}
                  />
                  <NativeSelect
                    label="Peak days"
                    value={String(form.peakDays)}
                    description={changedMark('peakDays')}
                    onChange={(e) => set({ peakDays: Number(e.currentTarget.value) })}
                    data={constants.peakDayChoices.map((d) => option(String(d)))}
                  />
                  <NativeSelect
                    label="Peak load plan"
                    required
                    error={shown.peakLoadPlanId}
                    value={form.peakLoadPlanId}
                    description={changedMark('peakLoadPlanId')}
                    onChange={(e) => set({ peakLoadPlanId: e.currentTarget.value })}
                    data={[
                      option('', 'Choose a plan'),
                      ...(peakPlans.data ?? []).map((p) => option(p.id, `${p.name} (${p.blockHours} h a day)`)),
                    ]}
                  />
                </SimpleGrid>
              )}
              {form.hasPeakPlan && (
                <Text size="sm" aria-live="polite">
                  {summary
                    ? `Peak end date ${summary.endDate}; total peak boost hours ${summary.totalHours}`
                    : 'Choose a start date and a plan to see the end date and boost hours'}
                </Text>
              )}
            </Stack>
          </ScrollArea.Autosize>
          <SaveBar save={save} stale={stale} submitLabel="Save licence" onCancel={onClose} />
        </Stack>
      </form>
    </DialogModal>
  );
};

type PlanKind = 'base' | 'peak';

const usageOf = (usage: BoostUsage, kind: PlanKind) =>
  kind === 'base' ? usage.basePlanBoostUsage : usage.peakLoadPlanBoostUsage;

const planLabel = (kind: PlanKind) => (kind === 'base' ? 'base plan' : 'peak load plan');

const BoostUsageTable = ({ customer }: { customer: CustomerDetails }) => {
  const queryClient = useQueryClient();
  const usage = useQuery(boostUsageQuery(customer.id));
  const [resetting, setResetting] = useState<PlanKind | null>(null);
  const reset = useMutation({
    mutationFn: (usageId: string) => callEndpoint(endpoints.resetBoostUsage, { params: { id: customer.id, usageId } }),
    meta: { isSilent: true },
    onSuccess: (next) => {
      queryClient.setQueryData(boostUsageKey(customer.id), next);
      showSuccess(messages.customers.updated(`${planLabel(resetting ?? 'base')} boost usage`, customer.alias));
      setResetting(null);
    },
  });
  if (usage.isPending) return <Loader size="sm" aria-label="Loading boost usage" />;
  if (usage.isError) return <Text c="red.9">Boost usage could not be loaded.</Text>;
  const chosen = resetting ? usageOf(usage.data, resetting) : null;
  return (
    <>
      <Table aria-label="Boost usage" w="auto">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Plan</Table.Th>
            <Table.Th>Boost hours</Table.Th>
            <Table.Th>Remaining</Table.Th>
            <Table.Th>Last reset</Table.Th>
            <Table.Th>Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(['base', 'peak'] as const).map((kind) => {
            const row = usageOf(usage.data, kind);
            return (
              <Table.Tr key={kind}>
                <Table.Td>{kind === 'base' ? 'Base plan' : 'Peak load plan'}</Table.Td>
                <Table.Td>{row ? row.boostHours : '—'}</Table.Td>
                <Table.Td>{row ? describeBoostUsage(row) : 'No plan booked'}</Table.Td>
                <Table.Td>{row?.resetAt ? <LocalTime value={row.resetAt} /> : row ? 'Never' : '—'}</Table.Td>
                <Table.Td>
                  {row && (
                    <Button size="xs" variant="default" onClick={() => setResetting(kind)}>
                      Reset {planLabel(kind)} boost usage
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {resetting && chosen && (
        <ConfirmDestructive
          title={`Reset the ${planLabel(resetting)} boost usage of ${customer.alias}?`}
          endpoint={endpoints.resetBoostUsage}
          confirmLabel="Reset boost usage"
          changes={[
            {
              what: `${planLabel(resetting)[0]!.toUpperCase()}${planLabel(resetting).slice(1)} boost hours`,
              from: describeBoostUsage(chosen),
              to: describeBoostUsage({ boostHours: chosen.boostHours, remainingBoostHours: chosen.boostHours }),
            },
          ]}
          isPending={reset.isPending}
          error={reset.isError ? reset.error : null}
          onConfirm={() => reset.mutate(chosen.id)}
          onClose={() => {
            reset.reset();
            setResetting(null);
          }}
        >
          <Text size="sm">
            {customer.alias} gets all {chosen.boostHours} boost hours of its {planLabel(resetting)} back (now{' '}
            {describeBoostUsage(chosen)}).
          </Text>
        </ConfirmDestructive>
      )}
    </>
  );
};

const LicenceSummary = ({ customer }: { customer: CustomerDetails }) => {
  const { licenseDetails: details, basePlanDetails: base, peakLoadPlanDetails: peak } = customer.licence;
  const plan = useQuery(serverPlanQuery(customer.id));
  return (
    <Stack gap={4}>
      <Text size="sm">
        {details
          ? `${details.licenseOfferingId} licence in ${details.currencyCode}; active user rate ${details.activeUserRate}, grace period until ${details.gracePeriodExpiryDate ?? 'not set'}.`
          : 'No licence recorded.'}
      </Text>
      <Text size="sm">
        Server plan:{' '}
        {plan.data
          ? `${plan.data.name} (weekday ${plan.data.weekday}, weekend ${plan.data.weekendDay}${plan.data.blockHours ? `, ${plan.data.blockHours} boost hours a month` : ''})`
          : plan.isPending
            ? 'loading…'
            : 'none'}
        ; first day of week {base.firstDayOfWeek}.
      </Text>
      <Text size="sm">
        {peak
          ? `Peak load plan from ${peak.peakStartDate} to ${peak.peakEndDate} (${countOf(peak.peakDays, { one: 'day', other: 'days' })}, ${countOf(peak.totalPeakBoostHours, { one: 'boost hour', other: 'boost hours' })}).`
          : 'No peak load plan booked.'}
      </Text>
    </Stack>
  );
};

/** doc1 §2 customer licence: offering, rates, base and peak plans (doc1 §4 arithmetic), boost usage. */
export const LicenceSection = ({ customer }: { customer: CustomerDetails }) => {
  const [isEditing, setEditing] = useState(false);
  const usage = useQuery(boostUsageQuery(customer.id));
  return (
    <DetailSection id="licence" title="Licence">
      <LicenceSummary customer={customer} />
      <Group>
        <Button color="blue.8" onClick={() => setEditing(true)} disabled={usage.isPending}>
          Edit licence
        </Button>
      </Group>
      <BoostUsageTable customer={customer} />
      {isEditing && (
        <LicenceModal
          customer={customer}
          peakUsageId={usage.data?.peakLoadPlanBoostUsage?.id ?? null}
          onClose={() => setEditing(false)}
        />
      )}
    </DetailSection>
  );
};
