import { isIPv6 } from 'node:net';

/**
 * The key a client's address is counted under by the rate limits. An IPv4 address is itself (also
 * when written IPv4-mapped, `::ffff:192.0.2.1`); an IPv6 address is its /64 network, as one phone
 * or home is given a whole /64 and changes address within it at will (privacy addresses, RFC
 * 8981): counted per address, one person could post comment after comment from "new" clients.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
