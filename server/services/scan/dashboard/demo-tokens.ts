// Demo tokens to offer on the dashboard: the embedded ledger's scenarios, only
// when the app runs on that ledger (on mainnet these mints do not exist).
import type { Config } from "@/server/platform/config/env";
import { SCENARIOS } from "@/server/ledger";
import type { DemoToken } from "@/server/contracts/demo-tokens";

/** The scenarios people try first: one per kind of finding, clean first. */
const FEATURED = ["clean-organic", "same-slot-bundle", "two-hop-cluster", "coordinated-exit", "exchange-funded", "serial-rugger", "t22-transfer-hook", "thin-liquidity"];

/** The demo tokens of an app on `config`: none unless it runs on the embedded ledger (no SOLANA_RPC_URL). */
export function listDemoTokens(config: Pick<Config, "SOLANA_RPC_URL">): DemoToken[] {
  if (config.SOLANA_RPC_URL !== undefined) return [];
  const rank = (id: string) => (FEATURED.includes(id) ? FEATURED.indexOf(id) : FEATURED.length);
  return [...SCENARIOS]
    .sort((a, b) => rank(a.id) - rank(b.id))
    .map(({ mint, title, description }) => ({ mint, title, description }));
}
