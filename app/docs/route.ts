export const dynamic = "force-dynamic";

// the API reference page
export { GET } from "@/server/api/read/docs";
