/**
 * IP addresses and CIDR ranges as configuration may name them (TRUST_PROXY, HOST). Pure and
 * strict: dotted-quad IPv4 without leading zeros, RFC 4291 IPv6 text (with `::` and an
 * optional trailing IPv4 part), no zone ids.
 */

const IPV4_PART = /^(0|[1-9][0-9]{0,2})$/;
const IPV6_GROUP = /^[0-9a-f]{1,4}$/i;

export function isIpv4(text: string): boolean {
  const parts = text.split('.');
  return parts.length === 4 && parts.every((part) => IPV4_PART.test(part) && Number(part) <= 255);
}

export function isIpv6(text: string): boolean {
  if (text.length === 0 || text.length > 45) return false;
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const groupsOf = (half: string): string[] | undefined => {
    if (half === '') return [];
    const groups = half.split(':');
    const last = groups[groups.length - 1]!;
    // A trailing dotted IPv4 part stands for two groups (::ffff:192.0.2.1).
    if (last.includes('.')) {
      if (!isIpv4(last)) return undefined;
      groups.splice(groups.length - 1, 1, '0', '0');
    }
    return groups.every((group) => IPV6_GROUP.test(group)) ? groups : undefined;
  };
  const head = groupsOf(halves[0]!);
  const tail = halves.length === 2 ? groupsOf(halves[1]!) : [];
  if (!head || !tail) return false;
  // The IPv4 part may only end the address.
  if (halves.length === 2 && halves[0]!.includes('.')) return false;
  const count = head.length + tail.length;
  return halves.length === 2 ? count <= 7 : count === 8;
}

export function isIpAddress(text: string): boolean {
  return isIpv4(text) || isIpv6(text);
}

/** `10.0.0.0/8`, `fd00::/8`: an address and a prefix length that fits it. */
export function isCidr(text: string): boolean {
  const slash = text.indexOf('/');
  if (slash < 0) return false;
  const address = text.slice(0, slash);
  const prefix = text.slice(slash + 1);
  if (!/^(0|[1-9][0-9]{0,2})$/.test(prefix)) return false;
  if (isIpv4(address)) return Number(prefix) <= 32;
  if (isIpv6(address)) return Number(prefix) <= 128;
  return false;
}

/**
 * A loopback address (127.0.0.0/8, ::1, or IPv4 loopback mapped into IPv6), as a socket
 * reports its peer.
 */
export function isLoopbackAddress(address: string): boolean {
  const ip = address.toLowerCase().replace(/^::ffff:(?=\d+\.)/, '');
  if (isIpv4(ip)) return ip.startsWith('127.');
  return ip === '::1' || ip === '0:0:0:0:0:0:0:1';
}
