export const dynamic = "force-dynamic";

// a payment request for the screen-list add-on
export { checkout as POST } from "@/server/api/addons/screen-list-checkout";
