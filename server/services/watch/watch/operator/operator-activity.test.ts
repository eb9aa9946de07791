// The operator reader on recorded mainnet transactions: a pump.fun create is a
// deployment by its creator only; a plain SOL transfer funds its recipients
// (dust and a buy's own fee and tip legs do not); a buy is read as the buyer's,
// and sponsors no one when the buyer paid its own fee.
import { describe, expect, it } from "vitest";
import { normalizeTransaction } from "@/server/chain/normalize/normalize-transaction";
import { loadRecordedTransaction } from "@/server/chain/normalize/recorded-transactions";
import { findBuys, findDeployments, findFundings, findSponsoredBuys, MIN_FUNDING_LAMPORTS } from "@/server/services/watch/watch/operator/operator-activity";

const loaded = (file: string) => {
  const raw = loadRecordedTransaction(file);
  return { raw, tx: normalizeTransaction(raw) };
};
const NOW = 1_800_000_000;

describe("operator activity", () => {
  it("reads a pump.fun create as a deployment by its creator, and by no one else", () => {
    const create = loaded("pumpfun-create-1.json");
    const creator = "Fswrw3tgQL597kCexxLEhft6a7Su4CDoqwRMqqj4BEp5";
    expect(findDeployments([create], creator, NOW)).toEqual([
      { wallet: creator, role: "deployer", mint: "ER2N5eaDoC68kNhj7LyaScimzq7deaqxiw88rewvxaKp", tx: create.tx.signature, slot: create.tx.slot, time: create.tx.blockTime },
    ]);
    // the mint keypair signs the creation too, but is no creator
    expect(findDeployments([create], "ER2N5eaDoC68kNhj7LyaScimzq7deaqxiw88rewvxaKp", NOW)).toEqual([]);
  });

  it("reads plain SOL transfers of at least 0.01 SOL as funding of their recipients", () => {
    const single = loaded("sol-transfer.json").tx;
    expect(findFundings([single], "4Y5YjAPB4hMdCsiFy7BaBSscyiAvB7cuAbhxnBZ5xmgy", NOW).map((f) => f.wallet)).toEqual(["3eF3iBQqi2DmDLS7o9y8gG7necF5VBbwYy5gqF7sh899"]);
    const multi = loaded("sol-transfer-multi.json").tx;
    expect(findFundings([multi], "5tzFkiKscXHK5ZXCGbXZxdw7gTjjD1mBwuoFbhUvuAi9", NOW).map((f) => f.wallet).sort()).toEqual(
      ["9AcRtqNTy4wUD9KKuB2mKrP5n6U3i2dMqeJchrsQU4ke", "Ah6ubKzHJMDStLD1i6P51bugRMggARUhDCc8Gxfsg4sU"].sort(),
    );
    // the recipient funded no one; a transfer below the floor is dust
    expect(findFundings([single], "3eF3iBQqi2DmDLS7o9y8gG7necF5VBbwYy5gqF7sh899", NOW)).toEqual([]);
    const dust = { ...single, solTransfers: single.solTransfers.map((t) => ({ ...t, lamports: MIN_FUNDING_LAMPORTS - 1n })) };
    expect(findFundings([dust], "4Y5YjAPB4hMdCsiFy7BaBSscyiAvB7cuAbhxnBZ5xmgy", NOW)).toEqual([]);
  });

  it("reads a pump.fun buy as the buyer's buy: its tip and fee legs fund no one, and paying one's own fee sponsors no one", () => {
    const buy = loaded("pumpfun-buy-1.json").tx;
    const buyer = "4SrXdKFYoiUfYzWN7YV8kdJ2TkZieDmjVCEJg4mTAun6";
    expect(findFundings([buy], buyer, NOW)).toEqual([]);
    const [bought, ...more] = findBuys([buy], buyer, NOW);
    expect(more).toEqual([]);
    expect(bought).toMatchObject({ signature: buy.signature, slot: buy.slot });
    expect(findSponsoredBuys([buy], buyer, NOW)).toEqual([]);
    // the same buy with someone else as the fee payer: that wallet sponsored it
    const relayed = { ...buy, feePayer: "Relayer111111111111111111111111111111111111" };
    expect(findSponsoredBuys([relayed], relayed.feePayer, NOW)).toEqual([{ buyer, mint: bought.mint, signature: buy.signature, slot: buy.slot, time: buy.blockTime }]);
  });
});
