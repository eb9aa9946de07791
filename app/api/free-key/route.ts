export const dynamic = "force-dynamic";

// e-mail a confirmation link for a free key
export { POST } from "@/server/api/access/free-key";
