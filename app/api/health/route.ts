export const dynamic = "force-dynamic";

// database and data-source reachability
export { GET } from "@/server/api/read/health";
