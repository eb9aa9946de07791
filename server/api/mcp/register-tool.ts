// One way to register a tool: its declared outputSchema and the parse every
// result goes through are the same zod object, so they cannot disagree
// (openstatus's registry adapter does the same).
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { ToolAnnotations } from "@modelcontextprotocol/sdk/types.js";
import type { z } from "zod";
import { runTool, type ToolMeter } from "@/server/api/mcp/tool-results";

export interface ToolContract<I extends z.ZodObject, O extends z.ZodObject> {
  title: string;
  description: string;
  inputSchema?: I;
  outputSchema: O;
  annotations?: ToolAnnotations;
}

export function registerContractTool<I extends z.ZodObject, O extends z.ZodObject>(
  server: McpServer,
  name: string,
  contract: ToolContract<I, O>,
  run: (input: z.output<I>, meter: ToolMeter) => Promise<z.input<O> & Record<string, unknown>>,
): void {
  const handler = (input: unknown) => runTool(contract.outputSchema as never, (meter) => run(input as z.output<I>, meter));
  server.registerTool(name, contract, handler as never);
}
