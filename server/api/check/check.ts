// POST /api/check and GET / PUT /api/check/policy: the pre-trade gate and a key's policy for it.
import { getCheckPolicy, preTradeCheck, putCheckPolicy } from "@/server/contracts/endpoints/check";
import { keyOf } from "@/server/services/access/access/resolve-caller";
import { readKeyPolicy, writeKeyPolicy } from "@/server/services/check/check-policies";
import { runPreTradeCheck } from "@/server/services/check/pre-trade-check";
import { scanCharge } from "@/server/services/scan/scan/scan-for-caller";
import { grantOf, implement } from "@/server/api/implement";

// POST /api/check - allow / caution / block a position (body: { mint, size_sol | size_usd, policy? }); paid like a scan
export const POST = implement(
  preTradeCheck,
  async (input) => ({ status: 200, body: await runPreTradeCheck(input.services, input.caller, grantOf(input), input.body) }),
  // a repeat of a mint this caller paid for within the fresh window is free, like a scan's
  { charge: ({ body }, services) => scanCharge(services, body.mint, false) },
);

// GET /api/check/policy - the key's gate policy (the default until one is stored)
export const GET_POLICY = implement(getCheckPolicy, async ({ caller, services }) => ({ status: 200, body: await readKeyPolicy(await services.database(), keyOf(caller).id) }));

// PUT /api/check/policy - store the key's gate policy (body: { block_on?, fail_closed?, thresholds? })
export const PUT_POLICY = implement(putCheckPolicy, async ({ body, caller, services }) => ({ status: 200, body: await writeKeyPolicy(await services.database(), keyOf(caller).id, body) }));
