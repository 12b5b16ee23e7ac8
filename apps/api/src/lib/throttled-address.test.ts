import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { throttledAddress } from './throttled-address.ts';

const hextet = fc.integer({ min: 0, max: 0xffff });

describe('throttledAddress', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(throttledAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(throttledAddress('127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address, however it is written', () => {
    expect(throttledAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(throttledAddress('::FFFF:203.0.113.7')).toBe('203.0.113.7');
    expect(throttledAddress('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(throttledAddress('0:0:0:0:0:ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64 network, written one way', () => {
    const network = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2:3:4:5:6',
      '2001:db8:1:2::',
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:0000:0000:0000:0001',
      '2001:DB8:1:2:ABCD:EF01:2345:6789',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
    ]) {
      expect(throttledAddress(address), address).toBe(network);
    }
    expect(throttledAddress('2001:db8::1')).toBe('2001:db8::/64');
    expect(throttledAddress('2001:db8:0:0:1::')).toBe('2001:db8::/64');
    expect(throttledAddress('::1')).toBe('::/64');
  });

  it('parts at the 64-bit boundary: the 64th bit is in the network, the 65th is not', () => {
    expect(throttledAddress('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(throttledAddress('2001:db8:1:3::')).toBe('2001:db8:1:3::/64');
    expect(throttledAddress('2001:db8:1:2:8000::')).toBe('2001:db8:1:2::/64');
    expect(throttledAddress('2001:db8:1:3:7fff::')).toBe('2001:db8:1:3::/64');
  });

  it('drops a zone id, which names an interface of the server, not the client', () => {
    expect(throttledAddress('fe80::1%eth0')).toBe('fe80::/64');
    expect(throttledAddress('fe80::2%en0.1')).toBe('fe80::/64');
    expect(throttledAddress('::ffff:203.0.113.7%1')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address that embeds IPv4 but does not map it by its /64', () => {
    expect(throttledAddress('64:ff9b::192.0.2.33')).toBe('64:ff9b::/64');
  });

  it('keeps what is no address as it came', () => {
    for (const text of ['', 'unknown', '2001:db8::1::2', '203.0.113.256', '1.2.3.4%eth0']) {
      expect(throttledAddress(text), text).toBe(text);
    }
  });

  it('gives the addresses of one /64 one key, and those of two /64s two keys', () => {
    const half = fc.array(hextet, { minLength: 4, maxLength: 4 });
    const written = (network: number[], host: number[]) =>
      [...network, ...host].map((part) => part.toString(16)).join(':');
    fc.assert(
      fc.property(half, half, half, half, (network, host, otherHost, otherNetwork) => {
        // ::/64 holds the IPv4-mapped addresses, which count by their IPv4 address instead.
        fc.pre(network.some((part) => part !== 0) && otherNetwork.some((part) => part !== 0));
        const key = throttledAddress(written(network, host));
        expect(throttledAddress(written(network, otherHost))).toBe(key);
        const sameNetwork = otherNetwork.every((part, index) => part === network[index]);
        expect(throttledAddress(written(otherNetwork, host)) === key).toBe(sameNetwork);
      }),
    );
  });
});
