// Webhook signing secrets. Standard Webhooks signs with the secret itself
// (HMAC-SHA256), so it cannot be stored as a hash like API keys: it is stored
// AES-256-GCM encrypted with a server key (WEBHOOK_SECRET_KEY, or a key
// generated once into DATA_DIR/webhook-secret.key), never in plain text. A
// database dump alone does not reveal any secret.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

export const SECRET_PREFIX = "whsec_";
const VERSION = "v1";

/** A new signing secret as Standard Webhooks writes it: whsec_ + base64 of 24 random bytes. */
export function issueWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(24).toString("base64")}`;
}

/** The 32-byte server key: from the setting, else from (or newly into) DATA_DIR/webhook-secret.key. */
export function loadSecretKey(setting: string | undefined, dataDir: string): Buffer {
  if (setting) return /^[0-9a-f]{64}$/i.test(setting) ? Buffer.from(setting, "hex") : Buffer.from(setting, "base64");
  const file = join(dataDir, "webhook-secret.key");
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    // "wx": two processes starting at once cannot overwrite each other's key.
    try {
      writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600, flag: "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  return Buffer.from(readFileSync(file, "utf8").trim(), "hex");
}

export function encryptSecret(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64")}`;
}

export function decryptSecret(key: Buffer, sealed: string): string {
  const [version, data] = sealed.split(":");
  if (version !== VERSION || !data) throw new Error("unknown sealed secret format");
  const raw = Buffer.from(data, "base64");
  const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
}
