// The published accuracy document (issue 21): its own file so a page that
// calls another read endpoint does not bundle this schema.
import { accuracyDocumentSchema } from "@/server/contracts/accuracy";
import { defineEndpoint } from "@/server/contracts/endpoint";

export const getAccuracy = /* @__PURE__ */ defineEndpoint({
  method: "get",
  path: "/api/accuracy",
  operationId: "getAccuracy",
  summary: "Published accuracy: per signal, true/false positives and negatives, precision, recall and every miss",
  description:
    "The document `npm run accuracy` writes to docs/accuracy.json on the commit being served: every ledger scenario scanned as the service scans it, scored against its planted truth, and the labelled real mainnet transactions decoded and scored against their labels. Free; the same for every caller until the next deploy.",
  tag: "Service",
  auth: "none",
  metering: "free",
  responses: {
    200: {
      description: "The accuracy document.",
      schema: accuracyDocumentSchema,
      headers: { "Cache-Control": "public, max-age=3600, stale-while-revalidate=86400: the document changes only with a deploy" },
    },
  },
  errors: [500],
  cors: true,
  cache: { maxAgeSeconds: 3_600, staleWhileRevalidateSeconds: 86_400 },
});
