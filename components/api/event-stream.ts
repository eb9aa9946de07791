// Server-sent events through the same client: EventSource cannot send
// headers, and a saved API key travels in X-API-Key, so the page reads the
// stream from fetch. Each event is parsed by the caller's contract parser;
// an event it does not accept is handed on as unread, never cast.
import { createSseParser, type SseEvent } from "./sse-parser";
import { send, type ApiClientOptions, type ApiResult, type CallInput, type ClientEndpoint } from "./client";
import { NETWORK_PROBLEM } from "./api-problem";

export type StreamItem<T> = { readonly ok: true; readonly event: T } | { readonly ok: false; readonly name: string; readonly data: string };

/** Yields the body's events as they arrive; ends when the server closes the stream, throws when the connection breaks. */
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
    async callEventStream<E extends ClientEndpoint, T>(
      endpoint: E,
      input: CallInput<E>,
      parse: (name: string, data: string) => T | null,
    ): Promise<ApiResult<AsyncGenerator<StreamItem<T>>>> {
      const sent = await send(endpoint, input as CallInput<ClientEndpoint>, options, "text/event-stream");
      if (!sent.ok) return sent;
      const { response } = sent;
      if (!response.body) return { ok: false, problem: NETWORK_PROBLEM, headers: response.headers };
      return { ok: true, status: response.status, data: readEvents(response.body, parse), headers: response.headers };
    },
  };
}

export const { callEventStream } = createEventStreamClient();
