// An evidence pack checked end to end, for a person or a program that trusts
// neither this service nor its answer: the signature against the published
// keys, the payload's shape, and (given an RPC) every flag re-derived from the
// chain. `npm run verify` prints it; the /verify page shows it.
import { evidencePayloadSchema, type EvidencePayload, type EvidenceKey } from "@/server/contracts/evidence/pack";
import { verifyPackSignature, type SignatureCheck } from "@/server/contracts/evidence/verify-signature";
import { rederivePack, type FetchTransaction, type Rederivation } from "@/server/chain/evidence/rederive";

export interface PackVerification {
  signature: SignatureCheck;
  /** the payload when it has the pack format's shape */
  payload: EvidencePayload | null;
  payloadProblem: string | null;
  /** null without an RPC to read the cited transactions from */
  rederivation: Rederivation | null;
}

export async function verifyPack(pack: unknown, keys: readonly EvidenceKey[], fetchTransaction: FetchTransaction | null): Promise<PackVerification> {
  const signature = await verifyPackSignature(pack, keys);
  const parsed = evidencePayloadSchema.safeParse((pack as { payload?: unknown } | null)?.payload);
  const payloadProblem = parsed.success ? null : parsed.error.issues.slice(0, 3).map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
  const payload = parsed.success ? parsed.data : null;
  const rederivation = payload && fetchTransaction ? await rederivePack(payload, fetchTransaction) : null;
  return { signature, payload, payloadProblem, rederivation };
}

/** Whether the pack holds: a valid signature, a well-formed payload, and no flag the chain contradicts. */
export function packHolds(result: PackVerification): boolean {
  return result.signature.valid && result.payload !== null && !(result.rederivation?.flags.some((flag) => flag.status === "not_reproduced") ?? false);
}

const MARK = { reproduced: "✓ reproduced    ", not_reproduced: "✗ NOT reproduced", not_checkable: "– not checkable " } as const;

export function formatVerification(result: PackVerification): string[] {
  const lines = [result.signature.valid ? `signature valid (kid ${result.signature.kid})` : `signature INVALID: ${result.signature.reason}`];
  if (!result.payload) return [...lines, `payload not an evidence pack: ${result.payloadProblem}`];
  const { payload } = result;
  lines.push(`report ${payload.report_id}: ${payload.verdict.recommendation}, cabal_score ${payload.verdict.cabal_score}, slot ${payload.slot ?? "unknown"}, engine ${payload.engine.version}`);
  lines.push(`coverage: ${payload.coverage.holders_traced}/${payload.coverage.holders_found} holders traced, ${payload.coverage.caps_hit.length} caps hit, ${payload.coverage.failures.length} failures${payload.verdict.degraded ? " (degraded)" : ""}`);
  if (!result.rederivation) {
    lines.push(...payload.flags.map((flag) => `  ${flag.id} (${flag.kind}): not re-derived: pass --rpc <url> to read its ${flag.evidence.length} transactions`));
    return lines;
  }
  const { flags, read, unread, engineNote } = result.rederivation;
  lines.push(`read ${read} cited transactions${unread.length > 0 ? `, ${unread.length} unread` : ""}`);
  if (engineNote) lines.push(`note: ${engineNote}`);
  if (flags.length === 0) lines.push("  no flags: nothing to re-derive");
  for (const flag of flags) {
    lines.push(`  ${MARK[flag.status]}  ${flag.id} (${flag.kind}): ${flag.detail}`);
    if (flag.status === "reproduced" && flag.trusted.length > 0) lines.push(`      taken from the pack: ${flag.trusted.join("; ")}`);
  }
  return lines;
}
