// Response of POST /api/scan-batch: one row per mint, in the order sent
// (docs/decisions.md "Batch rows"). A mint that cannot be analysed is an error row;
// the batch as a whole still answers 200.
import { z } from "zod";
import { scanReportSchema } from "@/server/contracts/scan-report";

export const batchRowSchema = z.discriminatedUnion("ok", [
  z.object({ mint: z.string(), ok: z.literal(true), report: scanReportSchema }),
  z.object({ mint: z.string(), ok: z.literal(false), error: z.object({ code: z.string(), message: z.string() }) }),
]);

export const scanBatchResponseSchema = z.object({
  results: z.array(batchRowSchema),
  /** scans charged to the key: one per row with a report or a completed "not found" */
  scans_counted: z.number().int().min(0),
  free_queries_remaining: z.number().int().min(0).optional(),
  warning: z.string().optional(),
});

export type BatchRow = z.infer<typeof batchRowSchema>;
export type ScanBatchResponse = z.infer<typeof scanBatchResponseSchema>;
