import { describe, expect, it } from 'vitest';
import { describeIssues } from '../input-problems';
import { messages } from '../messages';
import { updateCustomerName } from './update-customer-name';
import { updateEmailDomain } from './update-email-domain';
import { updateMiscDetails } from './update-misc-details';

const reasonFor = (schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: unknown[] } } }, body: unknown) => {
  const parsed = schema.safeParse(body);
  return parsed.success ? null : describeIssues(parsed.error!.issues as Parameters<typeof describeIssues>[0]);
};

/** The 400 reasons of the details forms, in the operator's words; the web's own checks say the same. */
describe('customer details input reasons', () => {
  it('says a too-long name is too long, not missing', () => {
    expect(reasonFor(updateCustomerName.body, { newName: 'x'.repeat(5000) })).toBe(messages.customerDetails.nameTooLong(200));
    expect(reasonFor(updateCustomerName.body, { newName: '  ' })).toBe('Name is required.');
    expect(reasonFor(updateCustomerName.body, {})).toBe('Name is required.');
    expect(reasonFor(updateEmailDomain.body, { emailDomain: `${'a'.repeat(250)}.com` })).toBe(
      'Email domain must be at most 253 characters.',
    );
  });

  it('refuses a webhook count out of range or not whole, with the sentence the form shows', () => {
    expect(reasonFor(updateMiscDetails.body, { webhookCount: 99999999999 })).toBe(
      messages.customerDetails.webhookCountTooBig(10_000),
    );
    expect(reasonFor(updateMiscDetails.body, { webhookCount: -1 })).toBe(messages.customerDetails.webhookCountNotNegative);
    expect(reasonFor(updateMiscDetails.body, { webhookCount: 7.5 })).toBe(messages.customerDetails.webhookCountWhole);
    expect(reasonFor(updateMiscDetails.body, {})).toBe('Webhook count is required.');
    expect(reasonFor(updateMiscDetails.body, { webhookCount: '7' })).toBe('Webhook count must be a number.');
    expect(reasonFor(updateMiscDetails.body, { webhookCount: 7 })).toBeNull();
  });
});
