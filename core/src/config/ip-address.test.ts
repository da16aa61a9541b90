import { describe, expect, it } from 'vitest';
import { isCidr, isIpAddress, isIpv4, isIpv6, isLoopbackAddress } from './ip-address';

describe('IP addresses in configuration', () => {
  it.each(['127.0.0.1', '0.0.0.0', '10.1.2.3', '255.255.255.255'])('accepts the IPv4 address %s', (ip) => {
    expect(isIpv4(ip)).toBe(true);
    expect(isIpAddress(ip)).toBe(true);
  });

  it.each(['256.0.0.1', '1.2.3', '1.2.3.4.5', '01.2.3.4', '1.2.3.-4', 'a.b.c.d', '', '1.2.3.4 '])(
    'refuses %j as IPv4',
    (ip) => expect(isIpv4(ip)).toBe(false),
  );

  it.each(['::1', '::', 'fe80::1', '2001:db8::8a2e:370:7334', '1:2:3:4:5:6:7:8', '::ffff:192.0.2.1', '1::'])(
    'accepts the IPv6 address %s',
    (ip) => {
      expect(isIpv6(ip)).toBe(true);
      expect(isIpAddress(ip)).toBe(true);
    },
  );

  it.each([':::', '1::2::3', '1:2:3:4:5:6:7', '1:2:3:4:5:6:7:8:9', '12345::', 'g::1', 'fe80::1%eth0', '1.2.3.4::'])(
    'refuses %j as IPv6',
    (ip) => expect(isIpv6(ip)).toBe(false),
  );

  it('reads CIDR ranges with a prefix that fits the address', () => {
    expect(isCidr('10.0.0.0/8')).toBe(true);
    expect(isCidr('172.16.0.0/12')).toBe(true);
    expect(isCidr('fd00::/8')).toBe(true);
    expect(isCidr('::1/128')).toBe(true);
    expect(isCidr('10.0.0.0/33')).toBe(false);
    expect(isCidr('fd00::/129')).toBe(false);
    expect(isCidr('10.0.0.0/')).toBe(false);
    expect(isCidr('10.0.0.0/08')).toBe(false);
    expect(isCidr('example.com/8')).toBe(false);
    expect(isCidr('10.0.0.0')).toBe(false);
  });

  it('tells loopback peers, as sockets report them, from everyone else', () => {
    for (const ip of ['127.0.0.1', '127.5.6.7', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(ip)).toBe(true);
    for (const ip of ['10.0.0.1', '::ffff:10.0.0.1', '192.168.1.1', 'fe80::1', '', 'localhost', '128.0.0.1']) {
      expect(isLoopbackAddress(ip)).toBe(false);
    }
  });
});
