export const dynamic = "force-dynamic";

// revoke the X-API-Key's own key
export { revoke as DELETE } from "@/server/api/access/keys";
