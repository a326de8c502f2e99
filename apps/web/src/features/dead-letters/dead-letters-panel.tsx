import {
  constants,
  endpoints,
  joinMessageIds,
  messages,
  type CustomerDetails,
  type DeadLetter,
  type DeadLetterQueue,
  type Deployment,
} from '@console/contract';
import { Button, Checkbox, Code, Group, Loader, Select, Stack, Table, Text } from '@mantine/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LocalTime } from '../../lib/format-time';
import { callEndpoint } from '../../lib/api-client';
import { ConfirmDestructive } from '../../lib/confirm-destructive';
import { DialogModal } from '../../lib/dialog-modal';
import { GuardedButton } from '../../lib/permissions';
import { showSuccess } from '../../lib/report-error';
import { ScrollableTable } from '../../lib/scrollable-table';
import { customerDeploymentsKey } from '../../lib/customer-keys';
import { WithDeployment } from '../customer-database';
import { DetailSection } from '../../lib/detail-section';
import {
  countLine,
  keptSelection,
  pageSelection,
  pageSizeOptions,
  readableBody,
  toggled,
  withAllToggled,
  deadLetterNoun,
} from './dead-letter-rules';
import { countOf, pluralOf } from '../../lib/plural';

type Ref = { customerId: string; deploymentId: string };

const deadLettersKey = ({ customerId, deploymentId }: Ref, batchSize: number) =>
  [...customerDeploymentsKey(customerId), deploymentId, 'deadLetters', batchSize] as const;

const deadLettersQuery = (ref: Ref, batchSize: number) =>
  queryOptions({
    queryKey: deadLettersKey(ref, batchSize),
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.listDeadLetters, {
        params: { id: ref.customerId, deploymentId: ref.deploymentId },
        query: { batchSize },
        signal,
      }),
  });

/** doc1 §2 Modals: dead letter detail — what the bus says about it, and its body. */
const DeadLetterModal = ({ deadLetter, onClose }: { deadLetter: DeadLetter; onClose: () => void }) => (
  <DialogModal onClose={onClose} title={`Dead letter ${deadLetter.messageId}`} size="lg">
    <Stack gap="xs">
      <Text size="sm">Queue: {deadLetter.queueName}</Text>
      <Text size="sm">Label: {deadLetter.label}</Text>
      <Text size="sm">
        Dead-lettered at: <LocalTime value={deadLetter.enqueuedAtUtc} />
      </Text>
      <Text size="sm">Deliveries: {deadLetter.deliveryCount}</Text>
      <Text size="sm">
        Reason: {deadLetter.deadLetterReason} — {deadLetter.deadLetterErrorDescription}
      </Text>
      <Text size="sm" fw={500} id="dead-letter-body">
        Body
      </Text>
      <Code block aria-labelledby="dead-letter-body">
        {readableBody(deadLetter.body)}
      </Code>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Stack>
  </DialogModal>
);

type Confirming = 'replaySelected' | 'deleteSelected' | 'replayAll' | 'destroyAll' | null;

const DeploymentDeadLetters = ({ customer, deployment }: { customer: CustomerDetails; deployment: Deployment }) => {
  const queryClient = useQueryClient();
  const ref = { customerId: customer.id, deploymentId: deployment.id };
  const [batchSize, setBatchSize] = useState<number>(constants.deadLetters.defaultPageSize);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [viewed, setViewed] = useState<DeadLetter | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const query = useQuery(deadLettersQuery(ref, batchSize));
  const params = { id: ref.customerId, deploymentId: ref.deploymentId };

  const settle = (answer: DeadLetterQueue) => {
    queryClient.setQueryData(deadLettersKey(ref, batchSize), answer);
    setSelected(new Set());
  };
  const replaySelected = useMutation({
    mutationFn: ({ ids, changeReason }: { ids: string[]; changeReason?: string }) =>
      callEndpoint(endpoints.replayDeadLetters, {
        params,
        query: { messageIds: joinMessageIds(ids), batchSize },
        changeReason,
      }),
    onSuccess: (answer, { ids }) => {
      settle(answer);
      setConfirming(null);
      showSuccess(messages.deadLetters.replayedSelected(answer.replayedMessageIds.length, ids.length));
    },
  });
  const deleteSelected = useMutation({
    mutationFn: ({ ids, changeReason }: { ids: string[]; changeReason?: string }) =>
      callEndpoint(endpoints.deleteDeadLetters, { params, query: { messageIds: joinMessageIds(ids), batchSize }, changeReason }),
    meta: { isSilent: true },
    onSuccess: (answer, { ids }) => {
      settle(answer);
      setConfirming(null);
      showSuccess(messages.deadLetters.deletedSelected(answer.deletedMessageIds.length, ids.length));
    },
  });
  const replayAll = useMutation({
    mutationFn: (changeReason: string | undefined) =>
      callEndpoint(endpoints.replayAllDeadLetters, { params, query: { batchSize }, changeReason }),
    onMutate: () => {
      setConfirming(null);
      showSuccess(messages.deadLetters.replayAllRequested);
    },
    onSuccess: (answer) => {
      settle(answer);
      showSuccess(messages.deadLetters.replayedAll);
    },
  });
  const destroyAll = useMutation({
    mutationFn: (changeReason: string | undefined) =>
      callEndpoint(endpoints.destroyAllDeadLetters, { params, query: { batchSize }, changeReason }),
    meta: { isSilent: true },
    onMutate: () => {
      setConfirming(null);
      showSuccess(messages.deadLetters.destroyAllRequested);
    },
    onSuccess: (answer) => {
      settle(answer);
      showSuccess(messages.deadLetters.destroyedAll);
    },
  });

  if (query.isPending) return <Loader size="sm" aria-label="Loading the dead letters" />;
  if (query.isError) return <Text c="red.9">The dead letters could not be loaded.</Text>;
  const { deadLetterCount, deadLetters } = query.data;
  const shownSelection = keptSelection(selected, deadLetters);
  const chosen = deadLetters.filter((d) => shownSelection.has(d.messageId)).map((d) => d.messageId);
  const selection = pageSelection(shownSelection, deadLetters);
  const isBusy = replaySelected.isPending || deleteSelected.isPending || replayAll.isPending || destroyAll.isPending;

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Text size="sm" aria-live="polite">
          {countLine(deadLetterCount, deadLetters.length)}
        </Text>
        <Group gap="sm" align="flex-end">
          <Select
            label="Page size"
            data={pageSizeOptions}
            value={String(batchSize)}
            onChange={(value) => value && setBatchSize(Number(value))}
            allowDeselect={false}
            w={110}
          />
          <Button variant="default" loading={query.isFetching} onClick={() => void query.refetch()}>
            Refresh dead letters
          </Button>
        </Group>
      </Group>
      <Group gap="sm">
        <GuardedButton
          endpoint={endpoints.replayDeadLetters}
          color="blue.8"
          disabled={chosen.length === 0 || isBusy}
          aria-haspopup="dialog"
          loading={replaySelected.isPending}
          onClick={() => setConfirming('replaySelected')}
        >
          Replay selected
        </GuardedButton>
        <GuardedButton
          endpoint={endpoints.deleteDeadLetters}
          color="red.9"
          aria-haspopup="dialog"
          disabled={chosen.length === 0 || isBusy}
          onClick={() => setConfirming('deleteSelected')}
        >
          Delete selected
        </GuardedButton>
        <GuardedButton
          endpoint={endpoints.replayAllDeadLetters}
          variant="default"
          disabled={deadLetterCount === 0 || isBusy}
          aria-haspopup="dialog"
          loading={replayAll.isPending}
          onClick={() => setConfirming('replayAll')}
        >
          Replay all
        </GuardedButton>
        <GuardedButton
          endpoint={endpoints.destroyAllDeadLetters}
          color="red.9"
          aria-haspopup="dialog"
          disabled={deadLetterCount === 0 || isBusy}
          loading={destroyAll.isPending}
          onClick={() => setConfirming('destroyAll')}
        >
          Destroy all
        </GuardedButton>
      </Group>
      {deadLetters.length > 0 && (
        <ScrollableTable label="Dead letters" minWidth={820}>
          <Table striped aria-label="Dead letters">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <Checkbox
                    aria-label="Select every dead letter shown"
                    checked={selection === 'all'}
                    indeterminate={selection === 'some'}
                    onChange={() => setSelected(withAllToggled(shownSelection, deadLetters))}
                  />
                </Table.Th>
                <Table.Th>Message id</Table.Th>
                <Table.Th>Queue</Table.Th>
                <Table.Th>Label</Table.Th>
                <Table.Th>Reason</Table.Th>
                <Table.Th>Dead-lettered at</Table.Th>
                <Table.Th>Deliveries</Table.Th>
                <Table.Th>Detail</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {deadLetters.map((d) => (
                <Table.Tr key={d.messageId}>
                  <Table.Td>
                    <Checkbox
                      aria-label={`Select dead letter ${d.messageId}`}
                      checked={shownSelection.has(d.messageId)}
                      onChange={() => setSelected(toggled(shownSelection, d.messageId))}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs" ff="monospace">
                      {d.messageId}
                    </Text>
                  </Table.Td>
                  <Table.Td>{d.queueName}</Table.Td>
                  <Table.Td>{d.label}</Table.Td>
                  <Table.Td>{d.deadLetterReason}</Table.Td>
                  <Table.Td>
                    <LocalTime value={d.enqueuedAtUtc} />
                  </Table.Td>
                  <Table.Td>{d.deliveryCount}</Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-xs"
                      variant="default"
                      aria-haspopup="dialog"
                      aria-label={`View dead letter ${d.messageId}`}
                      onClick={() => setViewed(d)}
                    >
                      View
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollableTable>
      )}
      {viewed && <DeadLetterModal deadLetter={viewed} onClose={() => setViewed(null)} />}
      {/* Replaying sends messages to the live customer's queues again: confirmed first (issue 25). */}
      {confirming === 'replaySelected' && (
        <ConfirmDestructive
          title="Replay the selected dead letters"
          endpoint={endpoints.replayDeadLetters}
          confirmLabel={`Replay ${chosen.length} dead ${chosen.length === 1 ? 'letter' : 'letters'}`}
          canBeUndone
          changes={[
            {
              what: 'Dead letters',
              from: deadLetterCount.toLocaleString('en'),
              to: Math.max(deadLetterCount - chosen.length, 0).toLocaleString('en'),
            },
          ]}
          isPending={replaySelected.isPending}
          error={replaySelected.isError ? replaySelected.error : null}
          onConfirm={(changeReason) => replaySelected.mutate({ ids: chosen, changeReason })}
          onClose={() => setConfirming(null)}
        >
          <Text size="sm">
            The {chosen.length} selected dead {chosen.length === 1 ? 'letter is' : 'letters are'} sent back to {customer.alias}
            &apos;s queues and handled again.
          </Text>
        </ConfirmDestructive>
      )}
      {confirming === 'replayAll' && (
        <ConfirmDestructive
          title="Replay all dead letters"
          endpoint={endpoints.replayAllDeadLetters}
          confirmLabel="Replay all dead letters"
          canBeUndone
          changes={[{ what: 'Dead letters', from: deadLetterCount.toLocaleString('en'), to: '0' }]}
          isPending={replayAll.isPending}
          error={null}
          onConfirm={(changeReason) => replayAll.mutate(changeReason)}
          onClose={() => setConfirming(null)}
        >
          <Text size="sm">
            Every dead letter of this deployment ({deadLetterCount.toLocaleString('en')}) is sent back to {customer.alias}
            &apos;s queues and handled again, as many as can be in {constants.deadLetters.bulkSeconds} seconds.
          </Text>
        </ConfirmDestructive>
      )}
      {confirming === 'deleteSelected' && (
        <ConfirmDestructive
          title="Delete the selected dead letters"
          endpoint={endpoints.deleteDeadLetters}
          confirmLabel={`Delete ${countOf(chosen.length, deadLetterNoun)}`}
          isPending={deleteSelected.isPending}
          error={deleteSelected.isError ? deleteSelected.error : null}
          onConfirm={(changeReason) => deleteSelected.mutate({ ids: chosen, changeReason })}
          onClose={() => setConfirming(null)}
        >
          <Text size="sm">
            The {countOf(chosen.length, deadLetterNoun)} selected {pluralOf(chosen.length, { one: 'is', other: 'are' })} deleted
            for good; they are not replayed.
          </Text>
        </ConfirmDestructive>
      )}
      {confirming === 'destroyAll' && (
        <ConfirmDestructive
          title="Destroy all dead letters"
          endpoint={endpoints.destroyAllDeadLetters}
          confirmLabel="Destroy all dead letters"
          isPending={destroyAll.isPending}
          error={null}
          onConfirm={(changeReason) => destroyAll.mutate(changeReason)}
          onClose={() => setConfirming(null)}
        >
          <Text size="sm">
            Every dead letter of this deployment ({deadLetterCount.toLocaleString('en')}) is deleted for good, as many as can be
            in {constants.deadLetters.bulkSeconds} seconds.
          </Text>
        </ConfirmDestructive>
      )}
    </Stack>
  );
};

/** doc1 §2 sub-panel: the dead letters of the customer's deployment (one chosen when there are several). */
export const DeadLettersPanel = ({ customer }: { customer: CustomerDetails }) => (
  <DetailSection id="dead-letters" title="Dead letters">
    <WithDeployment customerId={customer.id} label="Deployment of the dead letters">
      {(deployment) => <DeploymentDeadLetters key={deployment.id} customer={customer} deployment={deployment} />}
    </WithDeployment>
  </DetailSection>
);
