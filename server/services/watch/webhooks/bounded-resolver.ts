// Webhook host lookups with a deadline and a cap on lookups in flight.
// dns.lookup (getaddrinfo) runs on libuv's thread pool, 4 threads shared with
// file and crypto work, and has no timeout: a caller naming a host whose name
// server never answers held a thread for the OS resolver's full retry cycle,
// and four such names stalled every fs and crypto call of the process. c-ares
// (dns.promises.Resolver) queries over its own sockets, off the thread pool,
// with a per-try timeout; a deadline on the whole lookup cancels what is left
// (c-ares backs off between tries). Past `maxInFlight` a lookup fails at once
// (503 service_unavailable, Retry-After) instead of queueing: a queue would
// only move the wait into the caller's request.
// resolve4 + resolve6 ask DNS only (never /etc/hosts): that is what a public
// webhook host needs; "localhost" and the like are refused by name before any
// lookup (ssrf-guard.ts), and literal addresses are never looked up.
import { Resolver as DnsResolver } from "node:dns/promises";
import { ApiError } from "@/server/http/api-error";
import type { Resolver } from "@/server/services/watch/webhooks/ssrf-guard";

export interface BoundedResolverOptions {
  /** the whole lookup (both families, every try), milliseconds */
  timeoutMs: number;
  /** lookups in flight at once in this process; past it a lookup fails at once */
  maxInFlight: number;
  /** name servers ("1.1.1.1", "127.0.0.1:5353"); default: the system's (resolv.conf) */
  servers?: string[];
}

/** Tries per query: a second try covers one lost UDP packet inside the deadline. */
const TRIES = 2;

export function createBoundedResolver(options: BoundedResolverOptions): Resolver & { inFlight: () => number } {
  let inFlight = 0;
  const resolve = async (hostname: string) => {
    if (inFlight >= options.maxInFlight) {
      throw new ApiError("service_unavailable", "Too many webhook host lookups are under way; retry in a moment.", { headers: { "Retry-After": "1" } });
    }
    inFlight += 1;
    try {
      return await lookupBoth(hostname, options);
    } finally {
      inFlight -= 1;
    }
  };
  return Object.assign(resolve, { inFlight: () => inFlight });
}

/** A, AAAA of `hostname` within the deadline; throws when neither family answered with an address. */
async function lookupBoth(hostname: string, options: BoundedResolverOptions): Promise<Array<{ address: string; family: number }>> {
  // one channel per lookup, so cancel() at the deadline ends this lookup's queries only
  const resolver = new DnsResolver({ timeout: Math.max(1, Math.floor(options.timeoutMs / TRIES)), tries: TRIES });
  if (options.servers?.length) resolver.setServers(options.servers);
  const deadline = setTimeout(() => resolver.cancel(), options.timeoutMs);
  try {
    const [v4, v6] = await Promise.allSettled([resolver.resolve4(hostname), resolver.resolve6(hostname)]);
    const answers = [
      ...(v4.status === "fulfilled" ? v4.value.map((address) => ({ address, family: 4 })) : []),
      ...(v6.status === "fulfilled" ? v6.value.map((address) => ({ address, family: 6 })) : []),
    ];
    // one family answering is enough: the connection is pinned to a vetted address (send-webhook.ts)
    if (answers.length === 0) throw v4.status === "rejected" ? v4.reason : new Error(`${hostname}: no addresses`);
    return answers;
  } finally {
    clearTimeout(deadline);
  }
}
