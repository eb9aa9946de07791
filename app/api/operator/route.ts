export const dynamic = "force-dynamic";

// operator memory for a wallet
export { GET } from "@/server/api/analytics/operator";
