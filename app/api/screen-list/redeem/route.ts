import { bind } from "@/server/app/bind";
import * as screenListCheckout from "@/server/api/addons/screen-list-checkout";
import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// redeem a screen-list add-on payment
export const POST = bind(screenListCheckout.redeem);
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
