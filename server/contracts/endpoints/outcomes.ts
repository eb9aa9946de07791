// Outcomes (issue 31) and the published accuracy (issue 21): what happened to a
// scanned mint after its first scan, and how right the service has been. Its
// own file, so a page that calls another endpoint does not bundle these schemas.
import { accuracyAnswerSchema } from "@/server/contracts/accuracy";
import { defineEndpoint } from "@/server/contracts/endpoint";
import { outcomesQuerySchema, outcomesResponseSchema } from "@/server/contracts/outcomes";

export const getOutcomes = /* @__PURE__ */ defineEndpoint({
  method: "get",
  path: "/api/outcomes",
  operationId: "getOutcomes",
  summary: "What happened after a mint's first scan: its checkpoints (+1 h, +6 h, +24 h, +7 d), each labelled rugged, dumped, abandoned or alive with the transactions that show it; free, no key",
  description:
    "Every mint this service scans completely is re-read at each checkpoint after its first scan (OUTCOME_CHECKPOINTS) and labelled by the rule in docs/accuracy.md (\"Live outcomes\"); a checkpoint not yet checked has label null (right after the first scan, every one). `demo: true` marks outcomes of the embedded demo ledger, whose futures are scripted. Read from the database: no chain reads. 404 for a mint never scanned completely.",
  tag: "Analytics",
  auth: "none",
  metering: "minute",
  query: outcomesQuerySchema,
  inputErrorCode: "invalid_mint",
  responses: {
    200: {
      description: "The mint's checkpoints.",
      schema: outcomesResponseSchema,
      example: {
        mint: "So11111111111111111111111111111111111111112",
        first_scan_at: "2026-11-28T10:00:00.000Z",
        demo: false,
        checkpoints: [
          { name: "1h", stands_for: "1h", due_at: "2026-11-28T11:00:00.000Z", checked_at: "2026-11-28T11:00:04.000Z", label: "alive", evidence: ["5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW"], facts: null },
          { name: "6h", stands_for: "6h", due_at: "2026-11-28T16:00:00.000Z", checked_at: null, label: null, evidence: [], facts: null },
        ],
      },
    },
  },
  // 401: an X-API-Key that is not a live key (a key is optional; a proven one has its own minute limit)
  errors: ["invalid_mint", "not_found"],
});

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
  errors: ["service_unavailable"],
  cors: true,
  cache: { maxAgeSeconds: 60 },
});
