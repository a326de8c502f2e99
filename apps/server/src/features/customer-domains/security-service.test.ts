import { describe, expect, it } from 'vitest';
import { isAppError } from '../../lib/app-error';
import { normalIpEntry } from './security-service';

const reasonOf = (entry: string) => {
  try {
    normalIpEntry(entry);
    return null;
  } catch (error) {
    return isAppError(error) ? error.reason : String(error);
  }
};

/** Unit tier: which IP rule entries are accepted, in what form, and why others are refused. */
describe('normalIpEntry', () => {
  it('keeps addresses and ranges in their normal form', () => {
    expect(normalIpEntry(' 203.0.113.7 ')).toBe('203.0.113.7');
    expect(normalIpEntry('2001:DB8:0:0::1')).toBe('2001:db8::1');
    expect(normalIpEntry('10.0.0.0/8')).toBe('10.0.0.0/8');
    expect(normalIpEntry('2001:db8::/32')).toBe('2001:db8::/32');
    expect(normalIpEntry('0.0.0.0/0')).toBe('0.0.0.0/0');
  });

  it('refuses short, octal, hex and zoned forms, bad prefixes and ranges with host bits', () => {
    for (const entry of ['1.2.3', '010.1.1.1', '0x0a.0.0.1', 'fe80::1%eth0', '999.1.1.1', 'abc', '']) {
      expect(reasonOf(entry), entry).toMatch(/is not a valid IPv4 or IPv6 address/);
    }
    for (const entry of [
      '10.1/8',
      '012.0.0.0/8',
      '0x0a.0.0.0/8',
      '10.0.0.0/33',
      '::/129',
      '10.0.0.0/',
      '10.0.0.0/a',
      '10.0.0.0/8/8',
    ]) {
      expect(reasonOf(entry), entry).toMatch(/is not a valid CIDR range/);
    }
    expect(reasonOf('10.0.0.1/24')).toBe('IP address: “10.0.0.1/24” has host bits set; the range starts at 10.0.0.0/24.');
  });
});
