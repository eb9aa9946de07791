// The one route form: `implement(endpoint, handler[, { charge }])` binds a
// contract (server/contracts/endpoints) to its handler and returns the
// definition; the composition root serves it (server/app/bind.ts for HTTP,
// the in-process client for MCP tools) through the binder
// (server/api/serve-bound.ts). The binder parses the query, path params and
// body per the contract (400 with the one error model, the contract's body
// size limit), resolves the caller once per the endpoint's metering class,
// reserves what a scan-metered endpoint's charge says (402/429 before any
// work), runs the handler under that grant (given back when the handler fails
// on our side), checks the typed answer against the contract's schema for its
// status and writes the metering headers. A handler is handed the caller, the
// grant and the app's services in its input: nothing below the root looks one up.
import type { z } from "zod";
import type { Endpoint } from "@/server/contracts/endpoint";
import type { Caller } from "@/server/services/access/access/caller";
import type { Charge } from "@/server/services/access/access/reserve-scans";
import type { ScanAccess } from "@/server/services/access/access/scan-access";
import type { Services } from "@/server/services/services";

type Parsed<E, K extends string> = E extends { readonly [P in K]: infer S extends z.ZodType } ? z.output<S> : undefined;
type Statuses<E extends Endpoint> = Extract<keyof E["responses"], number>;
/** What an answer's body must be for `status`: the schema's input (it is checked with the schema, then sent as given). */
type BodyFor<E extends Endpoint, S extends Statuses<E>> = E["responses"][S] extends { readonly schema: infer T extends z.ZodType } ? z.input<T> : unknown;

export interface HandlerInput<E extends Endpoint> {
  query: Parsed<E, "query">;
  body: Parsed<E, "body">;
  params: Parsed<E, "pathParams">;
  /** who is calling, resolved once per the endpoint's metering class (server/services/access/access/caller.ts) */
  caller: Caller;
  /** the scans reserved for this call by the endpoint's charge (scan-metered endpoints; null elsewhere) */
  grant: ScanAccess | null;
  /** the app's services (server/services/services.ts), handed in by the root */
  services: Services;
  /** for what only HTTP has (a streamed answer, a page's nonce, the MCP transport); null when called in process */
  request: Request | null;
}

/** A typed answer: a status the contract lists and the body its schema describes. */
export type Reply<E extends Endpoint> = { [S in Statuses<E>]: { status: S; body: BodyFor<E, S>; headers?: Record<string, string> } }[Statuses<E>];

/** false for an answer whose body is not JSON data (no schema, or a content type of its own: SSE, pages, the MCP transport). */
type IsJsonAnswer<R> = R extends { readonly schema: z.ZodType } ? (R extends { readonly contentType: string } ? false : true) : false;
type JsonOnly<E extends Endpoint> = { [S in Statuses<E>]: IsJsonAnswer<E["responses"][S]> }[Statuses<E>];

/** A Response only where the contract says a body is not JSON data; everywhere else a typed Reply. */
export type Handler<E extends Endpoint> = (input: HandlerInput<E>) => Promise<false extends JsonOnly<E> ? Reply<E> | Response : Reply<E>>;

/** The parsed input a charge is computed from. */
export type ChargeInput<E extends Endpoint> = Pick<HandlerInput<E>, "query" | "body" | "params">;

export interface BindOptions<E extends Endpoint = Endpoint> {
  /** the handler reads the body itself (the MCP transport); the contract still describes it */
  rawBody?: boolean;
  /** scan-metered endpoints: what the call pays for (scans, the mint a free repeat is keyed on), reserved by
   * the binder before the handler runs; a pure reading of the input and the app's caches, no chain work */
  charge?: (input: ChargeInput<E>, services: Services) => Charge | Promise<Charge>;
}

/** A contract bound to its handler: what the root serves (server/app/bind.ts) and MCP calls in process. */
export interface Bound<E extends Endpoint = Endpoint> {
  readonly endpoint: E;
  readonly handler: Handler<E>;
  readonly options: BindOptions<E>;
}

export function implement<E extends Endpoint>(endpoint: E, handler: Handler<NoInfer<E>>, options: BindOptions<NoInfer<E>> = {}): Bound<E> {
  const metered = endpoint.metering === "scan" || endpoint.metering === "scan-deferred";
  // a contract that says a call costs scans is bound with what it pays for, and only such a contract
  if (metered !== (options.charge !== undefined)) throw new Error(`${endpoint.operationId}: a charge is declared with, and only with, scan metering`);
  return { endpoint, handler: handler as Handler<E>, options: options as BindOptions<E> };
}

/** The grant of a scan-metered endpoint's handler (the binder reserved it). */
export function grantOf(input: { grant: ScanAccess | null }): ScanAccess {
  if (!input.grant) throw new Error("the endpoint is not scan-metered: no grant was reserved");
  return input.grant;
}

/** The HTTP request of a handler that only HTTP serves (a page's nonce, the MCP transport, a stream). */
export function httpRequest(input: { request: Request | null }): Request {
  if (!input.request) throw new Error("this handler answers HTTP requests only");
  return input.request;
}
