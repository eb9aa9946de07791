// The screen-list tools: the same rules as GET/POST/DELETE /api/screen-list
// (the X-API-Key sent on the MCP request, 401 without one, 403
// addon_not_enabled without the add-on), through the same service calls.
// Like their HTTP twins they read and write our database only: no minute
// limit, but each counts against the request's bound on tool calls.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { screenListAddInputSchema, screenListRemovedSchema, screenListRemoveInputSchema } from "@/server/contracts/mcp-tools";
import { screenListSchema } from "@/server/contracts/screen-list";
import { getAccessContext } from "@/server/services/billing/access/access-context";
import { addToScreenList, getScreenList, removeFromScreenList } from "@/server/services/billing/screen-list/screen-list-service";
import { getScreenList as getScreenListEndpoint } from "@/server/contracts/endpoints";
import { keyOf } from "@/server/services/billing/access/resolve-caller";
import { callerForTool, type McpCall } from "@/server/services/agents/mcp/mcp-call";
import { registerContractTool } from "@/server/services/agents/mcp/register-tool";

const NEEDS = "Needs the X-API-Key header of a key with the screen-list add-on (POST /api/screen-list/checkout).";

export function registerScreenListTools(server: McpServer, call: McpCall): void {
  // the twin's contract: a live X-API-Key (key metering), resolved like /api/screen-list's
  const callerKey = async (query: Record<string, string> = {}) => keyOf(await callerForTool(call, getScreenListEndpoint, query));

  registerContractTool(
    server,
    "get_screen_list",
    { title: "Your screen list", description: `The wallets on your key's screen list and the add-on's end (GET /api/screen-list). ${NEEDS}`, outputSchema: screenListSchema, annotations: { readOnlyHint: true } },
    async () => getScreenList(await getAccessContext(), await callerKey()),
  );

  registerContractTool(
    server,
    "add_screen_list_entries",
    {
      title: "Add wallets to your screen list",
      description: `Adds wallets with labels; every scan by your key then reports them when they hold the token or funded a cluster (POST /api/screen-list). ${NEEDS}`,
      inputSchema: screenListAddInputSchema,
      outputSchema: screenListSchema,
      annotations: { readOnlyHint: false, idempotentHint: true },
    },
    async ({ entries }) => addToScreenList(await getAccessContext(), await callerKey(), entries),
  );

  registerContractTool(
    server,
    "remove_screen_list_entry",
    {
      title: "Remove a wallet from your screen list",
      description: `Takes one wallet off the list; 404 when it is not on it (DELETE /api/screen-list). ${NEEDS}`,
      inputSchema: screenListRemoveInputSchema,
      outputSchema: screenListRemovedSchema,
      annotations: { readOnlyHint: false, destructiveHint: true },
    },
    async ({ wallet }) => {
      await removeFromScreenList(await getAccessContext(), await callerKey({ wallet }), wallet);
      return { status: "Removed" as const, wallet };
    },
  );
}
