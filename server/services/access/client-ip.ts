// Who an anonymous caller is, for the free quota. Only ONE configured header is
// read, one that your own proxy sets or overwrites (x-real-ip from nginx's
// $remote_addr, cf-connecting-ip, ...). Never the leftmost X-Forwarded-For: the
// client writes that (adam-p.ca, "the leftmost IP is unreliable").
//
// Next.js 16 `next start` (base-server.js) does `x-forwarded-for ??=
// socket.remoteAddress`: a client that sends its own X-Forwarded-For reaches
// the handler with exactly that value. So with no configured header every
// anonymous caller shares one counter (fail closed: spoofing gains nothing).
// For X-Forwarded-For behind your proxies, set TRUSTED_PROXY_HOPS to the number
// of proxies of yours that append to it; the entry that many from the right is
// the address your outermost proxy saw.
//
// IPv6 callers are grouped by /64: one subscriber usually holds at least a /64
// (RIPE hands homes a /56), so per-address counting would be free farming.
import { isIP } from "node:net";

export interface ClientIpPolicy {
  /** lower-case header name; undefined = no trusted header */
  trustedHeader?: string;
  /** list headers: proxies of ours that append an entry */
  hops: number;
}

export interface ClientSubject {
  /** the quota key: "ip4:203.0.113.7", "ip6:2001:0db8:0000:0001::/64" or SHARED_SUBJECT */
  subject: string;
  ip: string | null;
}

/** Every caller whose address cannot be trusted counts against this one subject. */
export const SHARED_SUBJECT = "ip:shared";
const MAX_HEADER_LENGTH = 1_024;

export function resolveClientSubject(headers: Headers, policy: ClientIpPolicy): ClientSubject {
  const raw = policy.trustedHeader ? headers.get(policy.trustedHeader) : null;
  if (!raw || raw.length > MAX_HEADER_LENGTH) return { subject: SHARED_SUBJECT, ip: null };
  const entries = raw.split(",").map((entry) => entry.trim());
  const picked = entries[entries.length - policy.hops];
  const ip = picked === undefined ? null : normalizeAddress(picked);
  if (!ip) return { subject: SHARED_SUBJECT, ip: null };
  return { subject: subjectOf(ip), ip };
}

/** Strips brackets, ports and zone ids; unwraps IPv4-mapped IPv6. null when not an address. */
export function normalizeAddress(value: string): string | null {
  let text = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1];
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(":"));
  text = text.replace(/%.*$/, "");
  const version = isIP(text);
  if (version === 4) return text;
  if (version !== 6) return null;
  const mapped = /^(?:0{0,4}:){0,5}:?ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(text);
  if (mapped && isIP(mapped[1]) === 4) return mapped[1];
  return text.toLowerCase();
}

function subjectOf(ip: string): string {
  if (isIP(ip) === 4) return `ip4:${ip}`;
  const groups = ipv6Groups(ip);
  if (!groups) return SHARED_SUBJECT;
  return `ip6:${groups.slice(0, 4).map((g) => g.toString(16).padStart(4, "0")).join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (handles "::" and a dotted IPv4 tail). */
export function ipv6Groups(ip: string): number[] | null {
  let text = ip;
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number);
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const rest = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const fill = halves.length === 2 ? 8 - head.length - rest.length : 0;
  const groups = [...head, ...Array<string>(Math.max(fill, 0)).fill("0"), ...rest].map((g) => parseInt(g, 16));
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}
