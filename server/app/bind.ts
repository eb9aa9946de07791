// The composition root's HTTP binding: a bound contract (server/api/implement.ts)
// becomes a Next route export, served on this process's app (current-app.ts).
// Route files only call this: `export const GET = bind(scanCabal.GET)`.
import type { Endpoint } from "@/server/contracts/endpoint";
import { withRoute, type WrappedRoute } from "@/server/http/with-route";
import type { Bound } from "@/server/api/implement";
import { serveHttp } from "@/server/api/serve-bound";
import { getApp } from "@/server/app/current-app";

type RouteContext = { params?: Promise<Record<string, string>> };

export function bind<E extends Endpoint>(bound: Bound<E>): WrappedRoute<RouteContext> {
  // CORS is the binder's (serveHttp): it must come before a publishable key's own origin
  return withRoute<RouteContext>((request, context) => serveHttp(bound as unknown as Bound, request, context, getApp()), { cache: bound.endpoint.cache });
}
