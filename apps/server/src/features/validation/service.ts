import { constants, toAsciiDomain, type ValidationResult } from '@console/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { azureLocations, customers, deployments } from '../../db/schema';
import { checkSpf } from './spf';

const result = (reasons: string[]): ValidationResult => ({ isValid: reasons.length === 0, reasons });

/** Aliases that name the provider's own services and so can never be a customer's. */
export const reservedAliases = ['admin', 'api', 'www', 'mail', 'support', 'login', 'portal', 'status', 'eventsair', 'console'];

/** The reasons an alias cannot be used; the alias rules are the customer's web address rules. */
export const customerAliasReasons = async ({ db, alias }: { db: Db; alias: string }): Promise<string[]> => {
  if (!alias) return ['A customer alias is required.'];
  const reasons: string[] = [];
  if (alias.length > constants.customerAliasMaxLength) {
    reasons.push(`The customer alias must be at most ${constants.customerAliasMaxLength} characters.`);
  }
  if (!/^[a-z0-9]+$/.test(alias)) reasons.push('The customer alias may only contain lower-case letters and digits.');
  else if (!/^[a-z]/.test(alias)) reasons.push('The customer alias must start with a letter.');
  if (reservedAliases.includes(alias)) reasons.push(`The customer alias ${alias} is reserved.`);
  if (reasons.length === 0) {
    // Aliases are unique across every subscription: they name the customer's web address.
    const [taken] = await db.select({ id: customers.id }).from(customers).where(eq(customers.alias, alias));
    if (taken) reasons.push(`The customer alias ${alias} is already taken.`);
  }
  return reasons;
};

export const validateCustomerAlias = async ({ db, candidate }: { db: Db; candidate: string }) =>
  result(await customerAliasReasons({ db, alias: candidate.trim() }));

export const resourceGroupFor = (alias: string) => `rg-${alias}`;

/** The reasons an Azure deployment for `alias` cannot be made in `location`. */
export const azureDeploymentReasons = async ({ db, alias, location }: { db: Db; alias: string; location: string }) => {
  const reasons: string[] = [];
  if (!location) return ['An Azure location is required.'];
  const [known] = await db.select().from(azureLocations).where(eq(azureLocations.name, location));
  if (!known) reasons.push(`${location} is not an Azure location.`);
  else if (!known.isSupported) reasons.push(`Customers cannot be deployed in ${known.displayName}.`);
  if (alias) {
    const [existing] = await db
      .select({ id: deployments.id })
      .from(deployments)
      .where(eq(deployments.resourceGroupName, resourceGroupFor(alias)));
    if (existing) reasons.push(`An Azure deployment for ${alias} already exists (resource group ${resourceGroupFor(alias)}).`);
  }
  return reasons;
};

export const validateAzureDeployment = async ({
  db,
  customerAlias,
  location,
}: {
  db: Db;
  customerAlias: string;
  location: string;
}) => result(await azureDeploymentReasons({ db, alias: customerAlias.trim(), location: location.trim() }));

const domainPattern = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * Several domains are separated by commas or semicolons; spaces inside one entry make it invalid. An
 * international domain name is taken in its ASCII (punycode) form (issue 25).
 */
export const splitDomains = (candidate: string) =>
  candidate
    .split(/[,;]+/)
    .map((d) => toAsciiDomain(d))
    .filter(Boolean);

/**
 * The reasons custom email domains cannot be used: each must be a domain name, and one that no
 * other customer sends from. The provider's own mail domain is shared and always allowed.
 */
export const customDomainReasons = async ({
  db,
  candidate,
  exceptCustomerId,
}: {
  db: Db;
  candidate: string;
  exceptCustomerId?: string;
}) => {
  const domains = splitDomains(candidate);
  if (domains.length === 0) return ['An email domain is required.'];
  const reasons: string[] = [];
  for (const domain of domains) {
    if (domain === constants.defaultEmailDomain) continue;
    if (!domainPattern.test(domain)) {
      reasons.push(`“${domain}” is not a valid domain name: enter one like mail.example.com.`);
      continue;
    }
    const [user] = await db
      .select({ alias: customers.alias })
      .from(customers)
      .where(
        and(sql`lower(${customers.emailDomain}) = ${domain}`, exceptCustomerId ? ne(customers.id, exceptCustomerId) : undefined),
      )
      .limit(1);
    if (user) reasons.push(`The email domain ${domain} is already used by another customer.`);
  }
  return reasons;
};

export const validateCustomDomains = async ({ db, candidate }: { db: Db; candidate: string }) =>
  result(await customDomainReasons({ db, candidate }));

/** doc2 §5 SPF records: each domain must be a domain name that publishes an SPF record letting the provider send. */
export const validateSpfRecords = ({ candidate }: { candidate: string }) => {
  const domains = splitDomains(candidate);
  if (domains.length === 0) return result(['A domain is required.']);
  return result(
    domains.flatMap((domain) => {
      if (!domainPattern.test(domain)) return [`“${domain}” is not a valid domain name: enter one like mail.example.com.`];
      const spf = checkSpf(domain);
      return spf.isPassing ? [] : [`${spf.message}.`];
    }),
  );
};
