// GET /api/operator: operator memory for a wallet.
import { getOperator as getOperatorEndpoint } from "@/server/contracts/endpoints/analytics";
import { getOperator } from "@/server/services/analytics/operators/get-operator";
import { implement } from "@/server/api/implement";

// GET /api/operator - where the service has seen a wallet as deployer or cluster funder (query: wallet); free, no key, rate limited per caller
export const GET = implement(getOperatorEndpoint, async ({ query, services }) => ({ status: 200, body: await getOperator(services.database, query.wallet) }));
