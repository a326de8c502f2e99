import { allOfferings, type CustomerLicenceEntry } from '@console/contract';
import { Anchor, Badge, Button, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { DialogModal } from '../../lib/dialog-modal';
import { ListStates } from '../../lib/list-states';
import { OnDemand } from '../../lib/on-demand';
import { ScrollableTable } from '../../lib/scrollable-table';
import { referenceQueries } from '../customers';
import { amountText, graceLabel, licencesShownText } from './licensing-rules';
import { customerLicencesQuery, licenceCostQuery, licencesPageSize, licensingKey, standardRatesQuery } from './licensing-queries';

const StandardRates = () => {
  const rates = useQuery(standardRatesQuery);
  return (
    <section aria-labelledby="standard-rates-heading">
      <Stack gap="xs">
        <Title order={2} size="h4" id="standard-rates-heading">
          Standard rates
        </Title>
        <ListStates
          query={rates}
          isEmpty={(rows) => rows.length === 0}
          loadingLabel="Loading the standard rates"
          errorText="The standard rates could not be loaded."
          emptyText="No licence currency is set up."
        >
          {(rows) => (
            <ScrollableTable label="Standard rates" minWidth={520}>
              <Table striped aria-label="Standard rates">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Currency</Table.Th>
                    <Table.Th>Active user rate</Table.Th>
                    <Table.Th>Additional office rate</Table.Th>
                    <Table.Th>AirCast cost per hour</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.currencyCode}>
                      <Table.Td>{row.currencyCode}</Table.Td>
                      <Table.Td>{amountText(row.activeUserRate)}</Table.Td>
                      <Table.Td>{amountText(row.additionalOfficeRate)}</Table.Td>
                      <Table.Td>{amountText(row.airCastPerHourCost)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollableTable>
          )}
        </ListStates>
      </Stack>
    </section>
  );
};

const CostModal = ({ entry, onClose }: { entry: CustomerLicenceEntry; onClose: () => void }) => {
  const cost = useQuery(licenceCostQuery(entry.customerId));
  return (
    <DialogModal onClose={onClose} title={`Licence cost of ${entry.alias}`} size="lg">
      <ListStates
        query={cost}
        isEmpty={(answer) => answer.items.length === 0}
        loadingLabel={`Loading the licence cost of ${entry.alias}`}
        errorText={`The licence cost of ${entry.alias} could not be loaded.`}
        emptyText="This licence has no priced items."
      >
        {(answer) => (
          <Stack gap="xs">
            <Text size="sm">Currency: {answer.currencyCode ?? 'not set'}</Text>
            <Table striped aria-label={`Licence cost of ${entry.alias}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Item</Table.Th>
                  <Table.Th>{entry.alias}</Table.Th>
                  <Table.Th>Standard</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {answer.items.map((item) => (
                  <Table.Tr key={item.item}>
                    <Table.Td>{item.item}</Table.Td>
                    <Table.Td>{amountText(item.customerRate)}</Table.Td>
                    <Table.Td>{amountText(item.standardRate)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        )}
      </ListStates>
    </DialogModal>
  );
};

// The customer pages' licence form (and the customer record it edits) loads with the first edit: most visits only read.
const loadEditLicence = () => import('./edit-licence').then((module) => module.EditLicence);

/** doc2 §2 Customer licenses: grace period expiry, the offering filter with All, the edit modal, the rates. */
export const LicencesPage = () => {
  const queryClient = useQueryClient();
  const offerings = useQuery(referenceQueries.offerings);
  const [offering, setOffering] = useState<string>(allOfferings);
  const [page, setPage] = useState(1);
  const [costOf, setCostOf] = useState<CustomerLicenceEntry | null>(null);
  const [editing, setEditing] = useState<CustomerLicenceEntry | null>(null);
  const licences = useQuery(customerLicencesQuery(offering, page));
  const offeringOptions = [
    { value: allOfferings, label: 'All' },
    ...(offerings.data ?? []).map((o) => ({ value: o.id, label: o.friendlyName })),
  ];
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={1} size="h2">
          Customer licenses
        </Title>
        <Text c="gray.7">
          The licences of this subscription's customers, the soonest grace period expiry first. Expired and soon expiring grace
          periods are marked.
        </Text>
      </Stack>
      <Group align="flex-end" gap="sm">
        <Select
          label="Licence offering"
          data={offeringOptions}
          value={offering}
          allowDeselect={false}
          onChange={(value) => {
            setOffering(value ?? allOfferings);
            setPage(1);
          }}
          w={240}
        />
        <Button variant="default" loading={licences.isFetching} onClick={() => void licences.refetch()}>
          Refresh licences
        </Button>
      </Group>
      <ListStates
        query={licences}
        isEmpty={(list) => list.results.length === 0}
        loadingLabel="Loading the customer licences"
        errorText="The customer licences could not be loaded."
        emptyText={offering === allOfferings ? 'No customer has a licence yet.' : 'No customer has this offering.'}
      >
        {(list) => (
          <Stack gap="xs" aria-busy={licences.isPlaceholderData} style={{ opacity: licences.isPlaceholderData ? 0.6 : 1 }}>
            <Text size="sm" aria-live="polite">
              {licencesShownText(list.page, list.results.length, licencesPageSize)}
            </Text>
            <ScrollableTable label="Customer licenses" minWidth={900}>
              <Table striped aria-label="Customer licenses">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Customer</Table.Th>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Offering</Table.Th>
                    <Table.Th>Currency</Table.Th>
                    <Table.Th>Grace period expiry</Table.Th>
                    <Table.Th>Actions</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.results.map((entry) => {
                    const mark = graceLabel(entry.graceState);
                    return (
                      <Table.Tr key={entry.customerId} aria-label={`Licence of ${entry.alias}`}>
                        <Table.Td>
                          <Anchor
                            c="blue.9"
                            size="sm"
                            component={Link}
                            to="/customers/$customerId"
                            params={{ customerId: entry.customerId } as never}
                          >
                            {entry.alias}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>{entry.name}</Table.Td>
                        <Table.Td>{entry.offeringName ?? entry.licenseOfferingId ?? 'None'}</Table.Td>
                        <Table.Td>{entry.currencyCode ?? '—'}</Table.Td>
                        <Table.Td>
                          <Group gap={6} wrap="nowrap">
                            <Text size="sm">{entry.gracePeriodExpiryDate ?? 'No grace period'}</Text>
                            {mark && (
                              <Badge
                                color={entry.graceState === 'expired' ? 'red.9' : 'yellow.3'}
                                c={entry.graceState === 'expired' ? 'white' : 'dark.8'}
                                variant="filled"
                              >
                                {mark}
                              </Badge>
                            )}
                          </Group>
                        </Table.Td>
                        <Table.Td>
                          <Group gap={6} wrap="nowrap">
                            <Button
                              size="compact-sm"
                              variant="outline"
                              color="blue.8"
                              aria-haspopup="dialog"
                              aria-label={`Cost: ${entry.alias}`}
                              onClick={() => setCostOf(entry)}
                            >
                              Cost
                            </Button>
                            <Button
                              size="compact-sm"
                              color="blue.8"
                              aria-haspopup="dialog"
                              aria-label={`Edit licence: ${entry.alias}`}
                              onClick={() => setEditing(entry)}
                            >
                              Edit licence
                            </Button>
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </ScrollableTable>
            <Group gap="sm" justify="flex-end">
              <Text size="sm">{`Page ${list.page}`}</Text>
              <Button
                size="compact-sm"
                variant="default"
                disabled={list.page <= 1}
                onClick={() => setPage((p) => Math.max(1, p - 1))}
                aria-label="Previous page of the customer licences"
              >
                Previous
              </Button>
              <Button
                size="compact-sm"
                variant="default"
                disabled={!list.hasNextPage}
                onClick={() => setPage((p) => p + 1)}
                aria-label="Next page of the customer licences"
              >
                Next
              </Button>
            </Group>
          </Stack>
        )}
      </ListStates>
      <StandardRates />
      {costOf && <CostModal entry={costOf} onClose={() => setCostOf(null)} />}
      {editing && (
        <OnDemand
          load={loadEditLicence}
          props={{
            entry: editing,
            onClose: () => {
              setEditing(null);
              void queryClient.invalidateQueries({ queryKey: licensingKey });
            },
          }}
          onFailed={() => setEditing(null)}
        />
      )}
    </Stack>
  );
};
