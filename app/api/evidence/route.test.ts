// Issue 30 item 1 and 4: the signed evidence pack. Served over the real route
// on a throwaway PostgreSQL database and the embedded ledger; its signature
// verifies against the published keys with WebCrypto (what the verify script
// and the /verify page run); every flag of every ledger scenario is re-derived
// from the ledger's JSON-RPC (real HTTP getTransaction) by the engine's own
// rules; tampering fails; the signing key is never logged, answered or stored.
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from "vitest";
import { evidenceKeysSchema, evidencePackSchema, type EvidencePack } from "@/server/contracts/evidence/pack";
import { verifyPackSignature } from "@/server/contracts/evidence/verify-signature";
import { fetchTransactionsFrom, rederivePack } from "@/server/chain/evidence/rederive";
import { ensureLedgerServer, SCENARIOS, getScenario } from "@/server/ledger";
import { routeOnThrowawayDatabase } from "@/server/app/testing/route-harness";
import { installedAppDatabase } from "@/server/app/testing/test-app";
import { expectMatchesOpenApi } from "@/server/testing/openapi";
import { issueAdminKey } from "@/server/services/access/access/admin-keys";
import { createEvidenceSigner } from "@/server/services/evidence/evidence-signer";

type Handler = (request: Request) => Promise<Response>;
// a fixed seed, so the test can look for every form of it
const SEED = Buffer.from("cabal-hunter evidence test seed!").toString("base64url");

const harness = routeOnThrowawayDatabase<{ evidence: { GET: Handler }; keys: { GET: Handler }; verify: { POST: Handler }; scan: { GET: Handler } }>(
  async () => ({
    evidence: await import("@/app/api/evidence/route"),
    keys: await import("@/app/.well-known/cabal-hunter-keys.json/route"),
    verify: await import("@/app/api/verify/route"),
    scan: await import("@/app/api/scan-cabal/route"),
  }),
  { EVIDENCE_SIGNING_KEY: SEED, WATCHER: "off", INDEXER: "off", OUTCOMES: "off" },
);

const answers: string[] = [];
const consoleSpies: MockInstance[] = [];
let apiKey = "";
let rpcUrl = "";

beforeAll(async () => {
  for (const method of ["log", "info", "warn", "error", "debug"] as const) consoleSpies.push(vi.spyOn(console, method));
  apiKey = (await issueAdminKey((await installedAppDatabase()).prisma, { plan: "unlimited" })).apiKey;
  rpcUrl = (await ensureLedgerServer()).rpcUrl;
});
afterAll(() => consoleSpies.forEach((spy) => spy.mockRestore()));

async function call(handler: Handler, url: string, init: RequestInit = {}): Promise<Response> {
  const response = await handler(new Request(`http://localhost${url}`, { ...init, headers: { "user-agent": "vitest", "x-api-key": apiKey, ...(init.headers ?? {}) } }));
  answers.push(await response.clone().text());
  return response;
}

async function packOf(mint: string): Promise<EvidencePack> {
  const response = await call(harness.route().evidence.GET, `/api/evidence?mint=${mint}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return evidencePackSchema.parse(await response.json());
}

async function publishedKeys() {
  return evidenceKeysSchema.parse(await (await call(harness.route().keys.GET, "/.well-known/cabal-hunter-keys.json")).json()).keys;
}

describe("GET /api/evidence", () => {
  it("answers a pack whose signature verifies against /.well-known/cabal-hunter-keys.json, as OpenAPI documents both", async () => {
    const mint = getScenario("two-hop-cluster")!.mint;
    const response = await call(harness.route().evidence.GET, `/api/evidence?mint=${mint}`);
    await expectMatchesOpenApi(response.clone(), "get", "/api/evidence");
    const pack = evidencePackSchema.parse(await response.json());
    const keysResponse = await call(harness.route().keys.GET, "/.well-known/cabal-hunter-keys.json");
    await expectMatchesOpenApi(keysResponse.clone(), "get", "/.well-known/cabal-hunter-keys.json");
    const { keys } = evidenceKeysSchema.parse(await keysResponse.json());
    expect(keys[0]).toMatchObject({ kty: "OKP", crv: "Ed25519", kid: pack.signature.kid });
    expect(await verifyPackSignature(pack, keys)).toEqual({ valid: true, kid: pack.signature.kid, reason: "signature valid" });
    expect(pack.payload).toMatchObject({ mint, report_id: `${mint}@${pack.payload.computed_at}`, engine: { settings_digest: expect.stringMatching(/^sha256:/) } });
    const funding = pack.payload.flags.find((flag) => flag.kind === "funding")!;
    expect(funding.evidence.every((tx) => tx.role === "funding" && tx.slot !== null && tx.wallet !== null)).toBe(true);
    expect(funding.not_on_chain.length).toBeGreaterThan(0);
  });

  it("re-derives every chain-checkable flag of every ledger scenario from the ledger's RPC (and reports the pack's size and signing time)", async () => {
    const fetchTransaction = fetchTransactionsFrom(rpcUrl);
    const keys = await publishedKeys();
    const sizes: number[] = [];
    const gzipped: number[] = [];
    const failures: string[] = [];
    let checked = 0;
    let largest: EvidencePack | null = null;
    for (const scenario of SCENARIOS) {
      const pack = await packOf(scenario.mint);
      const text = JSON.stringify(pack);
      sizes.push(Buffer.byteLength(text));
      gzipped.push(gzipSync(text).length);
      if (!largest || text.length > JSON.stringify(largest).length) largest = pack;
      expect((await verifyPackSignature(pack, keys)).valid, scenario.id).toBe(true);
      const result = await rederivePack(pack.payload, fetchTransaction);
      for (const flag of result.flags) {
        const expected = pack.payload.flags.find((f) => f.id === flag.id)!.checkable === "not_in_transactions" || flag.kind === "deployer" ? "not_checkable" : "reproduced";
        if (flag.status !== expected) failures.push(`${scenario.id} ${flag.id}: ${flag.status} (${flag.detail})`);
        if (flag.status === "reproduced") checked += 1;
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(8);
    const signer = createEvidenceSigner({ seed: SEED, now: () => new Date() });
    const rounds = 200;
    const started = performance.now();
    for (let i = 0; i < rounds; i += 1) signer.sign(largest!.payload);
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    console.info(
      `[figures] ${SCENARIOS.length} scenarios, ${checked} flags reproduced; pack bytes median ${median(sizes)} (max ${Math.max(...sizes)}), gzip median ${median(gzipped)}; ` +
        `signing the largest pack (${JSON.stringify(largest).length} B, JCS + Ed25519) ${((performance.now() - started) / rounds).toFixed(3)} ms`,
    );
  }, 180_000);

  it("a tampered pack fails: one changed field, one dropped transaction, another key", async () => {
    const pack = await packOf(getScenario("same-slot-bundle")!.mint);
    const keys = await publishedKeys();
    const changed = structuredClone(pack);
    changed.payload.verdict.cabal_score = Math.max(0, changed.payload.verdict.cabal_score - 40);
    const dropped = structuredClone(pack);
    const bundle = dropped.payload.flags.find((flag) => flag.kind === "time_sync")!;
    bundle.evidence.pop();
    const forged = createEvidenceSigner({ now: () => new Date(), warn: () => undefined }).sign(pack.payload);
    expect(await verifyPackSignature(pack, keys)).toMatchObject({ valid: true });
    expect(await verifyPackSignature(changed, keys)).toMatchObject({ valid: false, reason: "signature does not match the payload" });
    expect(await verifyPackSignature(dropped, keys)).toMatchObject({ valid: false, reason: "signature does not match the payload" });
    expect(await verifyPackSignature(forged, keys)).toMatchObject({ valid: false, reason: expect.stringContaining("no published key") });
    // the same key id with another key's signature
    expect(await verifyPackSignature({ ...forged, signature: { ...forged.signature, kid: pack.signature.kid } }, keys)).toMatchObject({ valid: false });
    // and the chain does not back the dropped transaction's claim either
    const rederived = await rederivePack(dropped.payload, fetchTransactionsFrom(rpcUrl));
    expect(rederived.flags.find((flag) => flag.id === bundle.id)).toMatchObject({ status: "not_reproduced" });
  });

  it("npm run verify checks a pack from a file against given keys and an RPC; a tampered one exits 1", async () => {
    const pack = await packOf(getScenario("stealth-bundle")!.mint);
    const dir = mkdtempSync(join(tmpdir(), "verify-"));
    const write = (name: string, value: unknown) => {
      const file = join(dir, name);
      writeFileSync(file, JSON.stringify(value));
      return file;
    };
    const keys = write("keys.json", { keys: await publishedKeys() });
    const tampered = structuredClone(pack);
    tampered.payload.flags[0].claim.members!.pop();
    // the ledger answers from this process: the script runs beside it, never with spawnSync
    const run = (file: string) =>
      new Promise<{ code: number | null; out: string }>((resolve) => {
        const child = spawn(process.execPath, ["--import", "tsx", "scripts/verify.ts", file, "--rpc", rpcUrl, "--keys", keys], { cwd: process.cwd() });
        let out = "";
        child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
        child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
        child.on("exit", (code) => resolve({ code, out }));
      });
    const good = await run(write("pack.json", pack));
    expect(good.out).toContain("signature valid");
    expect(good.out).toMatch(/✓ reproduced\s+stealth-bundle-1/);
    expect(good.code).toBe(0);
    const bad = await run(write("tampered.json", tampered));
    expect(bad.out).toContain("signature INVALID");
    expect(bad.code).toBe(1);
  }, 60_000);

  it("POST /api/verify checks a signature for browsers without Ed25519 (signature only)", async () => {
    const pack = await packOf(getScenario("coordinated-exit")!.mint);
    const post = (body: unknown) => call(harness.route().verify.POST, "/api/verify", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const good = await post(pack);
    await expectMatchesOpenApi(good.clone(), "post", "/api/verify");
    expect(await good.json()).toMatchObject({ valid: true, kid: pack.signature.kid });
    // a member the schema does not know is still covered by the signature
    expect(await (await post({ ...pack, payload: { ...pack.payload, injected: true } })).json()).toMatchObject({ valid: false });
  });

  it("a caller without the paid tier gets the deployer flag without the launches' transactions, and the pack says so", async () => {
    const mint = getScenario("serial-rugger")!.mint;
    const response = await harness.route().evidence.GET(new Request(`http://localhost/api/evidence?mint=${mint}`, { headers: { "user-agent": "vitest" } }));
    answers.push(await response.clone().text());
    expect(response.status).toBe(200);
    const deployer = evidencePackSchema.parse(await response.json()).payload.flags.find((flag) => flag.kind === "deployer");
    expect(deployer).toBeDefined();
    expect(deployer!.evidence.some((tx) => tx.role === "launch")).toBe(false);
    expect(deployer!.not_on_chain.join(" ")).toContain("paid-tier");
    const paid = (await packOf(mint)).payload.flags.find((flag) => flag.kind === "deployer")!;
    expect(paid.evidence.some((tx) => tx.role === "launch")).toBe(true);
  });

  it("never logs, answers or stores the signing key", async () => {
    const seed = Buffer.from(SEED, "base64url");
    const forms = [SEED, seed.toString("hex"), seed.toString("base64"), Buffer.concat([Buffer.from("302e020100300506032b657004220420", "hex"), seed]).toString("base64")];
    const logged = consoleSpies.flatMap((spy) => spy.mock.calls.map((args) => args.map((arg) => (typeof arg === "string" ? arg : String(arg instanceof Error ? arg.stack : JSON.stringify(arg)))).join(" ")));
    const db = await installedAppDatabase();
    const tables = await db.prisma.$queryRawUnsafe<{ table_name: string }[]>("SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'");
    const stored: string[] = [];
    for (const { table_name: table } of tables) {
      const rows = await db.prisma.$queryRawUnsafe<{ text: string | null }[]>(`SELECT string_agg(t::text, ' ') AS text FROM "${table}" t`);
      stored.push(rows[0]?.text ?? "");
    }
    expect(answers.length).toBeGreaterThan(10);
    expect(stored.join(" ")).toContain("funding_trace");
    for (const form of forms) {
      expect(logged.filter((line) => line.includes(form))).toEqual([]);
      expect(answers.filter((text) => text.includes(form))).toEqual([]);
      expect(stored.filter((text) => text.includes(form))).toEqual([]);
    }
  });
});
