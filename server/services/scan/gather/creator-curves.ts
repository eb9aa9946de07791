// A busy creator's launches from its creations, not its signatures. When the
// creator's history is longer than one page (1,000 signatures), its newest
// transactions may hold none of its launches and reading them all is out of
// reach; but every pump.fun bonding curve records its creator (offset 49 of
// the curve account). One getProgramAccounts finds the creator's curves, one
// batch of getTokenAccountsByOwner names each curve's mint, and each mint's
// oldest signature (read with its launch history, so no extra call) is the
// creation, kept only where its transaction shows this creator creating it
// (findLaunches: the same rule as for launches found in the history).
import { getAddressEncoder, getProgramDerivedAddress, address as toAddress } from "@solana/kit";
import bs58 from "bs58";
import { KNOWN_PROGRAMS } from "@/server/chain/labels/known-programs";
import type { Address, LaunchSnapshot } from "@/server/engine/snapshot";
import type { CoverageRecorder } from "@/server/services/scan/gather/coverage";
import type { LoadedTransaction, ScanRpc } from "@/server/services/scan/gather/scan-rpc";

/** pump.fun BondingCurve: discriminator 8, five u64 reserves, complete (1), then the creator. */
export const CURVE_CREATOR_OFFSET = 49;
/** curves whose mints are looked up (two getTokenAccountsByOwner each, one per token program). */
export const CREATOR_CURVE_CAP = 40;

type FoundLaunch = Omit<LaunchSnapshot, "market" | "symbol">;

/**
 * Mints of the curves `creator` created, each with its creation transaction
 * (verified by `verify`); coverage notes a cap or a mint whose history is too
 * long to reach its creation.
 */
export async function findCreatorCurveLaunches(
  creator: Address,
  scan: ScanRpc,
  coverage: CoverageRecorder,
  verify: (txs: LoadedTransaction[]) => FoundLaunch[],
): Promise<FoundLaunch[]> {
  const { requests } = scan.rpc;
  const [curves] = await scan.batch(
    [requests.getProgramAccounts(KNOWN_PROGRAMS.pumpfun, { encoding: "base64", dataSlice: { offset: 0, length: 0 }, filters: [{ memcmp: { offset: CURVE_CREATOR_OFFSET, bytes: creator } }] })],
    "creator's bonding curves",
  );
  if (!curves) return [];
  if (curves.length > CREATOR_CURVE_CAP) coverage.cap("creator_curves");
  const picked = curves.slice(0, CREATOR_CURVE_CAP).map((c) => c.pubkey);
  const programs = [KNOWN_PROGRAMS.splToken, KNOWN_PROGRAMS.token2022];
  const owned = await scan.batch(
    picked.flatMap((curve) => programs.map((programId) => requests.getTokenAccountsByOwner(curve, { programId }))),
    "bonding curves' token accounts",
  );
  const mints = new Set<Address>();
  for (const answer of owned) {
    for (const entry of answer?.value ?? []) {
      const mint = (entry.account.data as { parsed?: { info?: { mint?: string } } } | undefined)?.parsed?.info?.mint;
      if (mint) mints.add(mint);
    }
  }
  if (mints.size === 0) return [];
  // the same page readLaunchHistories reads (memoized: no second call)
  const pages = await scan.signaturePages([...mints].map((address) => ({ address, limit: 1000 })));
  const oldest: string[] = [];
  for (const mint of mints) {
    const page = pages.get(mint);
    if (!page || page.capped) {
      coverage.cap("creator_curve_creation");
      continue;
    }
    const first = page.signatures.at(-1);
    if (first) oldest.push(first.signature);
  }
  const loaded = await scan.transactions(oldest);
  return verify([...loaded.values()]);
}

/**
 * The creator a mint's pump.fun bonding curve records (PDA ["bonding-curve", mint]), for a mint
 * whose history is too long to page back to its creation; null when it has no such curve.
 */
export async function readCurveCreator(mint: Address, scan: ScanRpc): Promise<Address | null> {
  const [curve] = await getProgramDerivedAddress({
    programAddress: toAddress(KNOWN_PROGRAMS.pumpfun),
    seeds: [new TextEncoder().encode("bonding-curve"), getAddressEncoder().encode(toAddress(mint))],
  });
  const account = (await scan.accounts([curve], "base64")).get(curve);
  const data = Array.isArray(account?.data) ? Buffer.from(String(account.data[0]), "base64") : null;
  if (!account || account.owner !== KNOWN_PROGRAMS.pumpfun || !data || data.length < CURVE_CREATOR_OFFSET + 32) return null;
  const creator = bs58.encode(data.subarray(CURVE_CREATOR_OFFSET, CURVE_CREATOR_OFFSET + 32));
  // curves created before pump.fun recorded creators hold zeros there
  return creator === "11111111111111111111111111111111" ? null : creator;
}
