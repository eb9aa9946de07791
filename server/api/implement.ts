// The one route form: `implement(endpoint, handler)` binds a contract
// (server/contracts/endpoints) to its handler. The binder parses the query,
// path params and body per the contract (400 with the one error model, the
// contract's body size limit), resolves the caller once per the endpoint's
// metering class (server/services/billing/access/resolve-caller.ts), and checks the
// handler's typed answer against the contract's schema for its status; CORS,
// cache and the error mapping come from the contract and withRoute.
import type { z } from "zod";
import type { Endpoint } from "@/server/contracts/endpoint";
import { readBodyText } from "@/server/http/read-json-body";
import { checkAnswer } from "@/server/api/check-answer";
import { parseOrThrow, readJsonBody, withRoute, type WrappedRoute } from "@/server/http/with-route";
import { resolveCaller, type ResolvedCaller } from "@/server/services/billing/access/resolve-caller";

type Parsed<E, K extends string> = E extends { readonly [P in K]: infer S extends z.ZodType } ? z.output<S> : undefined;
type Statuses<E extends Endpoint> = Extract<keyof E["responses"], number>;
/** What an answer's body must be for `status`: the schema's input (it is checked with the schema, then sent as given). */
type BodyFor<E extends Endpoint, S extends Statuses<E>> = E["responses"][S] extends { readonly schema: infer T extends z.ZodType } ? z.input<T> : unknown;

export interface HandlerInput<E extends Endpoint> {
  query: Parsed<E, "query">;
  body: Parsed<E, "body">;
  params: Parsed<E, "pathParams">;
  caller: ResolvedCaller;
  /** for what only HTTP has (a streamed answer, a page's nonce); the access decision reads the caller */
  request: Request;
}

/** A typed answer: a status the contract lists and the body its schema describes. */
export type Reply<E extends Endpoint> = { [S in Statuses<E>]: { status: S; body: BodyFor<E, S>; headers?: Record<string, string> } }[Statuses<E>];

/** false for an answer whose body is not JSON data (no schema, or a content type of its own: SSE, pages, the MCP transport). */
type IsJsonAnswer<R> = R extends { readonly schema: z.ZodType } ? (R extends { readonly contentType: string } ? false : true) : false;
type JsonOnly<E extends Endpoint> = { [S in Statuses<E>]: IsJsonAnswer<E["responses"][S]> }[Statuses<E>];

/** A Response only where the contract says a body is not JSON data; everywhere else a typed Reply. */
export type Handler<E extends Endpoint> = (input: HandlerInput<E>) => Promise<false extends JsonOnly<E> ? Reply<E> | Response : Reply<E>>;

export interface BindOptions {
  /** the handler reads the body itself (the MCP transport); the contract still describes it */
  rawBody?: boolean;
}

type RouteContext = { params?: Promise<Record<string, string>> };

export function implement<E extends Endpoint>(endpoint: E, handler: Handler<NoInfer<E>>, options: BindOptions = {}): WrappedRoute<RouteContext> {
  return withRoute<RouteContext>(
    async (request, context) => {
      // scan-deferred: pure validation first, so a malformed scan costs nothing; the reservation decides the caller
      const resolveOptions = { publishableKey: endpoint.publishableKey === true };
      const early = endpoint.metering === "scan-deferred" ? null : await resolveCaller(request, endpoint.metering, resolveOptions);
      const input = await parseInput(endpoint, request, context, options);
      const caller = early ?? (await resolveCaller(request, endpoint.metering, resolveOptions));
      const reply = await handler({ ...input, caller, request } as HandlerInput<E>);
      return reply instanceof Response ? reply : toResponse(endpoint, reply as { status: number; body: unknown; headers?: Record<string, string> });
    },
    { cors: endpoint.cors, cache: endpoint.cache },
  );
}

async function parseInput(endpoint: Endpoint, request: Request, context: RouteContext | undefined, options: BindOptions) {
  const code = endpoint.inputErrorCode ?? "bad_request";
  const query = endpoint.query ? parseOrThrow(endpoint.query, Object.fromEntries(new URL(request.url).searchParams), code) : undefined;
  const raw = endpoint.pathParams ? ((await context?.params) ?? {}) : {};
  const params = endpoint.pathParams ? parseOrThrow(endpoint.pathParams, Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, decodeOrRaw(v)])), code) : undefined;
  const body = endpoint.body && !options.rawBody ? parseOrThrow(endpoint.body, await readBody(endpoint, request), code) : undefined;
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

function toResponse(endpoint: Endpoint, reply: { status: number; body: unknown; headers?: Record<string, string> }): Response {
  const answer = endpoint.responses[reply.status];
  if (!answer) throw new Error(`${endpoint.operationId} answered ${reply.status}, which its contract does not list`);
  // our answer failing its own schema is a logged 500 (withRoute), never a wrong body sent as if right
  if (answer.schema) checkAnswer(answer.schema, reply.body);
  return Response.json(reply.body, { status: reply.status, headers: reply.headers });
}

/** A malformed escape (%E0) stays as written: the lookup then finds nothing (404), never a URIError 500. */
function decodeOrRaw(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
