// The layer registry. LayerRegistry is a mapped type over LayerId, so a new id
// in LayerFindingsMap without its layer here fails to compile.
import type { LayerRegistry } from "@/server/engine/layer-types";
import { coordinatedExitLayer } from "@/server/engine/layers/coordinated-exit";
import { deployerTrackRecordLayer } from "@/server/engine/layers/deployer-track-record";
import { exchangeFilterLayer } from "@/server/engine/layers/exchange-filter";
import { exitedGroupsLayer } from "@/server/engine/layers/exited-groups";
import { exitLiquidityLayer } from "@/server/engine/layers/exit-liquidity";
import { fundingTraceLayer } from "@/server/engine/layers/funding-trace";
import { holderConcentrationLayer } from "@/server/engine/layers/holder-concentration";
import { honeypotLayer } from "@/server/engine/layers/honeypot";
import { sameBlockBundleLayer } from "@/server/engine/layers/same-block-bundle";
import { sellRouteLayer } from "@/server/engine/layers/sell-route";
import { stealthBundleLayer } from "@/server/engine/layers/stealth-bundle";
import { unlockScheduleLayer } from "@/server/engine/layers/unlock-schedule";

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
  unlock_schedule: unlockScheduleLayer,
};
