import { endpoints, messages, type CustomerDetails, type Job } from '@console/contract';
import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { ConfirmDestructive } from '../../lib/confirm-destructive';
import { showError, showSuccess } from '../../lib/report-error';
import { isSettled, referenceQueries, useJobAction } from '../customers';
import { customerDetailsKey } from '../../lib/customer-keys';
import { whyNoAppGateway, whyNoStaticIp } from './details-rules';
import { DetailSection } from '../../lib/detail-section';
import { LocalTime } from '../../lib/format-time';

type SettingsJob = 'assignStaticIp' | 'moveToAppGateway' | 'resetCreditCardVault';

const startSettingsJob = (customer: CustomerDetails, job: SettingsJob): Promise<Job> => {
  const params = { params: { id: customer.id } };
  switch (job) {
    case 'assignStaticIp':
      return callEndpoint(endpoints.setStaticIpAddress, { params: { id: customer.id, flag: 'true' } });
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
  // Turning a feature off removes it (destructive, issue 23): it is confirmed with a reason first.
  const [removing, setRemoving] = useState<string | null>(null);
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
    isEnabled ? toggle.mutate({ featureId, isEnabled }) : setRemoving(featureId);
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
      {removing !== null && (
        <ConfirmDestructive
          title={`Turn off ${removing} for ${customer.alias}?`}
          endpoint={endpoints.removeCustomerFeature}
          canBeUndone
          confirmLabel="Turn off feature"
          isPending={toggle.isPending}
          error={null}
          onConfirm={(changeReason) =>
            toggle.mutate({ featureId: removing, isEnabled: false, changeReason }, { onSettled: () => setRemoving(null) })
          }
          onClose={() => setRemoving(null)}
        >
          <Text size="sm">
            The feature {removing} is removed from {customer.alias}.
          </Text>
        </ConfirmDestructive>
      )}
    </fieldset>
  );
};

/**
 * doc1 §2: static IP, App Gateway, credit card vault reset (platform jobs), per-customer features and
 * the dedicated-server flag (saved with the record, `POST /customers/{id}/`).
 */
export const PlatformSection = ({ customer }: { customer: CustomerDetails }) => {
  const [confirming, setConfirming] = useState<SettingsJob | null>(null);
  const run = useJobAction(
    (job: SettingsJob) => startSettingsJob(customer, job),
    (job) => messages.customerSearch.jobStarted(jobLabels[job], customer.alias),
  );
  const dedicated = useRecordChange(
    customer,
    (isOnDedicatedServer: boolean) =>
      callEndpoint(endpoints.saveCustomer, {
        params: { id: customer.id },
        body: { name: customer.name, webhookCount: customer.webhookCount, isOnDedicatedServer },
        // The record is saved whole: never over a name or count someone changed since this page read it.
        version: customer.version,
      }),
    () => ['dedicated server', 'update dedicated server'],
  );
  const noStaticIp = whyNoStaticIp(customer);
  const noAppGateway = whyNoAppGateway(customer);
  const handleConfirm = () => {
    if (!confirming) return;
    run.mutate(confirming, { onSettled: () => setConfirming(null) });
  };
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
          loading={run.isPending && run.variables === 'assignStaticIp'}
          onClick={() => run.mutate('assignStaticIp')}
        >
          {jobLabels.assignStaticIp}
        </Button>
        <Button
          color="blue.8"
          disabled={noAppGateway !== null}
          aria-describedby={noAppGateway ? 'why-no-app-gateway' : undefined}
          onClick={() => setConfirming('moveToAppGateway')}
        >
          {jobLabels.moveToAppGateway}
        </Button>
        <Button
          color="blue.8"
          variant="outline"
          disabled={!isSettled(customer)}
          onClick={() => setConfirming('resetCreditCardVault')}
        >
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
        onChange={(e) => dedicated.mutate(e.currentTarget.checked)}
      />
      <FeatureToggles customer={customer} />
      {confirming && (
        <ConfirmDestructive
          title={`${jobLabels[confirming]} for ${customer.alias}?`}
          endpoint={confirming === 'moveToAppGateway' ? endpoints.moveToAppGateway : endpoints.resetCreditCardVaultCredentials}
          confirmLabel={jobLabels[confirming]}
          isPending={run.isPending}
          error={null}
          onConfirm={handleConfirm}
          onClose={() => setConfirming(null)}
        >
          <Text size="sm">
            {confirming === 'moveToAppGateway'
              ? `The site of ${customer.alias} moves behind the App Gateway; its DNS changes while the job runs.`
              : `The credit card vault of ${customer.alias} gets new credentials; payments in progress may need to be retried.`}
          </Text>
        </ConfirmDestructive>
      )}
    </DetailSection>
  );
};
