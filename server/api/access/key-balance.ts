// GET /api/key-balance: plan and scans left on the X-API-Key.
import { getKeyBalance } from "@/server/contracts/endpoints/access";
import { preflight } from "@/server/http/cors";
import { getAccessContext } from "@/server/services/access/access-context";
import { describeKey, keyBalanceHeaders } from "@/server/services/access/key-balance";
import { keyOf } from "@/server/services/access/resolve-caller";
import { implement } from "../implement";

// GET /api/key-balance - plan and scans left on the X-API-Key
export const GET = implement(getKeyBalance, async ({ caller }) => {
  const balance = await describeKey(await getAccessContext(), keyOf(caller));
  return { status: 200, body: balance, headers: keyBalanceHeaders(balance) };
});

// OPTIONS /api/key-balance - CORS preflight (the badge widget and the key page)
export const OPTIONS = preflight;
