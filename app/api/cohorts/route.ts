import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// team, snipers and insiders of a mint
export { GET } from "@/server/api/analytics/cohorts";
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
