// The PubSub WebSocket at the frame level, with a hand-written client: the
// handshake, a message split over fragments, ping/pong, JSON-RPC errors, a
// signature notification, and the port + 1 listener web3.js looks for.
import { createHash, randomBytes } from "node:crypto";
import { request } from "node:http";
import type { Socket } from "node:net";
import { Keypair } from "@solana/web3.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLedgerServer, type LedgerServer } from "@/server/ledger/server/ledger-server";

let server: LedgerServer;

beforeAll(async () => {
  server = await startLedgerServer({ port: 0 });
});

afterAll(async () => {
  await server.close();
});

function clientFrame(opcode: number, payload: Buffer, fin = true): Buffer {
  const mask = randomBytes(4);
  const masked = Buffer.from(payload.map((b, i) => b ^ mask[i & 3]));
  const first = (fin ? 0x80 : 0) | opcode;
  const header = payload.length < 126 ? Buffer.of(first, 0x80 | payload.length) : Buffer.of(first, 0x80 | 126, payload.length >> 8, payload.length & 0xff);
  return Buffer.concat([header, mask, masked]);
}

interface Frame {
  opcode: number;
  payload: Buffer;
}

interface Client {
  socket: Socket;
  key: string;
  accept: string;
  next: () => Promise<Frame>;
}

async function connect(wsUrl: string): Promise<Client> {
  const key = randomBytes(16).toString("base64");
  const url = new URL(wsUrl.replace("ws:", "http:"));
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: "/", headers: { connection: "Upgrade", upgrade: "websocket", "sec-websocket-key": key, "sec-websocket-version": "13" } });
    req.on("upgrade", (res, socket) => {
      let buffer = Buffer.alloc(0);
      const waiting: ((f: Frame) => void)[] = [];
      const frames: Frame[] = [];
      socket.on("data", (chunk: Buffer) => {
        buffer = Buffer.concat([buffer, chunk]);
        // server frames are unmasked; ours stay under 64 KiB (7-bit or 16-bit lengths).
        for (;;) {
          if (buffer.length < 2) break;
          const extended = (buffer[1] & 0x7f) === 126;
          if (extended && buffer.length < 4) break;
          const length = extended ? buffer.readUInt16BE(2) : buffer[1] & 0x7f;
          const start = extended ? 4 : 2;
          if (buffer.length < start + length) break;
          const frame = { opcode: buffer[0] & 0x0f, payload: buffer.subarray(start, start + length) };
          buffer = buffer.subarray(start + length);
          const waiter = waiting.shift();
          if (waiter) waiter(frame);
          else frames.push(frame);
        }
      });
      const next = () => new Promise<Frame>((done) => (frames.length > 0 ? done(frames.shift()!) : waiting.push(done)));
      resolve({ socket, key, accept: String(res.headers["sec-websocket-accept"]), next });
    });
    req.on("error", reject);
    req.end();
  });
}

const json = (frame: Frame) => JSON.parse(frame.payload.toString("utf8"));

describe("the PubSub WebSocket", () => {
  it("completes the handshake and answers a request sent in fragments, pings and unknown methods", async () => {
    const { socket, next } = await connect(server.wsUrl);
    const body = Buffer.from(JSON.stringify({ jsonrpc: "2.0", id: 7, method: "slotSubscribe" }));
    socket.write(clientFrame(0x1, body.subarray(0, 10), false));
    socket.write(clientFrame(0x9, Buffer.from("hi")));
    socket.write(clientFrame(0x0, body.subarray(10)));
    const pong = await next();
    expect(pong).toMatchObject({ opcode: 0xa });
    expect(pong.payload.toString()).toBe("hi");
    const reply = json(await next());
    expect(reply).toMatchObject({ jsonrpc: "2.0", id: 7, result: expect.any(Number) });
    const slot = json(await next());
    expect(slot).toMatchObject({ method: "slotNotification", params: { subscription: reply.result, result: { slot: expect.any(Number) } } });
    socket.write(clientFrame(0x1, Buffer.from(JSON.stringify({ jsonrpc: "2.0", id: 8, method: "nope" }))));
    let answer = json(await next());
    while (answer.method === "slotNotification") answer = json(await next());
    expect(answer).toEqual({ jsonrpc: "2.0", error: { code: -32601, message: "Method not found" }, id: 8 });
    socket.write(clientFrame(0x8, Buffer.of(0x03, 0xe8)));
    socket.destroy();
  });

  it("sends the handshake's accept key and notifies a signature once it lands", async () => {
    const { socket, key, accept, next } = await connect(server.wsUrl);
    expect(accept).toBe(createHash("sha1").update(`${key}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`).digest("base64"));
    const wallet = Keypair.generate().publicKey.toBase58();
    const receipt = server.controls.airdrop(wallet, 1_000_000_000n);
    socket.write(clientFrame(0x1, Buffer.from(JSON.stringify({ jsonrpc: "2.0", id: 1, method: "signatureSubscribe", params: [receipt.signature, { commitment: "processed" }] }))));
    const subscribed = json(await next());
    const note = json(await next());
    expect(note).toEqual({ jsonrpc: "2.0", method: "signatureNotification", params: { result: { context: { slot: expect.any(Number) }, value: { err: null } }, subscription: subscribed.result } });
    socket.destroy();
  });

  it("also listens on port + 1 when that port is free, where web3.js looks by default", async () => {
    if (server.nextPortWsUrl === null) return;
    expect(new URL(server.nextPortWsUrl).port).toBe(String(Number(new URL(server.url).port) + 1));
    const { socket, next } = await connect(server.nextPortWsUrl);
    socket.write(clientFrame(0x1, Buffer.from(JSON.stringify({ jsonrpc: "2.0", id: 2, method: "slotSubscribe" }))));
    expect(json(await next())).toMatchObject({ id: 2, result: expect.any(Number) });
    socket.destroy();
  });
});
