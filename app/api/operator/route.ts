import { operatorQuerySchema, operatorResponseSchema } from "@/server/contracts/operator";
import { parseOrThrow, withRoute } from "@/server/http/with-route";
import { limitCaller } from "@/server/services/access/caller";
import { getOperator } from "@/server/services/operators/get-operator";

export const dynamic = "force-dynamic";

// GET /api/operator - where the service has seen a wallet as deployer or cluster funder (query: wallet); free, no key, rate limited per IP
export const GET = withRoute(async (request) => {
  await limitCaller(request);
  const query = parseOrThrow(operatorQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
  return Response.json(operatorResponseSchema.parse(await getOperator(query.wallet)));
});
