import { endpoints, messages } from '@console/contract';
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { DialogModal } from '../../lib/dialog-modal';
import { GuardedButton } from '../../lib/permissions';
import { useJobAction } from './customer-queries';
import { countOf } from '../../lib/plural';

const count = (n: number, one: string, other: string) => countOf(n, { one, other });

/** Moves the selected customers to Front Door, with or without a DNS repair, as one bulk job. */
export const FrontDoorModal = ({
  customerIds,
  onClose,
  onStarted,
}: {
  customerIds: string[];
  onClose: () => void;
  /** The job started: the selection has been acted on. */
  onStarted: () => void;
}) => {
  const [isRepairDns, setIsRepairDns] = useState(false);
  const move = useJobAction(
    () => callEndpoint(endpoints.moveToFrontDoor, { body: { customerIds, isRepairDns } }),
    () => messages.customerSearch.bulkJobStarted('Move to Front Door', customerIds.length),
  );
  return (
    <DialogModal onClose={onClose} title="Move to Front Door">
      <Stack>
        <Text>
          Move {count(customerIds.length, 'selected customer', 'selected customers')} to Front Door. Each gets its own result in
          the job.
        </Text>
        <Checkbox label="Repair DNS" checked={isRepairDns} onChange={(e) => setIsRepairDns(e.currentTarget.checked)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <GuardedButton
            endpoint={endpoints.moveToFrontDoor}
            loading={move.isPending}
            onClick={() => move.mutate(undefined, { onSuccess: onStarted })}
          >
            Move to Front Door
          </GuardedButton>
        </Group>
      </Stack>
    </DialogModal>
  );
};
