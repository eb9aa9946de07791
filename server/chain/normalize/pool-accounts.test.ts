// The pool an AMM instruction acts on, read from recorded mainnet transactions:
// the Raydium files by hand (expected values read from the explorer's account
// list of each instruction), and every Raydium v4 / CPMM transaction of the
// labelled corpus by a property a wrong layout breaks: each vault the
// decoder names is a token account of the shared authority, the pool is not.
import { describe, expect, it } from "vitest";
import { KNOWN_ACCOUNTS, KNOWN_PROGRAMS } from "@/server/chain/labels/known-programs";
import { normalizeTransaction } from "@/server/chain/normalize/normalize-transaction";
import { findPoolOfVault } from "@/server/chain/normalize/pool-accounts";
import { loadRecordedTransaction } from "@/server/chain/normalize/recorded-transactions";
import { loadCorpus } from "@/server/chain/testing/corpus/load-corpus";

const load = (file: string) => normalizeTransaction(loadRecordedTransaction(file));
const V4 = KNOWN_ACCOUNTS.raydiumAmmV4Authority;
const CPMM = KNOWN_ACCOUNTS.raydiumCpmmAuthority;

describe("the pool of a Raydium instruction, not its shared authority", () => {
  it.each([
    ["raydium-v4-initialize.json", "HESQgfGdHxv8vHdJTdhKHFk5MAheXKavdDwz5PXEXPXa", ["HsgXqLiVB9o5n3StpZLrUtvYkRrRMmfZTKe4diW6fBYc", "CYf26n17ygCQCc6DLCph4ftMZRPcjzeZp69fp6neaZ5v"]],
    ["raydium-v4-swap-1.json", "3cPQaJqymFw9YsA839a95WgwfJC7tPxprBoEXD7qCkKj", ["E5k2MDbTrk7qyGeSH7PkrTzkNaGD94r2yPQTfni5jgMG", "FzaUDaEBCwH5dGHs41Ab53gUanPnaH5XgEcKQWtyDyqE"]],
    ["raydium-v4-add-liquidity.json", "2Rcx3UBaDbNHVFnVBFx4AG7cxHksBanKpBASEhS6SF5F", ["CLb3eorNK1Xk7Usx36PZsQqfsFNHeg73kA8zqtRAaFhK", "Coxp64yibP4SpYMoLGjAEUeSvXj8WypHEVPveuy8YySD"]],
    ["raydium-v4-remove-liquidity.json", "5Ef8pmqAhi2L9DyvdoD2bJZBtZC9iFrnfC32g3cA9zFN", ["4sEy3yWryA2jwmgMRFEUiQJbK5FgTBd4qfoXA8g7Xp6U", "Byj95JCLSaZThSApoyfhRQSMdX5fP4TnzdqBgDY2jbev"]],
    ["raydium-cpmm-initialize.json", "aiNLkBXJdiK9zPqZowZMSo65JaTnBSyPmoETi86f9Uj", ["9PHThJDsizYM931UcL3UrKwpxfZtr9hiTS8gHbPKax3F", "5TiM13cuyq6qBpHaADSu2QbzmzNQa8Xcf3hq2XQoarH5"]],
    ["raydium-cpmm-deposit.json", "DFoKMBcNrvCCzf1VqE6stjXUdSZP65x2utjPqrkWEjPw", ["6ChffUT7kFCB2creKzUMfCTvkDUCLe3256eAM5cqa2Yo", "8KyqQhwieZgMacVUCsbPHWjonSwRRPCQhzLUwNvJ1b8y"]],
  ])("%s acts on pool %s", (file, pool, vaults) => {
    const tx = load(file);
    expect(tx.poolAccounts.map((r) => r.pool)).toEqual([pool]);
    expect(tx.poolAccounts[0].vaults).toEqual(vaults);
    for (const vault of vaults) expect(findPoolOfVault(tx.poolAccounts, vault)?.pool).toBe(pool);
    expect([V4, CPMM]).not.toContain(pool);
  });

  it("names no pool where no Raydium pool instruction ran (a pump.fun buy, a SOL transfer)", () => {
    expect(load("pumpfun-buy-1.json").poolAccounts).toEqual([]);
    expect(load("sol-transfer.json").poolAccounts).toEqual([]);
  });

  it("on every corpus transaction through v4 or CPMM, the vaults it names belong to the shared authority and the pool does not", () => {
    let checked = 0;
    for (const entry of loadCorpus()) {
      let tx;
      try {
        tx = normalizeTransaction(entry.transaction, entry.signature);
      } catch {
        continue;
      }
      if (!tx.programIds.some((id) => id === KNOWN_PROGRAMS.raydiumAmmV4 || id === KNOWN_PROGRAMS.raydiumCpmm)) continue;
      const owners = new Map(tx.tokenAccounts.map((t) => [t.tokenAccount, t.owner]));
      for (const ref of tx.poolAccounts.filter((r) => r.venue !== "raydium_launchlab")) {
        const authority = ref.venue === "raydium_amm_v4" ? V4 : CPMM;
        expect(ref.pool, entry.signature).not.toBe(authority);
        expect(owners.get(ref.pool), entry.signature).toBeUndefined();
        for (const vault of ref.vaults) if (owners.has(vault)) expect(owners.get(vault), `${entry.signature} ${vault}`).toBe(authority);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(10);
  });
});
