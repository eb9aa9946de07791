// Who an anonymous caller is, for the free quota. Only ONE header is read:
// 1. TRUSTED_IP_HEADER when configured, one that your own proxy sets or
//    overwrites (x-real-ip from nginx's $remote_addr, cf-connecting-ip, ...).
//    Never the leftmost X-Forwarded-For: the client writes that (adam-p.ca,
//    "the leftmost IP is unreliable").
// 2. else PEER_IP_HEADER, but only when scripts/serve.mjs (`npm start`) runs in
//    this process: it deletes any client copy and sets it from the TCP peer
//    address, and marks globalThis so we know the header is its, not a client's.
// 3. else (e.g. plain `next start`, which does `x-forwarded-for ??=
//    socket.remoteAddress` and so passes a client's own X-Forwarded-For through)
//    every anonymous caller shares one counter: fail closed, spoofing gains nothing.
// For X-Forwarded-For behind your proxies, set TRUSTED_PROXY_HOPS to the number
// of proxies of yours that append to it; the entry that many from the right is
// the address your outermost proxy saw.
//
// IPv6 callers are grouped by /64: one subscriber usually holds at least a /64
// (RIPE hands homes a /56, businesses a /48), so per-address counting would be
// free farming. A /48 is worth 65,536 /64s, so it has a ceiling too (below),
// kept in PostgreSQL like every other limit (stored-prefix-ceiling.ts): the app
// hands it in through the access context's ipPolicy.
import { isIP } from "node:net";

export interface ClientIpPolicy {
  /** lower-case header name; undefined = no trusted header */
  trustedHeader?: string;
  /** list headers: proxies of ours that append an entry */
  hops: number;
  /** the per-/48 ceiling's memory: the database's in the app (stored-prefix-ceiling.ts), shared by instances */
  prefixCeiling: PrefixCeiling;
}

/** Set by scripts/serve.mjs from the socket (client copies deleted); keep in step with PEER_IP_HEADER there. */
export const PEER_IP_HEADER = "x-cabal-peer-ip";
const PEER_IP_MARK = Symbol.for("cabal-hunter.peer-ip-header");

/** true when scripts/serve.mjs serves this process, so PEER_IP_HEADER is the server's own. */
export function isPeerIpHeaderTrusted(): boolean {
  return (globalThis as Record<symbol, unknown>)[PEER_IP_MARK] === PEER_IP_HEADER;
}

export interface ClientSubject {
  /** the quota key: "ip4:203.0.113.7", "ip6:2001:0db8:0000:0001::/64" or SHARED_SUBJECT */
  subject: string;
  ip: string | null;
}

/** Every caller whose address cannot be trusted counts against this one subject. */
export const SHARED_SUBJECT = "ip:shared";
const MAX_HEADER_LENGTH = 1_024;

export async function resolveClientSubject(headers: Headers, policy: ClientIpPolicy): Promise<ClientSubject> {
  const ip = policy.trustedHeader ? pickAddress(headers.get(policy.trustedHeader), policy.hops) : isPeerIpHeaderTrusted() ? pickAddress(headers.get(PEER_IP_HEADER), 1) : null;
  if (!ip) return { subject: SHARED_SUBJECT, ip: null };
  return { subject: await subjectOf(ip, policy.prefixCeiling), ip };
}

function pickAddress(raw: string | null, hops: number): string | null {
  if (!raw || raw.length > MAX_HEADER_LENGTH) return null;
  const entries = raw.split(",").map((entry) => entry.trim());
  const picked = entries[entries.length - hops];
  return picked === undefined ? null : normalizeAddress(picked);
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

async function subjectOf(ip: string, ceiling: PrefixCeiling): Promise<string> {
  if (isIP(ip) === 4) return `ip4:${ip}`;
  const groups = ipv6Groups(ip);
  if (!groups) return SHARED_SUBJECT;
  const hex = groups.map((g) => g.toString(16).padStart(4, "0"));
  const p48 = `ip6:${hex.slice(0, 3).join(":")}::/48`;
  const p64 = `ip6:${hex.slice(0, 4).join(":")}::/64`;
  return (await ceiling.admit(p48, p64)) ? p64 : p48;
}

/**
 * How many /64s of one /48 are counted separately per UTC month. Past it,
 * every further /64 of that /48 shares the /48's one subject, so a /48 gets at
 * most (PER_48_SEPARATE_64S + 1) x ANON_MONTHLY_QUOTA free scans a month
 * (1,700 with the defaults) instead of 65,536 x. 16 = a /56 home's worth of
 * busy subnets, more than any honest site uses for anonymous scans.
 */
export const PER_48_SEPARATE_64S = 16;
/** /48s remembered at once (each with at most 16 /64s: a few MB); the oldest is forgotten first. */
const MAX_TRACKED_48S = 20_000;

export interface PrefixCeiling {
  /** true when this /64 counts on its own; false: it counts as its /48 */
  admit(p48: string, p64: string): Promise<boolean>;
}

/** In memory, one process only (unit tests, scripts): a restart forgets it and N processes allow N x;
 * the app uses the stored one (stored-prefix-ceiling.ts). */
export function createPrefixCeiling(options: { separatePerPrefix?: number; maxTracked?: number; nowMs?: () => number } = {}): PrefixCeiling {
  const separate = options.separatePerPrefix ?? PER_48_SEPARATE_64S;
  const maxTracked = options.maxTracked ?? MAX_TRACKED_48S;
  const nowMs = options.nowMs ?? Date.now;
  const seen = new Map<string, Set<string>>();
  let period = "";
  return {
    async admit(p48, p64) {
      const month = new Date(nowMs()).toISOString().slice(0, 7);
      if (month !== period) {
        seen.clear();
        period = month;
      }
      let members = seen.get(p48);
      if (!members) {
        if (seen.size >= maxTracked) seen.delete(seen.keys().next().value as string);
        members = new Set();
        seen.set(p48, members);
      }
      if (members.has(p64)) return true;
      if (members.size >= separate) return false;
      members.add(p64);
      return true;
    },
  };
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
