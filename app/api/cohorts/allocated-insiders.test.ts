// The allocated-insiders scenario end to end on the embedded ledger: the
// creator was allocated 40 % of supply without buying (team initial_buy_pct 0,
// never 100), insiders trade a Raydium AMM v4 pool whose swap names only its
// vaults (found, with bought / held / realized / sold figures), a sold-out
// wallet is sold out and the pool (the AMM id, not its vaults' shared
// authority) is the liquidity pool.
// Expected figures are read back from the ledger's own transactions.
import { describe, expect, it } from "vitest";
import type { CohortsResponse, WalletCheckResponse } from "@/server/contracts/analytics";
import { ALLOCATED_INSIDERS_EXPECTED, getDefaultLedger } from "@/server/ledger";
import { routeOnThrowawayDatabase } from "@/server/app/testing/route-harness";
import { expectMatchesOpenApi } from "@/server/testing/openapi";

type Get = { GET: (request: Request) => Promise<Response> };
const harness = routeOnThrowawayDatabase<{ cohorts: Get; trades: Get; wallet: Get }>(async () => ({
  cohorts: await import("@/app/api/cohorts/route"),
  trades: await import("@/app/api/trade-analysis/route"),
  wallet: await import("@/app/api/wallet-check/route"),
}));
const request = (path: string) => new Request(`http://localhost${path}`, { headers: { "user-agent": "vitest" } });
const facts = ALLOCATED_INSIDERS_EXPECTED;
const pct = (amount: bigint) => (Number(amount) / Number(facts.supply)) * 100;

/** Each insider's bought and sold tokens and SOL received, from its successful transactions of the mint. */
function insiderBook() {
  const world = getDefaultLedger();
  let bought = 0n, sold = 0n, received = 0n, held = 0n;
  for (const wallet of facts.insiders) {
    for (const tx of (world.signaturesByAddress.get(wallet) ?? []).filter((t) => t.err === null)) {
      const sum = (list: typeof tx.preTokenBalances) => list.filter((b) => b.owner === wallet && b.mint === facts.mint).reduce((s, b) => s + b.amount, 0n);
      const delta = sum(tx.postTokenBalances) - sum(tx.preTokenBalances);
      const i = tx.accountKeys.findIndex((k) => k.pubkey === wallet);
      const lamports = tx.postBalances[i] - tx.preBalances[i] + (i === 0 ? tx.fee : 0n);
      if (delta > 0n) bought += delta;
      if (delta < 0n) {
        sold -= delta;
        received += lamports;
      }
    }
    for (const account of world.tokenAccountsByMint.get(facts.mint) ?? []) {
      const token = world.getTokenAccount(account);
      if (token?.owner === wallet) held += token.amount;
    }
  }
  return { bought, sold, received, held };
}

describe("allocated-insiders through the analytics routes", () => {
  it("GET /api/cohorts: the creator's allocation is no buy; the insiders' Raydium v4 trades are counted", async () => {
    const response = await harness.route().cohorts.GET(request(`/api/cohorts?mint=${facts.mint}`));
    expect(response.status).toBe(200);
    await expectMatchesOpenApi(response, "get", "/api/cohorts");
    const body = (await response.json()) as CohortsResponse;
    expect(body.team.wallets).toContain(facts.creator);
    expect(body.team.initial_buy_pct ?? 0).toBe(0);
    expect(body.team.bought_pct ?? 0).toBe(0);
    expect(body.team.held_pct).toBeCloseTo(pct(facts.allocated), 3);
    const book = insiderBook();
    expect(book.sold).toBeGreaterThan(0n);
    expect(book.bought).toBeGreaterThan(0n);
    expect(body.insiders.wallets).toEqual([...facts.insiders].sort());
    expect(body.insiders.bought_pct).toBeCloseTo(pct(book.bought), 3);
    expect(body.insiders.held_pct).toBeCloseTo(pct(book.held), 3);
    expect(body.insiders.sold_sol).toBeCloseTo(Number(book.received) / 1e9, 2);
    expect(body.insiders.realized_sol).not.toBe(0);
    for (const cohort of [body.team, body.insiders, body.snipers]) expect(cohort.initial_buy_pct ?? 0).toBeLessThanOrEqual(100);
  });

  it("GET /api/trade-analysis: the same insider cohort beside the rest of the analysis", async () => {
    const response = await harness.route().trades.GET(request(`/api/trade-analysis?mint=${facts.mint}`));
    expect(response.status).toBe(200);
    await expectMatchesOpenApi(response, "get", "/api/trade-analysis");
    const body = (await response.json()) as { cohorts: CohortsResponse };
    expect(body.cohorts.insiders.wallets).toEqual([...facts.insiders].sort());
    expect(body.cohorts.team.initial_buy_pct ?? 0).toBe(0);
  });

  it("GET /api/wallet-check: the sold-out wallet is sold out; the AMM id is the liquidity pool, the vaults' shared authority is not", async () => {
    const check = async (wallet: string) => {
      const response = await harness.route().wallet.GET(request(`/api/wallet-check?mint=${facts.mint}&wallet=${wallet}`));
      expect(response.status).toBe(200);
      await expectMatchesOpenApi(response, "get", "/api/wallet-check");
      return (await response.json()) as WalletCheckResponse;
    };
    expect((await check(facts.soldOut)).holding).toMatchObject({ holds_now: false, sold_out: true });
    expect((await check(facts.pool)).roles.map((r) => r.role)).toContain("liquidity_pool");
    expect((await check(facts.poolOwner)).roles.map((r) => r.role)).not.toContain("liquidity_pool");
  });
});
