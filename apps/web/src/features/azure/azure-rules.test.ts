import { isFeatureIdConfirmed, isThumbprintConfirmed } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { connectionSummary, featureIdProblem, managementPfxUrl, redisKeyProblem, whyNoResources } from './azure-rules';

describe('the Azure screens’ rules', () => {
  it('lets a certificate be replaced only when the typed thumbprint is the current one (spaces and case aside)', () => {
    const thumbprint = 'AB12CD34EF56AB12CD34EF56AB12CD34EF56AB12';
    expect(isThumbprintConfirmed(thumbprint, thumbprint)).toBe(true);
    expect(isThumbprintConfirmed(' ab12 cd34ef56ab12cd34ef56ab12cd34ef56ab12 ', thumbprint)).toBe(true);
    expect(isThumbprintConfirmed(thumbprint.slice(0, 39), thumbprint)).toBe(false);
    expect(isThumbprintConfirmed('', thumbprint)).toBe(false);
    expect(isThumbprintConfirmed(thumbprint, null)).toBe(false);
  });

  it('removes a feature only after its id is retyped exactly', () => {
    expect(isFeatureIdConfirmed('AirCast', 'AirCast')).toBe(true);
    expect(isFeatureIdConfirmed(' AirCast ', 'AirCast')).toBe(true);
    expect(isFeatureIdConfirmed('aircast', 'AirCast')).toBe(false);
  });

  it('checks redis keys and feature ids as the server does', () => {
    expect(redisKeyProblem('sessions')).toBeNull();
    expect(redisKeyProblem('')).toBe('Enter the key of the new cache.');
    expect(redisKeyProblem('No Spaces')).toMatch(/^The key must be 3 to 24 lower-case letters/);
    expect(redisKeyProblem('ab')).not.toBeNull();
    expect(featureIdProblem('Mobile.CheckIn_v2')).toBeNull();
    expect(featureIdProblem('2fast')).toMatch(/must start with a letter/);
    expect(featureIdProblem('x'.repeat(101))).toBe('The feature id must be at most 100 characters.');
  });

  it('says why nothing can be created in an unsupported location', () => {
    expect(whyNoResources({ displayName: 'West Europe', isSupported: true })).toBeNull();
    expect(whyNoResources({ displayName: 'Brazil South', isSupported: false })).toBe(
      'Brazil South is not supported, so nothing can be created there.',
    );
  });

  it('summarises the certificate’s connections and builds the pfx address with the token in the query', () => {
    expect(connectionSummary({ connectedSubscriptionCount: 2, failedConnectionResults: [] })).toBe(
      'Connects to 2 subscriptions.',
    );
    expect(
      connectionSummary({
        connectedSubscriptionCount: 1,
        failedConnectionResults: [{ subscriptionId: 's', subscriptionName: 'Staging', reason: 'refused' }],
      }),
    ).toBe('Connects to 1 subscription; cannot connect to 1 subscription.');
    expect(managementPfxUrl('tok.en', 'sub-1')).toBe(
      '/api/azure/managementcertificate/pfx?id_token=tok.en&subscription_id=sub-1',
    );
  });
});
