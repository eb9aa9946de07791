// SSRF guard for webhook URLs (security-reference, SSRF; docs/decisions.md "Watch
// and alerts"). Checked twice: at registration on the URL and what its name
// resolves to, and again at send time, where the connection is made to the
// very address that was vetted (send-webhook passes a `lookup` that answers
// only with it), so a DNS answer that changes between check and connect
// (rebinding) cannot reach an internal host.
import { isIP } from "node:net";
import { ApiError } from "@/server/http/api-error";
import { isAllowedAddress } from "@/server/services/watch/webhooks/address-policy";
import { createBoundedResolver } from "@/server/services/watch/webhooks/bounded-resolver";

export { isAllowedAddress };

export interface GuardOptions {
  /** WEBHOOK_ALLOW_PRIVATE_TARGETS=1: http and loopback allowed (local testing only). */
  allowPrivate: boolean;
}

export type Resolver = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

/** Lookup defaults where no resolver is handed in (the app hands its configured one, WEBHOOK_DNS_*). */
export const DEFAULT_LOOKUP = { timeoutMs: 2_000, maxInFlight: 16 } as const;

/** The system's name servers through c-ares, bounded (bounded-resolver.ts); never dns.lookup's thread pool. */
export const systemResolver: Resolver = createBoundedResolver(DEFAULT_LOOKUP);

export type SsrfReason =
  | "invalid_url"
  | "scheme_not_allowed"
  | "credentials_in_url"
  | "ip_spelling"
  | "port_not_allowed"
  | "blocked_host"
  | "blocked_address"
  | "unresolvable";

export class SsrfError extends Error {
  constructor(
    readonly reason: SsrfReason,
    message: string,
  ) {
    super(message);
    this.name = "SsrfError";
  }
}

export interface VettedTarget {
  url: URL;
  /** the addresses the name resolved to, every one of them allowed; connect only to these */
  addresses: Array<{ address: string; family: 4 | 6 }>;
}

/** Names that reach internal services without any DNS answer to check (OWASP SSRF cheat sheet). */
const BLOCKED_NAMES = /^(localhost|metadata\.google\.internal|metadata|instance-data)$|\.(localhost|internal|local)$/i;

/** The host part exactly as written (the WHATWG parser would turn 0x7f.1 into 127.0.0.1). */
function rawHost(input: string): string {
  const match = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(input.trim());
  const authority = match?.[1] ?? "";
  const host = authority.slice(authority.lastIndexOf("@") + 1);
  return host.startsWith("[") ? host.slice(0, host.indexOf("]") + 1) : host.replace(/:\d*$/, "");
}

/** Shape checks that need no DNS: scheme, credentials, IP spellings, literal addresses. */
export function checkWebhookUrl(input: string, options: GuardOptions): URL {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new SsrfError("invalid_url", "The webhook URL is not a valid URL.");
  }
  const schemeOk = url.protocol === "https:" || (options.allowPrivate && url.protocol === "http:");
  if (!schemeOk) throw new SsrfError("scheme_not_allowed", "The webhook URL must use https.");
  if (url.username || url.password) throw new SsrfError("credentials_in_url", "The webhook URL must not carry credentials.");
  // https on its standard port only: other ports reach admin consoles and internal services.
  if (!options.allowPrivate && url.port !== "") throw new SsrfError("port_not_allowed", "The webhook URL must use the standard https port (443).");
  const hostname = url.hostname.replace(/^\[|\]$/g, "");
  if (!options.allowPrivate && BLOCKED_NAMES.test(hostname.replace(/\.$/, ""))) {
    throw new SsrfError("blocked_host", "The webhook host is a local or cloud-internal name.");
  }
  if (isIP(hostname) === 4 && rawHost(input).toLowerCase() !== hostname) {
    // 2130706433, 0177.0.0.1, 0x7f.1: spellings that parsers disagree on.
    throw new SsrfError("ip_spelling", "Write an IP address in plain dotted decimal (or use a host name).");
  }
  if (isIP(hostname) !== 0 && !isAllowedAddress(hostname, options)) {
    throw new SsrfError("blocked_address", "The webhook URL points to a private, loopback, link-local or reserved address.");
  }
  return url;
}

/** Full check: the URL, then every address its name resolves to (all must be allowed). */
export async function vetWebhookTarget(input: string, options: GuardOptions, resolve: Resolver = systemResolver): Promise<VettedTarget> {
  const url = checkWebhookUrl(input, options);
  const hostname = url.hostname.replace(/^\[|\]$/g, "");
  const literal = isIP(hostname);
  if (literal !== 0) return { url, addresses: [{ address: hostname, family: literal as 4 | 6 }] };
  let answers: Array<{ address: string; family: number }>;
  try {
    answers = await resolve(hostname);
  } catch (error) {
    // our own refusal (too many lookups at once) is not the host's fault: it keeps its 503
    if (error instanceof ApiError && error.code === "service_unavailable") throw error;
    throw new SsrfError("unresolvable", `The webhook host ${hostname} does not resolve (or its name server did not answer in time).`);
  }
  if (answers.length === 0) throw new SsrfError("unresolvable", `The webhook host ${hostname} does not resolve.`);
  // One bad answer refuses the name: an attacker's DNS can rotate between answers.
  if (answers.some((a) => !isAllowedAddress(a.address, options))) {
    throw new SsrfError("blocked_address", `The webhook host ${hostname} resolves to a private, loopback, link-local or reserved address.`);
  }
  return { url, addresses: answers.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 })) };
}
