// The /mcp answers outside the MCP messages themselves, each documented in
// /openapi.json: an empty JSON-RPC batch is a 400 JSON-RPC error (not a 202
// that silently does nothing), and the methods a stateless server does not
// serve (GET's event stream, DELETE's session end) are 405 with Allow: POST.
import { describe, expect, it } from "vitest";
import { routeOnThrowawayDatabase } from "@/server/app/testing/route-harness";
import { expectMatchesOpenApi } from "@/server/testing/openapi";

type Handler = (request: Request) => Promise<Response>;
const harness = routeOnThrowawayDatabase<{ POST: Handler; GET: Handler; DELETE: Handler }>(() => import("@/app/mcp/route"));

const post = (body: string) =>
  harness.route().POST(
    new Request("http://localhost/mcp", {
      method: "POST",
      headers: { "user-agent": "vitest", "content-type": "application/json", accept: "application/json, text/event-stream" },
      body,
    }),
  );

describe("/mcp outside the messages", () => {
  it("answers an empty batch with a documented 400 JSON-RPC error", async () => {
    const response = await post("[]");
    expect(response.status).toBe(400);
    await expectMatchesOpenApi(response.clone(), "post", "/mcp");
    expect(await response.json()).toMatchObject({ jsonrpc: "2.0", id: null, error: { code: -32600 } });
  });

  it.each(["GET", "DELETE"] as const)("answers %s with 405, Allow: POST and the error body", async (method) => {
    const response = await harness.route()[method](new Request("http://localhost/mcp", { method }));
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(await response.json()).toMatchObject({ error: { code: "method_not_allowed" } });
  });
});
