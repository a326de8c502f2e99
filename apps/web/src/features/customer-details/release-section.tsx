import { endpoints, messages, type CustomerDetails } from '@console/contract';
import { Button, Group, Select, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';
import { showError, showSuccess } from '../../lib/report-error';
import { referenceQueries } from '../customers';
import { customerDetailsKey } from '../../lib/customer-keys';
import { DetailSection } from '../../lib/detail-section';

type ReleaseChange = { kind: 'channel'; channelId: string } | { kind: 'pin' } | { kind: 'unlock' };

const send = (customerId: string, change: ReleaseChange) => {
  switch (change.kind) {
    case 'channel':
      return callEndpoint(endpoints.changeReleaseChannel, { params: { id: customerId, channelId: change.channelId } });
    case 'pin':
      return callEndpoint(endpoints.pinReleaseChannel, { params: { id: customerId } });
    case 'unlock':
      return callEndpoint(endpoints.unlockFromCurrentReleaseChannel, { params: { id: customerId } });
    default: {
      const exhaustive: never = change;
      return exhaustive;
    }
  }
};

/** doc1 §2: release channel change, pin to the current version, unlock. */
export const ReleaseSection = ({ customer }: { customer: CustomerDetails }) => {
  const queryClient = useQueryClient();
  const channels = useQuery(referenceQueries.releaseChannels);
  const change = useMutation({
    mutationFn: (c: ReleaseChange) => send(customer.id, c),
    meta: { isSilent: true },
    onSuccess: (details) => {
      queryClient.setQueryData(customerDetailsKey(customer.id), details);
      showSuccess(messages.customers.updated('release channel', customer.alias));
    },
    onError: () => showError(messages.customers.updateFailed('update release channel')),
  });
  return (
    <DetailSection id="release" title="Release channel">
      <Group align="flex-end" gap="sm">
        <Select
          label="Release channel"
          data={(channels.data ?? []).map((c) => ({ value: c.id, label: `${c.name} (${c.currentVersion ?? 'no release'})` }))}
          value={customer.releaseChannelId}
          onChange={(value) =>
            value && value !== customer.releaseChannelId && change.mutate({ kind: 'channel', channelId: value })
          }
          allowDeselect={false}
          disabled={change.isPending || channels.isPending}
          w={280}
        />
        <Button
          color="blue.8"
          disabled={customer.isPinnedToReleaseChannel || !customer.releaseChannelId || !customer.releaseChannelVersion}
          onClick={() => change.mutate({ kind: 'pin' })}
        >
          Pin to current version
        </Button>
        <Button color="blue.8" disabled={!customer.isPinnedToReleaseChannel} onClick={() => change.mutate({ kind: 'unlock' })}>
          Unlock from current version
        </Button>
      </Group>
      <Text size="sm" c="gray.7">
        {customer.isPinnedToReleaseChannel
          ? `Pinned to ${customer.pinnedVersion ?? 'its version'}; later releases of the channel wait.`
          : `Follows the channel${customer.releaseChannelVersion ? `, now at ${customer.releaseChannelVersion}` : ''}.`}
      </Text>
    </DetailSection>
  );
};
