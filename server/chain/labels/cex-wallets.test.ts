// Exchange wallet list hygiene: every entry a 32-byte ed25519 key on the
// curve (or an off-curve address an exchange itself lists in its proof of
// reserves), with a source, and neither a token mint nor a program.
import { PublicKey } from "@solana/web3.js";
import bs58 from "bs58";
import { describe, expect, it } from "vitest";
import { CEX_WALLET_ROWS } from "@/server/chain/labels/cex-wallets-data";
import { RESERVE_PROOF_SOURCES, exclusionReason } from "@/server/chain/labels/cex-wallet-hygiene";
import { getExchangeLabel } from "@/server/chain/labels/exchange-labels";
import { KNOWN_TOKEN_MINTS } from "@/server/chain/labels/known-token-mints";
import { PROGRAM_LABEL_ROWS } from "@/server/chain/labels/program-labels-data";

const programIds = new Set(PROGRAM_LABEL_ROWS.filter((r) => r.kind === "program").map((r) => r.address));

describe("exchange wallet list", () => {
  it("holds only 32-byte keys, each with at least one source", () => {
    for (const row of CEX_WALLET_ROWS) {
      expect(bs58.decode(row.address).length, row.address).toBe(32);
      expect(row.sources.length, row.address).toBeGreaterThan(0);
      expect(row.nSources, row.address).toBe(row.sources.length);
    }
  });

  it("holds on-curve keys, off-curve ones only with a proof-of-reserves source and flagged", () => {
    for (const row of CEX_WALLET_ROWS) {
      const onCurve = PublicKey.isOnCurve(bs58.decode(row.address));
      if (onCurve) expect(row.offCurve, row.address).toBeUndefined();
      else {
        expect(row.offCurve, row.address).toBe(true);
        expect(row.sources.some((s) => RESERVE_PROOF_SOURCES.has(s)), row.address).toBe(true);
      }
    }
  });

  it("labels no token mint and no program as an exchange", () => {
    for (const row of CEX_WALLET_ROWS) {
      expect(KNOWN_TOKEN_MINTS.has(row.address), row.address).toBe(false);
      expect(programIds.has(row.address), row.address).toBe(false);
    }
    for (const mint of ["EKpQGSJtjMFqKZ9KQanSqYXRcF8fBopzLHYxdM65zcjm", "HZ1JovNiVvGrGNiiYvEozEVgZ58xaU3RKwX8eACQBCt3", "JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN"]) {
      expect(getExchangeLabel(mint)).toBeNull();
    }
  });

  it.each([
    ["887234fe5ed5e77272465317978ae86c25a71531d933", "not a Solana key"],
    ["bc1qs9ut74nue7vjknz2eqxegmtuzqhjzx9y8tzjymv", "not a Solana key"],
    ["JDQ7EW3VY2ZHK4DKUHMNP35XLFPRJBND6M7SZ7W5RCFD", "not a Solana key"],
    ["rndrizKT3MK1iimdxRdWabcF7Zg7AR5T4nud4EkHBof", "token mint (RENDER)"],
    ["4f77K3QgVREaoAZ7U6EG1BsQMdPKRjzPbNznzzKT2gEJ", "off-curve (program-derived) without a proof-of-reserves source"],
  ])("refuses %s: %s", (address, reason) => {
    expect(exclusionReason(address, ["dune_spellbook"], programIds).reason).toBe(reason);
  });

  it("keeps a wallet the sources name and an off-curve reserve the exchange itself lists", () => {
    expect(exclusionReason("5tzFkiKscXHK5ZXCGbXZxdw7gTjjD1mBwuoFbhUvuAi9", ["dune_spellbook"], programIds)).toEqual({ reason: null, offCurve: false });
    expect(exclusionReason("EkUy8BB574iEVAQE9dywEiMhp9f2mFBuFu6TBKAkQxFY", ["defillama_por"], programIds)).toEqual({ reason: null, offCurve: true });
  });
});
