import { BlockList, isIP } from 'node:net';

/**
 * Addresses a page must never make a sync connect to: loopback, private (RFC 1918, ULA),
 * link-local (where cloud metadata lives, 169.254.169.254), carrier NAT, documentation, benchmark,
 * multicast and reserved ranges (IANA special-purpose registries). An image in a mirrored page is
 * the attacker's URL; fetching it from inside a network is server-side request forgery.
 */
const SPECIAL = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  SPECIAL.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  SPECIAL.addSubnet(net, prefix, 'ipv6');
}

/** Whether `address` (an IP literal, brackets allowed) is special; false for anything not an IP. */
export function isSpecialAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, '');
  const family = isIP(ip);
  if (family === 4) return SPECIAL.check(ip, 'ipv4');
  if (family !== 6) return false;
  // An IPv4-mapped address (::ffff:10.0.0.1) reaches the IPv4 host: judge that one.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1] !== undefined) return SPECIAL.check(mapped[1], 'ipv4');
  if (/^::ffff:/i.test(ip)) return true;
  return SPECIAL.check(ip, 'ipv6');
}

/** A host name that is, or always resolves to, a special address without asking DNS. */
export function isSpecialHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return host === 'localhost' || host.endsWith('.localhost') || isSpecialAddress(host);
}
