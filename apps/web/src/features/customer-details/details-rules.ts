import { messages, type CustomerDetails, type Job, type LiveEntityChange } from '@console/contract';

type LifecycleView = Pick<CustomerDetails, 'state' | 'isEnabled'>;

/** Why enable is not offered now (doc1 §4: only from the disabled state, never while busy), or null. */
export const whyNoEnable = (customer: LifecycleView): string | null => {
  if (customer.state === 'provisioning' || customer.state === 'decommissioning')
    return messages.customerDetails.whyBusy(customer.state);
  return customer.isEnabled ? messages.customerDetails.whyNoEnable : null;
};

/** Why disable is not offered now (doc1 §4: only from the enabled state, never while busy), or null. */
export const whyNoDisable = (customer: LifecycleView): string | null => {
  if (customer.state === 'provisioning' || customer.state === 'decommissioning')
    return messages.customerDetails.whyBusy(customer.state);
  return customer.isEnabled ? null : messages.customerDetails.whyNoDisable;
};

/** A job on this customer started or ended: its record may have changed, so the page reads it again. */
export const isJobOnCustomer = ({ change, entity }: LiveEntityChange<Job>, customerId: string) =>
  entity.target?.type === 'customer' && entity.target.id === customerId && (change === 'added' || entity.isCompleted);

/** The failure toast of a job on this customer that ended faulted, or null. */
export const jobFailureToast = ({ change, entity }: LiveEntityChange<Job>, customerId: string): string | null =>
  change === 'changed' && entity.isCompleted && entity.isFaulted && entity.target?.id === customerId
    ? messages.customerDetails.jobFailed(entity.name, entity.faultReason)
    : null;

/** A trimmed name, or the reason it cannot be saved (doc1 §5: not empty). */
export const nameProblem = (value: string): string | null => (value.trim() ? null : messages.customerDetails.nameRequired);

/** A whole webhook count from 0, or the reason it cannot be saved (doc1 §5: not empty). */
export const webhookCountProblem = (value: string | number): string | null => {
  if (value === '' || value === null) return messages.customerDetails.webhookCountRequired;
  const count = Number(value);
  return Number.isInteger(count) && count >= 0 ? null : messages.customerDetails.webhookCountRequired;
};

/** The page's sections, in order; each id is a deep link (`/customers/{id}#licence`). */
export const detailSections = [
  { id: 'operations', title: 'Operations' },
  { id: 'lifecycle', title: 'Lifecycle' },
  { id: 'details', title: 'Details' },
  { id: 'email', title: 'Email' },
  { id: 'release', title: 'Release channel' },
  { id: 'logging', title: 'Log level' },
  { id: 'gds', title: 'GDS' },
  { id: 'deployments', title: 'Deployments' },
] as const;

export type DetailSectionId = (typeof detailSections)[number]['id'];
