import {
  constants,
  endpoints,
  messages,
  type CustomerSearchResponse,
  type CustomerSummary,
  type Endpoint,
} from '@console/contract';
import { Alert, Button, Group, Loader, NativeSelect, Pagination, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { Suspense, lazy, useCallback, useEffect, useState, type FormEvent } from 'react';
import { callEndpoint } from '../../lib/api-client';
import { LazyMenu } from '../../lib/lazy-floating';
import { GuardedButton, GuardedMenuItem } from '../../lib/permissions';
import { useBusyTargetIds } from '../../lib/use-busy-targets';
import { CustomerResults, type RowAction } from './customer-results';
import { useJobAction } from './customer-queries';
import { customerSearchQuery, firstLettersQuery, releaseChannelsQuery } from './search-queries';
import { describeSearchSummary, staleSearchNotice } from './customer-rules';
import { currentView, customersLinkProps, searchQueryMaxLength, searchRequest, type CustomerSearch } from './customer-search';
import { countOf } from '../../lib/plural';

type Dialog =
  | { kind: 'none' }
  | { kind: 'quickCreate' }
  | { kind: 'featureBranch' }
  | { kind: 'frontDoor'; customerIds: string[] }
  | { kind: 'reports' | 'decommission' | 'supportUser'; customer: CustomerSummary }
  | ({ kind: 'confirm' } & ConfirmRequest);

/** A disruptive action waiting for the operator's confirmation (and optional reason). */
type ConfirmRequest = {
  title: string;
  text: string;
  confirmLabel: string;
  endpoint: Endpoint;
  onConfirm: (changeReason: string | undefined) => void;
};

// The dialogs load when first opened: they are not part of the page's first load (issue 10).
const QuickCreateModal = lazy(() => import('./quick-create-modal').then((m) => ({ default: m.QuickCreateModal })));
const FeatureBranchModal = lazy(() => import('./feature-branch-modal').then((m) => ({ default: m.FeatureBranchModal })));
const ReportStoreModal = lazy(() => import('./report-store-modal').then((m) => ({ default: m.ReportStoreModal })));
const DecommissionModal = lazy(() => import('./decommission-modal').then((m) => ({ default: m.DecommissionModal })));
const SupportUserModal = lazy(() => import('./support-user-modal').then((m) => ({ default: m.SupportUserModal })));
const FrontDoorModal = lazy(() => import('./front-door-modal').then((m) => ({ default: m.FrontDoorModal })));
const ConfirmDestructive = lazy(() => import('../../lib/confirm-destructive').then((m) => ({ default: m.ConfirmDestructive })));

const count = (n: number, one: string, other: string) => countOf(n, { one, other });

const Summary = ({ data }: { data: CustomerSearchResponse }) => (
  <Text size="sm" c="dimmed" role="status" aria-label="Search summary">
    {describeSearchSummary(data)}
  </Text>
);

export const CustomersPage = () => {
  const search = useSearch({ strict: false }) as CustomerSearch;
  const navigate = useNavigate();
  const view = currentView(search);
  const [draft, setDraft] = useState(search.query ?? '');
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const [selectedIds, setSelectedIds] = useState<Set<string>>(new Set());
  const busyIds = useBusyTargetIds();
  const letters = useQuery(firstLettersQuery);
  const channels = useQuery(releaseChannelsQuery);

  const results = useQuery(customerSearchQuery(search));

  // The URL is the source of truth: back and forward bring their query into the box.
  const [urlQuery, setUrlQuery] = useState(search.query);
  if (urlQuery !== search.query) {
    setUrlQuery(search.query);
    setDraft(search.query ?? '');
  }
  // Typing searches as it goes; the box never reloads the page.
  useEffect(() => {
    const trimmed = draft.trim();
    // Typing leaves a browse view for the search (a new history entry); refining a search replaces
    // its entry, so Back returns to the previous view rather than to every keystroke.
    const isRefining = view === 'search' && Boolean(search.query);
    if (trimmed === (search.query ?? '').trim() || (!trimmed && view !== 'search')) return;
    const timer = setTimeout(
      () => void navigate({ to: '/customers', search: { query: trimmed || undefined }, replace: isRefining }),
      350,
    );
    return () => clearTimeout(timer);
  }, [draft, navigate, search.query, view]);

  // A failed search shows its failure, not the previous rows, so nothing counts as shown.
  const shown = results.isError ? [] : (results.data?.results ?? []);
  // Only what is shown can be selected: a selection does not follow the operator to another view.
  const selected = shown.filter((c) => selectedIds.has(c.id));
  const goTo = (next: CustomerSearch) => void navigate({ to: '/customers', search: next });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    goTo({ query: draft.trim() || undefined });
  };

  const enable = useJobAction(
    (c: CustomerSummary) => callEndpoint(endpoints.enableCustomer, { params: { id: c.id } }),
    (c) => messages.customerSearch.jobStarted('Enable', c.alias),
  );
  const disable = useJobAction(
    ({ customer: c, changeReason }: { customer: CustomerSummary; changeReason?: string }) =>
      callEndpoint(endpoints.disableCustomer, { params: { id: c.id }, changeReason }),
    ({ customer: c }) => messages.customerSearch.jobStarted('Disable', c.alias),
  );
  const repair = useJobAction(
    (c: CustomerSummary) => callEndpoint(endpoints.repairCustomer, { params: { id: c.id } }),
    (c) => messages.customerSearch.jobStarted('Repair', c.alias),
  );
  const repairMany = useJobAction(
    ({ customerIds, changeReason }: { customerIds: string[]; changeReason?: string }) =>
      callEndpoint(endpoints.repairCustomers, { body: { customerIds }, changeReason }),
    ({ customerIds }) => messages.customerSearch.bulkJobStarted('Repair', customerIds.length),
  );
  const cdnAll = useJobAction(
    (changeReason: string | undefined) => callEndpoint(endpoints.setAzureCdn, { changeReason }),
    (_v, job) => messages.customerSearch.bulkJobStarted('Set the CDN', job.steps.length),
  );
  const cdnSpecific = useJobAction(
    ({ customerIds, changeReason }: { customerIds: string[]; changeReason?: string }) =>
      callEndpoint(endpoints.setAzureCdnForSpecific, { body: { customerIds }, changeReason }),
    ({ customerIds }) => messages.customerSearch.bulkJobStarted('Set the CDN', customerIds.length),
  );

  const confirm = (request: ConfirmRequest) => setDialog({ kind: 'confirm', ...request });

  // Stable (its mutations' mutate functions are), so the memoised rows do not re-render for it.
  const enableCustomer = enable.mutate;
  const disableCustomer = disable.mutate;
  const repairCustomer = repair.mutate;
  const handleAction = useCallback(
    (action: RowAction, customer: CustomerSummary) => {
      switch (action) {
        case 'reports':
          return setDialog({ kind: 'reports', customer });
        case 'decommission':
          return setDialog({ kind: 'decommission', customer });
        case 'supportUser':
          return setDialog({ kind: 'supportUser', customer });
        case 'enable':
          return enableCustomer(customer);
        case 'repair':
          return repairCustomer(customer);
        case 'disable':
          return setDialog({
            kind: 'confirm',
            title: `Disable ${customer.alias}`,
            text: `${customer.alias} will stop serving its users until it is enabled again.`,
            confirmLabel: 'Disable',
            endpoint: endpoints.disableCustomer,
            onConfirm: (changeReason) => disableCustomer({ customer, changeReason }),
          });
        default: {
          const exhaustive: never = action;
          return exhaustive;
        }
      }
    },
    [enableCustomer, disableCustomer, repairCustomer],
  );
  const handleSelect = useCallback(
    (id: string, isSelected: boolean) =>
      setSelectedIds((current) => {
        const next = new Set(current);
        if (isSelected) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );

  const handleRepairShown = () => {
    const customerIds = shown.map((c) => c.id);
    confirm({
      title: 'Repair all shown customers',
      text: `Repair ${count(customerIds.length, 'customer', 'customers')} shown on this page, as one job.`,
      confirmLabel: 'Repair',
      endpoint: endpoints.repairCustomers,
      onConfirm: (changeReason) => repairMany.mutate({ customerIds, changeReason }),
    });
  };
  const closeDialog = () => setDialog({ kind: 'none' });
  const handleCreated = (alias: string) => {
    closeDialog();
    goTo({ query: alias });
  };

  const data = results.data;
  const staleNotice = data
    ? staleSearchNotice({
        typed: draft,
        asked: search.query ?? '',
        shownQuery: data.query,
        isPreviousAnswer: results.isPlaceholderData,
      })
    : null;
  // Rows that do not answer what is asked must not be acted on as "shown" (issue 9, defect 1).
  const isStale = staleNotice !== null;

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Customers
        </Title>
        <Group>
          <GuardedButton
            endpoint={endpoints.quickCreateCustomer}
            aria-haspopup="dialog"
            onClick={() => setDialog({ kind: 'quickCreate' })}
          >
            Quick create
          </GuardedButton>
          {/* Disabled with its reason in production rather than hidden (issue 7). */}
          <GuardedButton
            endpoint={endpoints.createFeatureBranch}
            variant="light"
            aria-haspopup="dialog"
            onClick={() => setDialog({ kind: 'featureBranch' })}
          >
            Quick create feature branch
          </GuardedButton>
          <GuardedButton
            endpoint={endpoints.repairCustomers}
            variant="default"
            disabled={shown.length === 0 || isStale}
            loading={repairMany.isPending}
            onClick={handleRepairShown}
          >
            Repair all shown
          </GuardedButton>
          {selected.length > 0 && (
            <Text size="sm" role="status" aria-label="Selection">
              {count(selected.length, 'customer', 'customers')} selected
            </Text>
          )}
          <LazyMenu
            position="bottom-end"
            withinPortal
            target={
              <Button variant="default" disabled={isStale}>
                Bulk actions
              </Button>
            }
          >
            <GuardedMenuItem
              endpoint={endpoints.setAzureCdn}
              onClick={() =>
                confirm({
                  title: 'Set the CDN for all customers',
                  text: 'Set the Azure CDN for every active customer of this subscription, as one job.',
                  confirmLabel: 'Set the CDN',
                  endpoint: endpoints.setAzureCdn,
                  onConfirm: (changeReason) => cdnAll.mutate(changeReason),
                })
              }
            >
              Set the CDN for all customers
            </GuardedMenuItem>
            <GuardedMenuItem
              endpoint={endpoints.setAzureCdnForSpecific}
              disabled={selected.length === 0}
              onClick={() => {
                const customerIds = selected.map((c) => c.id);
                confirm({
                  title: 'Set the CDN for selected customers',
                  text: `Set the Azure CDN for ${count(customerIds.length, 'selected customer', 'selected customers')}.`,
                  confirmLabel: 'Set the CDN',
                  endpoint: endpoints.setAzureCdnForSpecific,
                  onConfirm: (changeReason) =>
                    cdnSpecific.mutate({ customerIds, changeReason }, { onSuccess: () => setSelectedIds(new Set()) }),
                });
              }}
            >
              Set the CDN for selected customers
            </GuardedMenuItem>
            <GuardedMenuItem
              endpoint={endpoints.moveToFrontDoor}
              disabled={selected.length === 0}
              onClick={() => setDialog({ kind: 'frontDoor', customerIds: selected.map((c) => c.id) })}
            >
              Move selected to Front Door
            </GuardedMenuItem>
          </LazyMenu>
        </Group>
      </Group>

      <form onSubmit={handleSubmit} role="search" aria-label="Customer search">
        <Group align="end">
          <TextInput
            label="Search customers"
            placeholder="Name or alias"
            type="search"
            maxLength={searchQueryMaxLength}
            description={draft.length >= searchQueryMaxLength ? `At most ${searchQueryMaxLength} characters` : undefined}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            style={{ flex: 1, maxWidth: 480 }}
          />
          <Button type="submit">Search</Button>
          <Button
            component={Link}
            {...customersLinkProps({ view: 'disabled' })}
            variant={view === 'disabled' ? 'filled' : 'default'}
          >
            Disabled
          </Button>
          <Button component={Link} {...customersLinkProps({ view: 'pinned' })} variant={view === 'pinned' ? 'filled' : 'default'}>
            Pinned
          </Button>
          <NativeSelect
            label="Release channel"
            value={view === 'channel' ? (search.channelId ?? '') : ''}
            onChange={(e) => goTo(e.currentTarget.value ? { view: 'channel', channelId: e.currentTarget.value } : {})}
            data={[{ value: '', label: 'Any channel' }, ...(channels.data ?? []).map((c) => ({ value: c.id, label: c.name }))]}
          />
        </Group>
      </form>

      <Group gap={4} component="nav" aria-label="Browse by first letter">
        {(letters.data ?? []).map(({ letter, count: n }) => (
          <Button
            key={letter}
            component={Link}
            {...customersLinkProps({ letter })}
            size="compact-sm"
            variant={search.letter === letter ? 'filled' : 'subtle'}
            aria-label={`Customers starting with ${letter.toUpperCase()} (${n})`}
            aria-current={search.letter === letter ? 'page' : undefined}
          >
            {letter.toUpperCase()}
          </Button>
        ))}
      </Group>

      {!searchRequest(search) ? (
        <Text c="dimmed">Type a name or alias, browse by first letter, or choose disabled, pinned or a release channel.</Text>
      ) : results.isPending ? (
        <Group role="status">
          <Loader size="sm" />
          <Text>Searching…</Text>
        </Group>
      ) : results.isError ? (
        <Alert color="red" title="The customers could not be loaded">
          <Button variant="light" onClick={() => void results.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : data ? (
        <>
          <Summary data={data} />
          {staleNotice && (
            <Group gap="xs" role="status" aria-label="Search in progress">
              <Loader size="xs" />
              <Text size="sm">{staleNotice}</Text>
            </Group>
          )}
          {data.suggestions.length > 0 && (
            <Group gap="xs" aria-label="Suggestions">
              <Text size="sm">Did you mean</Text>
              {data.suggestions.map((s) => (
                <Button key={s} size="compact-sm" variant="light" component={Link} {...customersLinkProps({ query: s })}>
                  {s}
                </Button>
              ))}
            </Group>
          )}
          <div aria-busy={isStale} style={isStale ? { opacity: 0.55 } : undefined}>
            {data.results.length === 0 ? (
              data.page > 1 && data.stats.totalResults > 0 ? (
                // A page past the end (an old link, ?page=999): say so and offer the way back.
                <Group gap="xs">
                  <Text>There is no page {data.page.toLocaleString()} of these results.</Text>
                  <Button
                    component={Link}
                    variant="light"
                    size="compact-sm"
                    {...customersLinkProps({ ...search, page: undefined })}
                  >
                    Go to the first page
                  </Button>
                </Group>
              ) : (
                <Text>No customers match {view === 'search' ? `“${data.query}”` : 'this view'}.</Text>
              )
            ) : (
              <CustomerResults
                results={data.results}
                selectedIds={selectedIds}
                busyIds={busyIds}
                onSelect={handleSelect}
                onSelectAll={(isSelected) => setSelectedIds(isSelected ? new Set(shown.map((c) => c.id)) : new Set())}
                onAction={handleAction}
              />
            )}
          </div>
          {data.stats.totalResults > data.pageSize && (
            <Group justify="space-between">
              <Pagination
                total={Math.ceil(data.stats.totalResults / data.pageSize)}
                value={data.page}
                onChange={(page) => goTo({ ...search, page })}
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              />
              <NativeSelect
                aria-label="Customers per page"
                value={String(data.pageSize)}
                onChange={(e) => goTo({ ...search, page: undefined, pageSize: Number(e.currentTarget.value) })}
                data={constants.customerSearch.pageSizes.map((n) => ({ value: String(n), label: `${n} per page` }))}
              />
            </Group>
          )}
        </>
      ) : null}

      <Suspense fallback={null}>
        {dialog.kind === 'quickCreate' && (
          <QuickCreateModal onClose={closeDialog} onCreated={(r) => handleCreated(r.customer.alias)} />
        )}
        {dialog.kind === 'featureBranch' && (
          <FeatureBranchModal onClose={closeDialog} onCreated={(r) => handleCreated(r.customer.alias)} />
        )}
        {dialog.kind === 'reports' && <ReportStoreModal customer={dialog.customer} onClose={closeDialog} />}
        {dialog.kind === 'decommission' && <DecommissionModal customer={dialog.customer} onClose={closeDialog} />}
        {dialog.kind === 'supportUser' && <SupportUserModal customer={dialog.customer} onClose={closeDialog} />}
        {dialog.kind === 'frontDoor' && (
          <FrontDoorModal
            customerIds={dialog.customerIds}
            onClose={closeDialog}
            onStarted={() => {
              setSelectedIds(new Set());
              closeDialog();
            }}
          />
        )}
        {dialog.kind === 'confirm' && (
          <ConfirmDestructive
            title={dialog.title}
            endpoint={dialog.endpoint}
            confirmLabel={dialog.confirmLabel}
            isPending={false}
            error={null}
            onConfirm={(changeReason) => {
              closeDialog();
              dialog.onConfirm(changeReason);
            }}
            onClose={closeDialog}
          >
            <Text>{dialog.text}</Text>
          </ConfirmDestructive>
        )}
      </Suspense>
    </Stack>
  );
};
