// Formats of values we send, so /openapi.json shows a pattern or format a
// client (and Spectral's OWASP string-restricted rule) can rely on: every one
// is what the producer writes (a PublicKey's or signature's Base58, a Date's
// toISOString()), and the answer is checked against it before it is sent.
import { z } from "zod";

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/;

/** a Solana address: Base58 of 32 bytes */
export const addressOut = z.string().regex(BASE58).min(32).max(44);

/** an instant as Date.toISOString() writes it (UTC, "Z") */
export const isoTimestamp = z.iso.datetime();

/** a USDC amount as formatUsdc writes it: up to 6 decimals, no sign */
export const usdcOut = z.string().regex(/^\d{1,15}(\.\d{1,6})?$/);

/** a calendar month, UTC ("2026-11"): the period quotas count in */
export const monthOut = z.string().regex(/^\d{4}-\d{2}$/);

/** an API key as issued (services/access/access/secrets.ts): ch_live_ + 10-character id + _ + Base58 secret; shown once */
export const apiKeyOut = z.string().regex(/^ch_live_[1-9A-HJ-NP-Za-km-z]{10}_[1-9A-HJ-NP-Za-km-z]{32,44}$/);

/** a payment claim token as issued: ct_ + Base58 */
export const claimTokenOut = z.string().regex(/^ct_[1-9A-HJ-NP-Za-km-z]{32,44}$/);
