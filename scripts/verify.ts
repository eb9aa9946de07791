// `npm run verify -- <pack.json> [--rpc <url>] [--keys <url or file>]`: checks
// an evidence pack without trusting the service that signed it. The signature
// against the published keys (--keys, else the issuer's
// /.well-known/cabal-hunter-keys.json), then, with --rpc, every cited
// transaction read from that RPC (standard getTransaction) and each flag
// re-derived by the engine's own rules: reproduced, not reproduced, or not
// checkable (and why). Exit 0 when the pack holds, 1 when it does not, 2 on
// bad usage. Needs no database, no app and no key of ours.
import { readFileSync } from "node:fs";
import { evidenceKeysSchema } from "@/server/contracts/evidence/pack";
import { fetchTransactionsFrom } from "@/server/chain/evidence/rederive";
import { formatVerification, packHolds, verifyPack } from "@/server/chain/evidence/verify-pack";

const USAGE = "usage: npm run verify -- <pack.json | -> [--rpc <url>] [--keys <url or file>]";

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

async function readJson(source: string): Promise<unknown> {
  if (/^https?:\/\//.test(source)) {
    const response = await fetch(source);
    if (!response.ok) throw new Error(`${source} answered HTTP ${response.status}`);
    return response.json();
  }
  return JSON.parse(source === "-" ? readFileSync(0, "utf8") : readFileSync(source, "utf8"));
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const file = args.find((arg, i) => !arg.startsWith("--") && !["--rpc", "--keys"].includes(args[i - 1] ?? ""));
  if (!file) {
    console.error(USAGE);
    return 2;
  }
  const pack = (await readJson(file)) as { payload?: { issuer?: unknown } };
  const issuer = typeof pack?.payload?.issuer === "string" ? pack.payload.issuer.replace(/\/+$/, "") : null;
  const keysSource = option(args, "--keys") ?? (issuer ? `${issuer}/.well-known/cabal-hunter-keys.json` : null);
  if (!keysSource) {
    console.error(`the pack names no issuer: give the keys with --keys\n${USAGE}`);
    return 2;
  }
  const { keys } = evidenceKeysSchema.parse(await readJson(keysSource));
  const rpc = option(args, "--rpc");
  const result = await verifyPack(pack, keys, rpc ? fetchTransactionsFrom(rpc) : null);
  console.log(`keys from ${keysSource}`);
  for (const line of formatVerification(result)) console.log(line);
  return packHolds(result) ? 0 : 1;
}

main()
  .then((code) => (process.exitCode = code))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
