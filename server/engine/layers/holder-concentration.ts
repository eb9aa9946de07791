// Holder concentration: top_holder_pct is the largest single non-pool holder's
// share of supply. Above config.concentrationMinPct it scores a few points,
// unless that wallet is an exchange or infrastructure account (custody, not control).
import { formatPct, pctOf, shortAddress } from "@/server/engine/format";
import { classifyFunder } from "@/server/engine/funding-graph";
import type { Layer } from "@/server/engine/layer-types";
import { getConcentrationPoints } from "@/server/engine/scoring/cluster-points";
import { getHoldersByOwner, getSupply } from "@/server/engine/snapshot-helpers";

export const holderConcentrationLayer: Layer<"holder_concentration"> = {
  id: "holder_concentration",
  requires: ["holders", "mintInfo", "funders", "liquidityAccounts"],
  evaluate(snapshot, config) {
    const supply = getSupply(snapshot);
    const top = [...getHoldersByOwner(snapshot).values()].sort((a, b) => (b.amount > a.amount ? 1 : b.amount < a.amount ? -1 : 0))[0];
    const topHolderPct = top ? pctOf(top.amount, supply) : null;
    if (!top || topHolderPct === null) return { findings: { topHolderPct }, contributions: [], notes: [] };
    const custodian = classifyFunder(top.owner, snapshot, config);
    const points = custodian ? 0 : getConcentrationPoints(topHolderPct, config.concentrationMinPct);
    const notes =
      custodian && topHolderPct > config.concentrationMinPct
        ? [{ layer: "holder_concentration" as const, severity: "info" as const, text: `top holder ${custodian} holds ${formatPct(topHolderPct)} of supply — custody, not scored`, evidence: [] }]
        : [];
    const contributions =
      points > 0
        ? [
            {
              layer: "holder_concentration" as const,
              points,
              reason: `concentration: top holder ${shortAddress(top.owner)} holds ${formatPct(topHolderPct)} of supply`,
              evidence: top.firstBuy ? [top.firstBuy.signature] : [],
            },
          ]
        : [];
    return { findings: { topHolderPct }, contributions, notes };
  },
};
