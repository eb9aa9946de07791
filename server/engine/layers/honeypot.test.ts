import { describe, expect, it } from "vitest";
import { DEFAULT_ENGINE_CONFIG } from "@/server/engine/config";
import type { MintExtension, TokenSnapshot } from "@/server/engine/snapshot";
import { address, makeSnapshot } from "@/server/engine/testing/snapshot-factory";
import { honeypotLayer } from "@/server/engine/layers/honeypot";

const authority = address("authority");

function withMint(patch: Partial<Extract<TokenSnapshot["mintInfo"], { status: "ok" }>>, mint?: string) {
  const base = makeSnapshot();
  if (base.mintInfo.status !== "ok") throw new Error("factory mint must be ok");
  const snapshot = { ...base, mintInfo: { ...base.mintInfo, ...patch }, ...(mint ? { mint } : {}) };
  return honeypotLayer.evaluate(snapshot, DEFAULT_ENGINE_CONFIG);
}

const withExtensions = (...extensions: MintExtension[]) => withMint({ isToken2022: true, extensions });

describe("honeypot layer", () => {
  it("is LOW for a classic mint with both authorities revoked", () => {
    const { findings, notes } = withMint({});
    expect(findings).toMatchObject({ honeypotRisk: "LOW", mintAuthorityRevoked: true, freezeAuthorityRevoked: true, token2022Risks: [] });
    expect(notes).toEqual([]);
  });

  it("is HIGH with a live mint authority, named in a critical reason", () => {
    const { findings, notes } = withMint({ mintAuthority: authority });
    expect(findings).toMatchObject({ honeypotRisk: "HIGH", mintAuthorityRevoked: false });
    expect(notes).toEqual([expect.objectContaining({ severity: "critical", text: expect.stringContaining("mint authority") })]);
  });

  it("is HIGH with a live freeze authority", () => {
    const { findings, notes } = withMint({ freezeAuthority: authority });
    expect(findings).toMatchObject({ honeypotRisk: "HIGH", freezeAuthorityRevoked: false });
    expect(notes[0].text).toContain("freeze authority");
  });

  it.each<[string, MintExtension, string]>([
    ["a 5% transfer fee", { kind: "transferFeeConfig", feeBps: 500, maxFee: 10n, configAuthority: null, withdrawAuthority: null }, "transfer fee"],
    ["a 0% transfer fee whose config authority is live", { kind: "transferFeeConfig", feeBps: 0, maxFee: 0n, configAuthority: authority, withdrawAuthority: null }, "transfer fee"],
    ["a transfer hook naming a program", { kind: "transferHook", programId: address("hook"), authority: null }, "transfer hook"],
    ["a permanent delegate", { kind: "permanentDelegate", delegate: authority }, "permanent delegate"],
    ["accounts frozen by default", { kind: "defaultAccountState", state: "frozen" }, "accounts frozen by default"],
    ["non-transferable", { kind: "nonTransferable" }, "non-transferable"],
    ["pausable with a live pause authority", { kind: "pausable", authority, paused: false }, "pausable"],
    ["paused with no authority left", { kind: "pausable", authority: null, paused: true }, "pausable"],
  ])("is HIGH with %s, listed in token2022_risks", (_name, extension, riskName) => {
    const { findings, notes } = withExtensions(extension);
    expect(findings.honeypotRisk).toBe("HIGH");
    expect(findings.token2022Risks).toEqual([riskName]);
    expect(notes.filter((note) => note.severity === "critical")).toHaveLength(1);
  });

  it.each<[string, MintExtension]>([
    ["a transfer hook with no program", { kind: "transferHook", programId: null, authority }],
    ["a 0% fee with no authority", { kind: "transferFeeConfig", feeBps: 0, maxFee: 0n, configAuthority: null, withdrawAuthority: null }],
    ["a 4.99% fixed fee", { kind: "transferFeeConfig", feeBps: 499, maxFee: 10n, configAuthority: null, withdrawAuthority: null }],
    ["a permanent delegate extension with no delegate", { kind: "permanentDelegate", delegate: null }],
    ["default state initialized", { kind: "defaultAccountState", state: "initialized" }],
    ["pausable with no authority, not paused", { kind: "pausable", authority: null, paused: false }],
    ["a mint close authority", { kind: "mintCloseAuthority", authority }],
    ["an unrelated extension", { kind: "other", name: "metadataPointer" }],
  ])("reports %s without scoring it", (_name, extension) => {
    const { findings, notes } = withExtensions(extension);
    expect(findings.honeypotRisk).toBe("LOW");
    expect(findings.token2022Risks).toEqual([]);
    expect(findings.extensions).toHaveLength(1);
    expect(notes).toEqual([expect.objectContaining({ severity: "info", text: expect.stringContaining("not scored") })]);
  });

  it("names every trait when several are present", () => {
    const { findings, notes } = withMint({
      mintAuthority: authority,
      freezeAuthority: authority,
      isToken2022: true,
      extensions: [{ kind: "permanentDelegate", delegate: authority }, { kind: "nonTransferable" }],
    });
    expect(findings.token2022Risks).toEqual(["permanent delegate", "non-transferable"]);
    expect(notes.filter((note) => note.severity === "critical")).toHaveLength(4);
  });

  it("labels a regulated issuer's mint and does not score its authorities", () => {
    const usdc = "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v";
    const { findings, notes } = withMint({ mintAuthority: authority, freezeAuthority: authority }, usdc);
    expect(findings).toMatchObject({ honeypotRisk: "LOW", regulatedIssuer: "USDC", mintAuthorityRevoked: false, freezeAuthorityRevoked: false });
    expect(notes.every((note) => note.severity !== "critical")).toBe(true);
    expect(notes[0].text).toContain("regulated issuer USDC");
  });

  it("is UNKNOWN, never HIGH, when the mint could not be read", () => {
    const snapshot = { ...makeSnapshot(), mintInfo: { status: "unavailable" as const, error: "rpc timeout" } };
    const { findings, notes } = honeypotLayer.evaluate(snapshot, DEFAULT_ENGINE_CONFIG);
    expect(findings).toMatchObject({ honeypotRisk: "UNKNOWN", mintAuthorityRevoked: false, freezeAuthorityRevoked: false });
    expect(notes[0]).toMatchObject({ severity: "warning" });
  });
});
