// Pure transforms of raw RPC answers into the engine's snapshot types.
import type { MintSnapshot } from "@/server/engine/snapshot";
import { KNOWN_PROGRAMS } from "@/server/chain/labels/known-programs";
import { UpstreamBodyError } from "@/server/chain/errors";
import { parseBody } from "@/server/chain/http/parse-body";
import { parseMintExtension } from "@/server/chain/solana-rpc/mint-extensions";
import { accountInfoSchema, parsedMintDataSchema, parsedMintInfoSchema } from "@/server/chain/solana-rpc/schemas";

/**
 * Maps a jsonParsed getAccountInfo answer — the account (`result.value`) or the
 * whole `{ context, value }` result — to a MintSnapshot.
 * Returns null when the account does not exist, is not owned by a token
 * program, or is a token program account that is not a mint (a token account).
 * Throws UpstreamBodyError when a token program account can't be read as asked
 * (not jsonParsed, or a malformed mint), so the caller reports it unavailable.
 */
export function parseMintAccount(answer: unknown): MintSnapshot | null {
  const account = isContextResult(answer) ? answer.value : answer;
  if (account === null || account === undefined) return null;
  const info = parseBody("rpc", "mint account", accountInfoSchema, account);
  if (info.owner !== KNOWN_PROGRAMS.splToken && info.owner !== KNOWN_PROGRAMS.token2022) return null;
  if (Array.isArray(info.data)) throw new UpstreamBodyError("rpc", "mint account: data is not jsonParsed");
  const data = parseBody("rpc", "mint account data", parsedMintDataSchema, info.data);
  if (data.parsed.type !== "mint") return null;
  const mint = parseBody("rpc", "mint info", parsedMintInfoSchema, data.parsed.info);
  return {
    programId: info.owner,
    isToken2022: info.owner === KNOWN_PROGRAMS.token2022,
    decimals: mint.decimals,
    supply: BigInt(mint.supply),
    mintAuthority: mint.mintAuthority,
    freezeAuthority: mint.freezeAuthority,
    extensions: (mint.extensions ?? []).map(parseMintExtension),
  };
}

function isContextResult(answer: unknown): answer is { context: unknown; value: unknown } {
  return typeof answer === "object" && answer !== null && "context" in answer && "value" in answer;
}
