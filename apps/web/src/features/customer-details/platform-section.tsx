import { endpoints, messages, type CustomerDetails, type Endpoint, type Job } from '@console/contract';
import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { ConfirmPendingChange, type ChangeLine, type PendingChange } from '../../lib/confirm-destructive';
import { showError, showSuccess } from '../../lib/report-error';
import { isSettled, referenceQueries, useJobAction } from '../customers';
import { customerDetailsKey } from '../../lib/customer-keys';
import { whyNoAppGateway, whyNoStaticIp } from './details-rules';
import { DetailSection } from '../../lib/detail-section';
import { LocalTime } from '../../lib/format-time';

type SettingsJob = 'assignStaticIp' | 'moveToAppGateway' | 'resetCreditCardVault';

const startSettingsJob = (customer: CustomerDetails, job: SettingsJob, changeReason?: string): Promise<Job> => {
  const params = { params: { id: customer.id }, changeReason };
  switch (job) {
    case 'assignStaticIp':
      return callEndpoint(endpoints.setStaticIpAddress, { params: { id: customer.id, flag: 'true' }, changeReason });
    case 'moveToAppGateway':
      return callEndpoint(endpoints.moveToAppGateway, params);
    case 'resetCreditCardVault':
      return callEndpoint(endpoints.resetCreditCardVaultCredentials, params);
    default: {
      const exhaustive: never = job;
      return exhaustive;
    }
  }
};

const jobEndpoints: Record<SettingsJob, Endpoint> = {
  assignStaticIp: endpoints.setStaticIpAddress,
  moveToAppGateway: endpoints.moveToAppGateway,
  resetCreditCardVault: endpoints.resetCreditCardVaultCredentials,
};

/** What each settings job says it does, and what it changes from → to. */
const jobEffect = (customer: CustomerDetails, job: SettingsJob): { description: string; change: ChangeLine } => {
  switch (job) {
    case 'assignStaticIp':
      return {
        description: `${customer.alias} gets a static IP address of its own; its DNS changes while the job runs.`,
        change: { what: 'Static IP address', from: customer.staticIpAddress ?? 'none', to: 'a new static IP address' },
      };
    case 'moveToAppGateway':
      return {
        description: `The site of ${customer.alias} moves behind the App Gateway; its DNS changes while the job runs.`,
        change: { what: 'App Gateway', from: 'not behind it', to: 'behind it' },
      };
    case 'resetCreditCardVault':
      return {
        description: `The credit card vault of ${customer.alias} gets new credentials; payments in progress may need to be retried.`,
        change: {
          what: 'Credit card vault credentials',
          from: customer.creditCardVaultResetAt
            ? `last reset ${new Date(customer.creditCardVaultResetAt).toLocaleString()}`
            : 'never reset from the console',
          to: 'new credentials',
        },
      };
    default: {
      const exhaustive: never = job;
      return exhaustive;
    }
  }
};

const jobLabels: Record<SettingsJob, string> = {
  assignStaticIp: 'Assign static IP address',
  moveToAppGateway: 'Move to App Gateway',
  resetCreditCardVault: 'Reset credit card vault credentials',
};

/** A setting of the customer's record: the answer is the new details; doc1 §8 toasts. */
const useRecordChange = <V,>(
  customer: CustomerDetails,
  change: (v: V) => Promise<CustomerDetails>,
  describe: (v: V) => [string, string],
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    meta: { isSilent: true },
    onSuccess: (details, variables) => {
      queryClient.setQueryData(customerDetailsKey(customer.id), details);
      showSuccess(messages.customers.updated(describe(variables)[0], customer.alias));
    },
    onError: (_error, variables) => showError(messages.customers.updateFailed(describe(variables)[1])),
  });
};

const FeatureToggles = ({ customer }: { customer: CustomerDetails }) => {
  const features = useQuery(referenceQueries.features);
  // Turning a feature on or off changes the live site: confirmed with a reason first (issue 25).
  const [pending, setPending] = useState<PendingChange | null>(null);
  const toggle = useRecordChange(
    customer,
    ({ featureId, isEnabled, changeReason }: { featureId: string; isEnabled: boolean; changeReason?: string }) =>
      callEndpoint(isEnabled ? endpoints.addCustomerFeature : endpoints.removeCustomerFeature, {
        params: { id: customer.id, featureId },
        changeReason,
      }),
    ({ isEnabled }) => (isEnabled ? ['features', 'add feature'] : ['features', 'remove feature']),
  );
  const handleChange = (featureId: string, isEnabled: boolean) =>
    setPending({
      title: `Turn ${isEnabled ? 'on' : 'off'} ${featureId} for ${customer.alias}?`,
      endpoint: isEnabled ? endpoints.addCustomerFeature : endpoints.removeCustomerFeature,
      confirmLabel: isEnabled ? 'Turn on feature' : 'Turn off feature',
      description: isEnabled
        ? `The feature ${featureId} is added to ${customer.alias}.`
        : `The feature ${featureId} is removed from ${customer.alias}.`,
      changes: [{ what: featureId, from: isEnabled ? 'off' : 'on', to: isEnabled ? 'on' : 'off' }],
      run: (changeReason) => toggle.mutate({ featureId, isEnabled, changeReason }, { onSettled: () => setPending(null) }),
    });
  const enabled = new Set(customer.features.filter((f) => f.isEnabled).map((f) => f.featureId));
  if (features.isError) return <Text c="red.9">The feature list could not be loaded.</Text>;
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend>
        <Text fw={600} size="sm">
          Features
        </Text>
      </legend>
      <Group gap="lg">
        {(features.data ?? []).map((f) => (
          <Switch
            key={f.featureId}
            label={f.featureId}
            checked={enabled.has(f.featureId)}
            disabled={toggle.isPending}
            onChange={(e) => handleChange(f.featureId, e.currentTarget.checked)}
          />
        ))}
      </Group>
      <ConfirmPendingChange pending={pending} isPending={toggle.isPending} onClose={() => setPending(null)} />
    </fieldset>
  );
};

/**
 * doc1 §2: static IP, App Gateway, credit card vault reset (platform jobs), per-customer features and
 * the dedicated-server flag (saved with the record, `POST /customers/{id}/`).
 */
export const PlatformSection = ({ customer }: { customer: CustomerDetails }) => {
  // Every setting here changes the live customer: each is confirmed first, showing from → to (issue 25).
  const [pending, setPending] = useState<PendingChange | null>(null);
  const close = () => setPending(null);
  const run = useJobAction(
    ({ job, changeReason }: { job: SettingsJob; changeReason?: string }) => startSettingsJob(customer, job, changeReason),
    ({ job }) => messages.customerSearch.jobStarted(jobLabels[job], customer.alias),
  );
  const dedicated = useRecordChange(
    customer,
    ({ isOnDedicatedServer, changeReason }: { isOnDedicatedServer: boolean; changeReason?: string }) =>
      callEndpoint(endpoints.saveCustomer, {
        params: { id: customer.id },
        body: { name: customer.name, webhookCount: customer.webhookCount, isOnDedicatedServer },
        // The record is saved whole: never over a name or count someone changed since this page read it.
        version: customer.version,
        changeReason,
      }),
    () => ['dedicated server', 'update dedicated server'],
  );
  const noStaticIp = whyNoStaticIp(customer);
  const noAppGateway = whyNoAppGateway(customer);
  const askJob = (job: SettingsJob) => {
    const effect = jobEffect(customer, job);
    setPending({
      title: `${jobLabels[job]} for ${customer.alias}?`,
      endpoint: jobEndpoints[job],
      confirmLabel: jobLabels[job],
      description: effect.description,
      changes: [effect.change],
      canBeUndone: job === 'assignStaticIp',
      run: (changeReason) => run.mutate({ job, changeReason }, { onSettled: close }),
    });
  };
  const askDedicated = (isOnDedicatedServer: boolean) =>
    setPending({
      title: `${isOnDedicatedServer ? 'Move' : 'Take'} ${customer.alias} ${isOnDedicatedServer ? 'to' : 'off'} a dedicated server?`,
      endpoint: endpoints.saveCustomer,
      confirmLabel: 'Change dedicated server',
      description: `${customer.alias} is recorded as ${isOnDedicatedServer ? 'running on a dedicated server' : 'running on a shared server'}.`,
      changes: [
        { what: 'Dedicated server', from: customer.isOnDedicatedServer ? 'yes' : 'no', to: isOnDedicatedServer ? 'yes' : 'no' },
      ],
      run: (changeReason) => dedicated.mutate({ isOnDedicatedServer, changeReason }, { onSettled: close }),
    });
  return (
    <DetailSection id="platform" title="Platform settings">
      <Stack gap="xs">
        <Text size="sm">
          {customer.staticIpAddress ? `Static IP address ${customer.staticIpAddress}` : 'No static IP address assigned.'}
        </Text>
        <Text size="sm">{customer.isOnAppGateway ? 'Behind the App Gateway.' : 'Not behind the App Gateway.'}</Text>
        <Text size="sm">
          {customer.creditCardVaultResetAt ? (
            <>
              Credit card vault credentials last reset <LocalTime value={customer.creditCardVaultResetAt} />
            </>
          ) : (
            'Credit card vault credentials never reset from the console.'
          )}
        </Text>
      </Stack>
      <Group gap="sm" align="flex-start">
        <Button
          color="blue.8"
          disabled={noStaticIp !== null}
          aria-describedby={noStaticIp ? 'why-no-static-ip' : undefined}
          loading={run.isPending && run.variables?.job === 'assignStaticIp'}
          onClick={() => askJob('assignStaticIp')}
        >
          {jobLabels.assignStaticIp}
        </Button>
        <Button
          color="blue.8"
          disabled={noAppGateway !== null}
          aria-describedby={noAppGateway ? 'why-no-app-gateway' : undefined}
          onClick={() => askJob('moveToAppGateway')}
        >
          {jobLabels.moveToAppGateway}
        </Button>
        <Button color="blue.8" variant="outline" disabled={!isSettled(customer)} onClick={() => askJob('resetCreditCardVault')}>
          {jobLabels.resetCreditCardVault}
        </Button>
      </Group>
      {noStaticIp && (
        <Text size="sm" c="gray.7" id="why-no-static-ip">
          {noStaticIp}
        </Text>
      )}
      {noAppGateway && (
        <Text size="sm" c="gray.7" id="why-no-app-gateway">
          {noAppGateway}
        </Text>
      )}
      <Switch
        label="Runs on a dedicated server"
        checked={customer.isOnDedicatedServer}
        disabled={dedicated.isPending}
        onChange={(e) => askDedicated(e.currentTarget.checked)}
      />
      <FeatureToggles customer={customer} />
      <ConfirmPendingChange pending={pending} isPending={run.isPending || dedicated.isPending} onClose={close} />
    </DetailSection>
  );
};
