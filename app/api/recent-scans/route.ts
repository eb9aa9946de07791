import { bind } from "@/server/app/bind";
import * as recentScans from "@/server/api/scan/recent-scans";
import { otherMethods } from "@/server/api/other-methods";

export const dynamic = "force-dynamic";

// the latest scans
export const GET = bind(recentScans.GET);
export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
