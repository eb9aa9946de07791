import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { decryptSecret, encryptSecret, issueWebhookSecret, loadSecretKey } from "./secret-box";

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
});
