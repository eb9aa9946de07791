// The planted truth of the stealth-bundle and bot-snipers worlds: their buys
// carry ComputeBudget instructions (raw, as a node answers) and tips as real
// ones do, so a scanner has the fingerprints to read (the RPC layer renders
// the raw bytes below as base58 `data`, see rpc-shapes tests).
import { beforeAll, describe, expect, it } from "vitest";
import { PROGRAMS } from "@/server/ledger/constants";
import { getDefaultLedger } from "@/server/ledger/server/default-ledger";
import type { InstructionRecord, TxRecord } from "@/server/ledger/world/types";
import type { World } from "@/server/ledger/world/world";
import { botSnipersFacts } from "@/server/ledger/scenarios/bot-snipers";
import { JITO_TIP_ACCOUNTS, stealthBundleFacts } from "@/server/ledger/scenarios/stealth-bundle";

let world: World;
beforeAll(() => {
  world = getDefaultLedger();
});

/** The wallet's successful transactions that moved its balance of the mint up (its buys). */
function buysOf(wallet: string, mint: string): TxRecord[] {
  const held = (list: TxRecord["preTokenBalances"]) => list.filter((b) => b.owner === wallet && b.mint === mint).reduce((s, b) => s + b.amount, 0n);
  return (world.signaturesByAddress.get(wallet) ?? []).filter((tx) => tx.err === null && held(tx.postTokenBalances) > held(tx.preTokenBalances));
}

function computeBudget(tx: TxRecord): { limit?: number; price?: number } {
  const out: { limit?: number; price?: number } = {};
  for (const ix of tx.instructions.filter((i) => i.programId === PROGRAMS.computeBudget)) {
    expect(ix.parsed, "ComputeBudget stays raw").toBeUndefined();
    const data = Buffer.from(ix.data!);
    if (data[0] === 2) out.limit = data.readUInt32LE(1);
    if (data[0] === 3) out.price = Number(data.readBigUInt64LE(1));
  }
  return out;
}

const transfersOf = (tx: TxRecord) =>
  tx.instructions
    .map((ix: InstructionRecord) => (ix.parsed && "info" in ix.parsed && ix.parsed.type === "transfer" ? ix.parsed.info : null))
    .filter((info): info is Record<string, unknown> => info !== null);

describe("stealth-bundle world", () => {
  it("spreads the members' first buys over the planted slots, each with the shared compute budget and tip", () => {
    const buys = stealthBundleFacts.members.map((m) => buysOf(m, stealthBundleFacts.mint)[0]);
    const slots = buys.map((tx) => tx.slot);
    expect(Math.max(...slots) - Math.min(...slots)).toBe(stealthBundleFacts.slotSpread);
    expect(new Set(slots).size).toBeGreaterThan(1);
    for (const tx of buys) {
      expect(computeBudget(tx)).toEqual({ limit: stealthBundleFacts.cuLimit, price: stealthBundleFacts.cuPrice });
      const tip = transfersOf(tx).find((t) => JITO_TIP_ACCOUNTS.includes(t.destination as string));
      expect(BigInt(tip!.lamports as number)).toBe(stealthBundleFacts.tipLamports);
    }
  });

  it("gives each member its own funder, so no funding cluster hides the bundle", () => {
    const funders = stealthBundleFacts.members.map((m) => (world.signaturesByAddress.get(m) ?? []).map(transfersOf).flat().find((t) => t.destination === m)?.source);
    expect(new Set(funders).size).toBe(stealthBundleFacts.members.length);
  });
});

describe("bot-snipers world", () => {
  it("has every sniper pay the same bot fee account, with compute settings of its own", () => {
    const buys = botSnipersFacts.snipers.map((w) => buysOf(w, botSnipersFacts.mint)[0]);
    for (const tx of buys) expect(transfersOf(tx).some((t) => t.destination === botSnipersFacts.botFeeAccount)).toBe(true);
    const settings = buys.map((tx) => JSON.stringify(computeBudget(tx)));
    expect(new Set(settings).size).toBe(buys.length);
  });
});
