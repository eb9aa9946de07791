// The binder: serves a bound contract (implement.ts) for one call, over HTTP
// (serveHttp, through the root's bind) or in process (callInProcess: the MCP
// tools call their HTTP twins' handlers so). It parses the query, path params
// and body per the contract (400 with the one error model, the contract's body
// size limit), resolves the caller once per the endpoint's metering class
// (server/services/billing/access/resolve-caller.ts), hands the handler the
// app's services, checks the handler's typed answer against the contract's
// schema for its status, and writes the caller's headers (limits, balance) on
// every answer, errors included. CORS, cache and the error mapping come from
// the contract and withRoute (server/app/bind.ts).
import type { Endpoint } from "@/server/contracts/endpoint";
import { ApiError } from "@/server/http/api-error";
import { CORS_HEADERS } from "@/server/http/cors";
import { readBodyText } from "@/server/http/read-json-body";
import { errorResponse, mutable, parseOrThrow, readJsonBody } from "@/server/http/with-route";
import { checkAnswer } from "@/server/api/check-answer";
import type { Bound, HandlerInput } from "@/server/api/implement";
import { writeCallerHeaders, type CallerInput, type HeaderSink } from "@/server/services/billing/access/caller";
import { resolveCaller } from "@/server/services/billing/access/resolve-caller";
import type { Services } from "@/server/services/services";

type RouteContext = { params?: Promise<Record<string, string>> };
type RawInput = { query?: Record<string, string>; params?: Record<string, string>; body?: () => Promise<unknown> };
/** What a handler answered: a typed reply, or a Response where the contract's body is not JSON data. */
export type BoundAnswer = { status: number; body: unknown; headers?: Record<string, string> } | Response;

/** One call: resolve, parse, run, check. Errors are thrown (ApiError for the caller's). */
async function runBound(bound: Bound, raw: RawInput, input: CallerInput, request: Request | null, services: Services): Promise<BoundAnswer> {
  const { endpoint, handler } = bound;
  const ctx = await services.access();
  // scan-deferred: pure validation first, so a malformed scan costs nothing; the reservation decides the caller
  const resolveOptions = { publishableKey: endpoint.publishableKey === true };
  const early = endpoint.metering === "scan-deferred" ? null : await resolveCaller(ctx, input, endpoint.metering, resolveOptions);
  const parsed = await parseInput(endpoint, raw, bound.options.rawBody === true);
  const caller = early ?? (await resolveCaller(ctx, input, endpoint.metering, resolveOptions));
  const reply = await handler({ ...parsed, caller, services, request } as HandlerInput<Endpoint>);
  if (reply instanceof Response) return reply;
  const answer = reply as { status: number; body: unknown; headers?: Record<string, string> };
  const described = endpoint.responses[answer.status];
  if (!described) throw new Error(`${endpoint.operationId} answered ${answer.status}, which its contract does not list`);
  // our answer failing its own schema is a logged 500 (withRoute), never a wrong body sent as if right
  if (described.schema) checkAnswer(described.schema, answer.body);
  return answer;
}

/** One HTTP request to `bound`, on `services`: its Response, errors included. */
export async function serveHttp(bound: Bound, request: Request, context: RouteContext | undefined, services: Services): Promise<Response> {
  const { endpoint, options } = bound;
  const raw: RawInput = {
    query: Object.fromEntries(new URL(request.url).searchParams),
    params: endpoint.pathParams ? ((await context?.params) ?? {}) : undefined,
    body: endpoint.body && !options.rawBody ? () => readBody(endpoint, request) : undefined,
  };
  let response: Response;
  try {
    const answer = await runBound(bound, raw, request, request, services);
    response = answer instanceof Response ? mutable(answer) : Response.json(answer.body, { status: answer.status, headers: answer.headers });
  } catch (error) {
    response = errorResponse(error);
  }
  // the public read API's CORS first: a publishable key's answer then names its page's origin instead
  if (endpoint.cors) for (const [name, value] of Object.entries(CORS_HEADERS)) response.headers.set(name, value);
  await writeHeadersOfCaller(services, request, response.headers);
  return response;
}

/** One in-process call (an MCP tool calling its HTTP twin's handler): the typed reply with the caller's
 * headers, or the error (an ApiError carries the caller's headers too). `input` is the tool call's caller:
 * the MCP request's headers and the twin's URL. */
export async function callInProcess(bound: Bound, raw: { query?: Record<string, string>; body?: unknown }, input: CallerInput, services: Services): Promise<{ status: number; body: unknown; headers: Record<string, string> }> {
  let answer: BoundAnswer;
  try {
    answer = await runBound(bound, { query: raw.query ?? {}, body: async () => raw.body }, input, null, services);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const headers = recordHeaders(error.headers);
    await writeHeadersOfCaller(services, input, headers);
    throw new ApiError(error.code, error.message, { details: error.details, extra: error.extra, headers: headers.record });
  }
  if (answer instanceof Response) throw new Error(`${bound.endpoint.operationId} answers a stream or a page: it has no in-process form`);
  const headers = recordHeaders(answer.headers);
  await writeHeadersOfCaller(services, input, headers);
  return { status: answer.status, body: answer.body, headers: headers.record };
}

/** Headers kept as a record with the names as written (an MCP result's _meta.headers shows them so),
 * looked up without regard to case as HTTP does. */
function recordHeaders(initial: Record<string, string> = {}): HeaderSink & { record: Record<string, string> } {
  const record = { ...initial };
  const nameOf = (name: string) => Object.keys(record).find((key) => key.toLowerCase() === name.toLowerCase());
  return {
    record,
    has: (name) => nameOf(name) !== undefined,
    set(name, value) {
      const existing = nameOf(name);
      if (existing) delete record[existing];
      record[name] = value;
    },
    append(name, value) {
      const existing = nameOf(name);
      record[existing ?? name] = existing ? `${record[existing]}, ${value}` : value;
    },
  };
}

async function writeHeadersOfCaller(services: Services, input: CallerInput, headers: HeaderSink): Promise<void> {
  try {
    await writeCallerHeaders(await services.access(), input, headers);
  } catch (error) {
    console.error("[api] caller headers failed:", error instanceof Error ? error.message : error);
  }
}

async function parseInput(endpoint: Endpoint, raw: RawInput, rawBody: boolean) {
  const code = endpoint.inputErrorCode ?? "bad_request";
  const query = endpoint.query ? parseOrThrow(endpoint.query, raw.query ?? {}, code) : undefined;
  const params = endpoint.pathParams ? parseOrThrow(endpoint.pathParams, Object.fromEntries(Object.entries(raw.params ?? {}).map(([k, v]) => [k, decodeOrRaw(v)])), code) : undefined;
  // rawBody: the handler reads the body itself (the MCP transport); the contract still describes it
  const body = endpoint.body && !rawBody ? parseOrThrow(endpoint.body, raw.body ? await raw.body() : undefined, code) : undefined;
  return { query, params, body };
}

/** JSON, or a form post where the contract lists application/x-www-form-urlencoded (the e-mailed page's button). */
async function readBody(endpoint: Endpoint, request: Request): Promise<unknown> {
  const isForm = (request.headers.get("content-type") ?? "").startsWith("application/x-www-form-urlencoded");
  if (isForm && endpoint.bodyContentTypes?.includes("application/x-www-form-urlencoded")) {
    return Object.fromEntries(new URLSearchParams(await readBodyText(request, endpoint.maxBodyBytes ?? 64 * 1024)));
  }
  return readJsonBody(request, endpoint.maxBodyBytes);
}

/** A malformed escape (%E0) stays as written: the lookup then finds nothing (404), never a URIError 500. */
function decodeOrRaw(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
