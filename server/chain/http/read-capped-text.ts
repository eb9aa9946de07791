// A body read as UTF-8 text no larger than a limit, enforced WHILE reading:
// a chunked body (no Content-Length) past the limit is cut off there and its
// stream cancelled, never buffered whole. Shared by upstream answers
// (fetch-json) and request bodies (server/http/read-json-body): it lives here
// because server/http already imports server/chain, never the reverse.

/** The text of `body`; throws `tooLarge()` once the declared or read length passes maxBytes. */
export async function readCappedText(
  body: ReadableStream<Uint8Array> | null,
  declaredLength: string | null,
  maxBytes: number,
  tooLarge: () => Error,
): Promise<string> {
  if (Number(declaredLength ?? "0") > maxBytes) {
    await body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!body) return "";
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
