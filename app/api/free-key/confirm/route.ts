export const dynamic = "force-dynamic";

// the e-mailed link's page and the one use of its token
export { GET, POST } from "@/server/api/access/free-key-confirm";
