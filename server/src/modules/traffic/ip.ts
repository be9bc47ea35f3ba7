import net from 'node:net';

export type IpFamily = 'ipv4' | 'ipv6';

/** An address or a CIDR range, in canonical text (lower-case, compressed IPv6, IPv4-mapped unwrapped). */
export interface IpTarget {
  text: string;
  address: string;
  prefix: number | null;
  family: IpFamily;
}

const MAPPED_V4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The canonical form of one address, or null when it is not an IP address. */
export function normalizeIp(raw: string): string | null {
  const value = raw.trim().toLowerCase();
  const version = net.isIP(value);
  if (version === 4) return value;
  if (version !== 6) return null;
  const mapped = MAPPED_V4.exec(value);
  if (mapped?.[1]) return mapped[1];
  // The WHATWG URL parser prints IPv6 hosts in their RFC 5952 canonical form.
  return new URL(`http://[${value}]/`).hostname.slice(1, -1);
}

export function familyOf(address: string): IpFamily {
  return net.isIPv4(address) ? 'ipv4' : 'ipv6';
}

/** Parses "203.0.113.7", "2001:db8::1" or "203.0.113.0/24"; null when invalid. */
export function parseIpTarget(input: string): IpTarget | null {
  const [rawAddress, rawPrefix, extra] = input.trim().split('/');
  if (extra !== undefined || !rawAddress) return null;
  const address = normalizeIp(rawAddress);
  if (!address) return null;
  const family = familyOf(address);
  if (rawPrefix === undefined) return { text: address, address, prefix: null, family };
  if (!/^\d{1,3}$/.test(rawPrefix)) return null;
  const prefix = Number(rawPrefix);
  if (prefix > (family === 'ipv4' ? 32 : 128)) return null;
  return { text: `${address}/${prefix}`, address, prefix, family };
}

export function addToBlockList(list: net.BlockList, target: IpTarget): void {
  if (target.prefix === null) list.addAddress(target.address, target.family);
  else list.addSubnet(target.address, target.prefix, target.family);
}

/** Does the target (address or range) cover this address? */
export function targetCovers(target: IpTarget, address: string): boolean {
  const normal = normalizeIp(address);
  if (!normal) return false;
  const list = new net.BlockList();
  addToBlockList(list, target);
  return list.check(normal, familyOf(normal));
}

function listOf(ranges: [string, number, IpFamily][]): net.BlockList {
  const list = new net.BlockList();
  for (const [address, prefix, family] of ranges) list.addSubnet(address, prefix, family);
  return list;
}

const LOOPBACK = listOf([
  ['127.0.0.0', 8, 'ipv4'],
  ['::1', 128, 'ipv6'],
]);

const LOCAL = listOf([
  ['127.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['0.0.0.0', 8, 'ipv4'],
  ['::1', 128, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
]);

export function isLoopback(address: string): boolean {
  return LOOPBACK.check(address, familyOf(address));
}

/** Loopback, private, link-local and carrier-grade NAT addresses: no place on a map. */
export function isLocalAddress(address: string): boolean {
  return LOCAL.check(address, familyOf(address));
}

/** Does the target cover any loopback address (127.0.0.1 or ::1)? */
export function coversLoopback(target: IpTarget): boolean {
  if (target.prefix === null) return isLoopback(target.address);
  return targetCovers(target, target.family === 'ipv4' ? '127.0.0.1' : '::1');
}
