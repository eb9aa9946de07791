// h. Token-2022 traps, one mint each, all with a PumpSwap pool and holders:
// a 10 % transfer fee whose config authority is live; a transfer hook naming
// a hook program (Jupiter will not route sells); a permanent delegate;
// accounts frozen by default (holders were thawed one by one by the issuer;
// no route); and an inert mint (hook with no program, 0 fee, no authority)
// that is reported but is not a honeypot.
import { slotDaysAgo } from "@/server/ledger/clock";
import { deriveAddress } from "@/server/ledger/keys";
import type { MintExtensionState } from "@/server/ledger/world/types";
import { launchPoolToken } from "@/server/ledger/scenarios/pool-token";
import { defineScenario } from "@/server/ledger/scenarios/script";
import type { HoneypotRisk, ScenarioDefinition } from "@/server/ledger/scenarios/types";

const fee = (bps: number, max: bigint) => ({ epoch: 780n, maximumFee: max, basisPoints: bps });

interface TrapSpec {
  id: string;
  title: string;
  description: string;
  symbol: string;
  days: number;
  extensions: (creator: string) => MintExtensionState[];
  risks: HoneypotRisk[];
  inert?: string[];
  sellBlocked?: boolean;
  frozenByDefault?: boolean;
}

function trap(spec: TrapSpec): ScenarioDefinition {
  return defineScenario({ id: spec.id, title: spec.title, description: spec.description, startSlot: slotDaysAgo(spec.days) }, (s) => {
    const creator = s.wallet("creator");
    const frozen = spec.frozenByDefault === true;
    const token = launchPoolToken(s, {
      name: spec.title, symbol: spec.symbol, program: "token2022", decimals: 6, extensions: spec.extensions(creator), sellBlocked: spec.sellBlocked,
      freezeAuthority: frozen ? creator : null, pool: { venue: "pumpswap", fraction: 0.7, sol: 60 }, buyers: frozen ? 0 : 26, buyerSol: [0.3, 2],
    });
    if (frozen) {
      // buys from the pool would land in frozen accounts: the issuer thaws and airdrops instead.
      s.wallets("holder", 24).forEach((owner, i) => {
        s.at(1_000 + i * 700, { kind: "thaw", authority: creator, mint: token.mint, owner });
        s.at(1_050 + i * 700, { kind: "tokenTransfer", from: creator, to: owner, mint: token.mint, amount: { raw: BigInt(1_000_000 + i * 350_000) * 1_000_000n } });
      });
    }
    return {
      mint: token.mint,
      expect: {
        recommendation: spec.risks.length > 0 ? "AVOID" : "SAFE",
        alsoAcceptable: spec.risks.length > 0 ? [] : ["REVIEW"],
        honeypot: { risk: spec.risks.length > 0 ? "HIGH" : "LOW", risks: spec.risks },
        inertExtensions: spec.inert,
        deployer: { creator, verdict: "FIRST_LAUNCH", priorLaunches: 0, deadLaunches: 0 },
        mintAuthorityRevoked: true,
        freezeAuthorityRevoked: !frozen,
        sellRoute: spec.sellBlocked ? "blocked" : "routable",
        venue: "pumpswap",
        holderCount: { min: 20, max: 30 },
      },
    };
  });
}

const HOOK_PROGRAM = deriveAddress("token2022-traps", "hook-program");

export const transferFeeTrap = trap({
  id: "t22-transfer-fee", title: "Token-2022 transfer fee 10%", symbol: "TAX", days: 7,
  description: "Token-2022 mint with a 10 % transfer fee and a live fee config authority (it can be raised).",
  extensions: (creator) => [{ type: "transferFeeConfig", configAuthority: creator, withdrawAuthority: creator, withheldAmount: 0n, olderFee: fee(1000, 10n ** 18n), newerFee: fee(1000, 10n ** 18n) }],
  risks: ["transfer_fee"],
});

export const transferHookTrap = trap({
  id: "t22-transfer-hook", title: "Token-2022 transfer hook", symbol: "HOOK", days: 6,
  description: "Token-2022 mint whose transfer hook names a program the creator controls; sells cannot be routed.",
  extensions: (creator) => [{ type: "transferHook", authority: creator, programId: HOOK_PROGRAM }],
  risks: ["transfer_hook"],
  sellBlocked: true,
});

export const permanentDelegateTrap = trap({
  id: "t22-permanent-delegate", title: "Token-2022 permanent delegate", symbol: "PDEL", days: 5,
  description: "Token-2022 mint with a permanent delegate that can move or burn anyone's tokens.",
  extensions: (creator) => [{ type: "permanentDelegate", delegate: creator }],
  risks: ["permanent_delegate"],
});

export const defaultFrozenTrap = trap({
  id: "t22-default-frozen", title: "Token-2022 frozen by default", symbol: "ICE", days: 4,
  description: "Token-2022 mint whose new accounts start frozen; the issuer thaws chosen holders; no sell route.",
  extensions: () => [{ type: "defaultAccountState", state: "frozen" }],
  risks: ["freeze_authority", "default_account_state_frozen"],
  sellBlocked: true,
  frozenByDefault: true,
});

export const inertExtensions = trap({
  id: "t22-inert", title: "Token-2022 inert extensions", symbol: "CALM", days: 3,
  description: "Token-2022 mint with a transfer hook naming no program and a 0 % fee with no authorities: reported, not a honeypot.",
  extensions: () => [
    { type: "transferFeeConfig", configAuthority: null, withdrawAuthority: null, withheldAmount: 0n, olderFee: fee(0, 0n), newerFee: fee(0, 0n) },
    { type: "transferHook", authority: null, programId: null },
  ],
  risks: [],
  inert: ["transferFeeConfig", "transferHook"],
});

export const TOKEN2022_TRAPS = [transferFeeTrap, transferHookTrap, permanentDelegateTrap, defaultFrozenTrap, inertExtensions];
