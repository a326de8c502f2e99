import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { customerIdParams } from '../customers/customer-search';
import { customerDetails } from './customer-details';

export const emailDomainInput = z.object({
  emailDomain: z.string().trim().min(1, { message: 'is required' }).max(253, { message: 'must be at most 253 characters' }),
});

/** The SPF check of the new domain: whether its SPF record lets the provider send mail for it. */
export const spfCheck = z.object({
  domain: z.string(),
  isPassing: z.boolean(),
  record: z.string().nullable(),
  message: z.string(),
});

export type SpfCheck = z.infer<typeof spfCheck>;

export const emailDomainResponse = z.object({ customer: customerDetails, spf: spfCheck });

/** doc1 §5: the domain is validated before it is saved; failure reasons are joined into the answer. */
export const updateEmailDomain = defineEndpoint({
  method: 'POST',
  path: '/api/customers/:id/emaildomain',
  summary: "Changes a customer's email domain after validating it, and checks its SPF record",
  permission: 'signedIn',
  params: customerIdParams,
  body: emailDomainInput,
  response: emailDomainResponse,
  isFormEdit: true,
});
