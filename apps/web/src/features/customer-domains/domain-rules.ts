import {
  messages,
  type CustomDomain,
  type CustomDomainCertificate,
  type DomainState,
  type JobPush,
  type LiveEntityChange,
  type UrlRewriteCondition,
} from '@console/contract';
import { formatLocalTime } from '../../lib/format-time';

export const certificateEndings = ['.pfx', '.p12'] as const;

/** Whether a file name ends as a PKCS#12 certificate does (.pfx or .p12, any case). */
export const isCertificateFileName = (name: string) => certificateEndings.some((e) => name.toLowerCase().endsWith(e));

/** A condition with neither input nor pattern. */
export const isEmptyCondition = (c: UrlRewriteCondition) => !c.input.trim() && !c.pattern.trim();

/** doc1 §5: an empty first condition is dropped (the form starts with one). */
export const conditionsToSend = (conditions: UrlRewriteCondition[]): UrlRewriteCondition[] =>
  conditions.length > 0 && isEmptyCondition(conditions[0]!) ? conditions.slice(1) : conditions;

export const emptyCondition = (): UrlRewriteCondition => ({ input: '', pattern: '', ignoreCase: true, negate: false });

const rulePathCharacters = /[/\\?#%:*"<>|]|\.\./;

export type UrlRewriteDraft = {
  ruleName: string;
  domainName: string;
  conditions: UrlRewriteCondition[];
  file: { name: string } | null;
};

/** What stops a URL rewrite rule from being sent, field by field (empty when nothing does). */
export const urlRewriteProblems = (draft: UrlRewriteDraft): { ruleName?: string; file?: string } => {
  const problems: { ruleName?: string; file?: string } = {};
  const name = draft.ruleName.trim();
  if (!name) problems.ruleName = 'Enter a rule name';
  else if (rulePathCharacters.test(name)) problems.ruleName = 'A rule name cannot contain / \\ ? # % : * " < > | or ..';
  // doc1 §5: with a domain name, a certificate file ending .p12 or .pfx is required.
  if (draft.domainName.trim() && (!draft.file || !isCertificateFileName(draft.file.name)))
    problems.file = messages.customers.selectP12OrPfx;
  return problems;
};

/** doc1 §5: portal aliases are required. */
export const portalAliasesProblem = (input: string): string | null =>
  input.split(/[\s,;]+/).some((a) => a.trim()) ? null : messages.customers.addPortalAliases;

/** The certificate file chosen for an upload, or the reason it cannot be sent. */
export const certificateFileProblem = (file: { name: string } | null): string | null =>
  file && isCertificateFileName(file.name) ? null : messages.customers.selectP12OrPfx;

/** Every domain of the customer in order (custom domain first), each with what the platform knows of it. */
export const domainsOf = (domain: CustomDomain): { domainName: string; source: string; state: DomainState | null }[] => {
  const names: { domainName: string; source: string }[] = [];
  if (domain.customDomainName) names.push({ domainName: domain.customDomainName, source: 'Custom domain' });
  for (const rule of domain.urlRewriteRules) {
    if (rule.domainName && !names.some((n) => n.domainName === rule.domainName))
      names.push({ domainName: rule.domainName, source: `URL rewrite rule ${rule.ruleName}` });
  }
  return names.map((n) => ({ ...n, state: domain.domains.find((d) => d.domainName === n.domainName) ?? null }));
};

/** The validation status of a domain in words, with the platform's reason of a failure. */
export const validationText = (state: DomainState | null): string => {
  switch (state?.validationState ?? 'notValidated') {
    case 'validated':
      return 'Validated';
    case 'failed':
      return `Validation failed: ${state?.validationReason ?? 'no reason given'}`;
    case 'notValidated':
      return 'Not validated';
    default:
      return 'Not validated';
  }
};

export const certificateOrderText = (state: DomainState | null): string => {
  const order = state?.certificateOrderState ?? 'notOrdered';
  switch (order) {
    case 'notOrdered':
      return 'No certificate ordered';
    case 'ordering':
      return 'Certificate being ordered…';
    case 'issued':
      return `Certificate issued (expires ${state?.orderedCertificate ? formatLocalTime(state.orderedCertificate.notAfter, 'date') : 'unknown'})`;
    case 'failed':
      return `Certificate order failed: ${state?.certificateOrderReason ?? 'no reason given'}`;
    default: {
      const exhaustive: never = order;
      return exhaustive;
    }
  }
};

export const frontDoorText = (state: DomainState | null): string => {
  const frontDoor = state?.frontDoorState ?? 'notAdded';
  switch (frontDoor) {
    case 'notAdded':
      return 'Not in Front Door';
    case 'adding':
      return 'Being added to Front Door…';
    case 'added':
      return 'In Front Door';
    case 'failed':
      return `Adding to Front Door failed: ${state?.frontDoorReason ?? 'no reason given'}`;
    default: {
      const exhaustive: never = frontDoor;
      return exhaustive;
    }
  }
};

/** A certificate expiring within this many days gets a warning. */
export const certificateWarningDays = 30;

const dayMs = 86_400_000;

/** How soon a certificate expires: expired, within the warning period (with the days left), or not soon. */
export type CertificateExpiry = { kind: 'expired' } | { kind: 'soon'; days: number } | { kind: 'later' };

export const certificateExpiry = (notAfter: string, now: number): CertificateExpiry => {
  const left = Date.parse(notAfter) - now;
  if (left <= 0) return { kind: 'expired' };
  const days = Math.ceil(left / dayMs);
  return days <= certificateWarningDays ? { kind: 'soon', days } : { kind: 'later' };
};

/**
 * The one certificate of the custom domain, whichever way it came: uploaded (the one served when there is
 * both) or ordered through the platform; otherwise what stands (being ordered, failed, none).
 */
export type CustomDomainCertificateView =
  | { kind: 'uploaded'; certificate: CustomDomainCertificate }
  | { kind: 'ordered'; certificate: CustomDomainCertificate }
  | { kind: 'ordering' }
  | { kind: 'orderFailed'; reason: string }
  | { kind: 'none' };

export const customDomainCertificate = (domain: CustomDomain): CustomDomainCertificateView => {
  if (domain.certificate) return { kind: 'uploaded', certificate: domain.certificate };
  const state = domain.domains.find((d) => d.domainName === domain.customDomainName);
  switch (state?.certificateOrderState ?? 'notOrdered') {
    case 'issued':
      return state?.orderedCertificate ? { kind: 'ordered', certificate: state.orderedCertificate } : { kind: 'none' };
    case 'ordering':
      return { kind: 'ordering' };
    case 'failed':
      return { kind: 'orderFailed', reason: state?.certificateOrderReason ?? 'no reason given' };
    case 'notOrdered':
      return { kind: 'none' };
    default:
      return { kind: 'none' };
  }
};

/** Why ordering a certificate or adding to Front Door is not offered now, or null. */
export const whyNotValidated = (state: DomainState | null): string | null =>
  state?.validationState === 'validated' ? null : 'Validate the domain first';

export const copyTxtRecordLabel = (name: string) => `Copy TXT record value ${name}`;

/** The words of doc1 §8's success toast for each domain job ('Successfully updated … for {alias}'). */
const jobWords: Record<string, string> = {
  'customerDomain.publishTxtRecords': 'TXT records',
  'customerDomain.validate': 'domain validation',
  'customerDomain.orderCertificate': 'certificate order',
  'customerDomain.addToFrontDoor': 'Front Door',
};

/** The success toast of a domain job on this customer that this tab started and that ended well, or null. */
export const domainJobSuccessToast = (
  { change, entity }: LiveEntityChange<JobPush>,
  customerId: string,
  alias: string,
  isStartedHere: (correlationId: string) => boolean,
): string | null => {
  const words = jobWords[entity.type];
  if (!words || change !== 'changed' || !entity.isCompleted || entity.isFaulted) return null;
  if (entity.target?.id !== customerId || !isStartedHere(entity.correlationId)) return null;
  return messages.customers.updated(words, alias);
};

/** A domain job on this customer that ended: the domain's record changed. */
export const isDomainJobEnded = ({ entity }: LiveEntityChange<JobPush>, customerId: string) =>
  entity.type in jobWords && entity.target?.id === customerId && entity.isCompleted;

/** doc1 §4 session time-out: valid or invalid according to the call's outcome; unknown before any. */
export type SessionTimeoutOutcome =
  { state: 'unknown' } | { state: 'valid'; minutes: number } | { state: 'invalid'; reason: string };
