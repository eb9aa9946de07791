import bs58 from "bs58";
import { describe, expect, it } from "vitest";
import { getProgramLabel } from "@/server/chain/labels/program-labels";
import { TRADING_VENUE_ROWS } from "@/server/chain/labels/trading-venues";
import { describeProgram, getVenueByProgramId, getVenueInfo, isAggregatorProgram } from "@/server/chain/labels/venues";

describe("trading venues", () => {
  it.each(TRADING_VENUE_ROWS.map((row) => [row.name, row.programId, row.venue]))("%s (%s) is labelled %s", (_name, programId, venue) => {
    expect(bs58.decode(programId)).toHaveLength(32);
    expect(getVenueInfo(programId)?.venue).toBe(venue);
  });

  it("every id cited from the label CSV is in the generated label table", () => {
    const fromCsv = TRADING_VENUE_ROWS.filter((row) => row.source.startsWith("CSV"));
    expect(fromCsv.length).toBeGreaterThanOrEqual(9);
    for (const row of fromCsv) expect(getProgramLabel(row.programId), row.name).not.toBeNull();
  });

  it("names the thirteen venues of issue 9 among them", () => {
    const venues = new Set(TRADING_VENUE_ROWS.map((row) => row.venue));
    for (const v of ["goonfi", "heaven", "humidifi", "lifinity_v2", "obric_v2", "openbook_v2", "orca_v2", "pancakeswap", "phoenix", "solfi", "stabble", "tessera_v", "zerofi"]) {
      expect(venues.has(v as never), v).toBe(true);
    }
  });
});

describe("venue kinds", () => {
  it("names order books, prop AMMs, AMMs, launchpads and aggregators", () => {
    const kinds = new Set(TRADING_VENUE_ROWS.map((row) => row.kind));
    for (const kind of ["order_book", "prop_amm", "amm", "clmm", "stable_swap", "launchpad", "aggregator"]) expect(kinds.has(kind as never), kind).toBe(true);
  });

  it("keeps aggregators and order programs out of the pool venues, and says which routers are aggregators", () => {
    expect(getVenueByProgramId("6m2CDdhRgxpH4WjvdzxAYbGxwdGUz5MziiL5jek2kBma")).toBeNull();
    expect(isAggregatorProgram("6m2CDdhRgxpH4WjvdzxAYbGxwdGUz5MziiL5jek2kBma")).toBe(true);
    expect(isAggregatorProgram("JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4")).toBe(true);
    expect(isAggregatorProgram("pAMMBay6oceH9fJKBRHGP5D4bD4sWpmSwMn52FMfXEA")).toBe(false);
    expect(getVenueInfo("DCA265Vj8a9CEuX1eb1LWRnDT7uK6q1xMipnNyatn23M")).toMatchObject({ venue: "jupiter_dca", kind: "order_program" });
  });

  it("reports an unnamed program by its id rather than dropping it", () => {
    const unknown = "arbHkf2d57pwJotMgujyCRi57UdTn94obv6xWA5cwyq";
    expect(describeProgram(unknown)).toEqual({ programId: unknown, venue: null, kind: null, name: null });
    expect(describeProgram("PhoeNiXZ8ByJGLkxNfZRnkUfjvmuYqLR89jjFHGqdXY")).toMatchObject({ venue: "phoenix", kind: "order_book", name: "Phoenix" });
  });
});
