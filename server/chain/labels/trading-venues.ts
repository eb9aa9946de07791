// Trading programs real mainnet swaps route through that are neither launchpads
// nor the classic AMMs above: order books, proprietary ("dark") AMMs and older
// pools. A venue here is only a label on a trade (buys and sells are read from
// token deltas whatever the venue), so a missing id never hides a trade.
//
// Sources, per id:
// - CSV = labels/programs-and-venues.csv beside the repository (merged from
//   cxcx-ai/solana-dex-parser, sevenlabs-hq/carbon, helius-labs/photon-explorer,
//   Solscan labels via dwdwow/goalb); the sources column of its row is named.
// - DefiLlama = DefiLlama/dimension-adapters, dexs/<venue> adapters (header
//   comment "// Program: <id>"); Dune = duneanalytics/spellbook solana AMM
//   models (`project_main_id`).
import type { Address, Venue } from "@/server/engine/snapshot";

export interface TradingVenueRow {
  programId: Address;
  venue: Venue;
  name: string;
  source: string;
}

export const TRADING_VENUE_ROWS: readonly TradingVenueRow[] = [
  { programId: "PhoeNiXZ8ByJGLkxNfZRnkUfjvmuYqLR89jjFHGqdXY", venue: "phoenix", name: "Phoenix", source: "CSV (solana-dex-parser, carbon, photon, Solscan)" },
  { programId: "SoLFiHG9TfgtdUXUjWAxi3LtvYuFyDLVhBWxdMZxyCe", venue: "solfi", name: "SolFi", source: "CSV (solana-dex-parser)" },
  { programId: "SV2EYYJyRz2YhfXwXnhNAevDEui5Q6yrfyo13WtupPF", venue: "solfi", name: "SolFi V2", source: "public router constants (SOLFI_V2_PROGRAM_ID), Jupiter route labels" },
  { programId: "ZERor4xhbUycZ6gb9ntrhqscUcZmAbQDjEAtCf4hbZY", venue: "zerofi", name: "ZeroFi", source: "CSV (solana-dex-parser)" },
  { programId: "9H6tua7jkLhdm3w8BvgpTn5LZNU7g4ZynDmCiNN3q6Rp", venue: "humidifi", name: "HumidiFi", source: "Dune spellbook humidifi project_main_id; DefiLlama dexs/humidifi" },
  { programId: "TessVdML9pBGgG9yGks7o4HewRaXVAMuoVj4x83GLQH", venue: "tessera_v", name: "Tessera V", source: "DefiLlama dexs/tessera-v (// Program: TessVdML…)" },
  { programId: "goonERTdGsjnkZqWuVjs73BZ3Pb9qoCUdBUL17BnS5j", venue: "goonfi", name: "GoonFi", source: "Dune spellbook goonfi project_main_id" },
  { programId: "goonuddtQRrWqqn5nFyczVKaie28f3kDkHWkHtURSLE", venue: "goonfi", name: "GoonFi V2", source: "public router constants (GOONFI_V2_PROGRAM_ID)" },
  { programId: "obriQD1zbpyLz95G5n7nJe6a4DPjpFwa5XYPoNm113y", venue: "obric_v2", name: "Obric V2", source: "Solscan label 'Obric V2 Exchange'; solana-dex-parser DEX_PROGRAMS ObricV2" },
  { programId: "2wT8Yq49kHgDzXuPxZSaeLaH1qbmGXtEyPy64bL7aD3c", venue: "lifinity_v2", name: "Lifinity v2", source: "CSV (solana-dex-parser, carbon, photon, Solscan)" },
  { programId: "9W959DqEETiGZocYWCQPaJ6sBmUzgfxXfqGeTEdp3aQP", venue: "orca_v2", name: "Orca token swap v2", source: "CSV (solana-dex-parser, photon, Solscan)" },
  { programId: "HpNfyc2Saw7RKkQd8nEL4khUcuPhQ7WwY1B2qjx8jxFq", venue: "pancakeswap", name: "PancakeSwap (Solana CLMM)", source: "CSV (carbon: pancake-swap)" },
  { programId: "HEAVENoP2qxoeuF8Dj2oT1GHEnu49U5mJYkdeC8BAX2o", venue: "heaven", name: "Heaven", source: "CSV (solana-dex-parser, carbon)" },
  { programId: "swapNyd8XiQwJ6ianp9snpu4brUqFxadzvHebnAXjJZ", venue: "stabble", name: "Stabble stable swap", source: "CSV (solana-dex-parser, carbon)" },
  { programId: "swapFpHZwjELNnjvThjajtiVmkz3yPQEHjLtka2fwHW", venue: "stabble", name: "Stabble weighted swap", source: "CSV (solana-dex-parser, carbon)" },
  { programId: "opnb2LAfJYbRMAHHvqjCwQxanZn7ReEHp1k81EohpZb", venue: "openbook_v2", name: "OpenBook v2", source: "CSV (solana-dex-parser, carbon, Solscan)" },
];
