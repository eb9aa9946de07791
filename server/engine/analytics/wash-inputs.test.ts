import { describe, expect, it } from "vitest";
import { DEFAULT_ENGINE_CONFIG } from "@/server/engine/config";
import { collectWashInputs } from "@/server/engine/analytics/wash-inputs";
import { makeAnalytics } from "@/server/engine/testing/analytics-factory";
import { address, makeHolders, makeSnapshot, profilesFor } from "@/server/engine/testing/snapshot-factory";

const [mule, master, exchange] = [address("mule"), address("master"), address("exchange")];
const holders = makeHolders([
  { pct: 1, name: "two-hops", funders: [mule, master] },
  { pct: 1, name: "from-exchange", funders: [exchange, master] },
  { pct: 1, name: "exchange-above", funders: [mule, exchange] },
]);
const token = makeSnapshot({ holders, funders: profilesFor(holders, { [exchange]: { label: "Binance" } }) });
const inputs = collectWashInputs(makeAnalytics({ token }), { clusters: [], exited: [] }, { [address("read")]: [address("read-funder")], [holders[0].owner]: [address("ignored")] }, DEFAULT_ENGINE_CONFIG);

describe("what binds traders for wash trading", () => {
  it("takes a traced holder's funding chain, two hops, hop 1 first", () => {
    expect(inputs.fundingChains?.[holders[0].owner]).toEqual([mule, master]);
  });

  it("stops a chain at an exchange: withdrawing from one binds nobody", () => {
    expect(inputs.fundingChains?.[holders[1].owner]).toBeUndefined();
    expect(inputs.fundingChains?.[holders[2].owner]).toEqual([mule]);
  });

  it("adds the chains the service read for traders the scan did not trace, never over a traced one", () => {
    expect(inputs.fundingChains?.[address("read")]).toEqual([address("read-funder")]);
  });
});
