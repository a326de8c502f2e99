import { z } from 'zod';

/** The certificate of a custom domain as the console shows it; its private key and password are never sent. */
export const customDomainCertificate = z.object({
  thumbprint: z.string(),
  subject: z.string(),
  names: z.array(z.string()),
  notAfter: z.string(),
});

export type CustomDomainCertificate = z.infer<typeof customDomainCertificate>;

/** One TXT record the customer's DNS must publish so the platform can validate the domain. */
export const txtRecord = z.object({ name: z.string(), value: z.string() });

export type TxtRecord = z.infer<typeof txtRecord>;

export const domainValidationStates = ['notValidated', 'validated', 'failed'] as const;
export const certificateOrderStates = ['notOrdered', 'ordering', 'issued', 'failed'] as const;
export const frontDoorStates = ['notAdded', 'adding', 'added', 'failed'] as const;

/**
 * What the platform knows about one of the customer's domains (the custom domain or a URL rewrite
 * rule's): its TXT records, whether ownership was validated, its ordered certificate, Front Door.
 */
export const domainState = z.object({
  domainName: z.string(),
  txtRecords: z.array(txtRecord),
  /** True once the platform created the TXT records (they may still be propagating). */
  areTxtRecordsPublished: z.boolean(),
  validationState: z.enum(domainValidationStates),
  /** Why the last validation failed, in the platform's words. */
  validationReason: z.string().nullable(),
  validatedAt: z.string().nullable(),
  certificateOrderState: z.enum(certificateOrderStates),
  certificateOrderReason: z.string().nullable(),
  orderedCertificate: customDomainCertificate.nullable(),
  frontDoorState: z.enum(frontDoorStates),
  frontDoorReason: z.string().nullable(),
});

export type DomainState = z.infer<typeof domainState>;

/** doc1 §3 urlRewriteSettings conditionsDto: one condition of a rule. */
export const urlRewriteCondition = z.object({
  input: z.string(),
  pattern: z.string(),
  ignoreCase: z.boolean(),
  negate: z.boolean(),
});

export type UrlRewriteCondition = z.infer<typeof urlRewriteCondition>;

/** A URL rewrite rule as the console shows it: the certificate's public facts only. */
export const urlRewriteRule = z.object({
  ruleName: z.string(),
  conditionsDto: z.array(urlRewriteCondition),
  domainName: z.string().nullable(),
  certificate: customDomainCertificate.nullable(),
});

export type UrlRewriteRule = z.infer<typeof urlRewriteRule>;

/** doc1 §3 customDomainNameDetails, with the uploaded certificate's public facts and everything around the domain. */
export const customDomain = z.object({
  customDomainName: z.string().nullable(),
  enableEventsAirDomain: z.boolean(),
  certificate: customDomainCertificate.nullable(),
  portalAliases: z.array(z.string()),
  urlRewriteRules: z.array(urlRewriteRule),
  /** One entry per domain the platform was asked about (TXT records, validation, certificate order, Front Door). */
  domains: z.array(domainState),
});

export type CustomDomain = z.infer<typeof customDomain>;

const domainPattern = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** Characters that make the URL parser read more than a host name (a path, a port, credentials…). */
const notHostCharacters = /[\s/\\?#@:%[\]]/;

/**
 * A domain name in its ASCII form, lower-cased: an international one (`ünïcødé.example`) becomes its
 * punycode (`xn--…`) through the WHATWG URL parser's IDNA conversion, the same in Node and the browser.
 * Text that is not a bare host name is returned as typed (lower-cased), for the pattern to refuse.
 */
export const toAsciiDomain = (domain: string): string => {
  const trimmed = domain.trim();
  if (trimmed === '' || notHostCharacters.test(trimmed)) return trimmed.toLowerCase();
  try {
    return new URL(`http://${trimmed}`).hostname;
  } catch {
    return trimmed.toLowerCase();
  }
};

/** Whether the text is a domain name (international ones counted by their ASCII form). */
export const isDomainName = (domain: string): boolean => domainPattern.test(toAsciiDomain(domain));

/** A domain name such as events.example.com, lower-cased, an international one in its ASCII (punycode) form. */
export const domainNameText = z
  .string()
  .trim()
  .refine(isDomainName, { message: 'must be a domain name such as events.example.com' })
  .transform(toAsciiDomain);

export const customDomainNameBody = z.object({
  customDomainName: domainNameText,
  enableEventsAirDomain: z.boolean().default(false),
});

/** The body of the platform calls on one domain (order, validate, TXT records, Front Door). */
export const domainNameBody = z.object({ domainName: domainNameText });

/** The largest certificate file accepted; a larger one is refused with a 400 saying so. */
export const maxCertificateBytes = 64 * 1024;

/** Characters a rule name cannot hold: it becomes a path segment and a platform resource name. */
const rulePathCharacters = /[/\\?#%:*"<>|]|\.\./;

export const ruleNameText = z
  .string()
  .trim()
  .min(1, { message: 'is required' })
  .max(100, { message: 'must be at most 100 characters' })
  .refine((name) => !rulePathCharacters.test(name), {
    message: 'must not contain path characters (/ \\ ? # % : * " < > | or ..)',
  });

const isRegularExpression = (pattern: string) => {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
};

export const urlRewriteConditionInput = z.object({
  input: z.string().trim().max(200, { message: 'must be at most 200 characters' }),
  pattern: z
    .string()
    .max(500, { message: 'must be at most 500 characters' })
    .refine(isRegularExpression, { message: 'must be a valid regular expression' }),
  ignoreCase: z.boolean().default(true),
  negate: z.boolean().default(false),
});

/** doc1 §3 urlRewriteSettings without the file: the certificate follows with addUrlRewrite/{rule}. */
export const urlRewriteRuleInput = z.object({
  ruleName: ruleNameText,
  conditionsDto: z.array(urlRewriteConditionInput).max(20, { message: 'can have at most 20 conditions' }).default([]),
  domainName: z
    .union([domainNameText, z.literal('').transform(() => null), z.null()])
    .optional()
    .transform((d) => d ?? null),
});

export const portalAliasesInput = z.object({
  input: z.string().max(2000, { message: 'must be at most 2000 characters' }),
});

export const certificateUploadFields = z.object({
  password: z.string().max(200, { message: 'must be at most 200 characters' }).default(''),
});

/** A URL rewrite rule of a customer, by name. */
export const ruleParams = z.object({
  id: z.uuid({ message: 'must be a customer id' }),
  rule: z.string().min(1).max(200),
});
