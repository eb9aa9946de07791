// The published accuracy document, as GET /api/accuracy and /accuracy serve
// it: docs/accuracy.json ships with the app (imported, so the bundle carries
// it) and is checked against its contract once; a document that fails it is
// our failure (a 500), never the caller's.
import published from "@/docs/accuracy.json";
import { accuracyDocumentSchema, type AccuracyDocument } from "@/server/contracts/accuracy";

let parsed: AccuracyDocument | undefined;

export function getAccuracyDocument(): AccuracyDocument {
  parsed ??= accuracyDocumentSchema.parse(published);
  return parsed;
}
