// /__ledger/... test controls over HTTP: stats, configuration (latency,
// faults, confirmation and finality delays), the clock (advance) and funding
// (SOL airdrop, USDC mint) and live market events (insiders dump, liquidity pulled). Bodies are untrusted: zod checks them; amounts are integers in base
// units, given as JSON numbers or decimal strings.
import type { IncomingMessage, ServerResponse } from "node:http";
import bs58 from "bs58";
import { z } from "zod";
import { LEDGER_EVENT_KINDS, LedgerEventRefused } from "@/server/ledger/live/events";
import { ledgerConfigSchema, type LedgerControls } from "@/server/ledger/server/controls";
import { readJson, send } from "@/server/ledger/server/http-io";
import type { FutureStep, TokenFuture } from "@/server/ledger/futures/types";

const address = z.string().refine((s) => {
  try {
    return bs58.decode(s).length === 32;
  } catch {
    return false;
  }
}, "not a base58 32-byte address");

const baseUnits = z.union([z.string().regex(/^\d{1,20}$/, "a decimal integer"), z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)]).transform((v) => BigInt(v));

const airdropBody = z.object({ address, lamports: baseUnits });
const mintUsdcBody = z.object({ owner: address, amount: baseUnits });
/** at most a day of ledger time per call; `slots` are 400 ms each. */
const eventBody = z.object({ mint: address, kind: z.enum(LEDGER_EVENT_KINDS) });
/** A future over HTTP: events, sells by a wallet (a share 0-1 of its bag, or "all") and trading switches. */
const futureStep = z.union([
  z.object({ at_hours: z.number().min(0), event: z.enum(LEDGER_EVENT_KINDS) }),
  z.object({ at_hours: z.number().min(0), trading: z.enum(["quiet", "lives"]) }),
  z.object({ at_hours: z.number().min(0), sell: z.object({ wallet: address, share: z.union([z.number().gt(0).max(1), z.literal("all")]) }) }),
]);
const futureBody = z.object({
  mint: address,
  /** real seconds a day of the future lasts (86,400: real time) */
  day_seconds: z.number().positive().max(86_400).default(86_400),
  trading: z.enum(["lives", "quiet"]).default("lives"),
  steps: z.array(futureStep).max(100).default([]),
});

function toFuture(body: z.infer<typeof futureBody>): TokenFuture {
  return {
    trading: body.trading,
    steps: body.steps.map((step): FutureStep => {
      if ("event" in step) return { atHours: step.at_hours, event: step.event };
      if ("trading" in step) return { atHours: step.at_hours, trading: step.trading };
      return { atHours: step.at_hours, sell: { wallet: step.sell.wallet, amount: step.sell.share === "all" ? "all" : { fraction: step.sell.share } } };
    }),
  };
}

const advanceBody = z.union([z.object({ ms: z.number().int().min(0).max(86_400_000) }), z.object({ slots: z.number().int().min(0).max(216_000) })]);

async function parseBody<T extends z.ZodType>(req: IncomingMessage, res: ServerResponse, schema: T): Promise<z.infer<T> | null> {
  const input = await readJson(req);
  if (input === undefined) {
    send(res, 400, { error: "invalid JSON" });
    return null;
  }
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    send(res, 400, { error: `${issue?.path.join(".") || "body"}: ${issue?.message ?? "invalid"}` });
    return null;
  }
  return parsed.data;
}

/** Runs a funding action; a refused amount (range) is the caller's 400. */
function fund(res: ServerResponse, action: () => object): void {
  try {
    send(res, 200, action());
  } catch (error) {
    send(res, error instanceof RangeError ? 400 : 500, { error: (error as Error).message });
  }
}

export async function handleControl(controls: LedgerControls, req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
  const route = `${req.method} ${path}`;
  if (route === "GET /__ledger/stats") return send(res, 200, controls.stats);
  if (route === "POST /__ledger/stats/reset") {
    controls.resetStats();
    return send(res, 200, controls.stats);
  }
  if (route === "GET /__ledger/config") return send(res, 200, controls.config);
  if (route === "POST /__ledger/config") {
    const body = await parseBody(req, res, ledgerConfigSchema);
    if (!body) return;
    controls.configure(body);
    return send(res, 200, controls.config);
  }
  if (route === "POST /__ledger/airdrop") {
    const body = await parseBody(req, res, airdropBody);
    if (body) fund(res, () => controls.airdrop(body.address, body.lamports));
    return;
  }
  if (route === "POST /__ledger/mint-usdc") {
    const body = await parseBody(req, res, mintUsdcBody);
    if (body) fund(res, () => controls.mintUsdc(body.owner, body.amount));
    return;
  }
  if (route === "POST /__ledger/event") {
    const body = await parseBody(req, res, eventBody);
    if (!body) return;
    try {
      return send(res, 200, controls.triggerEvent(body.mint, body.kind));
    } catch (error) {
      return send(res, error instanceof LedgerEventRefused ? 409 : 500, { error: (error as Error).message });
    }
  }
  if (route === "POST /__ledger/future") {
    const body = await parseBody(req, res, futureBody);
    if (!body) return;
    try {
      // a posted future replaces the one playing (the demo starts a living one at a mint's first scan)
      const replaced = controls.futures().some((f) => f.mint === body.mint);
      controls.startFuture(body.mint, toFuture(body), { daySeconds: body.day_seconds, replace: true });
      return send(res, 200, { started: true, replaced, mint: body.mint });
    } catch (error) {
      return send(res, error instanceof LedgerEventRefused ? 409 : 500, { error: (error as Error).message });
    }
  }
  if (route === "GET /__ledger/futures") return send(res, 200, { futures: controls.futures() });
  if (route === "POST /__ledger/advance") {
    const body = await parseBody(req, res, advanceBody);
    if (body) send(res, 200, controls.advanceClock("ms" in body ? body.ms : body.slots * controls.chain.clock.slotMs));
    return;
  }
  return send(res, 404, { error: "Not found" });
}
