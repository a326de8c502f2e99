import {
  appServicePlanNamePattern,
  endpoints,
  instanceCountReasons,
  type AppServicePlan,
  type AppServicePricingTier,
  type ReconfigureAppServicePlanInput,
  type CreateAppServicePlanInput,
} from '@console/contract';
import { Autocomplete, NumberInput, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ConfirmDestructive } from '../../lib/confirm-destructive';
import { DialogActions } from '../../lib/dialog-actions';
import { DialogModal } from '../../lib/dialog-modal';
import { callEndpoint } from '../../lib/api-client';
import { planConfigQuery, resourceGroupsQuery } from './app-service-plan-queries';

const locationsQuery = {
  queryKey: ['app-service-plans', 'locations'],
  queryFn: ({ signal }: { signal: AbortSignal }) => callEndpoint(endpoints.listLocations, { signal }),
  staleTime: 60_000,
};

const nameReason = (label: string, value: string) =>
  value.trim() === ''
    ? null
    : appServicePlanNamePattern.test(value.trim())
      ? null
      : `${label} may contain only letters, digits and hyphens, starting with a letter or digit`;

const TierAndCount = ({
  tier,
  count,
  onTier,
  onCount,
}: {
  tier: string | null;
  count: number | string;
  onTier: (tier: string | null) => void;
  onCount: (count: number | string) => void;
}) => {
  const config = useQuery(planConfigQuery);
  const tiers = config.data?.supportedPricingTiers ?? [];
  const countReason = tier && typeof count === 'number' ? (instanceCountReasons(tier, count)[0] ?? null) : null;
  return (
    <>
      <Select
        label="Pricing tier"
        required
        data={tiers.map((t) => ({ value: t.code, label: `${t.name} (up to ${t.maxInstanceCount} instances)` }))}
        value={tier}
        onChange={onTier}
        allowDeselect={false}
      />
      <NumberInput label="Instance count" required min={1} max={30} value={count} onChange={onCount} error={countReason} />
    </>
  );
};

/** Creates (commissions) a plan: name, location, resource group of that location (or a new one), type, tier and instances. */
export const CreatePlanDialog = ({
  isPending,
  error,
  onCreate,
  onClose,
}: {
  isPending: boolean;
  error: unknown;
  onCreate: (input: CreateAppServicePlanInput) => void;
  onClose: () => void;
}) => {
  const [planName, setPlanName] = useState('');
  const [location, setLocation] = useState<string | null>(null);
  const [resourceGroup, setResourceGroup] = useState('');
  const [type, setType] = useState<'Shared' | 'Dedicated'>('Shared');
  const [tier, setTier] = useState<string | null>('P1v3');
  const [count, setCount] = useState<number | string>(2);
  const locations = useQuery(locationsQuery);
  const groups = useQuery(resourceGroupsQuery(location ?? ''));
  const isComplete =
    planName.trim() !== '' &&
    location !== null &&
    resourceGroup.trim() !== '' &&
    tier !== null &&
    typeof count === 'number' &&
    !nameReason('Plan name', planName) &&
    !nameReason('Resource group', resourceGroup) &&
    instanceCountReasons(tier, count).length === 0;
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isComplete) return;
    onCreate({
      planName: planName.trim(),
      location: location!,
      resourceGroup: resourceGroup.trim(),
      type,
      pricingTier: tier as CreateAppServicePlanInput['pricingTier'],
      instanceCount: count as number,
    });
  };
  return (
    <DialogModal onClose={onClose} title="Create an app service plan">
      <form onSubmit={handleSubmit}>
        <Stack>
          <TextInput
            label="Plan name"
            required
            maxLength={40}
            value={planName}
            onChange={(e) => setPlanName(e.currentTarget.value)}
            error={nameReason('Plan name', planName)}
            data-autofocus
          />
          <Select
            label="Location"
            required
            searchable
            data={(locations.data ?? []).filter((l) => l.isSupported).map((l) => ({ value: l.name, label: l.displayName }))}
            value={location}
            onChange={(value) => {
              setLocation(value);
              setResourceGroup('');
            }}
          />
          <Autocomplete
            label="Resource group"
            description="An existing group of the location, or a new name"
            required
            maxLength={40}
            disabled={!location}
            data={(groups.data ?? []).map((g) => g.name)}
            value={resourceGroup}
            onChange={setResourceGroup}
            error={nameReason('Resource group', resourceGroup)}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="create-plan-type">
              Type
            </Text>
            <SegmentedControl
              aria-labelledby="create-plan-type"
              value={type}
              onChange={(value) => setType(value as 'Shared' | 'Dedicated')}
              data={['Shared', 'Dedicated']}
            />
          </Stack>
          <TierAndCount tier={tier} count={count} onTier={setTier} onCount={setCount} />
          <DialogActions
            error={error}
            submitLabel="Create plan"
            isPending={isPending}
            isDisabled={!isComplete}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </DialogModal>
  );
};

/** Changes the pricing tier (from config) and the instance count. */
export const ReconfigureDialog = ({
  plan,
  isPending,
  error,
  onReconfigure,
  onClose,
}: {
  plan: AppServicePlan;
  isPending: boolean;
  error: unknown;
  onReconfigure: (input: ReconfigureAppServicePlanInput) => void;
  onClose: () => void;
}) => {
  const [tier, setTier] = useState<string | null>(plan.pricingTier);
  const [count, setCount] = useState<number | string>(plan.instanceCount);
  const isUnchanged = tier === plan.pricingTier && count === plan.instanceCount;
  const isValid = tier !== null && typeof count === 'number' && instanceCountReasons(tier, count).length === 0;
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValid || isUnchanged) return;
    onReconfigure({ selectedAppServicePricingTier: tier as AppServicePricingTier, instanceCount: count as number });
  };
  return (
    <DialogModal onClose={onClose} title={`Reconfigure ${plan.planName}`}>
      <form onSubmit={handleSubmit}>
        <Stack>
          <Text size="sm">
            Now {plan.pricingTier} with {plan.instanceCount} instance{plan.instanceCount === 1 ? '' : 's'}. The plan scales while
            its sites keep running.
          </Text>
          <TierAndCount tier={tier} count={count} onTier={setTier} onCount={setCount} />
          <DialogActions
            error={error}
            submitLabel="Reconfigure"
            isPending={isPending}
            isDisabled={!isValid || isUnchanged}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </DialogModal>
  );
};

/** Decommissioning asks for the plan's name to be typed (doc2 §2: typed-name confirmation). */
export const DecommissionDialog = ({
  plan,
  isPending,
  error,
  onDecommission,
  onClose,
}: {
  plan: AppServicePlan;
  isPending: boolean;
  error: unknown;
  onDecommission: (confirmPlanName: string, changeReason: string | undefined) => void;
  onClose: () => void;
}) => {
  const [typed, setTyped] = useState('');
  return (
    <ConfirmDestructive
      title={`Decommission ${plan.planName}?`}
      endpoint={endpoints.decommissionAppServicePlan}
      confirmLabel="Decommission"
      isConfirmDisabled={typed !== plan.planName}
      isPending={isPending}
      error={error}
      onConfirm={(reason) => onDecommission(typed, reason)}
      onClose={onClose}
    >
      <Text size="sm">
        Its deployments are removed and the plan is deleted from the cloud. Type <strong>{plan.planName}</strong> to confirm.
      </Text>
      <TextInput label="Plan name" required value={typed} onChange={(e) => setTyped(e.currentTarget.value)} autoComplete="off" />
    </ConfirmDestructive>
  );
};
