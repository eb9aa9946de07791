export const dynamic = "force-dynamic";

// a payment request for a key
export { POST } from "@/server/api/access/buy-key-quote";
