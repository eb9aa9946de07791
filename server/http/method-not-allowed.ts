// A method a route does not serve: 405 with Allow (RFC 9110 §15.5.6 requires
// it) and the one error body, where Next's own 405 carries neither.
import { toErrorBody, ApiError } from "@/server/http/api-error";

export function methodNotAllowed(allow: string[]): () => Promise<Response> {
  return async () => {
    const error = new ApiError("method_not_allowed", `Use ${allow.join(" or ")}.`);
    return Response.json(toErrorBody(error), { status: 405, headers: { Allow: allow.join(", "), "Cache-Control": "no-store" } });
  };
}
