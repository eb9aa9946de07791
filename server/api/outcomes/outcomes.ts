// GET /api/outcomes: a scanned mint's outcome checkpoints.
import { getOutcomes } from "@/server/contracts/endpoints/outcomes";
import { ApiError } from "@/server/http/api-error";
import { implement } from "@/server/api/implement";

// GET /api/outcomes - what happened after a mint's first scan (query: mint); free, no key, rate limited per caller.
export const GET = implement(getOutcomes, async ({ query, services }) => {
  const answer = await (await services.outcomes()).outcomeOf(query.mint);
  if (!answer) throw new ApiError("not_found", `${query.mint} has not been scanned completely yet: its outcomes start at its first complete scan.`);
  return { status: 200, body: answer };
});
