// Who first funded each of a few wallets (hop 1): the largest inbound SOL
// transfer in its oldest transactions. Used for wallets outside the holder
// trace, e.g. wash-trading candidates that sold out, to see whether they share
// a funder. A wallet with a full page of history is busy: not walked.
import type { Address } from "@/server/engine/snapshot";
import { findFirstFunding } from "@/server/services/scan/gather/derive/funding";
import { FUNDING_TX_WINDOW } from "@/server/services/scan/gather/options";
import type { ScanRpc } from "@/server/services/scan/gather/scan-rpc";

export async function readFirstFunders(wallets: Address[], scan: ScanRpc, signatureLimit: number): Promise<Record<Address, Address>> {
  if (wallets.length === 0) return {};
  const pages = await scan.history.activity(wallets.map((address) => ({ address, limit: signatureLimit })));
  const oldest = new Map<Address, string[]>();
  for (const wallet of wallets) {
    const page = pages.get(wallet);
    if (!page || page.capped) continue;
    const ok = page.signatures.filter((s) => s.err === null || s.err === undefined);
    oldest.set(wallet, ok.slice(-FUNDING_TX_WINDOW).reverse().map((s) => s.signature));
  }
  const loaded = await scan.transactions([...oldest.values()].flat());
  const funders: Record<Address, Address> = {};
  for (const [wallet, signatures] of oldest) {
    const txs = signatures.map((s) => loaded.get(s)?.tx).filter((tx) => tx !== undefined);
    const link = findFirstFunding(txs, wallet, 1);
    if (link) funders[wallet] = link.from;
  }
  return funders;
}
