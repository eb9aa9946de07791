// The OpenAPI document, built once per process: the registry and the
// contracts are code, so the document cannot change while the server runs.
import { buildOpenApiDocument } from "@/server/contracts/openapi/build-openapi";

let cached: Record<string, unknown> | undefined;

export function getOpenApiDocument(): Record<string, unknown> {
  // "/": relative to the document, so /docs "try it" calls the server that served it
  cached ??= buildOpenApiDocument({ serverUrl: "/" });
  return cached;
}
