export const dynamic = "force-dynamic";

// holders funded from exchanges
export { GET } from "@/server/api/analytics/cex-funding";
