// The published accuracy document (issue 21): its own file so a page that
// calls another read endpoint does not bundle this schema.
import { accuracyAnswerSchema } from "@/server/contracts/accuracy";
import { defineEndpoint } from "@/server/contracts/endpoint";

export const getAccuracy = /* @__PURE__ */ defineEndpoint({
  method: "get",
  path: "/api/accuracy",
  operationId: "getAccuracy",
  summary: "Published accuracy: per signal, true/false positives and negatives, precision, recall and every miss; and, apart, the live outcomes of every scanned mint",
  description:
    "The document `npm run accuracy` writes to docs/accuracy.json on the commit being served: every ledger scenario scanned as the service scans it, scored against its planted truth, and the labelled real mainnet transactions decoded and scored against their labels. Beside it, never mixed in, `live_outcomes`: what happened after this deployment's scans (checkpoints labelled rugged, dumped, abandoned or alive; per recommendation and per flag, precision and recall of AVOID or REVIEW for rugged, score bands against the observed rug rate with 95 % Wilson intervals; the number of cases and the date the count began; no rate below `min_cases`). `live_outcomes.demo` marks the embedded demo ledger's scripted outcomes. Free; the live part is at most a minute old.",
  tag: "Service",
  auth: "none",
  metering: "free",
  responses: {
    200: {
      description: "The accuracy document, and the live outcomes beside it.",
      schema: accuracyAnswerSchema,
      headers: { "Cache-Control": "public, max-age=60: the published part changes only with a deploy, the live outcomes with every checkpoint labelled" },
    },
  },
  errors: [500],
  cors: true,
  cache: { maxAgeSeconds: 60 },
});
