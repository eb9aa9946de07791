// The screen-list tools: GET/POST/DELETE /api/screen-list answered by their
// own handlers in process (the X-API-Key sent on the MCP request, 401 without
// one, 403 addon_not_enabled without the add-on). Like their HTTP twins they
// read and write our database only.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { screenListAddInputSchema, screenListRemovedSchema, screenListRemoveInputSchema } from "@/server/contracts/mcp-tools";
import { screenListSchema } from "@/server/contracts/screen-list";
import * as screenList from "@/server/api/addons/screen-list";
import { callTwin, type McpCall } from "@/server/api/mcp/mcp-call";
import { registerContractTool } from "@/server/api/mcp/register-tool";

const NEEDS = "Needs the X-API-Key header of a key with the screen-list add-on (POST /api/screen-list/checkout).";

export function registerScreenListTools(server: McpServer, call: McpCall): void {
  registerContractTool(
    server,
    "get_screen_list",
    { title: "Your screen list", description: `The wallets on your key's screen list and the add-on's end (GET /api/screen-list). ${NEEDS}`, outputSchema: screenListSchema, annotations: { readOnlyHint: true } },
    async () => (await callTwin(call, screenList.GET)).body,
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
    async ({ entries }) => (await callTwin(call, screenList.POST, { body: { entries } })).body,
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
    async ({ wallet }) => (await callTwin(call, screenList.DELETE, { query: { wallet } })).body,
  );
}
