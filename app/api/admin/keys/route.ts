export const dynamic = "force-dynamic";

// an operator issues a key
export { issue as POST } from "@/server/api/access/admin-keys";
