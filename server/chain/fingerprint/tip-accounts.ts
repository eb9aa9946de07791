// The 8 public Jito tip accounts. Taken from the repository's generated label
// data ("Jito Tip 1..8", from labels/programs-and-venues.csv: cxcx-ai/solana-dex-parser
// FEE_ACCOUNTS and helius-labs/photon-explorer), so there is one source of the
// addresses; tip-accounts.test.ts pins the count so a label edit cannot drop one.
import { PROGRAM_LABEL_ROWS } from "@/server/chain/labels/program-labels-data";

export const JITO_TIP_ACCOUNTS: ReadonlySet<string> = new Set(
  PROGRAM_LABEL_ROWS.filter((row) => /^Jito Tip [1-8]$/.test(row.name)).map((row) => row.address),
);

export function isTipAccount(address: string): boolean {
  return JITO_TIP_ACCOUNTS.has(address);
}
