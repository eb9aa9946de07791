// A small RFC 6455 WebSocket server endpoint over node:http's "upgrade"
// (no dependency): the handshake, masked client frames (text, fragments,
// ping/pong, close) and unmasked server text frames. Enough for the node's
// PubSub API that @solana/web3.js's confirmTransaction relies on.
import { createHash } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";

const HANDSHAKE_GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11";
/** Subscription requests are tiny; anything larger is refused with close code 1009. */
const MAX_MESSAGE_BYTES = 1 << 20;

export interface WebSocketHandlers {
  onMessage(text: string): void;
  onClose(): void;
}

export class WebSocketPeer {
  private buffer: Buffer = Buffer.alloc(0);
  private fragments: Buffer[] = [];
  closed = false;

  constructor(
    private readonly socket: Duplex,
    private readonly handlers: WebSocketHandlers,
  ) {
    socket.on("data", (chunk: Buffer) => this.feed(chunk));
    socket.on("close", () => this.markClosed());
    socket.on("error", () => socket.destroy());
  }

  send(text: string): void {
    if (!this.closed) this.socket.write(frame(0x1, Buffer.from(text, "utf8")));
  }

  close(code = 1000): void {
    if (this.closed) return;
    const payload = Buffer.alloc(2);
    payload.writeUInt16BE(code);
    this.socket.end(frame(0x8, payload));
    this.markClosed();
  }

  private markClosed(): void {
    if (this.closed) return;
    this.closed = true;
    this.handlers.onClose();
  }

  feed(chunk: Buffer): void {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const parsed = readFrame(this.buffer);
      if (parsed === "incomplete") return;
      if (parsed === "too-large" || parsed === "unmasked") return this.close(parsed === "too-large" ? 1009 : 1002);
      this.buffer = this.buffer.subarray(parsed.consumed);
      this.onFrame(parsed.fin, parsed.opcode, parsed.payload);
      if (this.closed) return;
    }
  }

  private onFrame(fin: boolean, opcode: number, payload: Buffer): void {
    if (opcode === 0x8) return this.close();
    if (opcode === 0x9) return void this.socket.write(frame(0xa, payload));
    if (opcode === 0xa) return;
    this.fragments.push(payload);
    if (!fin) return;
    const message = Buffer.concat(this.fragments);
    this.fragments = [];
    if (message.length > MAX_MESSAGE_BYTES) return this.close(1009);
    this.handlers.onMessage(message.toString("utf8"));
  }
}

type ReadResult = { fin: boolean; opcode: number; payload: Buffer; consumed: number } | "incomplete" | "too-large" | "unmasked";

function readFrame(buffer: Buffer): ReadResult {
  if (buffer.length < 2) return "incomplete";
  let length = buffer[1] & 0x7f;
  let offset = 2;
  if (length === 126) {
    if (buffer.length < 4) return "incomplete";
    length = buffer.readUInt16BE(2);
    offset = 4;
  } else if (length === 127) {
    if (buffer.length < 10) return "incomplete";
    const big = buffer.readBigUInt64BE(2);
    if (big > BigInt(MAX_MESSAGE_BYTES)) return "too-large";
    length = Number(big);
    offset = 10;
  }
  if (length > MAX_MESSAGE_BYTES) return "too-large";
  // clients must mask every frame (RFC 6455 5.1).
  if ((buffer[1] & 0x80) === 0) return "unmasked";
  if (buffer.length < offset + 4 + length) return "incomplete";
  const mask = buffer.subarray(offset, offset + 4);
  const payload = Buffer.from(buffer.subarray(offset + 4, offset + 4 + length));
  for (let i = 0; i < payload.length; i++) payload[i] ^= mask[i & 3];
  return { fin: (buffer[0] & 0x80) !== 0, opcode: buffer[0] & 0x0f, payload, consumed: offset + 4 + length };
}

function frame(opcode: number, payload: Buffer): Buffer {
  const length = payload.length;
  const header = length < 126 ? Buffer.alloc(2) : length < 65_536 ? Buffer.alloc(4) : Buffer.alloc(10);
  header[0] = 0x80 | opcode;
  if (length < 126) header[1] = length;
  else if (length < 65_536) {
    header[1] = 126;
    header.writeUInt16BE(length, 2);
  } else {
    header[1] = 127;
    header.writeBigUInt64BE(BigInt(length), 2);
  }
  return Buffer.concat([header, payload]);
}

/** Completes the handshake of an upgrade request; null (and a 400) when it is not a WebSocket one. */
export function acceptWebSocket(req: IncomingMessage, socket: Duplex, head: Buffer, handlers: WebSocketHandlers): WebSocketPeer | null {
  const key = req.headers["sec-websocket-key"];
  if (req.headers.upgrade?.toLowerCase() !== "websocket" || typeof key !== "string") {
    socket.end("HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n");
    return null;
  }
  const accept = createHash("sha1").update(key + HANDSHAKE_GUID).digest("base64");
  socket.write(["HTTP/1.1 101 Switching Protocols", "Upgrade: websocket", "Connection: Upgrade", `Sec-WebSocket-Accept: ${accept}`, "", ""].join("\r\n"));
  const peer = new WebSocketPeer(socket, handlers);
  if (head.length > 0) peer.feed(head);
  return peer;
}
