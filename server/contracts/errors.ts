// The one error body of every route (docs/decisions.md "Errors"):
// { error: { code, message, details? } }. The codes are the keys of the
// route kit's code->status table, so a new code appears here by itself.
// Other top-level fields may ride along (the 402's payment instructions).
import { z } from "zod";
import { ERROR_STATUS, type ErrorCode } from "@/server/http/api-error";

const codes = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

export const errorCodeSchema = z.enum(codes);

export const errorBodySchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string().describe("for people; the code is for programs"),
    details: z.record(z.string(), z.unknown()).optional().describe("e.g. issues[] of a 400: { path, message }"),
  }),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;
