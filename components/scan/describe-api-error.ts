// API errors in words a person can act on. The problem is the client's
// reading of the one error model (components/api/api-problem.ts).
import type { ApiProblem } from "@/components/api/api-problem";

export type { ApiProblem } from "@/components/api/api-problem";

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
