import { messages, type CustomerDetails, type Job } from '@console/contract';
import { describe, expect, it } from 'vitest';
import {
  isJobOnCustomer,
  runningText,
  jobFailureToast,
  jobSuccessToast,
  newerDetails,
  nameProblem,
  webhookCountProblem,
  whyNoAppGateway,
  whyNoDisable,
  whyNoEnable,
  whyNoStaticIp,
} from './details-rules';

const job = (overrides: Partial<Job>): Job =>
  ({
    id: 'j',
    correlationId: 'c',
    type: 'customer.restartService',
    name: 'Restart the service of acme',
    isCompleted: false,
    isFaulted: false,
    faultReason: null,
    target: { type: 'customer', id: 'cust-1', name: 'acme' },
    ...overrides,
  }) as Job;

describe('customer details rules', () => {
  it('offers enable only when disabled and disable only when enabled, saying why not', () => {
    expect(whyNoEnable({ state: 'active', isEnabled: false })).toBeNull();
    expect(whyNoEnable({ state: 'active', isEnabled: true })).toBe(
      'The customer is already enabled: enable is allowed only when it is disabled',
    );
    expect(whyNoDisable({ state: 'faulted', isEnabled: true })).toBeNull();
    expect(whyNoDisable({ state: 'active', isEnabled: false })).toBe(
      'The customer is already disabled: disable is allowed only when it is enabled',
    );
    expect(whyNoDisable({ state: 'provisioning', isEnabled: true })).toBe('Not while the customer is provisioning');
  });

  it('refuses an empty name and an empty or negative webhook count', () => {
    expect(nameProblem('  ')).toBe(messages.customerDetails.nameRequired);
    expect(nameProblem('Acme')).toBeNull();
    expect(webhookCountProblem('')).toBe(messages.customerDetails.webhookCountRequired);
    // The longest name and count are the server's to judge: its reason is shown beside the field.
    expect(nameProblem('x'.repeat(5000))).toBeNull();
    // Refused as typed, never coerced (-1 used to be saved as 0, 7.5 as 7).
    expect(webhookCountProblem('-1')).toBe('Webhook count must be 0 or more.');
    expect(webhookCountProblem('7.5')).toBe('Webhook count must be a whole number.');
    expect(webhookCountProblem('7e2')).toBe('Webhook count must be a whole number.');
    expect(webhookCountProblem('99999999999')).toBeNull();
    expect(webhookCountProblem('0')).toBeNull();
    expect(webhookCountProblem(10_000)).toBeNull();
  });

  it('follows jobs on this customer only and toasts the failure of a faulted one', () => {
    expect(isJobOnCustomer({ change: 'added', entity: job({}) }, 'cust-1')).toBe(true);
    expect(isJobOnCustomer({ change: 'changed', entity: job({}) }, 'cust-1')).toBe(false);
    expect(isJobOnCustomer({ change: 'added', entity: job({}) }, 'cust-2')).toBe(false);
    const faulted = job({ isCompleted: true, isFaulted: true, faultReason: 'Simulated failure' });
    expect(jobFailureToast({ change: 'changed', entity: faulted }, 'cust-1')).toBe(
      'Failed to restart the service of acme - Simulated failure',
    );
    expect(jobFailureToast({ change: 'changed', entity: job({ isCompleted: true }) }, 'cust-1')).toBeNull();
  });

  it('offers a static IP and the App Gateway once, saying why not afterwards', () => {
    expect(whyNoStaticIp({ state: 'active', staticIpAddress: null })).toBeNull();
    expect(whyNoStaticIp({ state: 'active', staticIpAddress: '20.1.2.3' })).toBe(
      messages.customerDetails.whyNoStaticIp('20.1.2.3'),
    );
    expect(whyNoStaticIp({ state: 'provisioning', staticIpAddress: null })).toBe(
      messages.customerDetails.whyBusy('provisioning'),
    );
    expect(whyNoAppGateway({ state: 'active', isOnAppGateway: false })).toBeNull();
    expect(whyNoAppGateway({ state: 'active', isOnAppGateway: true })).toBe(messages.customerDetails.whyNoAppGateway);
  });

  it('says a settings job succeeded with the doc1 §8 toast, only for this customer and only when it succeeded', () => {
    const done = job({ type: 'customer.assignStaticIp', isCompleted: true });
    const customer = { id: 'cust-1', alias: 'acme' };
    expect(jobSuccessToast({ change: 'changed', entity: done }, customer)).toBe('Successfully updated static IP for acme');
    expect(jobSuccessToast({ change: 'changed', entity: { ...done, isFaulted: true } }, customer)).toBeNull();
    expect(jobSuccessToast({ change: 'changed', entity: done }, { id: 'other', alias: 'x' })).toBeNull();
    expect(jobSuccessToast({ change: 'changed', entity: { ...done, type: 'customer.restartService' } }, customer)).toBeNull();
  });

  it('keeps the newer copy of a customer when a push and a read cross', () => {
    const older = { id: 'c', updatedAt: '2026-11-25T10:00:00.000Z' } as CustomerDetails;
    const newer = { id: 'c', updatedAt: '2026-11-25T10:00:01.000Z' } as CustomerDetails;
    expect(newerDetails(undefined, older)).toBe(older);
    expect(newerDetails(older, newer)).toBe(newer);
    expect(newerDetails(newer, older)).toBe(newer);
  });
});

describe('runningText', () => {
  const following = { isPinnedToReleaseChannel: false, pinnedVersion: null, releaseChannelVersion: '2.1.0' };
  it('says nothing is deployed when no application runs', () => {
    expect(runningText({ ...following, runningVersions: [] })).toBe('Nothing deployed yet.');
  });
  it('says what runs when it is the channel release', () => {
    expect(runningText({ ...following, runningVersions: ['2.1.0'] })).toBe('Runs 2.1.0.');
  });
  it('says a rollout has not reached every machine', () => {
    expect(runningText({ ...following, runningVersions: ['2.0.0', '2.1.0'] })).toBe(
      'Runs 2.0.0 and 2.1.0: not all of its machines run 2.1.0 yet.',
    );
    expect(runningText({ ...following, runningVersions: ['2.0.0'] })).toBe('Runs 2.0.0: 2.1.0 has not reached it yet.');
  });
  it('measures a pinned customer against its pin, not the channel', () => {
    expect(
      runningText({
        isPinnedToReleaseChannel: true,
        pinnedVersion: '2.0.0',
        releaseChannelVersion: '2.1.0',
        runningVersions: ['2.0.0'],
      }),
    ).toBe('Runs 2.0.0.');
  });
});
