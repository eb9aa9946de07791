import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { decryptSecret, encryptSecret, issueWebhookSecret, loadSecretKey, loadSecretKeys, openSecret, sealSecret } from "@/server/services/watch/webhooks/secret-box";

describe("webhook secrets", () => {
  it("issues whsec_ secrets the standardwebhooks library accepts", () => {
    const secret = issueWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const body = '{"a":1}';
    const signature = new Webhook(secret).sign("msg_1", new Date(), body);
    const headers = { "webhook-id": "msg_1", "webhook-timestamp": String(Math.floor(Date.now() / 1000)), "webhook-signature": signature };
    expect(new Webhook(secret).verify(body, headers)).toEqual({ a: 1 });
  });

  it("stores a secret sealed (AES-256-GCM): round trip, no plain text, tampering refused, wrong key refused", () => {
    const key = loadSecretKey("ab".repeat(32), "/nonexistent");
    const secret = issueWebhookSecret();
    const sealed = encryptSecret(key, secret);
    expect(sealed).not.toContain(secret.slice(6));
    expect(decryptSecret(key, sealed)).toBe(secret);
    const raw = Buffer.from(sealed.slice(3), "base64");
    raw[raw.length - 1] ^= 1;
    expect(() => decryptSecret(key, `v1:${raw.toString("base64")}`)).toThrow();
    expect(() => decryptSecret(loadSecretKey("cd".repeat(32), "/nonexistent"), sealed)).toThrow();
  });

  it("generates the server key once into DATA_DIR when the setting is unset (mode 600)", () => {
    const dir = mkdtempSync(join(tmpdir(), "whkey-"));
    const first = loadSecretKey(undefined, dir);
    const second = loadSecretKey(undefined, dir);
    expect(first.length).toBe(32);
    expect(second.equals(first)).toBe(true);
    expect(readFileSync(join(dir, "webhook-secret.key"), "utf8")).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(join(dir, "webhook-secret.key")).mode & 0o777).toBe(0o600);
  });

  it("rotation: a secret sealed with the previous key still opens (and is marked stale); new seals use the current key", () => {
    const old = { current: loadSecretKey("ab".repeat(32), "/nonexistent"), previous: [] };
    const rotated = { current: loadSecretKey("cd".repeat(32), "/nonexistent"), previous: [old.current] };
    const secret = issueWebhookSecret();
    const sealedBefore = sealSecret(old, secret);
    expect(openSecret(rotated, sealedBefore)).toEqual({ secret, stale: true });
    const resealed = sealSecret(rotated, secret);
    expect(openSecret({ current: rotated.current, previous: [] }, resealed)).toEqual({ secret, stale: false });
    expect(() => openSecret({ current: rotated.current, previous: [] }, sealedBefore)).toThrow();
  });

  it("takes the keys from the settings; a generated key file only for the embedded database", () => {
    const dir = mkdtempSync(join(tmpdir(), "whkey-"));
    const keys = loadSecretKeys({ WEBHOOK_SECRET_KEY: "ab".repeat(32), WEBHOOK_SECRET_KEY_PREVIOUS: Buffer.alloc(32, 7).toString("base64"), DATA_DIR: dir });
    expect(keys.current.equals(Buffer.from("ab".repeat(32), "hex"))).toBe(true);
    expect(keys.previous.map((k) => k.equals(Buffer.alloc(32, 7)))).toEqual([true]);
    expect(() => loadSecretKeys({ DATABASE_URL: "postgresql://db/cabal", DATA_DIR: dir })).toThrow(/WEBHOOK_SECRET_KEY/);
    expect(loadSecretKeys({ DATA_DIR: dir }).current.length).toBe(32);
  });
});
