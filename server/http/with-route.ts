// The route wrapper: handlers throw, this answers. Unknown errors become a
// logged 500 with a generic message (never the stack or a secret).
import { ZodError, type z } from "zod";
import { ApiError, toErrorBody } from "./api-error";

export type RouteHandler<C = unknown> = (request: Request, context: C) => Promise<Response>;

export function withRoute<C = unknown>(handler: RouteHandler<C>): RouteHandler<C> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      return errorResponse(error);
    }
  };
}

export function errorResponse(error: unknown): Response {
  const apiError = toApiError(error);
  if (apiError.status >= 500) console.error(`[api] ${apiError.code}:`, error instanceof Error ? error.message : error);
  return Response.json(toErrorBody(apiError), {
    status: apiError.status,
    headers: { "Cache-Control": "no-store", ...apiError.headers },
  });
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof ZodError) {
    return new ApiError("bad_request", "The request is not valid.", { details: { issues: error.issues.map(describeIssue) } });
  }
  return new ApiError("internal_error", "Something went wrong on our side.");
}

function describeIssue(issue: z.core.$ZodIssue): { path: string; message: string } {
  return { path: issue.path.join("."), message: issue.message };
}

/** Reads a JSON body no larger than maxBytes; 400 on bad JSON, 413 past the limit. */
export async function readJsonBody(request: Request, maxBytes = 64 * 1024): Promise<unknown> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new ApiError("payload_too_large", `The body is larger than ${maxBytes} bytes.`);
  const text = await request.text();
  if (Buffer.byteLength(text) > maxBytes) throw new ApiError("payload_too_large", `The body is larger than ${maxBytes} bytes.`);
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError("invalid_json", "The body is not valid JSON.");
  }
}

/** Validates input with a zod schema; failures become one 400 with the issues. */
export function parseOrThrow<T>(schema: z.ZodType<T>, input: unknown, code: "bad_request" | "invalid_mint" = "bad_request"): T {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map(describeIssue);
  throw new ApiError(code, issues[0]?.message ?? "The request is not valid.", { details: { issues } });
}
