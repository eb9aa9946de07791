import { bind } from "@/server/app/bind";
import * as mcp from "@/server/api/mcp/mcp";
import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// MCP over Streamable HTTP (contract: server/contracts/endpoints/read.ts)
export const DELETE = bind(mcp.DELETE);
export const GET = bind(mcp.GET);
export const POST = bind(mcp.POST);
// GET and DELETE answer the contract's 405 themselves (server/api/mcp/mcp.ts)
export const { PUT, PATCH } = otherMethods("POST");
