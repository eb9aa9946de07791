export const dynamic = "force-dynamic";

// team, snipers and insiders of a mint
export { GET } from "@/server/api/analytics/cohorts";
