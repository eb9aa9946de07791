"use client";
// /verify for a person: the pack's signature checked in the browser with
// WebCrypto Ed25519 (through POST /api/verify only where the browser has no
// Ed25519), then, with an RPC URL, every cited transaction read by the browser
// straight from that RPC and each flag re-derived by the same module as `npm
// run verify` (server/chain/evidence: the scan's decoders and the engine's own
// layers). The components draw; this file holds the checking.
import { useEffect, useRef, useState } from "react";
import { callApi } from "@/components/api/client";
import { PackForm, type PackFormValue } from "@/components/verify/pack-form";
import { FlagResults, PackSummary, SignatureResult, type FlagView, type SignatureView } from "@/components/verify/verify-results";
import { getEvidenceKeys, verifyEvidence } from "@/server/contracts/endpoints/evidence";
import { getPricing } from "@/server/contracts/endpoints/access";
import { evidencePayloadSchema } from "@/server/contracts/evidence/pack";
import { hasWebCryptoEd25519, verifyPackSignature } from "@/server/contracts/evidence/verify-signature";
import { fetchTransactionsFrom, rederivePack } from "@/server/chain/evidence/rederive";

type Payload = ReturnType<typeof evidencePayloadSchema.parse>;
type Outcome = { signature: SignatureView; payload: Payload | null; problem: string | null; flags: FlagView[]; note: string | null };

async function checkSignature(pack: unknown): Promise<SignatureView> {
  if (await hasWebCryptoEd25519()) {
    const keys = await callApi(getEvidenceKeys, {});
    if (!keys.ok) return { valid: false, reason: `the published keys could not be read: ${keys.problem.message}`, kid: null, checkedBy: "browser" };
    return { ...(await verifyPackSignature(pack, keys.data.keys)), checkedBy: "browser" };
  }
  const answer = await callApi(verifyEvidence, { body: pack as never });
  if (!answer.ok) return { valid: false, reason: answer.problem.message, kid: null, checkedBy: "server" };
  return { ...answer.data, checkedBy: "server" };
}

async function verify({ packText, rpcUrl }: PackFormValue): Promise<Outcome> {
  let pack: unknown;
  try {
    pack = JSON.parse(packText);
  } catch {
    return { signature: { valid: false, reason: "this is not JSON", kid: null, checkedBy: "browser" }, payload: null, problem: "Paste the whole JSON answer of GET /api/evidence.", flags: [], note: null };
  }
  const signature = await checkSignature(pack);
  const parsed = evidencePayloadSchema.safeParse((pack as { payload?: unknown } | null)?.payload);
  if (!parsed.success) return { signature, payload: null, problem: "The payload is not an evidence pack of this format.", flags: [], note: null };
  const payload = parsed.data;
  if (!rpcUrl) {
    const flags = payload.flags.map((flag): FlagView => ({ id: flag.id, kind: flag.kind, status: "not_checked", detail: `${flag.evidence.length} cited transactions; give an RPC URL to re-derive it. ${flag.reason}`, trusted: flag.not_on_chain }));
    return { signature, payload, problem: null, flags, note: null };
  }
  try {
    const result = await rederivePack(payload, fetchTransactionsFrom(rpcUrl));
    const unread = result.unread.length > 0 ? ` ${result.unread.length} could not be read from that RPC.` : "";
    return { signature, payload, problem: null, flags: result.flags, note: `Read ${result.read} cited transactions from ${rpcUrl}.${unread}${result.engineNote ? ` ${result.engineNote}.` : ""}` };
  } catch (error) {
    return { signature, payload, problem: `The RPC could not be used: ${error instanceof Error ? error.message : String(error)}`, flags: [], note: null };
  }
}

export function VerifyApp() {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [demoRpcUrl, setDemoRpcUrl] = useState<string | null>(null);
  const results = useRef<HTMLDivElement>(null);
  useEffect(() => {
    void callApi(getPricing, {}).then((answer) => {
      if (answer.ok && answer.data.payments.enabled) setDemoRpcUrl(answer.data.payments.demo_rpc_url ?? null);
    });
  }, []);
  useEffect(() => {
    // a keyboard user lands on what was found, not back at the top of the form
    if (outcome) results.current?.focus();
  }, [outcome]);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <PackForm
        busy={busy}
        demoRpcUrl={demoRpcUrl}
        onVerify={(value) => {
          setBusy(true);
          void verify(value)
            .then(setOutcome)
            .finally(() => setBusy(false));
        }}
      />
      <div ref={results} tabIndex={-1} className="space-y-4 outline-none" aria-live="polite" aria-busy={busy} data-testid="verify-results">
        {outcome ? (
          <>
            <SignatureResult signature={outcome.signature} />
            {outcome.problem && (
              <p role="alert" className="rounded-xl border border-rose-500/40 bg-rose-500/10 px-4 py-3 text-sm text-rose-200">
                {outcome.problem}
              </p>
            )}
            {outcome.payload && <PackSummary payload={outcome.payload} />}
            {outcome.payload && <FlagResults flags={outcome.flags} note={outcome.note} />}
          </>
        ) : (
          <p className="rounded-2xl border border-line/70 bg-black/20 p-5 text-sm text-slate-300">
            The signature check and, with an RPC URL, each flag re-derived from the chain appear here.
          </p>
        )}
      </div>
    </div>
  );
}
