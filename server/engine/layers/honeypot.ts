// Honeypot check (docs/decisions.md "honeypot_risk"): live mint or freeze authority,
// or any Token-2022 extension judged "risk", makes honeypot_risk HIGH and each
// one a critical reason (which forces AVOID). Regulated-issuer mints keep their
// authorities in the report, labelled, and are not scored. UNKNOWN when the
// mint could not be read; UNKNOWN never forces AVOID.
import { shortAddress } from "@/server/engine/format";
import type { HoneypotFindings, Layer, LayerResult, ReasonNote } from "@/server/engine/layer-types";
import { judgeExtension } from "@/server/engine/layers/token2022-extensions";

const note = (severity: ReasonNote["severity"], text: string): ReasonNote => ({ layer: "honeypot", severity, text, evidence: [] });

function unreadable(reason: string): LayerResult<HoneypotFindings> {
  const findings: HoneypotFindings = {
    honeypotRisk: "UNKNOWN",
    // Not claiming a fixed supply or an unfreezable token we could not read.
    mintAuthorityRevoked: false,
    freezeAuthorityRevoked: false,
    token2022Risks: [],
    extensions: [],
    regulatedIssuer: null,
  };
  return { findings, contributions: [], notes: [note("warning", `honeypot risk unknown: ${reason}`)] };
}

export const honeypotLayer: Layer<"honeypot"> = {
  id: "honeypot",
  requires: ["mintInfo"],
  evaluate(snapshot, config) {
    const mint = snapshot.mintInfo;
    if (mint.status === "unavailable") return unreadable(`mint account unreadable (${mint.error})`);
    if (mint.status === "not_a_mint") return unreadable("the address is not a token mint");
    const extensions = mint.extensions.map((ext) => judgeExtension(ext, config));
    const risks: string[] = [];
    if (mint.mintAuthority) risks.push(`mint authority ${shortAddress(mint.mintAuthority)} live: supply can be inflated`);
    if (mint.freezeAuthority) risks.push(`freeze authority ${shortAddress(mint.freezeAuthority)} live: holders can be frozen`);
    for (const ext of extensions) if (ext.status === "risk") risks.push(ext.detail);
    const regulatedIssuer = config.regulatedMints[snapshot.mint] ?? null;
    const findings: HoneypotFindings = {
      honeypotRisk: risks.length > 0 && !regulatedIssuer ? "HIGH" : "LOW",
      mintAuthorityRevoked: mint.mintAuthority === null,
      freezeAuthorityRevoked: mint.freezeAuthority === null,
      token2022Risks: extensions.filter((ext) => ext.status === "risk").map((ext) => ext.name),
      extensions,
      regulatedIssuer,
    };
    const inert = extensions.filter((ext) => ext.status !== "risk").map((ext) => note("info", `${ext.detail} — reported, not scored`));
    if (regulatedIssuer) {
      const kept = risks.length > 0 ? `: ${risks.join("; ")}` : "";
      return { findings, contributions: [], notes: [note("info", `regulated issuer ${regulatedIssuer} — labelled, not scored as a honeypot${kept}`), ...inert] };
    }
    return { findings, contributions: [], notes: [...risks.map((risk) => note("critical", `honeypot: ${risk}`)), ...inert] };
  },
};
