// Futures over real HTTP (POST /__ledger/future): steps and organic trades
// land when the ledger's clock passes them, in the slot they were due in, and
// every reader sees them; nothing happens before; a quiet token never trades.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildLedgerWorld } from "@/server/ledger/build-ledger-world";
import { watchDrain, watchDump } from "@/server/ledger/scenarios/watch-events";
import { startLedgerServer, type LedgerServer } from "@/server/ledger/server/ledger-server";
import type { FutureStatus } from "@/server/ledger/futures/future-player";

let server: LedgerServer;
const clock = { ms: 1_790_000_000_000 };

beforeAll(async () => {
  server = await startLedgerServer({ port: 0, world: buildLedgerWorld([watchDump, watchDrain]), wsOnNextPort: false, now: () => clock.ms });
  server.controls.configure({ confirmationDelayMs: 0, finalityDelayMs: 0 });
});

afterAll(async () => {
  await server.close();
});

const post = async (body: unknown) => {
  const res = await fetch(`${server.url}/__ledger/future`, { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const futures = async () => ((await (await fetch(`${server.url}/__ledger/futures`)).json()) as { futures: FutureStatus[] }).futures;
const liquidity = async (mint: string) => ((await (await fetch(`${server.dexscreenerUrl}/latest/dex/tokens/${mint}`)).json()) as { pairs: { liquidity: { usd: number } }[] }).pairs[0].liquidity.usd;

describe("POST /__ledger/future", () => {
  it("pulls the liquidity when the clock passes the step, in the slot it was due in, and not before", async () => {
    // a day lasts 24 s: one hour is one second
    const started = clock.ms;
    expect(await post({ mint: watchDrain.mint, day_seconds: 24, trading: "quiet", steps: [{ at_hours: 3, event: "liquidity_drain" }] })).toMatchObject({ status: 200, body: { started: true } });
    const before = await liquidity(watchDrain.mint);
    clock.ms += 2_900;
    expect(await liquidity(watchDrain.mint)).toBe(before);
    clock.ms += 5_000;
    expect(await liquidity(watchDrain.mint)).toBeLessThan(before * 0.2);
    const played = (await futures()).find((f) => f.mint === watchDrain.mint)!;
    expect(played.played).toEqual([expect.objectContaining({ what: "liquidity_drain", atMs: started + 3_000 })]);
    const status = (await (await fetch(server.rpcUrl, { method: "POST", body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "getTransaction", params: [played.played[0].signatures[0], { encoding: "json", maxSupportedTransactionVersion: 0 }] }) })).json()) as {
      result: { slot: number; blockTime: number };
    };
    // the slot that was current when the step was due (a slot is 400 ms), not when it was played 5 s later
    expect(status.result.blockTime).toBeGreaterThanOrEqual(Math.floor((started + 3_000 - 400) / 1000));
    expect(status.result.blockTime).toBeLessThanOrEqual(Math.floor((started + 3_000) / 1000));
    // quiet: nothing else played though hours passed
    expect(played.played).toHaveLength(1);
  });

  it("keeps a living token trading: a fresh wallet buys, and sells its bag at the next trade", async () => {
    expect((await post({ mint: watchDump.mint, day_seconds: 24 })).status).toBe(200);
    clock.ms += 4_500;
    await fetch(`${server.url}/health`);
    const played = (await futures()).find((f) => f.mint === watchDump.mint)!;
    // a trade every 2 h (2 s here): at 2 s a buy (funding + swap), at 4 s its sell
    expect(played.played.map((p) => [p.what, p.signatures.length])).toEqual([
      ["organic trade 0", 2],
      ["organic trade 1", 1],
    ]);
  });

  it("replaces a mint's future when another is posted; refuses a body it cannot read or an unknown mint", async () => {
    expect(await post({ mint: watchDump.mint, day_seconds: 24, trading: "quiet" })).toMatchObject({ status: 200, body: { started: true, replaced: true } });
    clock.ms += 10_000;
    await fetch(`${server.url}/health`);
    // the quiet future played nothing after the living one's two trades
    expect((await futures()).find((f) => f.mint === watchDump.mint)!.played).toHaveLength(2);
    expect((await post({ mint: watchDump.mint, steps: [{ at_hours: 1, event: "rug_pull" }] })).status).toBe(400);
    expect((await post({ mint: "11111111111111111111111111111111", day_seconds: 24 })).status).toBe(409);
  });
});
