// The one way a page calls the API: callApi(endpoint, input) with an
// endpoint contract (server/contracts/endpoints/*), so the URL, the input and
// the answer's type all come from the object the server binds its handler to.
// Answers are parsed with the contract's schema; failures come back as one
// ApiProblem (the error model), never thrown. Pages import endpoint objects
// from their area's file, so a page's bundle carries only the schemas it uses.
import type { z } from "zod";
import { ABORTED_PROBLEM, badAnswer, NETWORK_PROBLEM, readApiProblem, type ApiProblem } from "@/components/api/api-problem";

/** What the client reads of an endpoint contract (server/contracts/endpoint.ts Endpoint has it all). */
export interface ClientEndpoint {
  readonly method: "get" | "post" | "put" | "delete";
  /** OpenAPI path template: /api/admin/keys/{id} */
  readonly path: string;
  readonly query?: z.ZodType;
  readonly pathParams?: z.ZodType;
  readonly body?: z.ZodType;
  readonly responses: { readonly [status: number]: { readonly schema?: z.ZodType; readonly contentType?: string; readonly description?: string } };
}

type SuccessStatus = 200 | 201 | 202 | 204;
type OutputOf<R> = R extends { readonly schema: infer S extends z.ZodType } ? z.output<S> : undefined;
/** The parsed body of the endpoint's success answer(s): z.infer of responses[200].schema (and any other 2xx). */
export type ApiData<E extends ClientEndpoint> = OutputOf<E["responses"][Extract<keyof E["responses"], SuccessStatus>]>;

// An input part is required when its schema has a required field, absent when the endpoint takes none.
type Part<K extends string, S> = [S] extends [z.ZodType]
  ? object extends z.input<S>
    ? { readonly [P in K]?: z.input<S> }
    : { readonly [P in K]: z.input<S> }
  : { readonly [P in K]?: undefined };
type SchemaAt<E, K extends string> = E extends { readonly [P in K]: infer S extends z.ZodType } ? S : undefined;

export type CallInput<E extends ClientEndpoint> = Part<"query", SchemaAt<E, "query">> &
  Part<"params", SchemaAt<E, "pathParams">> &
  Part<"body", SchemaAt<E, "body">> & {
    /** sent as X-API-Key when given (a saved key; null/undefined: none) */
    readonly apiKey?: string | null;
    readonly signal?: AbortSignal;
    readonly headers?: Readonly<Record<string, string>>;
  };

export type ApiResult<T> =
  | { readonly ok: true; readonly status: number; readonly data: T; readonly headers: Headers }
  | { readonly ok: false; readonly problem: ApiProblem; /** null when no answer came */ readonly headers: Headers | null };

export interface ApiClientOptions {
  /** "" in the browser (same origin); tests give http://127.0.0.1:port */
  readonly baseUrl?: string;
  readonly fetch?: typeof fetch;
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** The request URL: path parameters filled in (encoded), query values as strings, undefined ones left out. */
export function buildUrl(endpoint: ClientEndpoint, input: { query?: unknown; params?: unknown }, baseUrl = ""): string {
  const params = (input.params ?? {}) as Record<string, string | number>;
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (params[name] === undefined) throw new TypeError(`callApi: missing path parameter ${name} for ${endpoint.path}`);
    return encodeURIComponent(String(params[name]));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((input.query ?? {}) as Record<string, QueryValue>)) {
    if (value === undefined || value === null) continue;
    for (const one of Array.isArray(value) ? value : [value]) search.append(name, String(one));
  }
  const query = search.toString();
  return `${baseUrl}${path}${query ? `?${query}` : ""}`;
}

function requestInit(endpoint: ClientEndpoint, input: CallInput<ClientEndpoint>, accept: string): RequestInit {
  const headers: Record<string, string> = { Accept: accept, ...input.headers };
  if (input.apiKey) headers["X-API-Key"] = input.apiKey;
  const hasBody = input.body !== undefined;
  if (hasBody) headers["Content-Type"] = "application/json";
  return { method: endpoint.method.toUpperCase(), headers, signal: input.signal, ...(hasBody ? { body: JSON.stringify(input.body) } : {}) };
}

/** Sends the request; a thrown fetch (offline, cancelled) becomes a problem. */
export async function send(
  endpoint: ClientEndpoint,
  input: CallInput<ClientEndpoint>,
  options: ApiClientOptions,
  accept: string,
): Promise<{ ok: true; response: Response } | { ok: false; problem: ApiProblem; headers: Headers | null }> {
  const fetcher = options.fetch ?? fetch;
  try {
    const response = await fetcher(buildUrl(endpoint, input, options.baseUrl), requestInit(endpoint, input, accept));
    if (response.ok) return { ok: true, response };
    return { ok: false, problem: await readApiProblem(response), headers: response.headers };
  } catch {
    return { ok: false, problem: input.signal?.aborted ? ABORTED_PROBLEM : NETWORK_PROBLEM, headers: null };
  }
}

function successSchemas(endpoint: ClientEndpoint): z.ZodType[] {
  return Object.entries(endpoint.responses).flatMap(([status, response]) => (Number(status) < 300 && response.schema ? [response.schema] : []));
}

async function parseSuccess<E extends ClientEndpoint>(endpoint: E, response: Response, signal?: AbortSignal): Promise<ApiResult<ApiData<E>>> {
  // the answer's own status first; a 2xx the contract did not list is read with a listed success schema
  const schema = endpoint.responses[response.status]?.schema ?? successSchemas(endpoint)[0];
  const headers = response.headers;
  let json: unknown;
  try {
    json = schema ? await response.json() : undefined;
  } catch {
    // the body was cut (or the call cancelled while it came)
    return { ok: false, problem: signal?.aborted ? ABORTED_PROBLEM : badAnswer(response.status), headers };
  }
  if (!schema) return { ok: true, status: response.status, data: undefined as ApiData<E>, headers };
  const parsed = schema.safeParse(json);
  if (!parsed.success) return { ok: false, problem: badAnswer(response.status), headers };
  return { ok: true, status: response.status, data: parsed.data as ApiData<E>, headers };
}

export function createApiClient(options: ApiClientOptions = {}) {
  return {
    /** One call: the parsed success body, or the problem (the server's error model, or ours). */
    async callApi<E extends ClientEndpoint>(endpoint: E, input: CallInput<E>): Promise<ApiResult<ApiData<E>>> {
      const sent = await send(endpoint, input as CallInput<ClientEndpoint>, options, "application/json");
      return sent.ok ? parseSuccess(endpoint, sent.response, input.signal) : sent;
    },
  };
}

/** callApi of the page's own origin. */
export const { callApi } = createApiClient();
