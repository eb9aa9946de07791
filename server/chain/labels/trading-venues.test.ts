import bs58 from "bs58";
import { describe, expect, it } from "vitest";
import { getProgramLabel } from "./program-labels";
import { TRADING_VENUE_ROWS } from "./trading-venues";
import { getVenueByProgramId } from "./venues";

describe("trading venues", () => {
  it.each(TRADING_VENUE_ROWS.map((row) => [row.name, row.programId, row.venue]))("%s (%s) is labelled %s", (_name, programId, venue) => {
    expect(bs58.decode(programId)).toHaveLength(32);
    expect(getVenueByProgramId(programId)).toBe(venue);
  });

  it("every id cited from the label CSV is in the generated label table", () => {
    const fromCsv = TRADING_VENUE_ROWS.filter((row) => row.source.startsWith("CSV"));
    expect(fromCsv.length).toBeGreaterThanOrEqual(9);
    for (const row of fromCsv) expect(getProgramLabel(row.programId), row.name).not.toBeNull();
  });

  it("names the thirteen venues of issue 9", () => {
    const venues = new Set(TRADING_VENUE_ROWS.map((row) => row.venue));
    expect([...venues].sort()).toEqual(
      ["goonfi", "heaven", "humidifi", "lifinity_v2", "obric_v2", "openbook_v2", "orca_v2", "pancakeswap", "phoenix", "solfi", "stabble", "tessera_v", "zerofi"].sort(),
    );
  });
});
