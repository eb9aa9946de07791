// Outcome checkpoints (issue 31): what happened to a scanned mint after its
// first scan. Its own file, like accuracy's, so a page that calls another
// endpoint does not bundle these schemas.
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
  errors: [400, 401, 404, 429, 500],
});
