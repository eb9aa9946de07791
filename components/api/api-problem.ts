// A failed call as the page sees it: the server's one error model
// ({ error: { code, message, details? } }, server/contracts/errors.ts) with
// the status and Retry-After, or a failure on our side of the wire.
import { errorBodySchema, type ErrorBody } from "@/server/contracts/errors";

/** The codes the client itself gives: no answer, a cancelled call, an answer off its contract, a body that is not ours. */
export type ClientProblemCode = "network" | "aborted" | "bad_answer" | `http_${number}`;

export interface ApiProblem {
  /** 0: no answer reached the page */
  status: number;
  code: ErrorBody["error"]["code"] | ClientProblemCode;
  message: string;
  /** seconds to wait, from Retry-After (429, 402 payment_pending, 503) */
  retryAfter?: number | null;
  details?: Record<string, unknown>;
  /** the whole error body: a 402's payment offers and quota fields ride beside `error` (payment-required.ts reads them) */
  body?: unknown;
}

export const NETWORK_PROBLEM: ApiProblem = { status: 0, code: "network", message: "The scanner could not be reached. Check your connection and try again." };

export const ABORTED_PROBLEM: ApiProblem = { status: 0, code: "aborted", message: "The request was cancelled." };

export function badAnswer(status: number): ApiProblem {
  return { status, code: "bad_answer", message: "The answer was not understood." };
}

/** Retry-After in seconds: delta-seconds or an HTTP date (RFC 9110 §10.2.3); null when absent or unreadable. */
export function readRetryAfter(headers: Headers, now = Date.now()): number | null {
  const value = headers.get("retry-after")?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** Reads an error answer; a body that is not ours (a proxy's page) falls back to the status. */
export async function readApiProblem(response: Response): Promise<ApiProblem> {
  const retryAfter = readRetryAfter(response.headers);
  const fallback: ApiProblem = { status: response.status, code: `http_${response.status}`, message: `The server answered HTTP ${response.status}.`, retryAfter };
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success) return fallback;
  const { code, message, details } = parsed.data.error;
  return { status: response.status, code, message, retryAfter, ...(details ? { details } : {}), body };
}
