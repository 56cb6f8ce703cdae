import { isIPv6 } from "node:net";

/**
 * The client a limit counts by, from its address (`req.ip`): an IPv4 address as it is, also when the
 * socket writes it IPv4-mapped (`::ffff:203.0.113.7`); an IPv6 address by its /64 network. One
 * subscriber (a home line, a rented server) is given a whole /64 and can send each request from an
 * address of its own: counted per address, such a client would never meet the limit.
 */
export function clientKey(ip: string | undefined): string {
  if (!ip || !isIPv6(ip)) return ip ?? "";
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a zone dropped, a dotted tail read). */
function ipv6Groups(ip: string): number[] | null {
  let address = ip.split("%")[0] ?? "";
  const dotted = /^(.*:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(2).map(Number) as [number, number, number, number];
    address = `${dotted[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const fill = halves.length === 2 ? 8 - head.length - tail.length : 0;
  if (fill < 0) return null;
  const groups = [...head, ...Array<string>(fill).fill("0"), ...tail].map((group) => Number.parseInt(group, 16));
  return groups.length === 8 && groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : null;
}
