// The watcher reads trades through the one trade decoder: on the embedded
// ledger, two top-20 holders of the watch-dump token each move 60 % of their
// bag to a fresh wallet by a plain SPL transfer in one slot. The balances fall
// as in a dump, but nothing was sold: no coordinated_dump. The same holders'
// real sells (the ledger's coordinated_dump event) still alert.
import { afterAll, beforeAll, expect, it } from "vitest";
import { normalizeTransaction } from "@/server/chain/normalize/normalize-transaction";
import { createSolanaRpc } from "@/server/chain/solana-rpc/client";
import { detectIncidents } from "@/server/engine/watch/detect-incidents";
import { buildLedgerWorld, getScenario, startLedgerServer, transferTopBags, triggerLedgerEvent, walletHolders, type LedgerServer } from "@/server/ledger";
import { toWatchTx } from "@/server/services/watch/watch/watch-trades";

const watchDump = getScenario("watch-dump")!;
let ledger: LedgerServer;

beforeAll(async () => {
  ledger = await startLedgerServer({ port: 0, world: buildLedgerWorld(), wsOnNextPort: false });
  ledger.controls.configure({ confirmationDelayMs: 0, finalityDelayMs: 0 });
}, 120_000);

afterAll(async () => {
  await ledger?.close();
});

async function readWatchTxs(signatures: string[]) {
  const rpc = createSolanaRpc({ url: ledger.rpcUrl, concurrency: 4, timeoutMs: 10_000, maxRetries: 0 });
  const answers = await rpc.batch(signatures.map((s) => rpc.requests.getTransaction(s)));
  return answers.map((a, i) => {
    if (!a.ok || !a.value) throw new Error(`no transaction ${signatures[i]}`);
    return toWatchTx(normalizeTransaction(a.value, signatures[i]), watchDump.mint);
  });
}

const snapshot = (holders: { owner: string; amount: bigint }[], txs: Awaited<ReturnType<typeof readWatchTxs>>) => ({
  mint: watchDump.mint,
  supply: ledger.world.getMint(watchDump.mint)!.supply,
  holders,
  pool: null,
  reserves: [],
  lastDrainAlert: null,
  txs,
  now: Math.floor(Date.now() / 1000),
});

it("raises no coordinated_dump for top holders' transfers out, and one for their sells", async () => {
  const world = ledger.world;
  const chain = ledger.controls.chain;
  const holders = walletHolders(world, watchDump.mint).filter((h) => world.lamportsOf(h.owner) >= 3_000_000n);
  const bags = holders.map((h) => ({ owner: h.owner, amount: h.amount }));
  const transfers = transferTopBags(chain, watchDump.mint, 0.6);
  const moved = await readWatchTxs(transfers.signatures);
  // the balances fell by 60 % of each bag in one slot, well over 0.5 % of supply together
  expect(moved.flatMap((tx) => tx.tokenDeltas.filter((d) => transfers.wallets.includes(d.owner) && d.mint === watchDump.mint && d.delta < 0n))).toHaveLength(2);
  expect(detectIncidents(snapshot(bags, moved)).incidents).toEqual([]);

  const after = walletHolders(world, watchDump.mint).map((h) => ({ owner: h.owner, amount: h.amount }));
  const dump = triggerLedgerEvent(chain, watchDump.mint, "coordinated_dump");
  const sold = await readWatchTxs(dump.signatures);
  const incidents = detectIncidents(snapshot(after, sold)).incidents;
  expect(incidents).toEqual([expect.objectContaining({ type: "coordinated_dump", slot: dump.slot })]);
  expect(new Set(incidents[0].wallets)).toEqual(new Set(dump.wallets));
}, 60_000);
