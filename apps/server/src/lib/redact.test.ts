import { describe, expect, it } from 'vitest';
import { redactUrl, redactValue } from './redact';

describe('redactUrl', () => {
  it('hides id_token query values wherever they stand', () => {
    expect(redactUrl('/api/certificates/thumbprint/AB/downloadpfx?id_token=eyJabc.def&x=1')).toBe(
      '/api/certificates/thumbprint/AB/downloadpfx?id_token=[redacted]&x=1',
    );
    expect(redactUrl('/live/?subscription_id=s1&id_token=eyJ')).toBe('/live/?subscription_id=s1&id_token=[redacted]');
  });

  it('hides the signature of a shared access (SAS) address', () => {
    expect(redactUrl('/devstoreaccount1/c/default.bacpac?sv=2024&sp=rcw&sig=abc%2Bdef&comp=block')).toBe(
      '/devstoreaccount1/c/default.bacpac?sv=2024&sp=rcw&sig=[redacted]&comp=block',
    );
  });

  it('leaves other URLs alone', () => {
    expect(redactUrl('/api/customers/search?query=acme')).toBe('/api/customers/search?query=acme');
  });
});

describe('redactValue', () => {
  it('replaces secret-looking keys at any depth', () => {
    expect(redactValue({ name: 'x', password: 'p', nested: { privateKeyPassword: 'k', gds: { cdsApiKey: 'a' } } })).toEqual({
      name: 'x',
      password: '[redacted]',
      nested: { privateKeyPassword: '[redacted]', gds: { cdsApiKey: '[redacted]' } },
    });
  });
});
