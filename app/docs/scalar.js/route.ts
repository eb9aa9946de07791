export const dynamic = "force-dynamic";

// the API reference viewer's script
export { GET } from "@/server/api/read/docs-script";
