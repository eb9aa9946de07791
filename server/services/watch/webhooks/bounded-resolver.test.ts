// Webhook host lookups are bounded (issue 28 item 3): a name server that never
// answers costs at most the deadline (c-ares alone backs off to ~4 s for two
// 1 s tries, ~26 s with its defaults), lookups past the in-flight cap fail at
// once with the documented 503, and answers of both families come back for
// the SSRF guard to vet.
import dgram from "node:dgram";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "@/server/http/api-error";
import { createBoundedResolver } from "@/server/services/watch/webhooks/bounded-resolver";
import { vetWebhookTarget } from "@/server/services/watch/webhooks/ssrf-guard";

/** A UDP socket on 127.0.0.1 that reads every query and never replies; `answer` makes it reply instead. */
async function fakeNameServer(answer?: (query: Buffer) => Buffer | null) {
  const socket = dgram.createSocket("udp4");
  const seen = { queries: 0 };
  socket.on("message", (query, from) => {
    seen.queries += 1;
    const reply = answer?.(query);
    if (reply) socket.send(reply, from.port, from.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, "127.0.0.1", resolve));
  return { server: `127.0.0.1:${socket.address().port}`, seen, close: () => new Promise<void>((resolve) => socket.close(() => resolve())) };
}

/** Answers an A question with `address` (one record, TTL 60) and any other question with no records. */
function answerA(address: string) {
  return (query: Buffer): Buffer => {
    const questionEnd = query.indexOf(0, 12) + 5;
    const type = query.readUInt16BE(questionEnd - 4);
    const header = Buffer.from(query.subarray(0, 12));
    header.writeUInt16BE(0x8180, 2); // a response, recursion desired and available, no error
    header.writeUInt16BE(type === 1 ? 1 : 0, 6); // answer count
    header.writeUInt32BE(0, 8); // no authority, no additional records
    const question = query.subarray(12, questionEnd);
    if (type !== 1) return Buffer.concat([header, question]);
    const record = Buffer.from([0xc0, 0x0c, 0, 1, 0, 1, 0, 0, 0, 60, 0, 4, ...address.split(".").map(Number)]);
    return Buffer.concat([header, question, record]);
  };
}

let silent: Awaited<ReturnType<typeof fakeNameServer>>;
beforeAll(async () => {
  silent = await fakeNameServer();
});
afterAll(() => silent.close());

describe("bounded webhook host lookups", () => {
  it("ends a lookup against a name server that never answers within the deadline, as unresolvable", async () => {
    const resolve = createBoundedResolver({ timeoutMs: 600, maxInFlight: 4, servers: [silent.server] });
    const started = Date.now();
    const refused = await vetWebhookTarget("https://hook.example.com/h", { allowPrivate: false }, resolve).catch((error: unknown) => error);
    const elapsed = Date.now() - started;
    expect(refused).toMatchObject({ name: "SsrfError", reason: "unresolvable" });
    expect(silent.seen.queries).toBeGreaterThan(0);
    expect(elapsed).toBeGreaterThanOrEqual(500);
    expect(elapsed).toBeLessThan(1_200);
    expect(resolve.inFlight()).toBe(0);
  });

  it("caps lookups in flight: past the cap a lookup fails at once with 503 service_unavailable, and the slot comes back", async () => {
    const resolve = createBoundedResolver({ timeoutMs: 500, maxInFlight: 2, servers: [silent.server] });
    const held = [resolve("a.example.com"), resolve("b.example.com")].map((lookup) => lookup.catch(() => "ended"));
    expect(resolve.inFlight()).toBe(2);
    const started = Date.now();
    const refused = await vetWebhookTarget("https://c.example.com/h", { allowPrivate: false }, resolve).catch((error: unknown) => error);
    expect(Date.now() - started).toBeLessThan(100);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ code: "service_unavailable", status: 503, headers: { "Retry-After": "1" } });
    expect(await Promise.all(held)).toEqual(["ended", "ended"]);
    expect(resolve.inFlight()).toBe(0);
    // freed: the next lookup runs (and ends at its deadline)
    await expect(resolve("d.example.com")).rejects.toMatchObject({ code: expect.stringMatching(/ECANCELLED|ETIMEOUT/) });
  });

  it("answers what a name server gives (A here, no AAAA), and the guard still refuses a private answer", async () => {
    const publicServer = await fakeNameServer(answerA("93.184.215.14"));
    const privateServer = await fakeNameServer(answerA("10.0.0.7"));
    try {
      const vetted = await vetWebhookTarget("https://hook.example.com/h", { allowPrivate: false }, createBoundedResolver({ timeoutMs: 1_000, maxInFlight: 4, servers: [publicServer.server] }));
      expect(vetted.addresses).toEqual([{ address: "93.184.215.14", family: 4 }]);
      const refused = vetWebhookTarget("https://hook.example.com/h", { allowPrivate: false }, createBoundedResolver({ timeoutMs: 1_000, maxInFlight: 4, servers: [privateServer.server] }));
      await expect(refused).rejects.toMatchObject({ reason: "blocked_address" });
    } finally {
      await Promise.all([publicServer.close(), privateServer.close()]);
    }
  });
});
