import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail counts as the last two). */
function groupsOf(address: string): number[] {
  const [head, tail = null] = address.includes('::') ? address.split('::') : [address];
  const parse = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!isIPv4(group)) return [parseInt(group, 16)];
          const [a, b, c, d] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const left = parse(head);
  if (tail === null) return left;
  const right = parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * Whom a per-address limit counts: an IPv4 address as it is, an IPv6 client by its /64 — one subscriber's network,
 * whose 2^64 addresses would otherwise each get their own allowance. An IPv4-mapped address is its IPv4 address.
 */
export function rateLimitClient(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const groups = groupsOf(ip.split('%')[0].toLowerCase());
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
