export const dynamic = "force-dynamic";

// the latest scans
export { GET } from "@/server/api/read/recent-scans";
