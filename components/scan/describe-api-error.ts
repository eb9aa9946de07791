// API errors in words a person can act on. The body is the project's
// { error: { code, message, details } }; anything else falls back to the status.
import { errorBodySchema } from "@/server/contracts/errors";

export interface ApiProblem {
  status: number;
  code: string;
  message: string;
  /** seconds, from Retry-After */
  retryAfter?: number | null;
}

export interface ProblemText {
  title: string;
  body: string;
  /** where the person can fix it */
  action?: { href: string; label: string };
}

export function describeApiError(problem: ApiProblem): ProblemText {
  const { status, code, message } = problem;
  if (status === 402 || code === "payment_required") {
    // the server's text names x402 fields (accepts[0]) for programs; a person gets the ways forward in words
    return {
      title: "Free scans used up for this month",
      body: "This network's free scans for the month are used. Get a free key by e-mail on the API key page (it has its own monthly scans), or buy credit from the plans. Tokens you scanned in the last few minutes still open for free.",
      action: { href: "/pricing", label: "See plans" },
    };
  }
  if (status === 401 || code === "unauthorized") {
    return { title: "Your saved API key was not accepted", body: `${message} Check or remove it on the API key page; without a key you scan on the free tier.`, action: { href: "/keys", label: "Manage API key" } };
  }
  if (status === 429 || code === "rate_limited") {
    const wait = problem.retryAfter ? ` Try again in ${problem.retryAfter} s.` : " Try again in a moment.";
    return { title: "Too many scans at once", body: `${message}${wait}` };
  }
  if (code === "invalid_mint" || status === 400) return { title: "That is not a valid mint address", body: `${message} Paste the token's mint address (32-44 Base58 characters).` };
  if (code === "not_found" || status === 404) return { title: "Not a token mint", body: message };
  if (status === 502 || status === 504 || code === "upstream_error" || code === "upstream_timeout") {
    return { title: "The chain data source did not answer", body: `${message} Nothing could be analysed; try again in a minute.` };
  }
  return { title: "The scan failed", body: message || `The server answered HTTP ${status}.` };
}

/** Reads an error answer; tolerates bodies that are not the project's shape. */
export async function readApiProblem(response: Response): Promise<ApiProblem> {
  const retryAfter = Number(response.headers.get("retry-after")) || null;
  try {
    // the server's error contract; a body that is not ours (a proxy's page) falls back to the status
    const parsed = errorBodySchema.safeParse(await response.json());
    if (!parsed.success) return { status: response.status, code: `http_${response.status}`, message: `The server answered HTTP ${response.status}.`, retryAfter };
    return { status: response.status, code: parsed.data.error.code, message: parsed.data.error.message, retryAfter };
  } catch {
    return { status: response.status, code: `http_${response.status}`, message: `The server answered HTTP ${response.status}.`, retryAfter };
  }
}

export const NETWORK_PROBLEM: ApiProblem = { status: 0, code: "network", message: "The scanner could not be reached. Check your connection and try again." };
