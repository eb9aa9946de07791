// What a key-balance failure means for the person holding the key.
import type { ApiProblem } from "@/components/scan/describe-api-error";

export function describeKeyProblem(problem: ApiProblem): { title: string; body: string } {
  if (problem.code === "publishable_key_not_allowed") {
    return {
      title: "This is a publishable key",
      body: "A publishable key (pk_live_) only works in the badge widget's data-api-key. Save your secret key (ch_live_) here; it makes and revokes publishable keys below.",
    };
  }
  if (problem.status === 401 || (problem.status === 404 && !problem.code.startsWith("http_"))) {
    return {
      title: "This key is not recognised",
      body: "No active key matches it: check for a missing character, or it may have been revoked or replaced. Remove it to keep scanning on the free tier, or buy a new key on the pricing page.",
    };
  }
  if (problem.status === 404) return { title: "Key balances are not available on this server", body: "This server does not offer key balance lookups right now." };
  if (problem.status === 429) return { title: "Too many attempts", body: `${problem.message} Wait a minute before checking again.` };
  if (problem.status === 0) return { title: "The server could not be reached", body: problem.message };
  return { title: "The balance could not be read", body: problem.message };
}
