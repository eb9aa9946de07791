// Drives @solana/web3.js's Connection against the ledger over real HTTP and
// checks every answer parses and is consistent with itself.
import {
  getDefaultAccountState,
  getPermanentDelegate,
  getTransferFeeConfig,
  getTransferHook,
  AccountState,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  unpackAccount,
  unpackMint,
} from "@solana/spl-token";
import { Connection, PublicKey, type ParsedAccountData } from "@solana/web3.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCENARIOS } from "@/server/ledger/scenarios";
import { startLedgerServer, type LedgerServer } from "@/server/ledger/server/ledger-server";

let server: LedgerServer;
let connection: Connection;
const byId = (id: string) => SCENARIOS.find((s) => s.id === id)!;

beforeAll(async () => {
  server = await startLedgerServer({ port: 0 });
  connection = new Connection(server.rpcUrl, "confirmed");
});

afterAll(async () => {
  await server.close();
});

async function allSignatures(address: PublicKey): Promise<string[]> {
  const out: string[] = [];
  let before: string | undefined;
  for (;;) {
    const page = await connection.getSignaturesForAddress(address, { before, limit: 1000 });
    out.push(...page.map((p) => p.signature));
    if (page.length < 1000) return out;
    before = page[page.length - 1].signature;
  }
}

describe("every scenario mint through web3.js", () => {
  it("parses mint, supply and largest accounts, and the supply equals the sum of all token accounts", async () => {
    for (const scenario of SCENARIOS) {
      const mint = new PublicKey(scenario.mint);
      const parsed = await connection.getParsedAccountInfo(mint);
      const data = parsed.value?.data as ParsedAccountData;
      expect(data.parsed.type, scenario.id).toBe("mint");
      const supply = await connection.getTokenSupply(mint);
      expect(supply.value.amount).toBe(data.parsed.info.supply);
      const largest = await connection.getTokenLargestAccounts(mint);
      expect(largest.value.length).toBeGreaterThan(0);
      expect(largest.value.length).toBeLessThanOrEqual(20);
      const amounts = largest.value.map((a) => BigInt(a.amount));
      expect([...amounts].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0))).toEqual(amounts);
      const program = parsed.value!.owner;
      const accounts = await connection.getParsedProgramAccounts(program, { filters: [{ memcmp: { offset: 0, bytes: mint.toBase58() } }] });
      let sum = 0n;
      for (const a of accounts) {
        const info = (a.account.data as ParsedAccountData).parsed.info;
        sum += BigInt(info.tokenAmount.amount);
        const withheld = (info.extensions ?? []).find((e: { extension: string }) => e.extension === "transferFeeAmount");
        if (withheld) sum += BigInt(withheld.state.withheldAmount);
      }
      expect(sum, scenario.id).toBe(BigInt(supply.value.amount));
      expect(BigInt(largest.value[0].amount)).toBe(accounts.reduce((m, a) => {
        const v = BigInt((a.account.data as ParsedAccountData).parsed.info.tokenAmount.amount);
        return v > m ? v : m;
      }, 0n));
    }
  });

  it("lists only signatures whose transaction has the address among its account keys", async () => {
    for (const id of ["clean-organic", "two-hop-cluster", "t22-transfer-fee", "relayer-launch"]) {
      const mint = new PublicKey(byId(id).mint);
      const sigs = await allSignatures(mint);
      expect(sigs.length).toBeGreaterThan(10);
      for (const signature of sigs) {
        const tx = await connection.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 });
        expect(tx, signature).not.toBeNull();
        expect(tx!.transaction.message.accountKeys.map((k) => k.pubkey.toBase58())).toContain(mint.toBase58());
        expect(tx!.transaction.signatures[0]).toBe(signature);
      }
    }
  });

  it("pages the busy token's 1,500+ signatures with no gap or duplicate, newest first", async () => {
    const mint = new PublicKey(byId("busy-token").mint);
    const pages: string[][] = [];
    let before: string | undefined;
    for (;;) {
      const page = await connection.getSignaturesForAddress(mint, { before, limit: 400 });
      if (page.length === 0) break;
      pages.push(page.map((p) => p.signature));
      before = page[page.length - 1].signature;
    }
    const joined = pages.flat();
    expect(joined.length).toBeGreaterThanOrEqual(1_500);
    expect(new Set(joined).size).toBe(joined.length);
    const oneShot = await allSignatures(mint);
    expect(joined).toEqual(oneShot);
    const first = await connection.getSignaturesForAddress(mint, { limit: 1000 });
    const slots = first.map((s) => s.slot);
    expect([...slots].sort((a, b) => b - a)).toEqual(slots);
    const until = await connection.getSignaturesForAddress(mint, { until: joined[10] });
    expect(until.map((s) => s.signature)).toEqual(joined.slice(0, 10));
  });

  it("decodes base64 mints and token accounts with @solana/spl-token, Token-2022 extensions included", async () => {
    const mintOf = async (id: string, program: PublicKey) => {
      const address = new PublicKey(byId(id).mint);
      return unpackMint(address, await connection.getAccountInfo(address), program);
    };
    const classic = await mintOf("clean-organic", TOKEN_PROGRAM_ID);
    expect(classic.mintAuthority).toBeNull();
    expect(classic.decimals).toBe(6);
    const fee = getTransferFeeConfig(await mintOf("t22-transfer-fee", TOKEN_2022_PROGRAM_ID));
    expect(fee?.newerTransferFee.transferFeeBasisPoints).toBe(1000);
    expect(fee?.transferFeeConfigAuthority.toBase58()).toBe(byId("t22-transfer-fee").expect.deployer!.creator);
    expect(getTransferHook(await mintOf("t22-transfer-hook", TOKEN_2022_PROGRAM_ID))?.programId.equals(PublicKey.default)).toBe(false);
    expect(getPermanentDelegate(await mintOf("t22-permanent-delegate", TOKEN_2022_PROGRAM_ID))?.delegate.toBase58()).toBe(byId("t22-permanent-delegate").expect.deployer!.creator);
    expect(getDefaultAccountState(await mintOf("t22-default-frozen", TOKEN_2022_PROGRAM_ID))?.state).toBe(AccountState.Frozen);
    const inert = await mintOf("t22-inert", TOKEN_2022_PROGRAM_ID);
    expect(getTransferHook(inert)?.programId.equals(PublicKey.default)).toBe(true);
    expect(getTransferFeeConfig(inert)?.newerTransferFee.transferFeeBasisPoints).toBe(0);
    for (const [id, program] of [["clean-organic", TOKEN_PROGRAM_ID], ["t22-transfer-fee", TOKEN_2022_PROGRAM_ID]] as const) {
      const largest = await connection.getTokenLargestAccounts(new PublicKey(byId(id).mint));
      for (const entry of largest.value.slice(0, 5)) {
        const account = unpackAccount(entry.address, await connection.getAccountInfo(entry.address), program);
        expect(account.amount.toString()).toBe(entry.amount);
        expect(account.mint.toBase58()).toBe(byId(id).mint);
      }
    }
  });

  it("answers the account and cluster methods a scanner calls", async () => {
    const scenario = byId("clean-organic");
    const creator = new PublicKey(scenario.expect.deployer!.creator);
    const mint = new PublicKey(scenario.mint);
    const multiple = await connection.getMultipleParsedAccounts([mint, creator, PublicKey.unique()]);
    expect((multiple.value[0]?.data as ParsedAccountData).parsed.type).toBe("mint");
    expect(multiple.value[1]?.owner.toBase58()).toBe("11111111111111111111111111111111");
    expect(multiple.value[2]).toBeNull();
    expect(await connection.getBalance(creator)).toBeGreaterThan(0);
    const holder = (await connection.getTokenLargestAccounts(mint)).value[1].address;
    const owner = ((await connection.getParsedAccountInfo(holder)).value!.data as ParsedAccountData).parsed.info.owner as string;
    const byMint = await connection.getParsedTokenAccountsByOwner(new PublicKey(owner), { mint });
    expect(byMint.value.map((v) => v.pubkey.toBase58())).toEqual([holder.toBase58()]);
    const byProgram = await connection.getParsedTokenAccountsByOwner(new PublicKey(owner), { programId: TOKEN_PROGRAM_ID });
    expect(byProgram.value.length).toBeGreaterThanOrEqual(1);
    const blockhash = await connection.getLatestBlockhash();
    expect(blockhash.blockhash.length).toBeGreaterThan(30);
    expect(await connection.getSlot()).toBeGreaterThan(0);
    expect(await connection.getMinimumBalanceForRentExemption(165)).toBe(2_039_280);
    expect((await connection.getEpochInfo()).slotsInEpoch).toBe(432_000);
    expect((await connection.getVersion())["solana-core"]).toMatch(/^\d+\.\d+\.\d+$/);
    // never mainnet's: a wallet pointed at the demo must not take it for mainnet (issue 18 item 15)
    const genesis = await connection.getGenesisHash();
    expect(genesis).not.toBe("5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d");
    expect(genesis).toBe("EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG");
    const sigs = await connection.getSignaturesForAddress(mint, { limit: 3 });
    const statuses = await connection.getSignatureStatuses(sigs.map((s) => s.signature));
    expect(statuses.value.every((s) => s?.confirmationStatus === "finalized")).toBe(true);
  });

  it("serves json-encoded v0 transactions and refuses them without maxSupportedTransactionVersion", async () => {
    const mint = new PublicKey(byId("coordinated-exit").mint);
    const [latest] = await connection.getSignaturesForAddress(mint, { limit: 1 });
    const tx = await connection.getTransaction(latest.signature, { maxSupportedTransactionVersion: 0 });
    expect(tx?.version).toBe(0);
    expect(tx?.transaction.message.staticAccountKeys.map((k) => k.toBase58())).toContain(mint.toBase58());
    await expect(connection.getParsedTransaction(latest.signature)).rejects.toThrow(/maxSupportedTransactionVersion/);
  });
});
