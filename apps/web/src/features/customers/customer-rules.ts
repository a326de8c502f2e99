import {
  choosableLicenceOfferings,
  constants,
  deriveCustomerAlias,
  licenceAmountProblem,
  messages,
  type CurrencyRates,
  type CustomerSearchResponse,
  type CustomerSummary,
  type JobPush,
  type LicenseOffering,
  type LiveEntityChange,
} from '@console/contract';
import { azurePlacementProblem } from './azure-placement';
import type { licenceAmountFields } from './form-helpers';
import { countOf } from '../../lib/plural';

/** Platform work waits while a customer is being provisioned or decommissioned. */
export const isSettled = (customer: Pick<CustomerSummary, 'state'>) =>
  customer.state === 'active' || customer.state === 'faulted';

/** doc1 §4: enable only when disabled, disable only when enabled; neither while busy. */
export const canEnable = (customer: Pick<CustomerSummary, 'state' | 'isEnabled'>) => isSettled(customer) && !customer.isEnabled;
export const canDisable = (customer: Pick<CustomerSummary, 'state' | 'isEnabled'>) => isSettled(customer) && customer.isEnabled;
/**
 * A job in progress shows as "Working…" on a settled customer; provisioning and decommissioning say
 * more than that (and are themselves the job), so they stay in view until they end (issue 25, item 8).
 */
export const isShownWorking = (customer: Pick<CustomerSummary, 'state'>, isBusy: boolean) => isBusy && isSettled(customer);
export const canDecommission = (customer: Pick<CustomerSummary, 'state'>) => customer.state !== 'decommissioning';

/**
 * Customers change only through jobs (quick create starts provisioning; enable, disable, repair and
 * decommission are jobs), so a job on a customer, or a customers' bulk job, that starts or ends means
 * the lists may have changed — whoever started it, in whichever console.
 */
export const isCustomerListChange = ({ change, entity }: LiveEntityChange<JobPush>) => {
  const target = entity.target;
  const touchesCustomers = target?.type === 'customer' || (target?.type === 'fleet' && entity.type.startsWith('customers.'));
  return touchesCustomers && (change === 'added' || (change === 'changed' && entity.isCompleted));
};

/** doc1 §5: decommission is confirmed only when the typed alias equals the customer's alias. */
export const isDecommissionConfirmed = (typed: string, alias: string) => typed === alias;

/**
 * The alias field follows the name (doc1 §5 derivation) until the operator types an alias of their
 * own; clearing it makes it follow the name again.
 */
export const nextAlias = ({ name, alias, isAliasEdited }: { name: string; alias: string; isAliasEdited: boolean }) =>
  isAliasEdited && alias ? alias : deriveCustomerAlias(name);

/** doc1 §9: the offering named 'Unspecified' is hidden from choices. */
export const visibleOfferings = (offerings: LicenseOffering[]) => choosableLicenceOfferings(offerings);

export type LicenceRates = Pick<
  CurrencyRates,
  'activeUserRate' | 'additionalOfficeRate' | 'visualModeCost' | 'remoteAttendeeCost'
>;

/** doc1 §5: choosing a currency updates the four rates it sets; the other rates stay as typed. */
export const applyCurrency = <T extends LicenceRates & { currencyCode: string }>(
  licence: T,
  currencyCode: string,
  rates: CurrencyRates[],
): T => {
  const chosen = rates.find((r) => r.currencyCode === currencyCode);
  if (!chosen) return { ...licence, currencyCode };
  return {
    ...licence,
    currencyCode,
    activeUserRate: chosen.activeUserRate,
    additionalOfficeRate: chosen.additionalOfficeRate,
    visualModeCost: chosen.visualModeCost,
    remoteAttendeeCost: chosen.remoteAttendeeCost,
  };
};

/** The report store accepts these files (doc2 §5 needs a file; the server checks the rest again). */
export const reportFileProblem = (file: File | null): string | null => {
  if (!file) return messages.reports.selectFile;
  const extension = file.name.slice(file.name.lastIndexOf('.')).toLowerCase();
  if (!(constants.customReport.extensions as readonly string[]).includes(extension)) {
    return `Only ${constants.customReport.extensions.join(', ')} reports can be uploaded`;
  }
  if (file.size > constants.customReport.maxBytes)
    return `${file.name} is larger than ${constants.customReport.maxBytes / 1024 / 1024} MB`;
  return null;
};

/**
 * What the list says while the rows on screen are not the answer to what is typed: a newer search is
 * still running (or has not started yet, while the operator types), so the rows are the previous
 * answer and actions on "shown" rows must wait. Null when the rows answer what is asked.
 */
export const staleSearchNotice = ({
  typed,
  asked,
  shownQuery,
  isPreviousAnswer,
}: {
  /** What is in the search box. */
  typed: string;
  /** The query of the view in the URL (empty for browse views). */
  asked: string;
  /** The query the rows on screen answer (empty for browse views). */
  shownQuery: string;
  /** The rows are the previous answer, kept while the new one loads. */
  isPreviousAnswer: boolean;
}): string | null => {
  const pending = typed.trim() || asked.trim();
  const isTypedAhead = typed.trim() !== '' && typed.trim() !== asked.trim();
  if (!isPreviousAnswer && !isTypedAhead) return null;
  const shown = shownQuery.trim() ? `the results for “${shownQuery.trim()}”` : 'the previous results';
  // Another page or page size of the same query: the rows are that query's previous page.
  if (!pending || pending === shownQuery.trim()) return 'Loading… still showing the previous results.';
  return `Searching for “${pending}”… still showing ${shown}.`;
};

export type QuickCreateField = 'customerName' | 'licenseOfferingId' | 'currencyCode' | 'location' | LicenceAmountField;

/** The licence's rates and costs, as the quick create and licence forms name them. */
export type LicenceAmountField = (typeof licenceAmountFields)[number];

/**
 * What quick create still needs, field by field, in the operator's words: shown next to each field
 * after a first submit, and the form is not sent while any remains (the server checks the same).
 */
export const quickCreateProblems = ({
  name,
  licenseOfferingId,
  currencyCode,
  hostingPlan,
  location,
  amounts = {},
}: {
  name: string;
  licenseOfferingId: string;
  currencyCode: string;
  hostingPlan: string;
  location: string;
  amounts?: Partial<Record<LicenceAmountField, number>>;
}): Partial<Record<QuickCreateField, string>> => ({
  ...(name.trim() ? {} : { customerName: 'Enter the customer name.' }),
  ...(licenseOfferingId ? {} : { licenseOfferingId: 'Choose a licence offering.' }),
  ...(currencyCode ? {} : { currencyCode: 'Choose a currency.' }),
  ...withProblem('location', azurePlacementProblem({ selectedHostingPlan: hostingPlan, selectedAzureLocation: location })),
  ...Object.fromEntries(
    Object.entries(amounts).flatMap(([field, value]) => {
      const problem = licenceAmountProblem(field, value ?? 0);
      return problem ? [[field, problem]] : [];
    }),
  ),
});

const withProblem = (field: QuickCreateField, problem: string | undefined) => (problem ? { [field]: problem } : {});

const counted = (n: number, one: string, other: string) => countOf(n, { one, other });

/**
 * The line above the results: which rows of how many, whether the count is exact ("at least N" when
 * counting stopped at the search's limit), how they matched, and how long the search took.
 */
export const describeSearchSummary = (
  data: Pick<CustomerSearchResponse, 'stats' | 'page' | 'pageSize' | 'results' | 'isPartial' | 'queryTimeInSeconds'>,
): string => {
  const { stats, page, pageSize, results } = data;
  const first = (page - 1) * pageSize + 1;
  const total = stats.isTotalExact
    ? counted(stats.totalResults, 'customer', 'customers')
    : `at least ${counted(stats.totalResults, 'customer', 'customers')}`;
  return [
    results.length === 0
      ? 'No customers'
      : `Showing ${first.toLocaleString()}–${(first + results.length - 1).toLocaleString()} of ${total}`,
    data.isPartial ? ' (partial result)' : '',
    stats.fragmentMatches > 0
      ? ` · ${stats.prefixMatches.toLocaleString()} by prefix, ${stats.fragmentMatches.toLocaleString()} containing the text`
      : '',
    ` · ${Math.max(1, Math.round(data.queryTimeInSeconds * 1000))} ms`,
    stats.isTotalExact ? '' : ' · refine the search to see every match',
  ].join('');
};
