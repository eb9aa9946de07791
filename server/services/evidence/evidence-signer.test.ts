// The evidence signing key: the seed makes the RFC 8037 key (Appendix A's
// vectors), the kid is its RFC 7638 thumbprint, a pack verifies with WebCrypto
// under the published keys, rotated keys stay listed with their end, and an
// unset key is generated with a warning that names only the kid.
import { describe, expect, it, vi } from "vitest";
import { verifyPackSignature } from "@/server/contracts/evidence/verify-signature";
import type { EvidencePayload } from "@/server/contracts/evidence/pack";
import { createEvidenceSigner } from "@/server/services/evidence/evidence-signer";

// RFC 8037 Appendix A.1 (private key d) and A.2 / A.3 (public key x, thumbprint)
const RFC_D = "nWGxne_9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A";
const RFC_X = "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo";
const RFC_THUMBPRINT = "kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k";
const now = () => new Date(1_767_225_600_000);
const payload = { format: "cabal-hunter.evidence/1", issued_at: 1_767_225_600, flags: [] } as unknown as EvidencePayload;

describe("createEvidenceSigner", () => {
  it("derives RFC 8037's public key and thumbprint from its seed", () => {
    const signer = createEvidenceSigner({ seed: RFC_D, now });
    expect(signer.kid).toBe(RFC_THUMBPRINT);
    expect(signer.keys().keys[0]).toEqual({ kty: "OKP", crv: "Ed25519", x: RFC_X, kid: RFC_THUMBPRINT, use: "sig", alg: "EdDSA" });
    expect(JSON.stringify(signer)).not.toContain(RFC_D);
  });

  it("signs what WebCrypto verifies under the published keys; a rotated key stays listed until its packs expire", async () => {
    const old = createEvidenceSigner({ seed: RFC_D, now });
    const current = createEvidenceSigner({ seed: "A".repeat(43), notBefore: 1_767_225_600, previous: [{ x: RFC_X, exp: 1_767_225_600 }], now });
    const { keys } = current.keys();
    expect(keys.map((key) => [key.kid, key.nbf, key.exp])).toEqual([
      [current.kid, 1_767_225_600, undefined],
      [RFC_THUMBPRINT, undefined, 1_767_225_600],
    ]);
    expect(await verifyPackSignature(current.sign(payload), keys)).toMatchObject({ valid: true });
    // the old key's pack of before the rotation verifies; one it signed after does not
    expect(await verifyPackSignature(old.sign({ ...payload, issued_at: 1_767_225_599 }), keys)).toMatchObject({ valid: true });
    expect(await verifyPackSignature(old.sign(payload), keys)).toMatchObject({ valid: false, reason: expect.stringContaining("retired") });
  });

  it("generates a key when none is set, warning once with its kid", () => {
    const warn = vi.fn();
    const signer = createEvidenceSigner({ now, warn });
    expect(signer.ephemeral).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain(signer.kid);
    expect(signer.keys().keys[0].nbf).toBe(1_767_225_600);
  });
});
