export const dynamic = "force-dynamic";

// the X-API-Key's watches
export { DELETE, GET, POST } from "@/server/api/watch/watch";
