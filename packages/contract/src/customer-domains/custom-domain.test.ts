import { describe, expect, it } from 'vitest';
import { domainNameText, isDomainName, toAsciiDomain } from './custom-domain';

describe('domain names', () => {
  it('converts an international domain name to punycode', () => {
    expect(toAsciiDomain('ünïcødé.example')).toMatch(/^xn--[a-z0-9-]+\.example$/);
    expect(toAsciiDomain(' Events.Example.COM ')).toBe('events.example.com');
    expect(domainNameText.parse('ünïcødé.example')).toBe(toAsciiDomain('ünïcødé.example'));
  });

  it('refuses what is not a bare domain name', () => {
    for (const bad of ['not a domain/', 'a.example/path', 'user@a.example', 'a.example:8080', 'localhost', '']) {
      expect(isDomainName(bad)).toBe(false);
    }
    expect(domainNameText.safeParse('a.example/path').success).toBe(false);
  });
});
