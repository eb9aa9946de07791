// The route registry: every public route, one entry each. /openapi.json,
// /api/info and the coverage test (every app route.ts must appear) read it.
// Adding a route: put its zod schemas in server/contracts, then one entry in
// the routes-*.ts file of its area (or a new routes-<area>.ts listed here).
import { ACCESS_ROUTES } from "./routes-access";
import { ADDON_ROUTES } from "./routes-addons";
import { ANALYTICS_ROUTES } from "./routes-analytics";
import { READ_ROUTES } from "./routes-read";
import { SCAN_ROUTES } from "./routes-scan";
import { WATCH_ROUTES } from "./routes-watch";
import type { RouteEntry } from "./route-entry";

export const API_ROUTES: readonly RouteEntry[] = [...SCAN_ROUTES, ...ANALYTICS_ROUTES, ...READ_ROUTES, ...ACCESS_ROUTES, ...WATCH_ROUTES, ...ADDON_ROUTES];
