// Test support: checks a route's answer against /openapi.json, so the
// document and the handlers cannot drift apart. The body must match the
// document's schema for that method, path and status (ajv, JSON Schema
// 2020-12, the dialect of OpenAPI 3.1); an undocumented status fails, and so
// does an error answer whose code is not one its contract declares for that
// status (the answer's x-error-codes, issue 32 item 3). The metering headers it carries (rate limit, key balance, Retry-After, Allow,
// CORS origin) must be documented for that answer, their values matching.
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { expect } from "vitest";
import { getOpenApiDocument } from "@/server/contracts/openapi/openapi-document";

type Json = Record<string, unknown>;
type Answer = { content?: Record<string, { schema?: Json }>; headers?: Record<string, { schema?: Json }>; "x-error-codes"?: string[] };
type Paths = Record<string, Record<string, { responses?: Record<string, Answer> }>>;

/** Headers an answer may only carry where the document says so (lower case, as Headers gives them). */
const CHECKED_HEADERS = ["ratelimit-limit", "ratelimit-remaining", "ratelimit-reset", "x-key-credits-remaining", "x-key-plan", "retry-after", "allow", "access-control-allow-origin"];

const DOCUMENT_ID = "https://cabal-hunter.local/openapi.json";
let ajv: Ajv2020 | undefined;

function getAjv(): Ajv2020 {
  if (ajv) return ajv;
  // strict off: the document is an OpenAPI document that holds schemas (paths, example...), not a schema itself;
  // registered whole, its own "#/components/schemas/..." refs resolve as they are
  ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ ...getOpenApiDocument(), $id: DOCUMENT_ID });
  return ajv;
}

const pointer = (part: string) => part.replace(/~/g, "~0").replace(/\//g, "~1");

function validateHeaders(method: string, path: string, status: number, headers: Headers): void {
  const answer = (getOpenApiDocument().paths as Paths)[path]?.[method.toLowerCase()]?.responses?.[String(status)];
  const documented = new Map(Object.entries(answer?.headers ?? {}).map(([name, header]) => [name.toLowerCase(), header.schema ?? {}]));
  const problems: string[] = [];
  for (const name of CHECKED_HEADERS) {
    const value = headers.get(name);
    if (value === null) continue;
    const schema = documented.get(name);
    if (!schema) {
      problems.push(`${name} is not documented`);
      continue;
    }
    const typed = schema.type === "integer" && /^\d+$/.test(value) ? Number(value) : value;
    const check = getAjv().compile(schema);
    if (!check(typed)) problems.push(`${name}: ${JSON.stringify(value)} does not match ${JSON.stringify(schema)}`);
  }
  expect(problems, `${method.toUpperCase()} ${path} ${status}: headers against the OpenAPI document (${problems.join("; ")})`).toEqual([]);
}

function validate(method: string, path: string, status: number, contentType: string, body: unknown): void {
  const operation = (getOpenApiDocument().paths as Paths)[path]?.[method.toLowerCase()];
  if (!operation) throw new Error(`${method.toUpperCase()} ${path} is not in the OpenAPI document`);
  if (!operation.responses?.[String(status)]?.content?.[contentType]?.schema) {
    throw new Error(`${method.toUpperCase()} ${path} documents no ${contentType} answer with status ${status}`);
  }
  const ref = `${DOCUMENT_ID}#/paths/${pointer(path)}/${method.toLowerCase()}/responses/${status}/content/${pointer(contentType)}/schema`;
  const check = getAjv().getSchema(ref) ?? getAjv().compile({ $ref: ref });
  const ok = check(body);
  expect(ok ? [] : check.errors, `${method.toUpperCase()} ${path} ${status} does not match the OpenAPI document`).toEqual([]);
  const codes = operation.responses?.[String(status)]?.["x-error-codes"];
  if (codes && contentType === "application/json") {
    // the schema takes any code of the one table; the contract says which this route answers with this status
    const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
    expect(codes, `${method.toUpperCase()} ${path} ${status} answered error.code ${JSON.stringify(code)}, which its contract does not declare for ${status}`).toContain(code);
  }
}

/** Parses a text/event-stream body into { event, data } objects (data as JSON). */
function parseEvents(text: string): { event: string; data: unknown }[] {
  return text
    .split("\n\n")
    .map((block) => block.split("\n").filter((line) => !line.startsWith(":")))
    .filter((lines) => lines.some((line) => line.startsWith("event:")))
    .map((lines) => ({
      event: lines.find((line) => line.startsWith("event:"))!.slice(6).trim(),
      data: JSON.parse(lines.filter((line) => line.startsWith("data:")).map((line) => line.slice(5).trim()).join("\n")),
    }));
}

/**
 * Validates a route's answer against the OpenAPI document. Pass the Response
 * before reading its body (it is cloned), or `{ status, body }` when the test
 * has already parsed it. Event streams are checked event by event.
 */
export async function expectMatchesOpenApi(response: Response | { status: number; body: unknown; contentType?: string }, method: string, path: string): Promise<void> {
  if (!(response instanceof Response)) {
    validate(method, path, response.status, response.contentType ?? "application/json", response.body);
    return;
  }
  validateHeaders(method, path, response.status, response.headers);
  const contentType = (response.headers.get("content-type") ?? "application/json").split(";")[0].trim();
  const text = await response.clone().text();
  if (contentType === "text/event-stream") {
    for (const event of parseEvents(text)) validate(method, path, response.status, contentType, event);
    return;
  }
  validate(method, path, response.status, contentType, contentType.endsWith("json") ? JSON.parse(text) : text);
}
