// The binder: serves a bound contract (implement.ts) for one call, over HTTP
// (serveHttp, through the root's bind) or in process (callInProcess: the MCP
// tools call their HTTP twins' handlers so). It parses the query, path params
// and body per the contract (400 with the one error model, the contract's body
// size limit), resolves the caller once per the endpoint's metering class
// (server/services/access/access/resolve-caller.ts), hands the handler the
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
import type { Bound, ChargeInput, HandlerInput } from "@/server/api/implement";
import { writeCallerHeaders, type Caller, type CallerInput, type HeaderSink, type MeteredCallerValue } from "@/server/services/access/access/caller";
import { reserveScans } from "@/server/services/access/access/reserve-scans";
import { resolveCaller } from "@/server/services/access/access/resolve-caller";
import { isOurFailure } from "@/server/services/access/access/scan-access";
import type { Services } from "@/server/services/services";

type RouteContext = { params?: Promise<Record<string, string>> };
type RawInput = { query?: Record<string, string>; params?: Record<string, string>; body?: () => Promise<unknown> };
/** What a handler answered: a typed reply, or a Response where the contract's body is not JSON data. */
export type BoundAnswer = { status: number; body: unknown; headers?: Record<string, string> } | Response;

/** What the binder learned of a call, for the answer's headers even when the call failed. */
interface CallRecord {
  caller?: Caller;
}

/** One call: resolve, parse, reserve, run under the grant, check. Errors are thrown (ApiError for the caller's). */
async function runBound(bound: Bound, raw: RawInput, input: CallerInput, request: Request | null, services: Services, record: CallRecord): Promise<BoundAnswer> {
  const { endpoint, handler, options } = bound;
  const ctx = await services.access();
  const resolve = (units?: number) => resolveCaller(ctx, input, endpoint.metering, { publishableKey: endpoint.publishableKey === true, units });
  // scan-deferred: pure validation first, so a malformed scan costs nothing; then the caller, with a minute
  // unit per scan it pays for (a batch: one per mint)
  if (endpoint.metering !== "scan-deferred") record.caller = await resolve();
  const parsed = await parseInput(endpoint, raw, options.rawBody === true);
  const charge = options.charge ? await options.charge(parsed as ChargeInput<Endpoint>, services) : null;
  record.caller ??= await resolve(charge?.units);
  const caller = record.caller;
  const grant = charge ? await reserveScans(ctx, meteredCaller(caller), charge) : null;
  let reply: unknown;
  try {
    reply = await handler({ ...parsed, caller, grant, services, request } as HandlerInput<Endpoint>);
  } catch (error) {
    // a failure on our side is not charged; an answered call (a report, or 404 "not a mint") is
    if (grant && isOurFailure(error)) await grant.release(charge!.units);
    throw error;
  }
  if (reply instanceof Response) {
    // a stream answers before its scan ends: it runs that scan under the grant itself (grant.runScan)
    if (grant) for (const [name, value] of Object.entries(grant.headers())) if (!reply.headers.has(name)) reply.headers.set(name, value);
    return reply;
  }
  const answer = reply as { status: number; body: unknown; headers?: Record<string, string> };
  const described = endpoint.responses[answer.status];
  if (!described) throw new Error(`${endpoint.operationId} answered ${answer.status}, which its contract does not list`);
  // our answer failing its own schema is a logged 500 (withRoute), never a wrong body sent as if right
  if (described.schema) checkAnswer(described.schema, answer.body);
  if (!grant) return answer;
  await grant.answered(answer.body);
  return { ...answer, headers: { ...grant.headers(), ...(answer.headers ?? {}) } };
}

function meteredCaller(caller: Caller): MeteredCallerValue {
  if (caller.kind === "anonymous" || caller.kind === "key") return caller;
  throw new Error(`a ${caller.kind} caller cannot be charged: the endpoint's metering is not a scan's`);
}

/** One HTTP request to `bound`, on `services`: its Response, errors included. */
export async function serveHttp(bound: Bound, request: Request, context: RouteContext | undefined, services: Services): Promise<Response> {
  const { endpoint, options } = bound;
  const raw: RawInput = {
    query: Object.fromEntries(new URL(request.url).searchParams),
    params: endpoint.pathParams ? ((await context?.params) ?? {}) : undefined,
    body: endpoint.body && !options.rawBody ? () => readBody(endpoint, request) : undefined,
  };
  const record: CallRecord = {};
  let response: Response;
  try {
    const answer = await runBound(bound, raw, request, request, services, record);
    response = answer instanceof Response ? mutable(answer) : Response.json(answer.body, { status: answer.status, headers: answer.headers });
  } catch (error) {
    response = errorResponse(error);
  }
  // the public read API's CORS first: a publishable key's answer then names its page's origin instead
  if (endpoint.cors) for (const [name, value] of Object.entries(CORS_HEADERS)) response.headers.set(name, value);
  if (record.caller) await writeHeadersOfCaller(services, record.caller, response.headers);
  return response;
}

/** One in-process call (an MCP tool calling its HTTP twin's handler): the typed reply with the caller's
 * headers, or the error (an ApiError carries the caller's headers too). `input` is the tool call's caller:
 * the MCP request's headers and the twin's URL. */
export async function callInProcess(bound: Bound, raw: { query?: Record<string, string>; body?: unknown }, input: CallerInput, services: Services): Promise<{ status: number; body: unknown; headers: Record<string, string> }> {
  const record: CallRecord = {};
  let answer: BoundAnswer;
  try {
    answer = await runBound(bound, { query: raw.query ?? {}, body: async () => raw.body }, input, null, services, record);
  } catch (error) {
    if (!(error instanceof ApiError) || !record.caller) throw error;
    const headers = recordHeaders(error.headers);
    await writeHeadersOfCaller(services, record.caller, headers);
    throw new ApiError(error.code, error.message, { details: error.details, extra: error.extra, headers: headers.record });
  }
  if (answer instanceof Response) throw new Error(`${bound.endpoint.operationId} answers a stream or a page: it has no in-process form`);
  const headers = recordHeaders(answer.headers);
  if (record.caller) await writeHeadersOfCaller(services, record.caller, headers);
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

async function writeHeadersOfCaller(services: Services, caller: Caller, headers: HeaderSink): Promise<void> {
  try {
    await writeCallerHeaders(await services.access(), caller, headers);
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
