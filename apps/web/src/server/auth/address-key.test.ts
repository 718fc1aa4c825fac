import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key';

describe('addressKey', () => {
  it('counts an IPv6 client by its /64, however the address is written', () => {
    expect(addressKey('2001:db8:85a3:12:a1b2:c3d4:e5f6:1')).toBe('2001:db8:85a3:12::/64');
    expect(addressKey('2001:0DB8:85A3:0012:ffff:0:0:9')).toBe('2001:db8:85a3:12::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('2001:db8:0:0:dead::beef')).toBe(addressKey('2001:db8::1'));
    expect(addressKey('2001:db8:0:1::1')).not.toBe(addressKey('2001:db8::1'));
  });

  it('counts an IPv4 client by its address, written plainly or IPv4-mapped', () => {
    expect(addressKey('192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('unknown')).toBe('unknown');
  });
});
