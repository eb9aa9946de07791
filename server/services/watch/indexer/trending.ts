// Newly trending Solana tokens from DexScreener's public lists (latest token
// boosts and latest token profiles), for the indexer. Read only when a real
// data source is configured: the embedded ledger has no such lists.
import { z } from "zod";
import { fetchJson } from "@/server/chain/http/fetch-json";

const listSchema = z.array(z.object({ chainId: z.string(), tokenAddress: z.string() }).loose());
const LISTS = ["/token-boosts/latest/v1", "/token-profiles/latest/v1"];
const BASE58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/** Solana mints of both lists, in list order, deduplicated; a list that fails is skipped (logged). */
export async function fetchTrendingMints(baseUrl: string, options: { timeoutMs: number; log?: (line: string) => void }): Promise<string[]> {
  const mints = new Set<string>();
  for (const path of LISTS) {
    try {
      const { body } = await fetchJson({ url: `${baseUrl.replace(/\/$/, "")}${path}` }, { source: "market", timeoutMs: options.timeoutMs, maxRetries: 0 });
      for (const entry of listSchema.parse(body)) {
        if (entry.chainId === "solana" && BASE58_ADDRESS.test(entry.tokenAddress)) mints.add(entry.tokenAddress);
      }
    } catch (error) {
      options.log?.(`[indexer] trending list ${path} unavailable: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return [...mints];
}
