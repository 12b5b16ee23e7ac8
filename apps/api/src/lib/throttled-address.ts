import { isIPv6 } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * What a client address counts as in a throttle's key. An IPv6 address counts by its /64
 * network, written one way (RFC 5952): a home or a phone is given a whole /64 and can pick any
 * of its 2^64 addresses. IPv4, and IPv6 that only maps an IPv4 address (`::ffff:1.2.3.4`), count
 * by the IPv4 address. A zone id (`%eth0`) names a local interface, not the client: it is
 * dropped. Anything else (a proxy's header can hold any text) is kept as it came.
 */
export function throttledAddress(ip: string): string {
  const [address = ip] = ip.split('%', 1);
  if (!isIPv6(address)) return ip;
  const parsed = ipaddr.IPv6.parse(address);
  if (parsed.isIPv4MappedAddress()) return parsed.toIPv4Address().toString();
  const network = new ipaddr.IPv6([...parsed.parts.slice(0, 4), 0, 0, 0, 0]);
  return `${network.toRFC5952String()}/64`;
}
