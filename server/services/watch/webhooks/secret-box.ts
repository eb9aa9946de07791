// Webhook signing secrets. Standard Webhooks signs with the secret itself
// (HMAC-SHA256), so it cannot be stored as a hash like API keys: it is stored
// AES-256-GCM encrypted with a server key, never in plain text, and a database
// dump alone does not reveal any secret. The server key is WEBHOOK_SECRET_KEY,
// one value shared by every instance (required with DATABASE_URL, where several
// instances may serve one database); only the embedded single-instance setup
// may generate a local key into DATA_DIR/webhook-secret.key.
// Rotation: WEBHOOK_SECRET_KEY_PREVIOUS still opens what it sealed (GCM's tag
// tells which key fits); such a secret is re-sealed with the current key when
// it is next used, or by reseal-secrets.ts for all watches at once.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

export const SECRET_PREFIX = "whsec_";
const VERSION = "v1";

export interface SecretKeys {
  /** seals every new secret */
  current: Buffer;
  /** keys being rotated out: they only open */
  previous: Buffer[];
}

/** A new signing secret as Standard Webhooks writes it: whsec_ + base64 of 24 random bytes. */
export function issueWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(24).toString("base64")}`;
}

const decodeKey = (setting: string) => (/^[0-9a-f]{64}$/i.test(setting) ? Buffer.from(setting, "hex") : Buffer.from(setting, "base64"));

/** The 32-byte server key: from the setting, else from (or newly into) DATA_DIR/webhook-secret.key. */
export function loadSecretKey(setting: string | undefined, dataDir: string): Buffer {
  if (setting) return decodeKey(setting);
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

/** The keys from the settings. Without WEBHOOK_SECRET_KEY a shared database is refused: a key
 * generated per instance would leave the other instances unable to sign that instance's watches. */
export function loadSecretKeys(env: { WEBHOOK_SECRET_KEY?: string; WEBHOOK_SECRET_KEY_PREVIOUS?: string; DATABASE_URL?: string; DATA_DIR: string }): SecretKeys {
  if (!env.WEBHOOK_SECRET_KEY && env.DATABASE_URL) {
    throw new Error("WEBHOOK_SECRET_KEY is required with DATABASE_URL: set one key (64 hex characters) shared by every instance");
  }
  return {
    current: loadSecretKey(env.WEBHOOK_SECRET_KEY, env.DATA_DIR),
    previous: env.WEBHOOK_SECRET_KEY_PREVIOUS ? [decodeKey(env.WEBHOOK_SECRET_KEY_PREVIOUS)] : [],
  };
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

export function sealSecret(keys: SecretKeys, plaintext: string): string {
  return encryptSecret(keys.current, plaintext);
}

/** Opens with the current key, else a previous one (then `stale`: re-seal it). Throws if none fits. */
export function openSecret(keys: SecretKeys, sealed: string): { secret: string; stale: boolean } {
  for (const [index, key] of [keys.current, ...keys.previous].entries()) {
    try {
      return { secret: decryptSecret(key, sealed), stale: index > 0 };
    } catch {
      // the next key
    }
  }
  throw new Error("no configured WEBHOOK_SECRET_KEY opens this watch's secret (was the key rotated without WEBHOOK_SECRET_KEY_PREVIOUS?)");
}
