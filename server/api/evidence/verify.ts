// POST /api/verify: an evidence pack's signature checked against the published keys.
import { verifyEvidence } from "@/server/contracts/endpoints/evidence";
import { verifyPackSignature } from "@/server/contracts/evidence/verify-signature";
import { implement } from "@/server/api/implement";

// POST /api/verify - whether a pack's signature holds under this service's keys (body: the pack); signature only
export const POST = implement(verifyEvidence, async ({ body, services }) => {
  const check = await verifyPackSignature(body, services.evidenceSigner().keys().keys);
  return { status: 200, body: { valid: check.valid, kid: check.kid?.slice(0, 100) ?? null, reason: check.reason.slice(0, 500) } };
});
