// Which exchange-label rows are exchange wallets. A wallet that sends SOL is
// an ed25519 key on the curve; a program-derived address (off the curve) is
// a program's account, which the downstream layers would otherwise treat as
// an exchange hot wallet (or as pool liquidity). Shared by the generator and
// the test that enforces the generated list.
import { PublicKey } from "@solana/web3.js";
import bs58 from "bs58";
import { KNOWN_TOKEN_MINTS } from "@/server/chain/labels/known-token-mints";

/** Sources that prove an address is the exchange's own: its proof-of-reserves listing. */
export const RESERVE_PROOF_SOURCES: ReadonlySet<string> = new Set(["defillama_por"]);

function decode32(address: string): Uint8Array | null {
  try {
    const bytes = bs58.decode(address);
    return bytes.length === 32 ? bytes : null;
  } catch {
    return null;
  }
}

/**
 * Case-mangled copies of base58 keys (all lower or all upper case: a real
 * 44-character key has both cases) and Bitcoin bech32 addresses still decode
 * as base58 now and then; they are not the keys their sources meant.
 */
function looksMangled(address: string): boolean {
  return address.startsWith("bc1") || address === address.toLowerCase() || address === address.toUpperCase();
}

export type HygieneVerdict = { reason: string | null; offCurve: boolean };

export function exclusionReason(address: string, sources: readonly string[], programIds: ReadonlySet<string>): HygieneVerdict {
  const bytes = decode32(address);
  if (!bytes || looksMangled(address)) return { reason: "not a Solana key", offCurve: false };
  if (KNOWN_TOKEN_MINTS.has(address)) return { reason: `token mint (${KNOWN_TOKEN_MINTS.get(address)!.symbol})`, offCurve: false };
  if (programIds.has(address)) return { reason: "program id", offCurve: false };
  if (sources.length === 0) return { reason: "no source", offCurve: false };
  const offCurve = !PublicKey.isOnCurve(bytes);
  if (offCurve && !sources.some((s) => RESERVE_PROOF_SOURCES.has(s))) {
    return { reason: "off-curve (program-derived) without a proof-of-reserves source", offCurve };
  }
  return { reason: null, offCurve };
}
