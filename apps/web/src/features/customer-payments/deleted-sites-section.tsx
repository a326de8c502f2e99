import { endpoints, messages, type CustomerDetails, type DeletedSite } from '@console/contract';
import { Group, Loader, Select, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { dialogErrorMessage } from '../../lib/errors';
import { GuardedButton } from '../../lib/permissions';
import { showError, showSuccess } from '../../lib/report-error';
import { DetailSection } from '../../lib/detail-section';
import { deletedSitesKey, deletedSitesQuery } from './payment-queries';
import { siteSelectionProblem } from './payment-rules';
import { formatLocalTime } from '../../lib/format-time';

const siteLabel = (site: DeletedSite) => `${site.name} (deleted ${formatLocalTime(site.deletedAt, 'date')})`;

/** doc1 §2 restore deleted interactive site: choose one of the customer's deleted sites and restore it. */
export const DeletedSitesSection = ({ customer }: { customer: CustomerDetails }) => {
  const queryClient = useQueryClient();
  const query = useQuery(deletedSitesQuery(customer.id));
  const [selected, setSelected] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const restore = useMutation({
    mutationFn: (siteId: string) => callEndpoint(endpoints.undeleteSite, { params: { id: customer.id }, body: { siteId } }),
    meta: { isSilent: true },
    onSuccess: (remaining, siteId) => {
      const site = query.data?.find((s) => s.siteId === siteId);
      queryClient.setQueryData(deletedSitesKey(customer.id), remaining);
      setSelected(null);
      showSuccess(messages.customerPayments.siteRestored(site?.name ?? 'the site', customer.alias));
    },
    onError: (error) => {
      setProblem(dialogErrorMessage(error));
      showError(messages.customers.restoreSiteFailed);
    },
  });
  const handleRestore = () => {
    const found = siteSelectionProblem(selected);
    setProblem(found);
    if (!found && selected) restore.mutate(selected);
  };
  const sites = query.data ?? [];
  return (
    <DetailSection id="deleted-sites" title="Deleted interactive sites">
      {query.isPending && <Loader size="sm" aria-label="Loading the deleted sites" />}
      {query.isSuccess && sites.length === 0 && (
        <Text size="sm" c="gray.7">
          {messages.customerPayments.noDeletedSites}
        </Text>
      )}
      {query.isSuccess && sites.length > 0 && (
        <Group align="flex-start" gap="sm">
          <Select
            label="Deleted site"
            placeholder="Select a site"
            data={sites.map((s) => ({ value: s.siteId, label: siteLabel(s) }))}
            value={selected}
            onChange={(value) => {
              setProblem(null);
              setSelected(value);
            }}
            error={problem}
            w={420}
          />
          <GuardedButton
            endpoint={endpoints.undeleteSite}
            color="blue.8"
            mt={25}
            onClick={handleRestore}
            loading={restore.isPending}
          >
            Restore site
          </GuardedButton>
        </Group>
      )}
    </DetailSection>
  );
};
