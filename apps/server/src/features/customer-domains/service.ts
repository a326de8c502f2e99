import {
  maxCertificateBytes,
  messages,
  type CustomDomain,
  type Job,
  type TxtRecordsResponse,
  type UrlRewriteCondition,
} from '@console/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customers } from '../../db/schema';
import type { UploadedFile } from '../../http/read-upload';
import type { AuthContext } from '../../identity/auth-context';
import type { Jobs } from '../../jobs/types';
import { AppError } from '../../lib/app-error';
import { findCustomer, requireSubscription } from '../customers';
import { checkCertificate, encryptSecret, type CheckedCertificate } from './certificate';
import {
  addToFrontDoorJob,
  orderCertificateJob,
  publishTxtRecordsJob,
  validateDomainJob,
  type DomainJobPayload,
} from './domain-jobs';
import { ensureDomainRow, newTxtRecords, pruneDomainRows, readDomainStates, recordsOf, updateDomainRow } from './domain-state';

type StoredCertificate = CheckedCertificate & { encryptedPfx: string; encryptedPassword: string };

type Stored = {
  customDomainName?: string | null;
  enableEventsAirDomain?: boolean;
  certificate?: StoredCertificate | null;
  portalAliases?: string[];
};

type StoredRule = {
  ruleName: string;
  conditionsDto: UrlRewriteCondition[];
  domainName: string | null;
  certificate: StoredCertificate | null;
};

export type DomainDeps = { db: Db; auth: AuthContext; secretsKey: string; jobs?: Jobs | undefined };

type Customer = Awaited<ReturnType<typeof findCustomer>>;

/** The public facts of a stored certificate: never its file or password. */
const publicFacts = (certificate: StoredCertificate | null | undefined) =>
  certificate
    ? {
        thumbprint: certificate.thumbprint,
        subject: certificate.subject,
        names: certificate.names,
        notAfter: certificate.notAfter,
      }
    : null;

const asRules = (value: unknown): StoredRule[] =>
  Array.isArray(value) ? value.filter((r): r is StoredRule => !!r && typeof (r as StoredRule).ruleName === 'string') : [];

const load = async ({ db, auth }: DomainDeps, id: string) => {
  const customer = await findCustomer({ db, subscriptionId: requireSubscription(auth), id });
  const [row] = await db
    .select({ details: customers.customDomainNameDetails, rules: customers.urlRewriteSettings })
    .from(customers)
    .where(eq(customers.id, customer.id));
  return { customer, stored: (row?.details ?? {}) as Stored, rules: asRules(row?.rules) };
};

/** Every domain of the customer: its custom domain and its URL rewrite rules' domains. */
const domainsOf = (stored: Stored, rules: StoredRule[]) => [
  ...new Set([
    ...(stored.customDomainName ? [stored.customDomainName] : []),
    ...rules.flatMap((r) => (r.domainName ? [r.domainName] : [])),
  ]),
];

const present = async (db: Db, customerId: string, stored: Stored, rules: StoredRule[]): Promise<CustomDomain> => ({
  customDomainName: stored.customDomainName ?? null,
  enableEventsAirDomain: stored.enableEventsAirDomain ?? false,
  certificate: publicFacts(stored.certificate),
  portalAliases: stored.portalAliases ?? [],
  urlRewriteRules: rules.map((r) => ({
    ruleName: r.ruleName,
    conditionsDto: r.conditionsDto,
    domainName: r.domainName,
    certificate: publicFacts(r.certificate),
  })),
  domains: await readDomainStates(db, customerId),
});

const save = async (db: Db, customerId: string, change: { stored?: Stored; rules?: StoredRule[] }) => {
  await db
    .update(customers)
    .set({
      ...(change.stored ? { customDomainNameDetails: change.stored } : {}),
      ...(change.rules ? { urlRewriteSettings: change.rules } : {}),
      updatedAt: new Date(),
    })
    .where(eq(customers.id, customerId));
  const [row] = await db
    .select({ details: customers.customDomainNameDetails, rules: customers.urlRewriteSettings })
    .from(customers)
    .where(eq(customers.id, customerId));
  const stored = (row?.details ?? {}) as Stored;
  const rules = asRules(row?.rules);
  await pruneDomainRows(db, customerId, domainsOf(stored, rules));
  return present(db, customerId, stored, rules);
};

export const getCustomDomain = async ({ deps, id }: { deps: DomainDeps; id: string }) => {
  const { customer, stored, rules } = await load(deps, id);
  return present(deps.db, customer.id, stored, rules);
};

export const setCustomDomainName = async ({
  deps,
  id,
  customDomainName,
  enableEventsAirDomain,
}: {
  deps: DomainDeps;
  id: string;
  customDomainName: string;
  enableEventsAirDomain: boolean;
}) => {
  const { customer, stored } = await load(deps, id);
  // A certificate for another name no longer fits: it is dropped with the old name.
  const certificate = stored.customDomainName === customDomainName ? stored.certificate : null;
  return save(deps.db, customer.id, { stored: { ...stored, customDomainName, enableEventsAirDomain, certificate } });
};

export const removeCustomDomain = async ({ deps, id }: { deps: DomainDeps; id: string }) => {
  const { customer, stored } = await load(deps, id);
  return save(deps.db, customer.id, {
    stored: { ...stored, customDomainName: null, enableEventsAirDomain: false, certificate: null },
  });
};

const storedCertificate = ({
  file,
  password,
  domain,
  secretsKey,
}: {
  file: UploadedFile | null;
  password: string;
  domain: string;
  secretsKey: string;
}): StoredCertificate => {
  if (!file) throw new AppError('badRequest', `File: ${messages.customers.selectP12OrPfx}`);
  const checked = checkCertificate({ content: file.content, password, domain, maxBytes: maxCertificateBytes });
  return {
    ...checked,
    encryptedPfx: encryptSecret(Buffer.from(file.content), secretsKey),
    encryptedPassword: encryptSecret(Buffer.from(password, 'utf8'), secretsKey),
  };
};

export const uploadCustomDomainCertificate = async ({
  deps,
  id,
  file,
  password,
}: {
  deps: DomainDeps;
  id: string;
  file: UploadedFile | null;
  password: string;
}) => {
  const { customer, stored } = await load(deps, id);
  if (!file) throw new AppError('badRequest', `File: ${messages.customers.selectP12OrPfx}`);
  if (!stored.customDomainName)
    throw new AppError('badRequest', 'Custom domain: set the custom domain name before uploading its certificate.');
  const certificate = storedCertificate({ file, password, domain: stored.customDomainName, secretsKey: deps.secretsKey });
  return save(deps.db, customer.id, { stored: { ...stored, certificate } });
};

const maxRules = 50;

/** doc1 §5: an empty condition (no input, no pattern) is dropped; a half-filled one is refused. */
const keptConditions = (conditions: UrlRewriteCondition[]) => {
  const kept = conditions.filter((c) => c.input.trim() || c.pattern.trim());
  kept.forEach((c, index) => {
    if (!c.input.trim()) throw new AppError('badRequest', `Conditions (item ${index + 1}): Input is required.`);
    if (!c.pattern.trim()) throw new AppError('badRequest', `Conditions (item ${index + 1}): Pattern is required.`);
  });
  return kept.map((c) => ({ input: c.input.trim(), pattern: c.pattern, ignoreCase: c.ignoreCase, negate: c.negate }));
};

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export const addUrlRewrite = async ({
  deps,
  id,
  rule,
}: {
  deps: DomainDeps;
  id: string;
  rule: { ruleName: string; conditionsDto: UrlRewriteCondition[]; domainName: string | null };
}) => {
  const { customer, rules } = await load(deps, id);
  if (rules.some((r) => sameName(r.ruleName, rule.ruleName)))
    throw new AppError('conflict', `Rule name: ${customer.alias} already has a rule named ${rule.ruleName}.`);
  if (rules.length >= maxRules) throw new AppError('conflict', `${customer.alias} already has ${maxRules} URL rewrite rules.`);
  const added: StoredRule = {
    ruleName: rule.ruleName,
    conditionsDto: keptConditions(rule.conditionsDto),
    domainName: rule.domainName,
    certificate: null,
  };
  return save(deps.db, customer.id, { rules: [...rules, added] });
};

const ruleOf = (customer: Customer, rules: StoredRule[], name: string) => {
  const found = rules.find((r) => sameName(r.ruleName, name));
  if (!found) throw new AppError('notFound', `${customer.alias} has no URL rewrite rule named ${name}`);
  return found;
};

export const removeUrlRewrite = async ({ deps, id, ruleName }: { deps: DomainDeps; id: string; ruleName: string }) => {
  const { customer, rules } = await load(deps, id);
  const removed = ruleOf(customer, rules, ruleName);
  return save(deps.db, customer.id, { rules: rules.filter((r) => r !== removed) });
};

/** The certificate of a rule's domain, the rule named (addUrlRewrite/{rule}) or found by its domain (urlRewriteSettingsCertificate). */
export const uploadUrlRewriteCertificate = async ({
  deps,
  id,
  by,
  file,
  password,
}: {
  deps: DomainDeps;
  id: string;
  by: { ruleName: string } | { domainName: string };
  file: UploadedFile | null;
  password: string;
}) => {
  const { customer, rules } = await load(deps, id);
  if ('domainName' in by && !by.domainName) throw new AppError('badRequest', 'Domain name: is required.');
  const rule = 'ruleName' in by ? ruleOf(customer, rules, by.ruleName) : rules.find((r) => r.domainName === by.domainName);
  if (!rule)
    throw new AppError('notFound', `${customer.alias} has no URL rewrite rule for ${'domainName' in by ? by.domainName : ''}`);
  if (!file) throw new AppError('badRequest', `File: ${messages.customers.selectP12OrPfx}`);
  if (!rule.domainName)
    throw new AppError('badRequest', `Domain name: the rule ${rule.ruleName} has no domain name, so it takes no certificate.`);
  const certificate = storedCertificate({ file, password, domain: rule.domainName, secretsKey: deps.secretsKey });
  return save(deps.db, customer.id, { rules: rules.map((r) => (r === rule ? { ...r, certificate } : r)) });
};

const aliasPattern = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const maxPortalAliases = 50;

/** doc1 §5: aliases are required ('Please add portal aliases'); each is a host label. */
export const addPortalAliases = async ({ deps, id, input }: { deps: DomainDeps; id: string; input: string }) => {
  const { customer, stored } = await load(deps, id);
  const aliases = input
    .split(/[\s,;]+/)
    .map((a) => a.trim().toLowerCase())
    .filter(Boolean);
  if (aliases.length === 0) throw new AppError('badRequest', `Portal aliases: ${messages.customers.addPortalAliases}`);
  const invalid = aliases.filter((a) => !aliasPattern.test(a));
  if (invalid.length > 0)
    throw new AppError(
      'badRequest',
      `Portal aliases: ${invalid.map((a) => `“${a}”`).join(', ')} ${invalid.length === 1 ? 'is' : 'are'} not valid: use letters, digits and hyphens (at most 63).`,
    );
  const portalAliases = [...new Set([...(stored.portalAliases ?? []), ...aliases])];
  if (portalAliases.length > maxPortalAliases)
    throw new AppError('badRequest', `Portal aliases: a customer can have at most ${maxPortalAliases}.`);
  return save(deps.db, customer.id, { stored: { ...stored, portalAliases } });
};

/** Removes one portal alias; one the customer does not have is a 404 naming it. */
export const removePortalAlias = async ({ deps, id, alias }: { deps: DomainDeps; id: string; alias: string }) => {
  const { customer, stored } = await load(deps, id);
  const name = alias.trim().toLowerCase();
  const portalAliases = stored.portalAliases ?? [];
  if (!portalAliases.includes(name)) throw new AppError('notFound', `${customer.alias} has no portal alias named ${name}`);
  return save(deps.db, customer.id, { stored: { ...stored, portalAliases: portalAliases.filter((a) => a !== name) } });
};

/** The customer and one of its domains, ready for platform work; anything else is refused with the reason. */
const domainForWork = async (deps: DomainDeps, id: string, domainName: string) => {
  const { customer, stored, rules } = await load(deps, id);
  if (!deps.jobs)
    throw new AppError('unavailable', 'Background jobs are not running on this server, so platform work cannot start');
  if (customer.state === 'provisioning') throw new AppError('conflict', `${customer.alias} is still being provisioned`);
  if (customer.state === 'decommissioning') throw new AppError('conflict', `${customer.alias} is being decommissioned`);
  if (!domainsOf(stored, rules).includes(domainName))
    throw new AppError(
      'badRequest',
      `Domain name: ${domainName} is not a domain of ${customer.alias}; set it as the custom domain or a URL rewrite rule's domain first.`,
    );
  const row = await ensureDomainRow(deps.db, customer.id, domainName);
  return { customer, stored, rules, row, jobs: deps.jobs };
};

const startJob = (deps: DomainDeps, jobs: Jobs, definition: typeof validateDomainJob, payload: DomainJobPayload): Promise<Job> =>
  jobs.start(definition, { payload, subscriptionId: requireSubscription(deps.auth), operatorId: deps.auth.operator.id });

export type DomainJobKind = 'validate' | 'orderCertificate' | 'addToFrontDoor';

/** Validation, a certificate order or Front Door, as a job; the latter two need a validated domain. */
export const startDomainJob = async ({
  deps,
  id,
  domainName,
  kind,
}: {
  deps: DomainDeps;
  id: string;
  domainName: string;
  kind: DomainJobKind;
}) => {
  const { customer, row, jobs } = await domainForWork(deps, id, domainName);
  const payload = { customerId: customer.id, alias: customer.alias, domainName, records: recordsOf(row) };
  const key = { customerId: customer.id, domainName };
  switch (kind) {
    case 'validate':
      return startJob(deps, jobs, validateDomainJob, payload);
    case 'orderCertificate':
      if (row.validationState !== 'validated')
        throw new AppError('conflict', `Domain name: validate ${domainName} before ordering its certificate.`);
      await updateDomainRow(deps.db, key, { certificateOrderState: 'ordering', certificateOrderReason: null });
      return startJob(deps, jobs, orderCertificateJob, payload);
    case 'addToFrontDoor':
      if (row.validationState !== 'validated')
        throw new AppError('conflict', `Domain name: validate ${domainName} before adding it to Front Door.`);
      await updateDomainRow(deps.db, key, { frontDoorState: 'adding', frontDoorReason: null });
      return startJob(deps, jobs, addToFrontDoorJob, payload);
    default: {
      const exhaustive: never = kind;
      return exhaustive;
    }
  }
};

/**
 * The TXT records of a domain (doc1 §7 txtRecords): made the first time, and published by a job
 * while they are not yet; regenerate makes new values, which must be validated again.
 */
export const txtRecords = async ({
  deps,
  id,
  domainName,
  regenerate,
}: {
  deps: DomainDeps;
  id: string;
  domainName: string;
  regenerate: boolean;
}): Promise<TxtRecordsResponse> => {
  const { customer, row, jobs } = await domainForWork(deps, id, domainName);
  const key = { customerId: customer.id, domainName };
  let records = recordsOf(row);
  let job: Job | null = null;
  const isNew = regenerate || records.length === 0;
  if (isNew) {
    records = newTxtRecords(domainName);
    await updateDomainRow(deps.db, key, {
      txtRecords: records,
      areTxtRecordsPublished: false,
      validationState: 'notValidated',
      validationReason: null,
      validatedAt: null,
    });
  }
  if (isNew || !row.areTxtRecordsPublished) {
    job = await startJob(deps, jobs, publishTxtRecordsJob, {
      customerId: customer.id,
      alias: customer.alias,
      domainName,
      records,
    });
  }
  const { stored, rules } = await load(deps, id);
  return { customDomain: await present(deps.db, customer.id, stored, rules), job };
};
