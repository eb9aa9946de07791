// Runs in the browser before the app's own modules (Next's instrumentation-client
// convention). zod 4 compiles object schemas with `new Function` unless told not
// to, and its probe for that is a blocked eval under the pages' CSP (no
// 'unsafe-eval', server/http/security-headers.ts): a securitypolicyviolation on
// every page. Jitless parsing needs no eval; the server keeps zod's JIT (Node
// has no CSP). Set before any schema is built: zod reads it at construction.
import { config } from "zod";

config({ jitless: true });
