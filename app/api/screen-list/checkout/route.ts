import { bind } from "@/server/app/bind";
import * as screenListCheckout from "@/server/api/addons/screen-list-checkout";
import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// a payment request for the screen-list add-on
export const POST = bind(screenListCheckout.checkout);
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
