// Trading programs beyond the launchpads and classic AMMs of venues.ts: order
// books, proprietary ("prop") AMMs, older and smaller pools, aggregators and
// order programs. A venue is a label on a trade (buys and sells are read from
// balances whatever the venue), and an unnamed program is reported by its id
// (venues.ts describeProgram), so a missing row never hides a trade.
//
// Sources, per id:
// - CSV = labels/programs-and-venues.csv (merged from cxcx-ai/solana-dex-parser,
//   sevenlabs-hq/carbon, helius-labs/photon-explorer, Solscan labels via
//   dwdwow/goalb); the sources column of its row is named.
// - Jupiter labels = Jupiter's /program-id-to-label answer as saved in
//   Degencomps/Comp @ 0c18f67 (src/markets/jupiter/mainnet-programs.json).
// - DefiLlama = DefiLlama/dimension-adapters dexs/<venue>; Dune = spellbook
//   solana AMM models (project_main_id); declare_id = the program's own source.
// - corpus = invoked in a labelled transaction of server/chain/testing/corpus.
import type { Address, Venue } from "@/server/engine/snapshot";

export type VenueKind = "amm" | "clmm" | "dlmm" | "prop_amm" | "order_book" | "stable_swap" | "launchpad" | "aggregator" | "order_program";

export interface TradingVenueRow {
  programId: Address;
  venue: Venue;
  name: string;
  kind?: VenueKind;
  source: string;
}

const row = (programId: Address, venue: Venue, name: string, kind: VenueKind, source: string): TradingVenueRow => ({ programId, venue, name, kind, source });

export const TRADING_VENUE_ROWS: readonly TradingVenueRow[] = [
  // order books
  row("PhoeNiXZ8ByJGLkxNfZRnkUfjvmuYqLR89jjFHGqdXY", "phoenix", "Phoenix", "order_book", "CSV (solana-dex-parser, carbon, photon, Solscan); corpus (Jupiter and OKX routes)"),
  row("opnb2LAfJYbRMAHHvqjCwQxanZn7ReEHp1k81EohpZb", "openbook_v2", "OpenBook v2", "order_book", "CSV (solana-dex-parser, carbon, Solscan)"),
  row("srmqPvymJeFKQ4zGQed1GFppgkRHL9kaELCbyksJtPX", "openbook_v1", "OpenBook (Serum v3 fork)", "order_book", "CSV (Solscan: OpenBook Program); Jupiter labels 'Openbook'; corpus (Raydium v4 pool creation)"),
  row("9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin", "openbook_v1", "Serum v3", "order_book", "CSV (SerumV3)"),
  row("MNFSTqtC93rEfYHB6hF82sKdZpUDFWkViLByLd1k1Ms", "manifest", "Manifest", "order_book", "declare_id in CKS-Systems/manifest"),
  // proprietary AMMs (market-maker quoted pools, routed through aggregators)
  row("SoLFiHG9TfgtdUXUjWAxi3LtvYuFyDLVhBWxdMZxyCe", "solfi", "SolFi", "prop_amm", "CSV (solana-dex-parser); corpus (Jupiter route)"),
  row("SV2EYYJyRz2YhfXwXnhNAevDEui5Q6yrfyo13WtupPF", "solfi", "SolFi V2", "prop_amm", "public router constants (SOLFI_V2_PROGRAM_ID), Jupiter route labels"),
  row("ZERor4xhbUycZ6gb9ntrhqscUcZmAbQDjEAtCf4hbZY", "zerofi", "ZeroFi", "prop_amm", "CSV (solana-dex-parser); corpus (Jupiter route)"),
  row("9H6tua7jkLhdm3w8BvgpTn5LZNU7g4ZynDmCiNN3q6Rp", "humidifi", "HumidiFi", "prop_amm", "Dune spellbook humidifi project_main_id; DefiLlama dexs/humidifi"),
  row("TessVdML9pBGgG9yGks7o4HewRaXVAMuoVj4x83GLQH", "tessera_v", "Tessera V", "prop_amm", "DefiLlama dexs/tessera-v (// Program: TessVdML…)"),
  row("goonERTdGsjnkZqWuVjs73BZ3Pb9qoCUdBUL17BnS5j", "goonfi", "GoonFi", "prop_amm", "Dune spellbook goonfi project_main_id"),
  row("goonuddtQRrWqqn5nFyczVKaie28f3kDkHWkHtURSLE", "goonfi", "GoonFi V2", "prop_amm", "public router constants (GOONFI_V2_PROGRAM_ID)"),
  row("obriQD1zbpyLz95G5n7nJe6a4DPjpFwa5XYPoNm113y", "obric_v2", "Obric V2", "prop_amm", "Solscan label 'Obric V2 Exchange'; solana-dex-parser DEX_PROGRAMS ObricV2; corpus (Jupiter routes)"),
  row("ALPHAQmeA7bjrVuccPsYPiCvsi428SNwte66Srvs4pHA", "alphaq", "AlphaQ", "prop_amm", "jowency-me/solana-tx-parser @ 70d6515 testdata (AlphaQ swaps); corpus (Jupiter and Titan routes)"),
  row("BiSoNHVpsVZW2F7rx2eQ59yQwKxzU5NvBcmKshCSUypi", "bisonfi", "BisonFi", "prop_amm", "corpus (a Jupiter route next to AlphaQ and Raydium CLMM)"),
  row("2wT8Yq49kHgDzXuPxZSaeLaH1qbmGXtEyPy64bL7aD3c", "lifinity_v2", "Lifinity v2", "prop_amm", "CSV (solana-dex-parser, carbon, photon, Solscan); Jupiter labels 'Lifinity V2'"),
  row("EewxydAPCCVuNEyrVN68PuSYdQ7wKn27V9Gjeoi8dy3S", "lifinity_v1", "Lifinity v1", "prop_amm", "CSV (Solscan: Lifinity Swap); Jupiter labels 'Lifinity V1'"),
  // AMMs, CLMMs and stable swaps
  row("9W959DqEETiGZocYWCQPaJ6sBmUzgfxXfqGeTEdp3aQP", "orca_v2", "Orca token swap v2", "amm", "CSV (solana-dex-parser, photon, Solscan); Jupiter labels 'Orca V2'"),
  row("DjVE6JNiYqPL2QXyCUUh8rNjHrbz9hXHNYt99MQ59qw1", "orca_v1", "Orca token swap v1", "amm", "CSV (Solscan: Orca Token Swap); Jupiter labels 'Orca V1'"),
  row("HpNfyc2Saw7RKkQd8nEL4khUcuPhQ7WwY1B2qjx8jxFq", "pancakeswap", "PancakeSwap (Solana CLMM)", "clmm", "CSV (carbon: pancake-swap)"),
  row("HEAVENoP2qxoeuF8Dj2oT1GHEnu49U5mJYkdeC8BAX2o", "heaven", "Heaven", "launchpad", "CSV (solana-dex-parser, carbon)"),
  row("swapNyd8XiQwJ6ianp9snpu4brUqFxadzvHebnAXjJZ", "stabble", "Stabble stable swap", "stable_swap", "CSV (solana-dex-parser, carbon)"),
  row("swapFpHZwjELNnjvThjajtiVmkz3yPQEHjLtka2fwHW", "stabble", "Stabble weighted swap", "amm", "CSV (solana-dex-parser, carbon)"),
  row("5quBtoiQqxF9Jv6KYKctB59NT3gtJD2Y65kdnB1Uev3h", "raydium_stable", "Raydium stable swap", "stable_swap", "CSV (solana-dex-parser, photon, Solscan)"),
  row("SSwpkEEcbUqx4vtoEByFjSkhKdCT862DNVb52nZg1UZ", "saber", "Saber", "stable_swap", "CSV (Saber); Jupiter labels 'Saber'"),
  row("SSwapUtytfBdBn1b9NUGG6foMVPtcWgpRU32HToDUZr", "saros", "Saros", "amm", "CSV (Saros); Jupiter labels 'Saros'"),
  row("CLMM9tUoggJu2wagPkkqs9eFG4BWhVBZWkP1qv3Sp7tR", "crema", "Crema", "clmm", "CSV (Crema); Jupiter labels 'Crema'"),
  row("REALQqNEomY6cQGZJUGwywTBD2UmDT32rZcNnfxQ5N2", "byreal", "Byreal CLMM", "clmm", "jowency-me/solana-tx-parser @ 70d6515 testdata (Byreal DecreaseLiquidityV2, REALQ swaps); corpus"),
  row("HyaB3W9q6XdA5xwpU4XnSZV94htfmbmqJXZcEbRaJutt", "invariant", "Invariant", "clmm", "Jupiter labels 'Invariant'; corpus (a Raydium v4 pool creation transaction)"),
  row("AMM55ShdkoGRB5jVYPjWziwk8m5MpwyDgsMWHaMSQWH6", "aldrin", "Aldrin", "amm", "CSV (Aldrin); Jupiter labels 'Aldrin'"),
  row("CURVGoZn8zycx6FXwwevgBTB2gVvdbGTEpvMJDbgs2t4", "aldrin", "Aldrin V2", "amm", "CSV (Aldrin V2); Jupiter labels 'Aldrin V2'"),
  row("FLUXubRmkEi2q6K3Y9kBPg9248ggaZVsoSFhtJHSrm1X", "fluxbeam", "FluxBeam", "amm", "CSV (Solscan: Fluxbeam Program); Jupiter labels 'FluxBeam'"),
  row("BSwp6bEBihVLdqJRKGgzjcGLHkcTuzmSo1TQkHepzH8p", "bonkswap", "Bonkswap", "amm", "CSV (Bonkswap); Jupiter labels 'Bonkswap'"),
  row("GAMMA7meSFWaBXF25oSUgmGRwaW6sCMFLmBNiMSdbHVT", "goosefx", "GooseFX GAMMA", "amm", "CSV (GooseFX GAMMA)"),
  row("GFXsSL5sSaDfNFQUYsHekbWBW1TsFdjDYzACh62tEHxn", "goosefx", "GooseFX v1", "amm", "Jupiter labels 'GooseFX'"),
  row("MERLuDFBMmsHnsBPZw2sDQZHvXFMwp8EdjudcU2HKky", "mercurial", "Mercurial", "stable_swap", "CSV (Mercurial); Jupiter labels 'Mercurial'"),
  row("stkitrT1Uoy18Dk1fTrgPw8W6MVzoCfYoAFT4MLsmhq", "sanctum", "Sanctum router", "stable_swap", "CSV (Solscan: Sanctum Router Program); Jupiter labels 'Sanctum'"),
  row("DEXYosS6oEGvk8uCDayvwEZz4qEyDJRf9nFgYCaqPMTm", "one_dex", "1Dex", "amm", "CSV (1Dex)"),
  // launchpads (bonding curves)
  row("boop8hVGQGqehUK2iVEMEnMrL5RbjywRzHKBmBE7ry4", "boop", "Boop.fun", "launchpad", "CSV (solana-dex-parser: boop); venue-instruction-discriminators.csv"),
  row("deus4Bvftd5QKcEkE5muQaWGWDoma8GrySvPFrBPjhS", "sugar", "Sugar", "launchpad", "CSV (solana-dex-parser: Sugar)"),
  row("vrTGoBuy5rYSxAfV3jaRJWHH6nN9WK4NRExGxsk1bCJ", "vertigo", "Vertigo", "launchpad", "CSV (carbon: vertigo); venue-instruction-discriminators.csv"),
  row("5U3EU2ubXtK84QcRjWVmYt9RaDyA8gKxdUrPFXmZyaki", "virtuals", "Virtuals", "launchpad", "CSV (carbon: virtuals); venue-instruction-discriminators.csv"),
  row("waveQX2yP3H1pVU8djGvEHmYg8uamQ84AuyGtpsrXTF", "wavebreak", "Wavebreak", "launchpad", "CSV (carbon: wavebreak); venue-instruction-discriminators.csv"),
  // aggregators and routers (they hold no pools: the trade's venue is the pool below them, or the router for a split route)
  row("6m2CDdhRgxpH4WjvdzxAYbGxwdGUz5MziiL5jek2kBma", "okx", "OKX DEX router", "aggregator", "CSV (solana-dex-parser, carbon: okx-dex); corpus (OKX routes)"),
  row("proVF4pMXVaYqmy4NjniPh4pqKNfMmsihgd4wdkCX3u", "okx", "OKX DEX router v2", "aggregator", "CSV (carbon: onchain-labs-dex-v2)"),
  row("DF1ow4tspfHX9JwWJsAb9epbkA8hmpSEAtxXy1V27QBH", "dflow", "DFlow aggregator v4", "aggregator", "CSV (carbon: dflow-aggregator-v4)"),
  row("T1TANpTeScyeqVzzgNViGDNrkQ6qHz9KrSBS4aNXvGT", "titan", "Titan router", "aggregator", "jowency-me/solana-tx-parser @ 70d6515 testdata (T1TAN swaps); corpus (SwapRouteV2/V3)"),
  row("REALp6iMBDTctQqpmhBo4PumwJGcybbnDpxtax3ara3", "byreal", "Byreal router", "aggregator", "corpus (SmartSwapV3 into Byreal CLMM, jowency-me/solana-tx-parser realq_swap fixtures)"),
  row("routeUGWgWzqBWFcrCfv8tritsqukccJPu3q5GPP3xS", "raydium_router", "Raydium route", "aggregator", "public Raydium constants (AMM routing program); corpus (a two-hop Raydium CLMM route)"),
  // order programs (escrowed orders; their fills are separate transactions)
  row("DCA265Vj8a9CEuX1eb1LWRnDT7uK6q1xMipnNyatn23M", "jupiter_dca", "Jupiter DCA", "order_program", "CSV (solana-dex-parser, carbon, photon, Solscan); corpus (DCA open/close)"),
  row("jupoNjAxXgZ4rjzxzPMP4oxduvQsQtZzyknqvzYNrNu", "jupiter_limit", "Jupiter limit order", "order_program", "CSV (Solscan: Jupiter Limit Order); Jupiter labels 'Jupiter LO'"),
  row("j1o2qRpjcyUwEvwtcfhEQefh773ZgjxcVRry7LDqg5X", "jupiter_limit", "Jupiter limit order v2", "order_program", "CSV (Solscan: Jupiter Limit Order V2)"),
  // request-for-quote fills: a trade between the taker and a market maker, both signing
  row("61DFfeTKM7trxYcPQCM78bJ794ddZprZpAwAnLiwTpYH", "jupiter_order_engine", "Jupiter order engine (RFQ)", "order_book", "jowency-me/solana-tx-parser @ 70d6515 testdata (JupiterOrderEngine Fill); corpus"),
];
