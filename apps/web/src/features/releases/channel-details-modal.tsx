import { endpoints, type ReleaseChannel } from '@console/contract';
import { Alert, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { ConfirmDestructive } from '../../lib/confirm-destructive';
import { DialogModal } from '../../lib/dialog-modal';
import { LocalTime } from '../../lib/format-time';
import { ListStates } from '../../lib/list-states';
import { GuardedButton } from '../../lib/permissions';
import { countOf } from '../../lib/plural';
import { showSuccess } from '../../lib/report-error';
import { ScrollableTable } from '../../lib/scrollable-table';
import { usePromotion } from './promotion';
import { Pager } from '../../lib/pager';
import { CurrentVersion } from './release-parts';
import { channelCustomersPageSize, channelCustomersQuery, releaseChannelQuery, useReleasesRefresh } from './release-queries';
import {
  channelDeletedText,
  customerNoun,
  newestPromotionsFirst,
  refusalText,
  rollbackTarget,
  runningVersionsText,
  stabilityText,
  versionOrNone,
} from './release-rules';

const ChannelCustomers = ({ channel }: { channel: ReleaseChannel }) => {
  const [page, setPage] = useState(1);
  const customers = useQuery(channelCustomersQuery(channel.id, page));
  return (
    <ListStates
      query={customers}
      isEmpty={(answer) => answer.results.length === 0}
      loadingLabel={`Loading the customers in ${channel.name}`}
      errorText={`The customers in ${channel.name} could not be loaded.`}
      emptyText={`No customer is in ${channel.name}.`}
    >
      {(answer) => (
        <Stack gap="xs" aria-busy={customers.isPlaceholderData} style={{ opacity: customers.isPlaceholderData ? 0.6 : 1 }}>
          <ScrollableTable label={`Customers in ${channel.name}`} minWidth={360}>
            <Table striped aria-label={`Customers in ${channel.name}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Alias</Table.Th>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Pinned</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {answer.results.map((customer) => (
                  <Table.Tr key={customer.id}>
                    <Table.Td>{customer.alias}</Table.Td>
                    <Table.Td>{customer.name}</Table.Td>
                    <Table.Td>{customer.isPinnedToReleaseChannel ? 'Pinned' : 'Follows the channel'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollableTable>
          <Pager
            label={`the customers in ${channel.name}`}
            page={answer.page}
            total={answer.stats.totalResults}
            pageSize={answer.pageSize || channelCustomersPageSize}
            isFetching={customers.isFetching}
            onPage={setPage}
          />
        </Stack>
      )}
    </ListStates>
  );
};

/**
 * doc2 §2 Release channels list, details: the channel's promotions (who, when, from → to, how many
 * moved, rollbacks), its customers, a rollback to the release before, and removing the channel.
 */
export const ChannelDetailsModal = ({ channel, onClose }: { channel: ReleaseChannel; onClose: () => void }) => {
  const refresh = useReleasesRefresh();
  const details = useQuery(releaseChannelQuery(channel.id));
  const promotion = usePromotion();
  const [isDeleting, setDeleting] = useState(false);
  const remove = useMutation({
    mutationFn: (changeReason: string | undefined) =>
      callEndpoint(endpoints.deleteReleaseChannel, { params: { id: channel.id }, changeReason }),
    meta: { isSilent: true },
    onSuccess: () => {
      showSuccess(channelDeletedText(channel.name));
      setDeleting(false);
      onClose();
      refresh.channels();
    },
  });
  const shown = details.data?.channel ?? channel;
  const rollback = details.data ? rollbackTarget(details.data.channel, details.data.history) : null;
  return (
    <DialogModal onClose={onClose} title={`Release channel ${channel.name}`} size="xl">
      <Stack gap="md">
        <Group gap="lg">
          <Text size="sm">
            Current release: <CurrentVersion channel={shown} />
          </Text>
          <Text size="sm">{stabilityText(shown.stabilityIndex)}</Text>
          {details.data?.stabilityIndexComputedAtUtc && (
            <Text size="sm">
              Computed <LocalTime value={details.data.stabilityIndexComputedAtUtc} />
            </Text>
          )}
          {details.data && <Text size="sm">{countOf(details.data.customerCount, customerNoun)}</Text>}
          {details.data && (
            <Text size="sm" role="status">
              {runningVersionsText(details.data.runningVersions)}
            </Text>
          )}
        </Group>
        <Group gap="sm">
          {rollback && (
            <GuardedButton
              endpoint={endpoints.promoteRelease}
              variant="outline"
              color="blue.8"
              aria-haspopup="dialog"
              loading={promotion.previewing !== null}
              onClick={() =>
                promotion.start({
                  releaseId: rollback.releaseId,
                  version: rollback.version,
                  channel: shown,
                  isRollback: true,
                })
              }
            >
              Roll back to {rollback.version}
            </GuardedButton>
          )}
          <GuardedButton
            endpoint={endpoints.deleteReleaseChannel}
            color="red.9"
            variant="outline"
            aria-haspopup="dialog"
            onClick={() => {
              remove.reset();
              setDeleting(true);
            }}
          >
            Delete channel
          </GuardedButton>
        </Group>
        <section aria-labelledby="channel-history-heading">
          <Stack gap="xs">
            <Title order={3} size="h5" id="channel-history-heading">
              History
            </Title>
            <ListStates
              query={details}
              isEmpty={(answer) => answer.history.length === 0}
              loadingLabel={`Loading the history of ${channel.name}`}
              errorText={`The history of ${channel.name} could not be loaded.`}
              emptyText="No release has been promoted to this channel yet."
            >
              {(answer) => (
                <ScrollableTable label={`History of ${channel.name}`} minWidth={560}>
                  <Table striped aria-label={`History of ${channel.name}`}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>When</Table.Th>
                        <Table.Th>Who</Table.Th>
                        <Table.Th>Release</Table.Th>
                        <Table.Th>Customers moved</Table.Th>
                        <Table.Th>Pinned</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {newestPromotionsFirst(answer.history).map((p) => (
                        <Table.Tr key={p.id}>
                          <Table.Td>
                            <LocalTime value={p.promotedAtUtc} />
                          </Table.Td>
                          <Table.Td>{p.promotedByName}</Table.Td>
                          <Table.Td>
                            {`${versionOrNone(p.fromVersion)} → ${p.toVersion}`}
                            {p.isRollback && (
                              <Badge ml="xs" size="sm" variant="light" c="dark.8">
                                Rollback
                              </Badge>
                            )}
                          </Table.Td>
                          <Table.Td>{p.customersMoved.toLocaleString('en')}</Table.Td>
                          <Table.Td>{p.customersPinned.toLocaleString('en')}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </ScrollableTable>
              )}
            </ListStates>
          </Stack>
        </section>
        <section aria-labelledby="channel-customers-heading">
          <Stack gap="xs">
            <Title order={3} size="h5" id="channel-customers-heading">
              Customers
            </Title>
            <ChannelCustomers channel={channel} />
          </Stack>
        </section>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
      {promotion.confirmation}
      {isDeleting && (
        <ConfirmDestructive
          title={`Delete release channel ${channel.name}?`}
          endpoint={endpoints.deleteReleaseChannel}
          confirmLabel="Delete channel"
          isPending={remove.isPending}
          error={null}
          onConfirm={(changeReason) => remove.mutate(changeReason)}
          onClose={() => setDeleting(false)}
        >
          <Stack gap="xs">
            <Text size="sm">
              The release channel {channel.name} is removed. A channel with customers in it cannot be removed.
            </Text>
            {remove.isError && (
              <Alert color="red" role="alert" title="The channel was not deleted">
                {refusalText(remove.error)}
              </Alert>
            )}
          </Stack>
        </ConfirmDestructive>
      )}
    </DialogModal>
  );
};
