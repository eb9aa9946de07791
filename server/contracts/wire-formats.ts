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
