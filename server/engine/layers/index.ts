// The layer registry. LayerRegistry is a mapped type over LayerId, so a new id
// in LayerFindingsMap without its layer here fails to compile.
import type { LayerRegistry } from "../layer-types";
import { coordinatedExitLayer } from "./coordinated-exit";
import { deployerTrackRecordLayer } from "./deployer-track-record";
import { exchangeFilterLayer } from "./exchange-filter";
import { exitedGroupsLayer } from "./exited-groups";
import { exitLiquidityLayer } from "./exit-liquidity";
import { fundingTraceLayer } from "./funding-trace";
import { holderConcentrationLayer } from "./holder-concentration";
import { honeypotLayer } from "./honeypot";
import { sameBlockBundleLayer } from "./same-block-bundle";
import { sellRouteLayer } from "./sell-route";
import { stealthBundleLayer } from "./stealth-bundle";

export const LAYERS: LayerRegistry = {
  funding_trace: fundingTraceLayer,
  exchange_filter: exchangeFilterLayer,
  same_block_bundle: sameBlockBundleLayer,
  coordinated_exit: coordinatedExitLayer,
  stealth_bundle: stealthBundleLayer,
  exited_groups: exitedGroupsLayer,
  holder_concentration: holderConcentrationLayer,
  deployer_track_record: deployerTrackRecordLayer,
  honeypot: honeypotLayer,
  sell_route: sellRouteLayer,
  exit_liquidity: exitLiquidityLayer,
};
