// Which IP addresses a webhook may reach. Written out by hand rather than with
// ipaddr.js: the installed copy is 1.9 (a transitive dependency), and even 3.0
// classifies the IPv4-compatible form ::7f00:1 as unicast (security-reference
// section 7), so the embedded-IPv4 forms would need checking here anyway.
import { BlockList, isIP } from "node:net";

// Never reachable: private, shared (CGNAT), link-local (incl. the
// 169.254.169.254 metadata service), reserved, documentation, multicast, and
// Azure's WireServer 168.63.129.16 (a metadata endpoint in a public range).
// IPv6: unique-local (incl. AWS's fd00:ec2::254), link-local, discard,
// documentation, multicast, NAT64 (which reaches IPv4 hosts through a
// translator: refused outright, like the mapped forms below).
// Two lists: a BlockList matches IPv4 against IPv6 rules in the mapped form,
// so ::ffff:0:0/96 in one list would refuse every IPv4 address.
const BLOCKED_V4 = new BlockList();
const BLOCKED_V6 = new BlockList();
for (const [net, bits] of [
  ["0.0.0.0", 8], ["10.0.0.0", 8], ["100.64.0.0", 10], ["127.0.0.0", 8], ["169.254.0.0", 16], ["172.16.0.0", 12],
  ["192.0.0.0", 24], ["192.0.2.0", 24], ["192.88.99.0", 24], ["192.168.0.0", 16], ["198.18.0.0", 15],
  ["198.51.100.0", 24], ["203.0.113.0", 24], ["224.0.0.0", 4], ["240.0.0.0", 4], ["168.63.129.16", 32],
] as const) BLOCKED_V4.addSubnet(net, bits, "ipv4");
for (const [net, bits] of [
  ["::", 96], ["::ffff:0:0", 96], ["::ffff:0:0:0", 96], ["64:ff9b::", 96], ["64:ff9b:1::", 48], ["100::", 64],
  ["2001:db8::", 32], ["fc00::", 7], ["fe80::", 10], ["fec0::", 10], ["ff00::", 8],
] as const) BLOCKED_V6.addSubnet(net, bits, "ipv6");

const LOOPBACK_V4 = new BlockList();
LOOPBACK_V4.addSubnet("127.0.0.0", 8, "ipv4");

/** The eight 16-bit groups of an IPv6 address in any spelling (::, a dotted tail, a %zone), or null. */
export function ipv6Groups(address: string): number[] | null {
  let text = address.replace(/%.*$/, "").toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((g) => (/^[0-9a-f]{1,4}$/.test(g) ? parseInt(g, 16) : NaN)));
  const head = parse(halves[0]);
  const tail = halves.length === 2 ? parse(halves[1]) : [];
  const fill = 8 - head.length - tail.length;
  if (fill < 0 || (halves.length === 1 && fill !== 0) || (halves.length === 2 && fill < 1)) return null;
  const groups = [...head, ...Array<number>(halves.length === 2 ? fill : 0).fill(0), ...tail];
  return groups.some(Number.isNaN) ? null : groups;
}

const v4 = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;

/** The IPv4 addresses an IPv6 address routes to: 6to4 (2002::/16) carries one, Teredo (2001::/32)
 * a server and an inverted client address. (Mapped, compatible, translated and NAT64 are refused whole.) */
export function embeddedIPv4(groups: number[]): string[] {
  if (groups[0] === 0x2002) return [v4(groups[1], groups[2])];
  if (groups[0] === 0x2001 && groups[1] === 0) return [v4(groups[2], groups[3]), v4(~groups[6] & 0xffff, ~groups[7] & 0xffff)];
  return [];
}

/** Whether a literal address may be a webhook target. `allowPrivate` (local testing) admits loopback only. */
export function isAllowedAddress(address: string, options: { allowPrivate: boolean }): boolean {
  const family = isIP(address);
  if (family === 4) return (options.allowPrivate && LOOPBACK_V4.check(address, "ipv4")) || !BLOCKED_V4.check(address, "ipv4");
  if (family !== 6) return false;
  const groups = ipv6Groups(address);
  if (!groups) return false;
  // the canonical text, so BlockList sees the same address whatever spelling the resolver used
  const canonical = groups.map((g) => g.toString(16)).join(":");
  // ::1 only: a BlockList would also match ::ffff:127.0.0.1 against an IPv4 loopback rule
  if (options.allowPrivate && canonical === "0:0:0:0:0:0:0:1") return true;
  if (BLOCKED_V6.check(canonical, "ipv6")) return false;
  return embeddedIPv4(groups).every((inner) => !BLOCKED_V4.check(inner, "ipv4"));
}
