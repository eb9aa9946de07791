import { bind } from "@/server/app/bind";
import * as buyKeyChallenge from "@/server/api/access/buy-key-challenge";
import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// a one-time challenge the paying wallet signs (issue 28 item 2)
export const POST = bind(buyKeyChallenge.POST);
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
