// Judging each Token-2022 extension against docs/decisions.md's honeypot rules.
// risk: scored (honeypot_risk HIGH). inert: present but harmless as configured
// (a hook with no program, a 0% fee with no authority). info: not a trap.
import type { EngineConfig } from "@/server/engine/config";
import { shortAddress } from "@/server/engine/format";
import type { Token2022Extension } from "@/server/contracts/scan-report";
import type { MintExtension } from "@/server/engine/snapshot";

function authorityText(authority: string | null, role: string): string {
  return authority ? `, ${role} ${shortAddress(authority)} live` : "";
}

function judgeTransferFee(ext: Extract<MintExtension, { kind: "transferFeeConfig" }>, config: EngineConfig): Token2022Extension {
  const pct = (ext.feeBps / 100).toFixed(2).replace(/\.?0+$/, "");
  const detail = `transfer fee ${pct}%${authorityText(ext.configAuthority, "config authority (fee can be raised)")}`;
  // Any live config authority counts: a 0% fee can be raised to 100% after you buy.
  if (ext.feeBps >= config.honeypotTransferFeeBps || ext.configAuthority) return { name: "transfer fee", status: "risk", detail };
  return { name: "transfer fee", status: ext.feeBps === 0 ? "inert" : "info", detail };
}

function judgePausable(ext: Extract<MintExtension, { kind: "pausable" }>): Token2022Extension {
  const state = ext.paused ? "paused now" : "not paused";
  if (ext.authority) return { name: "pausable", status: "risk", detail: `pausable (${state}), pause authority ${shortAddress(ext.authority)} live` };
  // No authority left: a paused mint stays paused forever, an unpaused one can never be paused.
  return ext.paused
    ? { name: "pausable", status: "risk", detail: "paused with no pause authority: transfers stopped for good" }
    : { name: "pausable", status: "inert", detail: "pausable extension with no pause authority" };
}

export function judgeExtension(ext: MintExtension, config: EngineConfig): Token2022Extension {
  switch (ext.kind) {
    case "transferFeeConfig":
      return judgeTransferFee(ext, config);
    case "transferHook":
      return ext.programId
        ? { name: "transfer hook", status: "risk", detail: `transfer hook program ${shortAddress(ext.programId)}${authorityText(ext.authority, "hook authority")}` }
        : { name: "transfer hook", status: "inert", detail: `transfer hook with no program${authorityText(ext.authority, "hook authority")}` };
    case "permanentDelegate":
      return ext.delegate
        ? { name: "permanent delegate", status: "risk", detail: `permanent delegate ${shortAddress(ext.delegate)} can move or burn any holder's tokens` }
        : { name: "permanent delegate", status: "inert", detail: "permanent delegate extension with no delegate" };
    case "defaultAccountState":
      return ext.state === "frozen"
        ? { name: "accounts frozen by default", status: "risk", detail: "new token accounts start frozen" }
        : { name: "default account state", status: "inert", detail: "default account state: initialized" };
    case "nonTransferable":
      return { name: "non-transferable", status: "risk", detail: "non-transferable: holders cannot sell" };
    case "pausable":
      return judgePausable(ext);
    case "mintCloseAuthority":
      return {
        name: "mint close authority",
        status: "info",
        detail: ext.authority ? `mint close authority ${shortAddress(ext.authority)} live` : "mint close authority: none",
      };
    case "other":
      return { name: ext.name, status: "info", detail: `extension ${ext.name}` };
  }
}
