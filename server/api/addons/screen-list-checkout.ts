// POST /api/screen-list/checkout and /redeem: buying the screen-list add-on.
import { checkoutScreenList as checkoutEndpoint, redeemScreenList as redeemEndpoint } from "@/server/contracts/endpoints/addons";
import { keyOf } from "@/server/services/access/access/resolve-caller";
import { parseClaimToken } from "@/server/services/access/payments/redeem-common";
import { parseTxSignature } from "@/server/services/access/payments/signature-format";
import { checkoutScreenList, redeemScreenList } from "@/server/services/addons/screen-list/screen-list-checkout";
import { implement } from "@/server/api/implement";

// POST /api/screen-list/checkout - a payment request for the screen-list add-on (9 USDC, 30 days) on the X-API-Key
// The claim token is a secret for this caller only: never cached anywhere (no-store).
export const checkout = implement(checkoutEndpoint, async ({ caller, services }) => ({ status: 201, body: await checkoutScreenList(await services.access(), keyOf(caller)) }));

// POST /api/screen-list/redeem - redeem a finalized USDC payment of a checkout: the add-on runs 30 more days on the X-API-Key (body: { tx_signature, claim_token })
export const redeem = implement(redeemEndpoint, async ({ body, caller, services }) => {
  const redeemed = await redeemScreenList(await services.access(), keyOf(caller), {
    signature: parseTxSignature(body.tx_signature, "tx_signature"),
    claimToken: parseClaimToken(body.claim_token, "claim_token"),
  });
  return { status: 200, body: { addon: "screen_list" as const, ...redeemed } };
});
