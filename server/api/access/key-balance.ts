// GET /api/key-balance: plan and scans left on the X-API-Key.
import { getKeyBalance } from "@/server/contracts/endpoints/access";
import { preflight } from "@/server/http/cors";
import { describeKey, keyBalanceHeaders } from "@/server/services/access/access/key-balance";
import { keyOf } from "@/server/services/access/access/resolve-caller";
import { implement } from "@/server/api/implement";

// GET /api/key-balance - plan and scans left on the X-API-Key
export const GET = implement(getKeyBalance, async ({ caller, services }) => {
  const balance = await describeKey(await services.access(), keyOf(caller));
  return { status: 200, body: balance, headers: keyBalanceHeaders(balance) };
});

// OPTIONS /api/key-balance - CORS preflight (the badge widget and the key page)
export const OPTIONS = preflight;
