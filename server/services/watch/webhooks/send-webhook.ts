// One webhook POST: re-vetted at send time, connected to the vetted address
// only (a custom `lookup` answers with it, so no second DNS query can be
// rebound to an internal host), 5 s for the whole exchange, redirects never
// followed (node:http does not follow them; a 3xx is a failed attempt), and at
// most 1 kB of the answer kept.
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { vetWebhookTarget, type GuardOptions, type Resolver, systemResolver } from "@/server/services/watch/webhooks/ssrf-guard";

export const WEBHOOK_TIMEOUT_MS = 5_000;
export const RESPONSE_KEEP_BYTES = 1_024;

export interface WebhookRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
}

export type WebhookOutcome =
  | { ok: true; status: number | null; response: string }
  | { ok: false; status: number | null; response: string };

export interface SendOptions extends GuardOptions {
  resolve?: Resolver;
  timeoutMs?: number;
}

export async function sendWebhook(request: WebhookRequest, options: SendOptions): Promise<WebhookOutcome> {
  let target;
  try {
    target = await vetWebhookTarget(request.url, options, options.resolve ?? systemResolver);
  } catch (error) {
    return { ok: false, status: null, response: truncate(`refused: ${(error as Error).message}`) };
  }
  const vetted = target.addresses[0];
  const pinnedLookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) (callback as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [vetted]);
    else callback(null, vetted.address, vetted.family);
  };
  const transport = target.url.protocol === "https:" ? https : http;
  return new Promise<WebhookOutcome>((settle) => {
    const req = transport.request(
      target.url,
      {
        method: "POST",
        headers: { "content-type": "application/json", "user-agent": "CabalHunter-Webhooks/1", ...request.headers, "content-length": String(Buffer.byteLength(request.body)) },
        lookup: pinnedLookup,
        agent: false,
        timeout: options.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let kept = 0;
        res.on("data", (chunk: Buffer) => {
          if (kept < RESPONSE_KEEP_BYTES) {
            chunks.push(chunk.subarray(0, RESPONSE_KEEP_BYTES - kept));
            kept += Math.min(chunk.length, RESPONSE_KEEP_BYTES - kept);
          }
          // Past 1 kB the rest is not read at all: a receiver cannot make us buffer a large answer.
          if (kept >= RESPONSE_KEEP_BYTES) res.destroy();
        });
        const finish = () => {
          const response = truncate(Buffer.concat(chunks).toString("utf8"));
          settle(status >= 200 && status < 300 ? { ok: true, status, response } : { ok: false, status, response });
        };
        res.on("end", finish);
        res.on("close", finish);
        res.on("error", finish);
      },
    );
    // `timeout` is idle time; this deadline bounds the whole exchange.
    const deadline = setTimeout(() => req.destroy(new Error(`no answer within ${options.timeoutMs ?? WEBHOOK_TIMEOUT_MS} ms`)), options.timeoutMs ?? WEBHOOK_TIMEOUT_MS);
    req.on("timeout", () => req.destroy(new Error("timed out")));
    req.on("error", (error) => settle({ ok: false, status: null, response: truncate(`error: ${error.message}`) }));
    req.on("close", () => clearTimeout(deadline));
    req.end(request.body);
  });
}

function truncate(text: string): string {
  const bytes = Buffer.from(text, "utf8");
  return bytes.length <= RESPONSE_KEEP_BYTES ? text : bytes.subarray(0, RESPONSE_KEEP_BYTES).toString("utf8");
}
