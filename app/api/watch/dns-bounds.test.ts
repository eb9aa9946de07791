// A webhook watch whose host's name server never answers (issue 28 item 3):
// the registration ends within WEBHOOK_DNS_TIMEOUT_MS with the documented 400
// (reason unresolvable), and the failed attempt counts against the key's
// per-minute limit like any other: a key cannot make the server wait on DNS
// for free.
import dgram from "node:dgram";
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { createApiKey } from "@/server/platform/db/api-keys";
import { installedAppDatabase } from "@/server/app/testing/test-app";
import { issueApiKey } from "@/server/services/access/access/secrets";
import { routeOnThrowawayDatabase } from "@/server/app/testing/route-harness";
import { expectMatchesOpenApi } from "@/server/testing/openapi";

type Handler = (request: Request) => Promise<Response>;

// a local name server that reads every query and never replies
const silent = dgram.createSocket("udp4");
let queries = 0;
silent.on("message", () => (queries += 1));
await new Promise<void>((resolve) => silent.bind(0, "127.0.0.1", resolve));
afterAll(() => new Promise<void>((resolve) => silent.close(() => resolve())));

const TIMEOUT_MS = 700;
const harness = routeOnThrowawayDatabase<{ POST: Handler }>(() => import("@/app/api/watch/route"), {
  WEBHOOK_SECRET_KEY: "11".repeat(32),
  WATCHER: "off",
  KEY_RATE_LIMIT_PER_MINUTE: "2",
  WEBHOOK_DNS_SERVERS: `127.0.0.1:${silent.address().port}`,
  WEBHOOK_DNS_TIMEOUT_MS: String(TIMEOUT_MS),
});

const MINT = "38tEXU5VJ9mfUt4jbR8CCyMzUppgfzUYgz2gp71ZoNs4";

async function newKey(): Promise<string> {
  const issued = issueApiKey();
  await createApiKey((await installedAppDatabase()).prisma, { id: randomUUID(), shortToken: issued.shortToken, secretHash: issued.secretHash, plan: "payg", creditMicros: 1_000_000n });
  return issued.plaintext;
}

const register = (key: string, host: string) =>
  harness.route().POST(
    new Request("http://localhost/api/watch", {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": key },
      body: JSON.stringify({ mint: MINT, webhook_url: `https://${host}/hook` }),
    }),
  );

describe("POST /api/watch against a silent name server", () => {
  it("fails within the lookup deadline as unresolvable, and each failed attempt takes the key's minute limit", async () => {
    // warm the app (its first request builds the services) with another key, on a literal address: no lookup
    expect((await register(await newKey(), "10.0.0.7")).status).toBe(400);
    const key = await newKey();
    for (const host of ["silent-1.example.com", "silent-2.example.com"]) {
      const started = Date.now();
      const res = await register(key, host);
      const elapsed = Date.now() - started;
      expect(res.status).toBe(400);
      await expectMatchesOpenApi(res.clone(), "post", "/api/watch");
      expect((await res.json()).error).toMatchObject({ code: "bad_request", details: { field: "webhook_url", reason: "unresolvable" } });
      expect(elapsed).toBeLessThan(TIMEOUT_MS + 600);
    }
    expect(queries).toBeGreaterThan(0);
    // the third attempt within the minute is refused before any lookup
    const seen = queries;
    const third = await register(key, "silent-3.example.com");
    expect(third.status).toBe(429);
    expect((await third.json()).error.code).toBe("rate_limited");
    expect(queries).toBe(seen);
  });
});
