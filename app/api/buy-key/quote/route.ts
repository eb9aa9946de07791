import { bind } from "@/server/app/bind";
import * as buyKeyQuote from "@/server/api/access/buy-key-quote";
import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// a payment request for a key
export const POST = bind(buyKeyQuote.POST);
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
