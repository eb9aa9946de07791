import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// redeem a screen-list add-on payment
export { redeem as POST } from "@/server/api/addons/screen-list-checkout";
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
