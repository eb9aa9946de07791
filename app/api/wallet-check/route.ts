import { bind } from "@/server/app/bind";
import * as walletCheck from "@/server/api/analytics/wallet-check";
import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// the roles a wallet plays in a mint
export const GET = bind(walletCheck.GET);
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
