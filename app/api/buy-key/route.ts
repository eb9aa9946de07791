import { bind } from "@/server/app/bind";
import * as buyKey from "@/server/api/access/buy-key";
import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// redeem a USDC payment for a key, or top a key up
export const POST = bind(buyKey.POST);
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
