// GET /api/evidence and /.well-known/cabal-hunter-keys.json: a report's signed evidence pack and the keys it verifies against.
import { getEvidence, getEvidenceKeys } from "@/server/contracts/endpoints/evidence";
import { preflight } from "@/server/http/cors";
import { getEvidenceForCaller } from "@/server/services/evidence/evidence-for-caller";
import { scanCharge } from "@/server/services/scan/scan/scan-for-caller";
import { grantOf, implement } from "@/server/api/implement";

// GET /api/evidence - the signed evidence pack of your report of a mint (query: mint); charged like a scan
export const GET = implement(
  getEvidence,
  async (input) => ({ status: 200, body: await getEvidenceForCaller(input.services, input.caller, grantOf(input), input.query.mint) }),
  // the pack of a report you paid for within the fresh window is free; anyone else pays a scan
  { charge: ({ query }, services) => scanCharge(services, query.mint, false) },
);

// GET /.well-known/cabal-hunter-keys.json - the public keys of evidence packs (RFC 8037 JWK set)
export const GET_KEYS = implement(getEvidenceKeys, async ({ services }) => ({ status: 200, body: services.evidenceSigner().keys() }));

// OPTIONS - CORS preflight (verifiers on other sites fetch both)
export const OPTIONS = preflight;
