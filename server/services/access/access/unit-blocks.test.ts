// Metering in blocks (issue 21 item 4): two app instances (two connection
// pools, as two processes would have) on one real PostgreSQL database, each
// holding blocks of a key's credit or an IP's quota in memory, never serve more
// scans than the database row allows; unspent units go back on close and when
// the lease ends; a revoked key stops within KEY_RECHECK_MS on the other
// instance.
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, IN_MEMORY, type Database } from "@/server/platform/db/client";
import { findApiKeyById } from "@/server/platform/db/api-keys";
import { readUsage } from "@/server/platform/db/usage-counters";
import { createMigratedDatabase, type ThrowawayDatabase } from "@/server/platform/db/testing/test-databases";
import { ApiError } from "@/server/http/api-error";
import { issueAdminKey } from "@/server/services/access/access/admin-keys";
import type { AccessContext } from "@/server/services/access/access/access-context";
import { revokeOwnKey } from "@/server/services/access/access/own-key";
import { monthPeriod } from "@/server/services/access/access/periods";
import { createUnitBlocks, type BlockAccount } from "@/server/services/access/access/unit-blocks";
import { authorizeScansWith, makeAccessContext, scanRequest } from "@/server/services/access/access/testing/access-harness";

const migrationsDir = fileURLToPath(new URL("../../../../prisma/migrations", import.meta.url));
const PRICE = 1_000n;

const outcome = (work: Promise<unknown>) => work.then(() => "ok" as const, (error: unknown) => (error instanceof ApiError ? error.status : String(error)));
const count = (outcomes: Array<number | string>, value: number | string) => outcomes.filter((o) => o === value).length;

describe("metering in blocks: two instances on one PostgreSQL database", () => {
  let throwaway: ThrowawayDatabase;
  const pools: Database[] = [];
  beforeAll(async () => {
    throwaway = await createMigratedDatabase();
    for (let i = 0; i < 2; i++) pools.push(await createDatabase({ databaseUrl: throwaway.url, dataDir: IN_MEMORY, migrationsDir, poolSize: 20 }));
  });
  afterAll(async () => {
    await Promise.all(pools.map((db) => db.close()));
    await throwaway?.drop();
  });

  const twoInstances = (env: Record<string, string> = {}): AccessContext[] => pools.map((db) => makeAccessContext(db, { PRICE_PER_SCAN_MICRO_USDC: String(PRICE), ...env }));
  const scanOn = (ctx: AccessContext, mint: string, headers: Record<string, string> = {}) =>
    authorizeScansWith(ctx, scanRequest(headers), 1, { repeat: { mint, fresh: false } });

  it("a payg key with credit for 20 scans: 60 concurrent scans over two instances give exactly 20 answers, and the balance ends at zero", async () => {
    for (const repeatFree of ["300", "0"]) {
      const contexts = twoInstances({ REPEAT_FREE_SECONDS: repeatFree });
      const { apiKey, key } = await issueAdminKey(pools[0].prisma, { plan: "payg", creditUsdc: "0.02" });
      const outcomes = await Promise.all(Array.from({ length: 60 }, (_, i) => outcome(scanOn(contexts[i % 2], `mint-${repeatFree}-${i}`, { "x-api-key": apiKey }))));
      expect(count(outcomes, "ok"), JSON.stringify(outcomes.filter((o) => o !== "ok" && o !== 402).slice(0, 2))).toBe(20);
      expect(count(outcomes, 402)).toBe(40);
      await Promise.all(contexts.map((ctx) => ctx.blocks.close()));
      expect((await findApiKeyById(pools[0].prisma, key.id))?.creditMicros).toBe(0n);
    }
  });

  it("an anonymous quota of 20: 60 concurrent scans from one address over two instances give exactly 20 answers", async () => {
    const contexts = twoInstances({ ANON_MONTHLY_QUOTA: "20", ANON_RATE_LIMIT_PER_MINUTE: "0" });
    const ip = { "x-real-ip": "198.51.100.30" };
    const outcomes = await Promise.all(Array.from({ length: 60 }, (_, i) => outcome(scanOn(contexts[i % 2], `anon-mint-${i}`, ip))));
    expect(count(outcomes, "ok")).toBe(20);
    expect(count(outcomes, 402)).toBe(40);
    await Promise.all(contexts.map((ctx) => ctx.blocks.close()));
    expect(await readUsage(pools[0].prisma, "anon:ip4:198.51.100.30", monthPeriod(new Date()))).toBe(20);
  });

  it("units held but not spent go back on close; the header counts them as the caller's; a failed scan's unit is spent again", async () => {
    const [ctx] = twoInstances({ REPEAT_FREE_SECONDS: "0" });
    const { apiKey, key } = await issueAdminKey(pools[0].prisma, { plan: "payg", creditUsdc: "0.1" });
    const headers: string[] = [];
    // blocks of 1, 2, 4: after four scans the row has 7 taken, this instance holds 3
    for (let i = 0; i < 4; i++) headers.push((await scanOn(ctx, "held-mint", { "x-api-key": apiKey })).headers()["X-Key-Credits-Remaining"]);
    expect(headers).toEqual(["0.099", "0.098", "0.097", "0.096"]);
    expect((await findApiKeyById(pools[0].prisma, key.id))?.creditMicros).toBe(100_000n - 7n * PRICE);
    // a scan that fails on our side gives its unit back to the block, not to anyone else
    const failing = await scanOn(ctx, "held-mint", { "x-api-key": apiKey });
    await expect(failing.runScan(async () => Promise.reject(new Error("upstream down")))).rejects.toThrow("upstream down");
    expect(failing.headers()["X-Key-Credits-Remaining"]).toBe("0.096");
    await ctx.blocks.close();
    expect((await findApiKeyById(pools[0].prisma, key.id))?.creditMicros).toBe(100_000n - 4n * PRICE);
  });

  it("a key revoked on one instance stops on the other within KEY_RECHECK_MS, and its held credit goes back", async () => {
    const [a, b] = twoInstances({ REPEAT_FREE_SECONDS: "0", KEY_RECHECK_MS: "300" });
    const { apiKey, key } = await issueAdminKey(pools[0].prisma, { plan: "payg", creditUsdc: "0.1" });
    for (let i = 0; i < 3; i++) await scanOn(b, "revoke-mint", { "x-api-key": apiKey });
    await revokeOwnKey(a, key);
    // the revoking instance forgets the key at once
    expect(await outcome(scanOn(a, "revoke-mint", { "x-api-key": apiKey }))).toBe(401);
    const started = performance.now();
    let served = 3;
    let lastServedMs = 0;
    for (;;) {
      const result = await outcome(scanOn(b, "revoke-mint", { "x-api-key": apiKey }));
      if (result !== "ok") {
        expect(result).toBe(401);
        break;
      }
      served += 1;
      lastServedMs = performance.now() - started;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(lastServedMs).toBeLessThan(300);
    // what b held and did not spend goes back: the key paid for exactly the scans served
    await b.blocks.close();
    expect((await findApiKeyById(pools[0].prisma, key.id))?.creditMicros).toBe(100_000n - BigInt(served) * PRICE);
  });
});

describe("unit blocks", () => {
  it("gives unspent units back when the lease ends, then takes a new block", async () => {
    let row = 100;
    const calls: string[] = [];
    const account: BlockAccount<number> = {
      id: "acct",
      maxBlock: 8,
      take: async (n) => {
        calls.push(`take ${n}`);
        if (row < n) return null;
        row -= n;
        return row;
      },
      give: async (n) => {
        calls.push(`give ${n}`);
        row += n;
        return row;
      },
    };
    const blocks = createUnitBlocks({ leaseMs: 100 });
    for (let i = 0; i < 4; i++) expect((await blocks.spend(account)).ok).toBe(true);
    expect(row).toBe(93);
    await new Promise((r) => setTimeout(r, 250));
    expect(row).toBe(96);
    expect(calls).toEqual(["take 1", "take 2", "take 4", "give 3"]);
    // near the end of the row: a whole block does not fit, one unit still does, then nothing
    row = 1;
    expect(await blocks.spend(account)).toMatchObject({ ok: true, held: 0 });
    expect(await blocks.spend(account)).toEqual({ ok: false });
    await blocks.close();
  });

  const countingAccount = (id: string, maxBlock: number, family?: string) => {
    const state = { row: 10_000, calls: [] as string[] };
    const account: BlockAccount<number> = {
      id,
      maxBlock,
      family,
      take: async (n) => {
        state.calls.push(`take ${n}`);
        state.row -= n;
        return state.row;
      },
      give: async (n) => {
        state.calls.push(`give ${n}`);
        state.row += n;
        return state.row;
      },
    };
    return { account, state };
  };

  it("at full block size the next block is taken before this one runs out: no scan waits for the database", async () => {
    const { account, state } = countingAccount("ahead", 8);
    const blocks = createUnitBlocks({ leaseMs: 60_000 });
    // ramp: 1, 2, 4, then the first block of 8 opens and the next 8 are taken in the background
    for (let i = 0; i < 8; i++) await blocks.spend(account);
    expect(state.calls).toEqual(["take 1", "take 2", "take 4", "take 8", "take 8"]);
    // 23 taken, 8 spent: this instance holds 15 (at most two blocks), and the next 7 spends make no statement
    expect(blocks.peek(account.id)?.held).toBe(15);
    const before = state.calls.length;
    for (let i = 0; i < 7; i++) await blocks.spend(account);
    expect(state.calls.length).toBe(before);
    await blocks.close();
    expect(state.row).toBe(10_000 - 15);
  });

  it("small limits are never taken ahead (a block below 8 units)", async () => {
    const { account, state } = countingAccount("small", 2);
    const blocks = createUnitBlocks({ leaseMs: 60_000 });
    for (let i = 0; i < 5; i++) await blocks.spend(account);
    expect(state.calls).toEqual(["take 1", "take 2", "take 2"]);
    await blocks.close();
  });

  it("a lease that ends while the caller is still scanning is renewed; an idle caller's units go back", async () => {
    let now = 0;
    const { account, state } = countingAccount("busy", 4);
    const blocks = createUnitBlocks({ leaseMs: 100, nowMs: () => now });
    for (let i = 0; i < 4; i++) await blocks.spend(account);
    expect(state.calls).toEqual(["take 1", "take 2", "take 4"]);
    // scanning on past the lease's end (a scan every 10 ms of its clock, well inside a quarter lease): the
    // sweeps in between renew it (nothing given back, no ramp from 1 again)
    for (let t = 10; t <= 300; t += 10) {
      now = t;
      await blocks.spend(account);
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(state.calls.filter((c) => c.startsWith("give"))).toEqual([]);
    // idle for longer than the lease: the next sweep gives the units back
    now = 600;
    for (let waited = 0; waited < 2_000 && !state.calls.at(-1)?.startsWith("give"); waited += 20) await new Promise((r) => setTimeout(r, 20));
    expect(state.calls.at(-1)).toMatch(/^give /);
    await blocks.close();
    // 34 spent in all; what was held went back
    expect(state.row).toBe(10_000 - 34);
  });

  it("a caller's next minute window starts at the block size the last one reached", async () => {
    const first = countingAccount("window-1", 32, "limit:caller");
    const blocks = createUnitBlocks({ leaseMs: 60_000 });
    for (let i = 0; i < 8; i++) await blocks.spend(first.account);
    expect(first.state.calls).toEqual(["take 1", "take 2", "take 4", "take 8"]);
    const second = countingAccount("window-2", 32, "limit:caller");
    await blocks.spend(second.account);
    expect(second.state.calls).toEqual(["take 16"]);
    const other = countingAccount("window-2-other", 32, "limit:someone-else");
    await blocks.spend(other.account);
    expect(other.state.calls).toEqual(["take 1"]);
    await blocks.close();
  });
});
