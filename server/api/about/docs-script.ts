// GET /docs/scalar.js: the API reference viewer's script.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { getDocsScript } from "@/server/contracts/endpoints/about";
import { implement } from "@/server/api/implement";

// The bundle is read from the installed package, not copied into public/:
// upgrading @scalar/api-reference upgrades the viewer, nothing to keep in sync.
const BUNDLE = path.join(process.cwd(), "node_modules", "@scalar", "api-reference", "dist", "browser", "standalone.js");

let bundle: Promise<Buffer> | undefined;

// GET /docs/scalar.js - the Scalar API reference viewer (standalone build of the npm package)
export const GET = implement(getDocsScript, async () => {
  bundle ??= readFile(BUNDLE).catch((error: unknown) => {
    bundle = undefined; // a failed read is retried on the next request, not cached
    throw error;
  });
  return new Response(new Uint8Array(await bundle), { headers: { "Content-Type": "text/javascript; charset=utf-8" } });
});
