// GET /api/scan-cabal/stream: server-sent events. `stage` events as each
// gathering layer finishes, then one `report` (the scan report) or one
// `error` (the error body), then the stream closes.
import { z } from "zod";
import { errorBodySchema } from "@/server/contracts/errors";
import { scanReportSchema } from "@/server/contracts/scan-report";

export const scanStageSchema = z.enum(["mint", "holders", "funding", "deployer", "market", "done"]);
/** the gathering stages, in the order they finish (gather-snapshot.ts reports them; the `stage` events carry them) */
export type ScanStage = z.infer<typeof scanStageSchema>;

export const stageEventDataSchema = z.object({ stage: scanStageSchema, elapsed_ms: z.number().min(0) });

export const scanStreamEventSchema = z.discriminatedUnion("event", [
  z.object({ event: z.literal("stage"), data: stageEventDataSchema }),
  z.object({ event: z.literal("report"), data: scanReportSchema }),
  z.object({ event: z.literal("error"), data: errorBodySchema }),
]);

/** One event of the stream, as the service writes it and the browser parses it. */
export type ScanStreamEvent = z.infer<typeof scanStreamEventSchema>;

/** Parses one received SSE event (name + JSON data); null when it is not one of ours. */
export function parseScanStreamEvent(event: string, data: string): ScanStreamEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = scanStreamEventSchema.safeParse({ event, data: json });
  return parsed.success ? parsed.data : null;
}

