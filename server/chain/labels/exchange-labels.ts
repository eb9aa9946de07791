// Exchange (CEX) wallet labels. A holder funded from one of these is exchange
// noise, not a cabal: the funding layer filters such clusters out.
import type { Address } from "@/server/engine/snapshot";
import { CEX_WALLET_ROWS } from "@/server/chain/labels/cex-wallets-data";
import type { CexWalletRow } from "@/server/chain/labels/label-types";

const CEX_BY_ADDRESS: ReadonlyMap<Address, CexWalletRow> = new Map(CEX_WALLET_ROWS.map((row) => [row.address, row]));

/** The full label row (sources, agreement count, conflict flag), or null when unlabelled. */
export function getExchangeEntry(address: Address): CexWalletRow | null {
  return CEX_BY_ADDRESS.get(address) ?? null;
}

/**
 * The exchange name for a known exchange wallet, or null. When the sources
 * disagree (e.g. Binance vs its custodian Ceffu) both names are given,
 * "Binance / Ceffu", rather than picking one. Absence is not evidence: an
 * unlabelled wallet may still be an exchange (judge it by its activity).
 */
export function getExchangeLabel(address: Address): string | null {
  const row = CEX_BY_ADDRESS.get(address);
  return row ? row.exchanges.join(" / ") : null;
}

export function isExchangeWallet(address: Address): boolean {
  return CEX_BY_ADDRESS.has(address);
}
