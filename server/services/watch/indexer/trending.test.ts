// DexScreener's public trending lists as the indexer reads them: Solana mints
// only, both lists merged without repeats, a failing list skipped.
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchTrendingMints } from "@/server/services/watch/indexer/trending";

const SOL_A = "So11111111111111111111111111111111111111112";
const SOL_B = "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v";
let server: Server;
let baseUrl: string;
const answers: Record<string, { status: number; body: unknown }> = {};

beforeAll(async () => {
  server = createServer((req, res) => {
    const answer = answers[req.url ?? ""] ?? { status: 404, body: {} };
    res.writeHead(answer.status, { "content-type": "application/json" }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const address = server.address() as { port: number };
  baseUrl = `http://127.0.0.1:${address.port}`;
});

afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("fetchTrendingMints", () => {
  it("keeps Solana mints of both lists, in order, once each", async () => {
    answers["/token-boosts/latest/v1"] = {
      status: 200,
      body: [
        { chainId: "solana", tokenAddress: SOL_A, amount: 10 },
        { chainId: "ethereum", tokenAddress: "0x1234567890abcdef1234567890abcdef12345678" },
      ],
    };
    answers["/token-profiles/latest/v1"] = { status: 200, body: [{ chainId: "solana", tokenAddress: SOL_B }, { chainId: "solana", tokenAddress: SOL_A }, { chainId: "solana", tokenAddress: "not base58 0OIl" }] };
    expect(await fetchTrendingMints(baseUrl, { timeoutMs: 2_000 })).toEqual([SOL_A, SOL_B]);
  });

  it("skips a list that fails and logs it", async () => {
    answers["/token-boosts/latest/v1"] = { status: 500, body: { error: "down" } };
    answers["/token-profiles/latest/v1"] = { status: 200, body: [{ chainId: "solana", tokenAddress: SOL_B }] };
    const lines: string[] = [];
    expect(await fetchTrendingMints(baseUrl, { timeoutMs: 2_000, log: (l) => lines.push(l) })).toEqual([SOL_B]);
    expect(lines.join("\n")).toContain("/token-boosts/latest/v1");
  });
});
