export const dynamic = "force-dynamic";

// scan up to 25 mints on one X-API-Key
export { OPTIONS, POST } from "@/server/api/scan/scan-batch";
