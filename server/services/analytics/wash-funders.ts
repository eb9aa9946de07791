// The funding chains (two hops) of wash-trading candidates the scan did not
// trace: their first funders, then those funders' first funders, each read in
// one batch (two round trips apiece). A labelled exchange ends a chain: many
// strangers withdraw from one exchange, so it binds nobody. A wallet or funder
// with a full page of history is busy and not walked (readFirstFunders).
import { getExchangeLabel } from "@/server/chain/labels/exchange-labels";
import type { Address } from "@/server/engine/snapshot";
import { readFirstFunders } from "@/server/services/scan/gather/first-funders";
import type { ScanRpc } from "@/server/services/scan/gather/scan-rpc";

/** Candidates whose chain is read, and upstream funders walked: the traders that pair up most. */
export const WASH_FUNDER_CHECKS = 20;

export async function readWashFundingChains(candidates: Address[], scan: ScanRpc, signatureLimit: number): Promise<Record<Address, Address[]>> {
  const wallets = candidates.slice(0, WASH_FUNDER_CHECKS);
  const hopOne = withoutExchanges(await readFirstFunders(wallets, scan, signatureLimit));
  const upstream = [...new Set(Object.values(hopOne))].filter((f) => !wallets.includes(f));
  const hopTwo = withoutExchanges(await readFirstFunders(upstream.slice(0, WASH_FUNDER_CHECKS), scan, signatureLimit));
  return Object.fromEntries(Object.entries(hopOne).map(([wallet, funder]) => [wallet, hopTwo[funder] ? [funder, hopTwo[funder]] : [funder]]));
}

function withoutExchanges(funders: Record<Address, Address>): Record<Address, Address> {
  return Object.fromEntries(Object.entries(funders).filter(([, funder]) => getExchangeLabel(funder) === null));
}
