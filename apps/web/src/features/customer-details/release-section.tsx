import { endpoints, messages, type CustomerDetails } from '@console/contract';
import { Button, Group, Select, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { ConfirmPendingChange, type PendingChange } from '../../lib/confirm-destructive';
import { showError, showSuccess } from '../../lib/report-error';
import { referenceQueries } from '../customers';
import { customerDetailsKey } from '../../lib/customer-keys';
import { DetailSection } from '../../lib/detail-section';
import { runningText } from './details-rules';
import { useRequestedAction } from '../../lib/requested-action';

type ReleaseChange = { kind: 'channel'; channelId: string } | { kind: 'pin' } | { kind: 'unlock' };

const send = (customerId: string, change: ReleaseChange, changeReason?: string) => {
  switch (change.kind) {
    case 'channel':
      return callEndpoint(endpoints.changeReleaseChannel, {
        params: { id: customerId, channelId: change.channelId },
        changeReason,
      });
    case 'pin':
      return callEndpoint(endpoints.pinReleaseChannel, { params: { id: customerId }, changeReason });
    case 'unlock':
      return callEndpoint(endpoints.unlockFromCurrentReleaseChannel, { params: { id: customerId }, changeReason });
    default: {
      const exhaustive: never = change;
      return exhaustive;
    }
  }
};

const followed = (customer: CustomerDetails) =>
  customer.isPinnedToReleaseChannel
    ? `pinned to ${customer.pinnedVersion ?? 'its version'}`
    : `follows ${customer.releaseChannelName ?? 'no channel'}${customer.releaseChannelVersion ? ` (${customer.releaseChannelVersion})` : ''}`;

const releaseActionIds = ['pinToCurrentVersion', 'unlockFromCurrentVersion'] as const;

/**
 * doc1 §2: release channel change, pin to the current version, unlock. Each changes what the live
 * customer runs next, so each is confirmed first, showing from → to (issue 25).
 */
export const ReleaseSection = ({ customer }: { customer: CustomerDetails }) => {
  const queryClient = useQueryClient();
  const channels = useQuery(referenceQueries.releaseChannels);
  const [pending, setPending] = useState<PendingChange | null>(null);
  const change = useMutation({
    mutationFn: ({ change: c, changeReason }: { change: ReleaseChange; changeReason?: string }) =>
      send(customer.id, c, changeReason),
    meta: { isSilent: true },
    onSuccess: (details) => {
      queryClient.setQueryData(customerDetailsKey(customer.id), details);
      showSuccess(messages.customers.updated('release channel', customer.alias));
    },
    onError: () => showError(messages.customers.updateFailed('update release channel')),
    onSettled: () => setPending(null),
  });
  const ask = (c: ReleaseChange, title: string, confirmLabel: string, to: string, endpoint: PendingChange['endpoint']) =>
    setPending({
      title,
      endpoint,
      confirmLabel,
      description: `${customer.alias} is live: the version it runs next follows this change.`,
      changes: [{ what: 'Release', from: followed(customer), to }],
      run: (changeReason) => change.mutate({ change: c, changeReason }),
    });
  const channelName = (id: string | null) => channels.data?.find((c) => c.id === id)?.name ?? 'none';
  const handleChannel = (value: string | null) => {
    if (!value || value === customer.releaseChannelId) return;
    setPending({
      title: `Change the release channel of ${customer.alias}?`,
      endpoint: endpoints.changeReleaseChannel,
      confirmLabel: 'Change release channel',
      description: `${customer.alias} is live: it moves to the releases of the chosen channel.`,
      changes: [{ what: 'Release channel', from: channelName(customer.releaseChannelId), to: channelName(value) }],
      run: (changeReason) => change.mutate({ change: { kind: 'channel', channelId: value }, changeReason }),
    });
  };
  const canPin = !customer.isPinnedToReleaseChannel && !!customer.releaseChannelId && !!customer.releaseChannelVersion;
  const askPin = () =>
    ask(
      { kind: 'pin' },
      `Pin ${customer.alias} to its current version?`,
      'Pin to current version',
      `pinned to ${customer.releaseChannelVersion ?? 'its version'}`,
      endpoints.pinReleaseChannel,
    );
  const askUnlock = () =>
    ask(
      { kind: 'unlock' },
      `Unlock ${customer.alias} from its current version?`,
      'Unlock from current version',
      `follows ${customer.releaseChannelName ?? 'its channel'}${customer.releaseChannelVersion ? ` (${customer.releaseChannelVersion})` : ''}`,
      endpoints.unlockFromCurrentReleaseChannel,
    );
  // A deep link or the command palette asks for pin or unlock: the same confirmation as the buttons.
  useRequestedAction(releaseActionIds, true, (id) => {
    if (id === 'pinToCurrentVersion' && canPin) askPin();
    if (id === 'unlockFromCurrentVersion' && customer.isPinnedToReleaseChannel) askUnlock();
  });
  return (
    <DetailSection id="release" title="Release channel">
      <Group align="flex-end" gap="sm">
        <Select
          label="Release channel"
          data={(channels.data ?? []).map((c) => ({ value: c.id, label: `${c.name} (${c.currentVersion ?? 'no release'})` }))}
          value={customer.releaseChannelId}
          onChange={handleChannel}
          allowDeselect={false}
          disabled={change.isPending || channels.isPending}
          w={280}
        />
        <Button color="blue.8" disabled={!canPin} onClick={askPin}>
          Pin to current version
        </Button>
        <Button color="blue.8" disabled={!customer.isPinnedToReleaseChannel} onClick={askUnlock}>
          Unlock from current version
        </Button>
      </Group>
      <Text size="sm" c="gray.7">
        {customer.isPinnedToReleaseChannel
          ? `Pinned to ${customer.pinnedVersion ?? 'its version'}; later releases of the channel wait.`
          : `Follows the channel${customer.releaseChannelVersion ? `, now at ${customer.releaseChannelVersion}` : ''}.`}
      </Text>
      <Text size="sm" c="gray.7">
        {runningText(customer)}
      </Text>
      <ConfirmPendingChange pending={pending} isPending={change.isPending} onClose={() => setPending(null)} />
    </DetailSection>
  );
};
