import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// a payment request for the screen-list add-on
export { checkout as POST } from "@/server/api/addons/screen-list-checkout";
export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
