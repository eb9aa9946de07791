// The current app's analytics service (server/platform/app.ts), on its
// sources and its scan service.
import { getApp } from "@/server/platform/current-app";
import type { AnalyticsService } from "@/server/services/analytics/analytics-service";

export function getAnalytics(): Promise<{ service: AnalyticsService }> {
  return getApp().analytics();
}
