import { RECORDED_DATA_DIR } from "@/server/chain/http/recorded-data";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { getAddressLabel } from "@/server/chain/labels/address-labels";
import { CEX_WALLET_ROWS } from "@/server/chain/labels/cex-wallets-data";
import { getExchangeEntry, getExchangeLabel, isExchangeWallet } from "@/server/chain/labels/exchange-labels";
import { KNOWN_ACCOUNTS, KNOWN_PROGRAMS } from "@/server/chain/labels/known-programs";
import { getProgramLabel, isLiquidityProgram } from "@/server/chain/labels/program-labels";
import { PROGRAM_LABEL_ROWS } from "@/server/chain/labels/program-labels-data";
import { getPoolAuthorityVenue, getVenueByProgramId } from "@/server/chain/labels/venues";

const LABELS_DIR = `${RECORDED_DATA_DIR}labels`;
const csvAddresses = (file: string): string[] =>
  readFileSync(`${LABELS_DIR}/${file}`, "utf8")
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line.trim() !== "")
    .map((line) => line.split(",")[0]);

describe("generated label data matches the recorded CSVs", () => {
  it("keeps exactly the CSV exchange rows that pass the wallet hygiene rules (cex-wallets.test.ts)", () => {
    const kept = CEX_WALLET_ROWS.map((row) => row.address);
    expect(kept.every((a) => csvAddresses("cex-wallets.csv").includes(a))).toBe(true);
    expect(csvAddresses("cex-wallets.csv").length - kept.length).toBe(30);
  });

  it("keeps every program row except the one whose address cell is corrupted", () => {
    const expected = csvAddresses("programs-and-venues.csv").filter((a) => !a.includes(" "));
    expect(PROGRAM_LABEL_ROWS.map((row) => row.address)).toEqual(expected);
  });
});

describe("exchange labels", () => {
  it("names a wallet several sources agree on", () => {
    const row = CEX_WALLET_ROWS.find((r) => r.nSources >= 2 && !r.conflict);
    expect(row).toBeDefined();
    expect(getExchangeLabel(row!.address)).toBe(row!.exchanges[0]);
    expect(isExchangeWallet(row!.address)).toBe(true);
  });

  it("gives both names when the sources disagree", () => {
    expect(getExchangeLabel("28nYGHJyUVcVdxZtzKByBXEj127XnrUkrE3VaGuWj1ZU")).toBe("Binance / Ceffu");
    expect(getExchangeEntry("28nYGHJyUVcVdxZtzKByBXEj127XnrUkrE3VaGuWj1ZU")?.conflict).toBe(true);
  });

  it("knows the AscendEX hot wallet from the Dune spellbook", () => {
    expect(getExchangeLabel("6iVBAsquJRaLsXbojb18kqTW1d5iVLspVjCtsReZBKhY")).toBe("AscendEX");
  });

  it("does not label programs or unknown wallets as exchanges", () => {
    expect(getExchangeLabel("6m2CDdhRgxpH4WjvdzxAYbGxwdGUz5MziiL5jek2kBma")).toBeNull();
    expect(getExchangeLabel(KNOWN_PROGRAMS.pumpfun)).toBeNull();
    expect(getExchangeEntry("4SrXdKFYoiUfYzWN7YV8kdJ2TkZieDmjVCEJg4mTAun6")).toBeNull();
  });
});

describe("venues by program id", () => {
  it.each([
    [KNOWN_PROGRAMS.pumpfun, "pumpfun"],
    [KNOWN_PROGRAMS.pumpswap, "pumpswap"],
    [KNOWN_PROGRAMS.raydiumAmmV4, "raydium_amm_v4"],
    [KNOWN_PROGRAMS.raydiumCpmm, "raydium_cpmm"],
    [KNOWN_PROGRAMS.raydiumClmm, "raydium_clmm"],
    [KNOWN_PROGRAMS.raydiumLaunchlab, "raydium_launchlab"],
    [KNOWN_PROGRAMS.meteoraDlmm, "meteora_dlmm"],
    [KNOWN_PROGRAMS.meteoraDammV1, "meteora_damm"],
    [KNOWN_PROGRAMS.meteoraDammV2, "meteora_damm"],
    [KNOWN_PROGRAMS.meteoraDbc, "meteora_dbc"],
    [KNOWN_PROGRAMS.orcaWhirlpool, "orca_whirlpool"],
    [KNOWN_PROGRAMS.moonshot, "moonshot"],
    [KNOWN_PROGRAMS.jupiterV6, "jupiter"],
    ["JUP4Fb2cqiRUcaTHdrPC8h2gNsA2ETXiPDD33WcGuJB", "jupiter"],
  ])("%s -> %s", (programId, venue) => {
    expect(getVenueByProgramId(programId)).toBe(venue);
  });

  it("returns null for infrastructure programs and routers that hold no pools", () => {
    expect(getVenueByProgramId(KNOWN_PROGRAMS.system)).toBeNull();
    expect(getVenueByProgramId(KNOWN_PROGRAMS.splToken)).toBeNull();
    expect(getVenueByProgramId("routeUGWgWzqBWFcrCfv8tritsqukccJPu3q5GPP3xS")).toBeNull();
  });

  it("recognises the data-less pool authorities of Raydium v4 and CPMM", () => {
    expect(getPoolAuthorityVenue(KNOWN_ACCOUNTS.raydiumAmmV4Authority)).toBe("raydium_amm_v4");
    expect(getPoolAuthorityVenue(KNOWN_ACCOUNTS.raydiumCpmmAuthority)).toBe("raydium_cpmm");
    expect(getPoolAuthorityVenue(KNOWN_ACCOUNTS.pumpfunFeeRecipient)).toBeNull();
  });
});

describe("liquidity programs", () => {
  it("includes the venue pools and bonding curves, and other AMMs from the list", () => {
    for (const id of [
      KNOWN_PROGRAMS.pumpfun,
      KNOWN_PROGRAMS.pumpswap,
      KNOWN_PROGRAMS.raydiumAmmV4,
      KNOWN_PROGRAMS.raydiumCpmm,
      KNOWN_PROGRAMS.raydiumLaunchlab,
      KNOWN_PROGRAMS.meteoraDbc,
      KNOWN_PROGRAMS.orcaWhirlpool,
      "2wT8Yq49kHgDzXuPxZSaeLaH1qbmGXtEyPy64bL7aD3c", // Lifinity v2, tagged amm
      "24Uqj9JCLxUeoC3hGfh5W3s9FM9uCHDS2SG3LYwBpyTi", // Meteora Vault, tagged vault
    ]) {
      expect(isLiquidityProgram(id), id).toBe(true);
    }
  });

  it("excludes aggregators, core programs, bots and fee accounts", () => {
    for (const id of [
      KNOWN_PROGRAMS.jupiterV6,
      KNOWN_PROGRAMS.system,
      KNOWN_PROGRAMS.splToken,
      KNOWN_PROGRAMS.token2022,
      "BANANAjs7FJiPQqJTGFzkZJndT9o7UmKiYYGaJz6frGu", // Banana Gun router
      KNOWN_ACCOUNTS.pumpfunFeeRecipient,
      "FWsW1xNtWscwNmKv6wVsU1iTzRN6wmmk3MjxRP5tT7hz", // PumpSwap fee account
    ]) {
      expect(isLiquidityProgram(id), id).toBe(false);
    }
  });
});

describe("known programs and labels", () => {
  it("takes every known program id except Compute Budget from the CSV, where it is a program", () => {
    const { computeBudget, ...fromCsv } = KNOWN_PROGRAMS;
    expect(getProgramLabel(computeBudget)).toBeNull();
    for (const [name, id] of Object.entries(fromCsv)) {
      const row = getProgramLabel(id);
      expect(row, name).not.toBeNull();
      expect(["program", "unclassified"], name).toContain(row!.kind);
    }
  });

  it("labels fee accounts as fee accounts, not programs", () => {
    expect(getAddressLabel(KNOWN_ACCOUNTS.pumpfunFeeRecipient)).toEqual({ name: "Pumpfun Fee", category: "fee_account" });
    expect(getAddressLabel("96gYZGLnJYVFmbjzopPSU6QiEV5fGqZNyN9nmNhvrZU5")).toEqual({ name: "Jito Tip 1", category: "fee_account" });
    expect(getAddressLabel("SysvarRent111111111111111111111111111111111")?.category).toBe("sysvar");
  });

  it("prefers the exchange label and returns null for unlabelled addresses", () => {
    expect(getAddressLabel("6iVBAsquJRaLsXbojb18kqTW1d5iVLspVjCtsReZBKhY")).toEqual({ name: "AscendEX", category: "exchange" });
    expect(getAddressLabel("4SrXdKFYoiUfYzWN7YV8kdJ2TkZieDmjVCEJg4mTAun6")).toBeNull();
  });
});
