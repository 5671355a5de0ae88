import { isIPv4, isIPv6 } from "node:net";

/**
 * The network a client address is counted under: an IPv4 address as it is, an IPv6 address by its /64
 * (one subscriber's network, whose 2^64 addresses it may rotate through freely). IPv4 mapped into IPv6
 * (`::ffff:203.0.113.1`) counts as the IPv4 address.
 */
export function clientNetwork(address: string): string {
  const ip = address.replace(/%.*$/, "");
  if (!isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (groups.slice(0, 6).every((group, index) => group === (index === 5 ? 0xffff : 0))) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, `::` and a dotted IPv4 tail expanded. */
function ipv6Groups(ip: string): number[] {
  const [head = "", tail] = ip.split("::");
  const parse = (part: string) =>
    part === ""
      ? []
      : part.split(":").flatMap((group) => {
          if (!isIPv4(group)) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split(".").map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}
