export const dynamic = "force-dynamic";

// MCP over Streamable HTTP (contract: server/contracts/endpoints/read.ts)
export { DELETE, GET, POST } from "@/server/api/read/mcp";
