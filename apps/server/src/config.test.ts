import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('encrypts secrets at rest with a development key outside production', () => {
    expect(loadConfig({}).secretsEncryptionKey).toBe('development-only-secrets-key');
    expect(loadConfig({ SECRETS_ENCRYPTION_KEY: 'a-key-of-sixteen-or-more' }).secretsEncryptionKey).toBe(
      'a-key-of-sixteen-or-more',
    );
  });

  it('refuses to start production without its own key, or with a short one', () => {
    const production = { ENVIRONMENT: 'production', OIDC_ISSUER: 'https://login.example.com/t', OIDC_CLIENT_ID: 'console' };
    expect(() => loadConfig(production)).toThrow('SECRETS_ENCRYPTION_KEY is required in production');
    expect(() => loadConfig({ ...production, SECRETS_ENCRYPTION_KEY: 'short' })).toThrow(/SECRETS_ENCRYPTION_KEY/);
    expect(loadConfig({ ...production, SECRETS_ENCRYPTION_KEY: 'a-production-key-long-enough' }).isProduction).toBe(true);
  });
});
