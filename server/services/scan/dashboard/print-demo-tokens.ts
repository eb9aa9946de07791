// The start banner of `npm start` on the embedded ledger: demo mints to try,
// and where the ledger listens, so a person (or a test from outside) can make
// a demo token's insiders dump and see a live watch fire.
import type { Config } from "@/server/platform/config/env";
import { listDemoTokens } from "@/server/services/scan/dashboard/demo-tokens";

/** `ledgerUrl`: the embedded ledger's base URL (its JSON-RPC and its /__ledger test controls). */
export function printDemoTokens(config: Config, ledgerUrl: string | null, log: (line: string) => void = console.log): void {
  const tokens = listDemoTokens(config);
  if (tokens.length === 0) return;
  const origin = `http://localhost:${config.PORT}`;
  const width = Math.max(...tokens.map((t) => t.title.length));
  log(`\nCabal Hunter runs on the embedded demo ledger (set SOLANA_RPC_URL for mainnet). Demo tokens:`);
  for (const token of tokens) log(`  ${token.title.padEnd(width)}  ${origin}/token/${token.mint}`);
  log(`Holder map: ${origin}/map?mint=${tokens[0].mint}`);
  if (ledgerUrl) {
    log(`Embedded ledger: ${ledgerUrl} (JSON-RPC). Make a watched demo token's insiders dump:`);
    log(`  curl -X POST ${ledgerUrl}/__ledger/event -d '{"mint":"<demo mint>","kind":"coordinated_dump"}'   (or "liquidity_drain")`);
  }
  log("");
}
