// The node's PubSub (WebSocket) API, the part wallets and web3.js use:
// signatureSubscribe (one notification when the signature reaches the asked
// commitment, then the subscription ends), slotSubscribe, and their
// unsubscribes. Commitment moves with time, so subscriptions are checked on a
// short timer while any exist (unref'd: it never keeps a process alive).
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { getLiveChain, normalizeCommitment, type Commitment, type LiveChain } from "@/server/ledger/live/live-chain";
import { parseSignature } from "@/server/ledger/rpc/params";
import { RpcError } from "@/server/ledger/rpc/rpc-error";
import type { World } from "@/server/ledger/world/world";
import { acceptWebSocket, type WebSocketPeer } from "@/server/ledger/server/pubsub/websocket";

interface PeerState {
  peer: WebSocketPeer;
  signatures: Map<number, { signature: string; commitment: Commitment }>;
  slots: Set<number>;
  lastSlot: number;
}

type Id = string | number | null;

export class PubSubServer {
  private readonly peers = new Set<PeerState>();
  private readonly chain: LiveChain;
  private timer: NodeJS.Timeout | null = null;
  private nextId = 1;

  constructor(
    world: World,
    private readonly pollMs = 50,
  ) {
    this.chain = getLiveChain(world);
  }

  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const state: PeerState = { peer: undefined as unknown as WebSocketPeer, signatures: new Map(), slots: new Set(), lastSlot: 0 };
    const peer = acceptWebSocket(req, socket, head, {
      onMessage: (text) => this.onMessage(state, text),
      onClose: () => this.peers.delete(state),
    });
    if (!peer) return;
    state.peer = peer;
    this.peers.add(state);
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    // 1000 (normal closure): web3.js's client reconnects after any other code.
    for (const state of this.peers) state.peer.close(1000);
    this.peers.clear();
  }

  private reply(state: PeerState, id: Id, body: { result: unknown } | { error: { code: number; message: string } }): void {
    state.peer.send(JSON.stringify({ jsonrpc: "2.0", ...body, id }));
  }

  private onMessage(state: PeerState, text: string): void {
    let request: { id?: unknown; method?: unknown; params?: unknown };
    try {
      request = JSON.parse(text);
    } catch {
      return this.reply(state, null, { error: { code: -32700, message: "Parse error" } });
    }
    const id: Id = typeof request.id === "string" || typeof request.id === "number" ? request.id : null;
    // notifications (web3.js sends a "ping" every few seconds) get no answer.
    if (id === null || typeof request.method !== "string") return;
    try {
      this.reply(state, id, { result: this.dispatch(state, request.method, Array.isArray(request.params) ? request.params : []) });
    } catch (error) {
      const e = error instanceof RpcError ? error : new RpcError(-32603, "Internal error");
      this.reply(state, id, { error: { code: e.code, message: e.message } });
    }
    this.ensureTimer();
    this.tick();
  }

  private dispatch(state: PeerState, method: string, params: unknown[]): unknown {
    switch (method) {
      case "signatureSubscribe": {
        const signature = parseSignature(params[0]);
        const config = (params[1] ?? {}) as { commitment?: string };
        const id = this.nextId++;
        state.signatures.set(id, { signature, commitment: normalizeCommitment(config.commitment) });
        return id;
      }
      case "slotSubscribe": {
        const id = this.nextId++;
        state.slots.add(id);
        return id;
      }
      case "signatureUnsubscribe":
      case "slotUnsubscribe": {
        const id = Number(params[0]);
        const removed = method === "signatureUnsubscribe" ? state.signatures.delete(id) : state.slots.delete(id);
        if (!removed) throw new RpcError(-32602, "Invalid subscription id.");
        return true;
      }
      default:
        throw new RpcError(-32601, "Method not found");
    }
  }

  private ensureTimer(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.tick(), this.pollMs);
    this.timer.unref();
  }

  private tick(): void {
    const slot = this.chain.currentSlot();
    let pending = 0;
    for (const state of this.peers) {
      for (const [id, sub] of state.signatures) {
        const tx = this.chain.world.transactions.get(sub.signature);
        if (!tx || !this.chain.meets(tx, sub.commitment)) continue;
        state.signatures.delete(id);
        const result = { context: { slot: this.chain.slotFor(sub.commitment) }, value: { err: tx.err } };
        state.peer.send(JSON.stringify({ jsonrpc: "2.0", method: "signatureNotification", params: { result, subscription: id } }));
      }
      if (state.slots.size > 0 && slot !== state.lastSlot) {
        state.lastSlot = slot;
        const result = { parent: slot - 1, root: this.chain.slotFor("finalized"), slot };
        for (const id of state.slots) state.peer.send(JSON.stringify({ jsonrpc: "2.0", method: "slotNotification", params: { result, subscription: id } }));
      }
      pending += state.signatures.size + state.slots.size;
    }
    if (pending === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }
}
