// A minimal server-sent-events reader for fetch() bodies. EventSource cannot
// send headers, and a saved API key travels in X-API-Key, so the dashboard
// reads the stream itself. Handles events split across chunks, CRLF line
// ends, multi-line data and comment lines (keep-alives).

export interface SseEvent {
  event: string;
  data: string;
}

export function createSseParser(onEvent: (event: SseEvent) => void) {
  let buffer = "";

  function dispatch(block: string): void {
    let event = "message";
    const data: string[] = [];
    for (const line of block.split("\n")) {
      if (line === "" || line.startsWith(":")) continue;
      const colon = line.indexOf(":");
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? "" : line.slice(colon + 1).replace(/^ /, "");
      if (field === "event") event = value;
      else if (field === "data") data.push(value);
    }
    if (data.length > 0) onEvent({ event, data: data.join("\n") });
  }

  return {
    push(chunk: string): void {
      buffer += chunk.replace(/\r\n?/g, "\n");
      let end = buffer.indexOf("\n\n");
      while (end !== -1) {
        dispatch(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf("\n\n");
      }
    },
    /** the stream ended: a last event without its blank line still counts */
    end(): void {
      if (buffer.trim()) dispatch(buffer);
      buffer = "";
    },
  };
}
