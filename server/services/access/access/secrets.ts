// Secrets handed to callers: API keys, payment claim tokens, e-mail link
// tokens, and the public payment memos. Each secret is 32 CSPRNG bytes
// (256 bits), and only its sha256 is stored. A single unsalted SHA-256 is
// enough here: slow hashes (bcrypt, argon2) protect low-entropy passwords from
// guessing; a 256-bit random secret cannot be guessed, so the hash only has to
// make a leaked table useless, and a fast hash keeps every scan's key check
// cheap (security-reference §4.1).
import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import bs58 from "bs58";

const ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
const BASE58_SECRET = "[1-9A-HJ-NP-Za-km-z]{32,44}";

/** `ch_live_` + short token + `_` + secret: the prefix makes leaked keys findable by secret scanners,
 * `_` keeps a double-click selecting the whole key (security-reference §4.1). */
export const KEY_PREFIX = "ch_live_";
const SHORT_TOKEN_LENGTH = 10;
const KEY_PATTERN = new RegExp(`^${KEY_PREFIX}([1-9A-HJ-NP-Za-km-z]{${SHORT_TOKEN_LENGTH}})_(${BASE58_SECRET})$`);
/** A publishable key (the badge widget's, issue 20 item 5): another prefix, so the widget and every
 * route tell it from a secret key by its shape alone, before any lookup. */
export const PUBLISHABLE_PREFIX = "pk_live_";
const PUBLISHABLE_PATTERN = new RegExp(`^${PUBLISHABLE_PREFIX}([1-9A-HJ-NP-Za-km-z]{${SHORT_TOKEN_LENGTH}})_(${BASE58_SECRET})$`);
export const CLAIM_PREFIX = "ct_";
const CLAIM_PATTERN = new RegExp(`^${CLAIM_PREFIX}${BASE58_SECRET}$`);
const LINK_PATTERN = new RegExp(`^${BASE58_SECRET}$`);

export interface IssuedKey {
  /** shown to the caller once, never stored */
  plaintext: string;
  shortToken: string;
  secretHash: string;
}

export function sha256Hex(value: string): string {
  return createHash("sha256").update(value, "utf8").digest("hex");
}

function randomSecret(): string {
  return bs58.encode(randomBytes(32));
}

function randomShortToken(): string {
  let token = "";
  for (let i = 0; i < SHORT_TOKEN_LENGTH; i++) token += ALPHABET[randomInt(ALPHABET.length)];
  return token;
}

export function issueApiKey(): IssuedKey {
  const shortToken = randomShortToken();
  const secret = randomSecret();
  return { plaintext: `${KEY_PREFIX}${shortToken}_${secret}`, shortToken, secretHash: sha256Hex(secret) };
}

/** Splits a presented key; null when it is not shaped like one of ours (no lookup is made then). */
export function parseApiKey(value: string): { shortToken: string; secret: string } | null {
  const match = KEY_PATTERN.exec(value);
  return match ? { shortToken: match[1], secret: match[2] } : null;
}

export function issuePublishableKey(): IssuedKey {
  const shortToken = randomShortToken();
  const secret = randomSecret();
  return { plaintext: `${PUBLISHABLE_PREFIX}${shortToken}_${secret}`, shortToken, secretHash: sha256Hex(secret) };
}

/** True for anything presented as a publishable key (its prefix): such a value is never tried as a secret key. */
export function looksPublishable(value: string): boolean {
  return value.trim().startsWith(PUBLISHABLE_PREFIX);
}

/** Splits a presented publishable key; null when it is not shaped like one. */
export function parsePublishableKey(value: string): { shortToken: string; secret: string } | null {
  const match = PUBLISHABLE_PATTERN.exec(value.trim());
  return match ? { shortToken: match[1], secret: match[2] } : null;
}

/** Constant-time comparison of fixed-length digests (timingSafeEqual throws on unequal lengths). */
export function secretMatches(secret: string, storedHashHex: string): boolean {
  const presented = createHash("sha256").update(secret, "utf8").digest();
  const stored = Buffer.from(storedHashHex, "hex");
  return stored.length === presented.length && timingSafeEqual(presented, stored);
}

export function issueClaimToken(): { token: string; hash: string } {
  const token = `${CLAIM_PREFIX}${randomSecret()}`;
  return { token, hash: sha256Hex(token) };
}

export function isClaimToken(value: string): boolean {
  return CLAIM_PATTERN.test(value);
}

/** The e-mail confirmation link's token (no prefix: it lives in a URL). */
export function issueLinkToken(): { token: string; hash: string } {
  const token = randomSecret();
  return { token, hash: sha256Hex(token) };
}

export function isLinkToken(value: string): boolean {
  return LINK_PATTERN.test(value);
}

/** Public and on-chain: names the purpose (so one flow's memo cannot pay another) and 128 random bits. */
export function issueMemo(purpose: "scan" | "key"): string {
  return `cabal-hunter:${purpose}:${bs58.encode(randomBytes(16))}`;
}
