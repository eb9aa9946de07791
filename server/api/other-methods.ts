// The methods a route file does not serve: 405 with `Allow` and the one error
// body (RFC 9110 §15.5.6), where Next's own 405 carries neither. A route file
// destructures exactly the methods it lacks:
//   export const { PUT, PATCH, DELETE } = otherMethods("GET, POST");
import { methodNotAllowed } from "@/server/http/method-not-allowed";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
const METHODS: Method[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/** `allow`: the methods the route serves, as the Allow header lists them ("GET, POST"). */
export function otherMethods(allow: string): Record<Method, Refusal> {
  const served = allow.split(",").map((method) => method.trim());
  // marked, so the route-coverage tests tell a refusal from a served method without calling it
  const refuse: Refusal = Object.assign(methodNotAllowed(served), { refuses: true as const });
  return Object.fromEntries(METHODS.map((method) => [method, refuse])) as Record<Method, Refusal>;
}

export type Refusal = (() => Promise<Response>) & { readonly refuses: true };
