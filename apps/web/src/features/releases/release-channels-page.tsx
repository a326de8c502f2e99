import { endpoints, messages, type ReleaseChannel } from '@console/contract';
import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { ConfirmDestructive } from '../../lib/confirm-destructive';
import { ListStates } from '../../lib/list-states';
import { GuardedButton, useCaller } from '../../lib/permissions';
import { showError, showSuccess } from '../../lib/report-error';
import { ScrollableTable } from '../../lib/scrollable-table';
import { ChannelDetailsModal } from './channel-details-modal';
import { channelCreatedText, isBetaCleanupShown, stabilityComputedText } from './release-rules';
import { CheckedCreateModal, CurrentVersion } from './release-parts';
import { releaseChannelsQuery, useChannelUpdate, useReleasesLive, useReleasesRefresh } from './release-queries';

/** Beta cleanup's button shows only where the operator may call it (production; see isBetaCleanupShown). */
const useIsBetaCleanupShown = () => isBetaCleanupShown(useCaller());

const StabilityButton = ({ channel }: { channel: ReleaseChannel }) => {
  const update = useChannelUpdate();
  const compute = useMutation({
    mutationFn: () => callEndpoint(endpoints.computeStabilityIndex, { params: { id: channel.id } }),
    onSuccess: (computed) => {
      update(computed);
      showSuccess(stabilityComputedText(computed.name, computed.stabilityIndex));
    },
  });
  return (
    <GuardedButton
      endpoint={endpoints.computeStabilityIndex}
      size="compact-sm"
      variant="default"
      loading={compute.isPending}
      aria-label={`Compute stability index of ${channel.name}`}
      onClick={() => compute.mutate()}
    >
      Compute stability index
    </GuardedButton>
  );
};

/** doc2 §2 Release channels list: create, details (history, customers, rollback, removal), stability index, beta cleanup. */
export const ReleaseChannelsPage = () => {
  useReleasesLive();
  const refresh = useReleasesRefresh();
  const channels = useQuery(releaseChannelsQuery);
  const [isCreating, setCreating] = useState(false);
  const [isCleaningUp, setCleaningUp] = useState(false);
  // The open channel's details are in the address (?channel=id), so they can be linked to and shared.
  const search = useSearch({ strict: false }) as { channel?: unknown };
  const navigate = useNavigate();
  const detailsOf = channels.data?.find((channel) => channel.id === search.channel) ?? null;
  const setDetailsOf = (channel: ReleaseChannel | null) =>
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => ({ ...previous, channel: channel?.id }),
    } as never);
  const isBetaCleanupShown = useIsBetaCleanupShown();
  const cleanUp = useMutation({
    mutationFn: (changeReason: string | undefined) => callEndpoint(endpoints.cleanUpBeta, { changeReason }),
    meta: { isSilent: true },
    onSuccess: ({ customersMoved }) => {
      setCleaningUp(false);
      showSuccess(messages.releases.betaCleanupSucceeded);
      if (customersMoved > 0) refresh.channels();
    },
    onError: () => {
      setCleaningUp(false);
      showError(messages.releases.betaCleanupFailed);
    },
  });
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          Release channels
        </Title>
        <Group gap="sm">
          {isBetaCleanupShown && (
            <GuardedButton
              endpoint={endpoints.cleanUpBeta}
              variant="outline"
              color="blue.8"
              aria-haspopup="dialog"
              loading={cleanUp.isPending}
              onClick={() => setCleaningUp(true)}
            >
              Move clients out of Beta/Preview
            </GuardedButton>
          )}
          <GuardedButton
            endpoint={endpoints.createReleaseChannel}
            color="blue.8"
            aria-haspopup="dialog"
            onClick={() => setCreating(true)}
          >
            Create release channel
          </GuardedButton>
        </Group>
      </Group>
      <ListStates
        query={channels}
        isEmpty={(list) => list.length === 0}
        loadingLabel="Loading the release channels"
        errorText="The release channels could not be loaded."
        emptyText="There are no release channels yet."
      >
        {(list) => (
          <ScrollableTable label="Release channels" minWidth={620}>
            <Table striped aria-label="Release channels">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Current release</Table.Th>
                  <Table.Th>Stability index</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((channel) => (
                  <Table.Tr key={channel.id} data-testid="release-channel-row">
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {channel.name}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <CurrentVersion channel={channel} />
                    </Table.Td>
                    <Table.Td aria-label={`Stability index of ${channel.name}`}>
                      {channel.stabilityIndex.toLocaleString('en')}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="compact-sm"
                          variant="outline"
                          color="blue.8"
                          aria-haspopup="dialog"
                          aria-label={`Details of ${channel.name}`}
                          onClick={() => setDetailsOf(channel)}
                        >
                          Details
                        </Button>
                        <StabilityButton channel={channel} />
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollableTable>
        )}
      </ListStates>
      {detailsOf && <ChannelDetailsModal channel={detailsOf} onClose={() => setDetailsOf(null)} />}
      {isCreating && (
        <CheckedCreateModal
          title="Create release channel"
          label="Name"
          submitLabel="Create release channel"
          validator={endpoints.validateReleaseChannelName}
          create={(name) => callEndpoint(endpoints.createReleaseChannel, { body: { name } })}
          onCreated={(channel) => {
            setCreating(false);
            refresh.channels();
            showSuccess(channelCreatedText(channel.name));
          }}
          onClose={() => setCreating(false)}
        />
      )}
      {isCleaningUp && (
        <ConfirmDestructive
          title="Move clients out of Beta/Preview?"
          endpoint={endpoints.cleanUpBeta}
          confirmLabel="Move clients out"
          canBeUndone
          isPending={cleanUp.isPending}
          error={null}
          onConfirm={(changeReason) => cleanUp.mutate(changeReason)}
          onClose={() => setCleaningUp(false)}
        >
          <Text size="sm">Every client in the Beta and Preview channels is moved out of them.</Text>
        </ConfirmDestructive>
      )}
    </Stack>
  );
};
