export const dynamic = "force-dynamic";

// an operator revokes a key
export { revoke as DELETE } from "@/server/api/access/admin-keys";
