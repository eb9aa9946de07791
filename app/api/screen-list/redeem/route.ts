import { screenListRedeemSchema } from "@/server/contracts/screen-list";
import { parseOrThrow, readJsonBody, withRoute } from "@/server/http/with-route";
import { getAccessContext } from "@/server/services/access/access-context";
import { parseClaimToken } from "@/server/services/payments/redeem-common";
import { parseTxSignature } from "@/server/services/payments/signature-format";
import { redeemScreenList } from "@/server/services/screen-list/screen-list-checkout";
import { requireApiKey } from "@/server/services/watch/request-key";

export const dynamic = "force-dynamic";

// POST /api/screen-list/redeem - redeem a finalized USDC payment of a checkout: the add-on runs 30 more days on the X-API-Key (body: { tx_signature, claim_token })
export const POST = withRoute(async (request: Request) => {
  const key = await requireApiKey(request);
  const body = parseOrThrow(screenListRedeemSchema, await readJsonBody(request, 4 * 1024));
  const redeemed = await redeemScreenList(await getAccessContext(), key, {
    signature: parseTxSignature(body.tx_signature, "tx_signature"),
    claimToken: parseClaimToken(body.claim_token, "claim_token"),
  });
  return Response.json({ addon: "screen_list", ...redeemed }, { headers: { "Cache-Control": "no-store" } });
});
