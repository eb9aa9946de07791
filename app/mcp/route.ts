import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// MCP over Streamable HTTP (contract: server/contracts/endpoints/read.ts)
export { DELETE, GET, POST } from "@/server/api/read/mcp";
// GET and DELETE answer the contract's 405 themselves (server/api/read/mcp.ts)
export const { PUT, PATCH } = otherMethods("POST");
