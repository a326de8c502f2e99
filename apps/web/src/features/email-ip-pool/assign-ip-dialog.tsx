import { endpoints, type EmailIpAddress } from '@console/contract';
import { Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDestructive } from '../../lib/confirm-destructive';
import { customerChoicesQuery } from './email-ip-queries';

/** Chooses the customer that sends from the address, then assigns it (the shared confirmation, with a picker). */
export const AssignIpDialog = ({
  address,
  isPending,
  error,
  onAssign,
  onClose,
}: {
  address: EmailIpAddress;
  isPending: boolean;
  error: unknown;
  onAssign: (customer: { id: string; alias: string }, changeReason: string | undefined) => void;
  onClose: () => void;
}) => {
  const [typed, setTyped] = useState('');
  const [debounced] = useDebouncedValue(typed.trim(), 250);
  const [chosen, setChosen] = useState<{ id: string; alias: string } | null>(null);
  const choices = useQuery(customerChoicesQuery(debounced));
  const options = (choices.data?.results ?? []).map((c) => ({ value: c.id, label: `${c.alias} (${c.name})` }));
  // Keep the chosen customer selectable while another search is typed.
  const data =
    chosen && !options.some((o) => o.value === chosen.id) ? [{ value: chosen.id, label: chosen.alias }, ...options] : options;
  return (
    <ConfirmDestructive
      title={`Assign ${address.ipAddress} to a customer`}
      endpoint={endpoints.assignEmailIp}
      confirmLabel="Assign IP address"
      changes={chosen ? [{ what: `Sending IP of ${chosen.alias}`, from: 'its current address', to: address.ipAddress }] : []}
      canBeUndone
      isConfirmDisabled={!chosen}
      isPending={isPending}
      error={error}
      onConfirm={(reason) => chosen && onAssign(chosen, reason)}
      onClose={onClose}
    >
      <Text size="sm">The customer sends its email from {address.ipAddress} from now on.</Text>
      <Select
        label="Customer"
        placeholder="Type an alias or a name"
        searchable
        required
        data={data}
        value={chosen?.id ?? null}
        searchValue={typed}
        onSearchChange={setTyped}
        onChange={(value) => {
          const found = choices.data?.results.find((c) => c.id === value);
          setChosen(found ? { id: found.id, alias: found.alias } : value && chosen?.id === value ? chosen : null);
        }}
        nothingFoundMessage={debounced ? (choices.isFetching ? 'Searching…' : 'No customer matches') : 'Type to search'}
        filter={({ options: all }) => all}
      />
    </ConfirmDestructive>
  );
};
