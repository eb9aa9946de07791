// Walks funding up from the holders' direct funders, one hop per round trip,
// and profiles every funder met (label, balance, fan-out) so the engine can
// tell a cabal's master wallet from an exchange. Labelled exchanges and busy
// wallets are dead ends: two wallets funded by Binance share nothing.
import { getExchangeLabel } from "@/server/chain/labels/exchange-labels";
import type { Address, FunderProfile, FundingLink } from "@/server/engine/snapshot";
import { countFundedWallets, findFirstFunding } from "@/server/services/scan/gather/derive/funding";
import { isWalletAddress } from "@/server/services/scan/gather/holders";
import { BUSY_FUNDER_SIGNATURES, FUNDING_TX_WINDOW, type GatherOptions } from "@/server/services/scan/gather/options";
import type { ScanRpc, SignaturePage } from "@/server/services/scan/gather/scan-rpc";

export interface FunderTrace {
  funders: Record<Address, FunderProfile>;
  /** funding link of each funder (hop >= 2), by the funded wallet. */
  upstream: Map<Address, FundingLink>;
}

/**
 * `onWalked` fires as soon as every funding link is known: before the last hop's profiles (their
 * signatures, balance and fan-out sample) are read, since that round walks nothing further. A
 * caller that needs only the chains (the first buyers' group candidates) starts its next reads
 * beside that round instead of after it.
 */
export async function traceFunders(hop1: FundingLink[], scan: ScanRpc, options: GatherOptions, onWalked?: (upstream: Map<Address, FundingLink>) => void): Promise<FunderTrace> {
  const funders: Record<Address, FunderProfile> = {};
  const upstream = new Map<Address, FundingLink>();
  let frontier = uniqueFunders(hop1);
  let notified = false;
  const notify = () => {
    if (!notified) onWalked?.(upstream);
    notified = true;
  };
  for (let hop = 1; frontier.length > 0; hop++) {
    const canWalk = hop < options.fundingHops;
    if (!canWalk) notify();
    const { profiles, walk } = await profileFunders(frontier, scan, options, canWalk, hop + 1);
    Object.assign(funders, profiles);
    const next: FundingLink[] = [];
    for (const link of walk) {
      upstream.set(link.to, link);
      if (!funders[link.from]) next.push(link);
    }
    frontier = canWalk ? uniqueFunders(next) : [];
  }
  notify();
  return { funders, upstream };
}

function uniqueFunders(links: FundingLink[]): Address[] {
  return [...new Set(links.map((l) => l.from))];
}

async function profileFunders(addresses: Address[], scan: ScanRpc, options: GatherOptions, canWalk: boolean, nextHop: number) {
  const [pages, accounts] = await Promise.all([
    // the newest transactions are the fan-out sample of a busy funder (planFunder)
    scan.history.activity(addresses.map((address) => ({ address, limit: options.walletSignatureLimit, newest: options.funderSampleTxs }))),
    scan.accounts(addresses, "base64"),
  ]);
  const plan = addresses.map((address) => planFunder(address, pages.get(address), canWalk, options));
  const loaded = await scan.transactions(plan.flatMap((p) => [...p.walk, ...p.sample]));

  const profiles: Record<Address, FunderProfile> = {};
  const walk: FundingLink[] = [];
  for (const p of plan) {
    const account = accounts.get(p.address);
    const sampled = p.sample.map((s) => loaded.get(s)?.tx).filter((t) => t !== undefined);
    const count = p.page?.signatures.length ?? 0;
    profiles[p.address] = {
      address: p.address,
      label: p.label,
      balanceLamports: account ? BigInt(account.lamports) : account === null ? 0n : null,
      // fan-out estimated from the sample: distinct recipients per sampled tx x signatures seen.
      fundedWallets: sampled.length > 0 ? Math.round((countFundedWallets(sampled, p.address) / sampled.length) * count) : null,
      sampledTxs: sampled.length,
      historyCapped: p.page?.capped ?? true,
      isProgramOwned: !isWalletAddress(p.address),
      unreadable: !p.page || account === undefined,
    };
    const oldestFirst = p.walk.map((s) => loaded.get(s)?.tx).filter((t) => t !== undefined).sort((a, b) => a.slot - b.slot);
    const link = findFirstFunding(oldestFirst, p.address, nextHop);
    if (link) walk.push(link);
  }
  return { profiles, walk };
}

function planFunder(address: Address, page: SignaturePage | undefined, canWalk: boolean, options: GatherOptions) {
  const label = getExchangeLabel(address);
  const ok = (page?.signatures ?? []).filter((s) => s.err === null || s.err === undefined);
  const busy = !page || page.capped || ok.length >= BUSY_FUNDER_SIGNATURES;
  return {
    address,
    page,
    label,
    // only quiet, unlabelled wallets are walked further up; their oldest txs hold their funding.
    walk: canWalk && !label && !busy && isWalletAddress(address) ? ok.slice(-FUNDING_TX_WINDOW).map((s) => s.signature) : [],
    sample: !label && ok.length >= BUSY_FUNDER_SIGNATURES ? ok.slice(0, options.funderSampleTxs).map((s) => s.signature) : [],
  };
}
