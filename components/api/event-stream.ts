// Server-sent events through the same client: EventSource cannot send
// headers, and a saved API key travels in X-API-Key, so the page reads the
// stream from fetch. The endpoint's success schema describes one event as
// { event, data } (data: the JSON of the `data:` line, as in
// server/contracts/scan-stream.ts); each event is parsed with it, and one it
// does not accept is handed on as unread, never cast.
import { createSseParser, type SseEvent } from "@/components/api/sse-parser";
import { send, type ApiClientOptions, type ApiData, type ApiResult, type CallInput, type ClientEndpoint } from "@/components/api/client";
import { NETWORK_PROBLEM } from "@/components/api/api-problem";

export type StreamItem<T> = { readonly ok: true; readonly event: T } | { readonly ok: false; readonly name: string; readonly data: string };

/** Yields the body's events as they arrive; ends when the server closes the stream, throws when the connection breaks. */
/** The event as the contract's schema reads it; null when its data is not JSON or the schema refuses it. */
function parseEvent(endpoint: ClientEndpoint, name: string, data: string): unknown {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = endpoint.responses[200]?.schema?.safeParse({ event: name, data: json });
  return parsed?.success ? parsed.data : null;
}

async function* readEvents<T>(body: ReadableStream<Uint8Array>, parse: (name: string, data: string) => T | null): AsyncGenerator<StreamItem<T>> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const arrived: SseEvent[] = [];
  const parser = createSseParser((event) => arrived.push(event));
  const item = ({ event, data }: SseEvent): StreamItem<T> => {
    const parsed = parse(event, data);
    return parsed === null ? { ok: false, name: event, data } : { ok: true, event: parsed };
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
      while (arrived.length > 0) yield item(arrived.shift()!);
    }
    parser.push(decoder.decode());
    parser.end();
    while (arrived.length > 0) yield item(arrived.shift()!);
  } finally {
    // a reader that stopped early (unmounted page) lets go of the connection
    reader.cancel().catch(() => undefined);
  }
}

export function createEventStreamClient(options: ApiClientOptions = {}) {
  return {
    /** Opens the stream: the refusal before it starts (402, 429, ...) as a problem, else its events. */
    async callEventStream<E extends ClientEndpoint>(endpoint: E, input: CallInput<E>): Promise<ApiResult<AsyncGenerator<StreamItem<ApiData<E>>>>> {
      const sent = await send(endpoint, input as CallInput<ClientEndpoint>, options, "text/event-stream");
      if (!sent.ok) return sent;
      const { response } = sent;
      if (!response.body) return { ok: false, problem: NETWORK_PROBLEM, headers: response.headers };
      return { ok: true, status: response.status, data: readEvents(response.body, (name, data) => parseEvent(endpoint, name, data) as ApiData<E> | null), headers: response.headers };
    },
  };
}

export const { callEventStream } = createEventStreamClient();
