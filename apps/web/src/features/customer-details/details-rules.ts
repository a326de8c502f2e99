import { messages, type CustomerDetails, type Job, type JobPush, type LiveEntityChange } from '@console/contract';

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

/** Why a static IP address cannot be assigned now (one already is; or the customer is busy), or null. */
export const whyNoStaticIp = (customer: Pick<CustomerDetails, 'state' | 'staticIpAddress'>): string | null => {
  if (customer.state === 'provisioning' || customer.state === 'decommissioning')
    return messages.customerDetails.whyBusy(customer.state);
  return customer.staticIpAddress ? messages.customerDetails.whyNoStaticIp(customer.staticIpAddress) : null;
};

/** Why the customer cannot move to the App Gateway now (already behind it; or busy), or null. */
export const whyNoAppGateway = (customer: Pick<CustomerDetails, 'state' | 'isOnAppGateway'>): string | null => {
  if (customer.state === 'provisioning' || customer.state === 'decommissioning')
    return messages.customerDetails.whyBusy(customer.state);
  return customer.isOnAppGateway ? messages.customerDetails.whyNoAppGateway : null;
};

/** doc1 §8: the platform settings that end as jobs say 'Successfully updated … for {alias}' when they succeed. */
const settingJobs: Record<string, string> = {
  'customer.assignStaticIp': 'static IP',
  'customer.moveToAppGateway': 'App Gateway move',
  'customer.resetCreditCardVault': 'credit card vault credentials',
};

export const jobSuccessToast = (
  { change, entity }: LiveEntityChange<JobPush>,
  customer: Pick<CustomerDetails, 'id' | 'alias'>,
) => {
  const what = settingJobs[entity.type];
  return what && change === 'changed' && entity.isCompleted && !entity.isFaulted && entity.target?.id === customer.id
    ? messages.customers.updated(what, customer.alias)
    : null;
};

/** The newer of two copies of a customer (by when it last changed); the cached one when they tie. */
export const newerDetails = (current: CustomerDetails | undefined, pushed: CustomerDetails): CustomerDetails =>
  !current || Date.parse(pushed.updatedAt) >= Date.parse(current.updatedAt) ? pushed : current;

/** A job on this customer started or ended: its record may have changed, so the page reads it again. */
export const isJobOnCustomer = ({ change, entity }: LiveEntityChange<JobPush>, customerId: string) =>
  entity.target?.type === 'customer' && entity.target.id === customerId && (change === 'added' || entity.isCompleted);

/** The failure toast of a job on this customer that ended faulted, or null. */
export const jobFailureToast = ({ change, entity }: LiveEntityChange<JobPush>, customerId: string): string | null =>
  change === 'changed' && entity.isCompleted && entity.isFaulted && entity.target?.id === customerId
    ? messages.customerDetails.jobFailed(entity.name, entity.faultReason)
    : null;

/**
 * Why a name cannot be saved, or null (doc1 §5: not empty). Its longest length is the server's to
 * judge: its refusal (doc1 §8 toast plus the reason beside the field) says the limit.
 */
export const nameProblem = (value: string): string | null => (value.trim() ? null : messages.customerDetails.nameRequired);

/**
 * Why a webhook count as typed cannot be saved, or null: a whole number from 0. The text is checked as
 * typed, never rounded or clamped into a count the operator did not mean; the server judges the maximum.
 */
export const webhookCountProblem = (value: string | number): string | null => {
  const text = String(value).trim();
  if (text === '') return messages.customerDetails.webhookCountRequired;
  if (!/^-?\d+(\.\d+)?$/.test(text)) return messages.customerDetails.webhookCountWhole;
  const count = Number(text);
  if (!Number.isInteger(count)) return messages.customerDetails.webhookCountWhole;
  return count < 0 ? messages.customerDetails.webhookCountNotNegative : null;
};

export type CustomerHealth = { label: string; color: 'green' | 'blue' | 'red' | 'gray' };

/**
 * The header's one-word health: a faulted customer, or one whose latest job faulted, needs a look; a
 * customer with work running is busy; a disabled one is off; otherwise healthy.
 */
export const customerHealth = (
  customer: Pick<CustomerDetails, 'state' | 'isEnabled'>,
  jobs: readonly Pick<Job, 'isCompleted' | 'isFaulted' | 'startedAtUtc'>[],
): CustomerHealth => {
  if (customer.state === 'faulted') return { label: 'Faulted', color: 'red' };
  const latest = [...jobs].sort((a, b) => b.startedAtUtc.localeCompare(a.startedAtUtc))[0];
  if (latest?.isCompleted && latest.isFaulted) return { label: 'Last job failed', color: 'red' };
  if (jobs.some((job) => !job.isCompleted) || customer.state !== 'active') return { label: 'Busy', color: 'blue' };
  return customer.isEnabled ? { label: 'Healthy', color: 'green' } : { label: 'Disabled', color: 'gray' };
};

const andList = new Intl.ListFormat('en', { type: 'conjunction' });

/**
 * What the customer's applications run against what they should (its pin, else its channel's current
 * release): a promotion's rollout changes it machine by machine, so two versions mean it is under way.
 */
export const runningText = (
  customer: Pick<CustomerDetails, 'runningVersions' | 'isPinnedToReleaseChannel' | 'pinnedVersion' | 'releaseChannelVersion'>,
): string => {
  const running = customer.runningVersions;
  if (running.length === 0) return 'Nothing deployed yet.';
  const target = customer.isPinnedToReleaseChannel ? customer.pinnedVersion : customer.releaseChannelVersion;
  const runs = `Runs ${andList.format(running)}`;
  if (!target || (running.length === 1 && running[0] === target)) return `${runs}.`;
  return running.length === 1
    ? `${runs}: ${target} has not reached it yet.`
    : `${runs}: not all of its machines run ${target} yet.`;
};
