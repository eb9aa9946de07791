// The start banner of `npm start` on the embedded ledger: demo mints to try.
import { getEnv } from "@/server/platform/config/env";
import { listDemoTokens } from "@/server/services/scanning/dashboard/demo-tokens";

export function printDemoTokens(log: (line: string) => void = console.log): void {
  const tokens = listDemoTokens();
  if (tokens.length === 0) return;
  const origin = `http://localhost:${getEnv().PORT}`;
  const width = Math.max(...tokens.map((t) => t.title.length));
  log(`\nCabal Hunter runs on the embedded demo ledger (set SOLANA_RPC_URL for mainnet). Demo tokens:`);
  for (const token of tokens) log(`  ${token.title.padEnd(width)}  ${origin}/token/${token.mint}`);
  log(`Holder map: ${origin}/map?mint=${tokens[0].mint}\n`);
}
