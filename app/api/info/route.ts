export const dynamic = "force-dynamic";

// the service described for agents
export { GET, OPTIONS } from "@/server/api/read/info";
