// A mint created directly on the token program (no launchpad): createAccount,
// Token-2022 extension initialisers (which must precede the mint's
// initialisation), initializeMint2, the creator's ATA, the initial supply,
// and optionally the mint authority revoked.
import { PROGRAMS, rentExempt } from "@/server/ledger/constants";
import { encodeMint } from "@/server/ledger/world/layouts/mint-layout";
import { initializeMint2Ix, mintToIx, setAuthorityIx, thawAccountIx } from "@/server/ledger/world/ix/spl-token";
import { createAccountIx } from "@/server/ledger/world/ix/system";
import {
  initializeDefaultAccountStateIx,
  initializeMetadataPointerIx,
  initializePermanentDelegateIx,
  initializeTokenMetadataIx,
  initializeTransferFeeConfigIx,
  initializeTransferHookIx,
} from "@/server/ledger/world/ix/token-2022";
import { createAccount, mintTokens } from "@/server/ledger/world/mutations";
import type { InstructionRecord, MintExtensionState, MintState, TxRecord } from "@/server/ledger/world/types";
import { ensureAtaTop, openTx, type ExecContext } from "@/server/ledger/world/actions/common";
import type { Action } from "@/server/ledger/world/actions/types";

type SplCreate = Extract<Action, { kind: "splCreate" }>;

function extensionIx(mint: string, ext: MintExtensionState): InstructionRecord | null {
  switch (ext.type) {
    case "transferFeeConfig":
      return initializeTransferFeeConfigIx(mint, ext.configAuthority, ext.withdrawAuthority, ext.newerFee.basisPoints, ext.newerFee.maximumFee);
    case "transferHook":
      return initializeTransferHookIx(mint, ext.authority, ext.programId);
    case "permanentDelegate":
      return ext.delegate ? initializePermanentDelegateIx(mint, ext.delegate) : null;
    case "defaultAccountState":
      return initializeDefaultAccountStateIx(mint, ext.state);
    case "metadataPointer":
      return initializeMetadataPointerIx(mint, ext.authority, ext.metadataAddress);
    default:
      return null;
  }
}

export function execSplCreate(ctx: ExecContext, a: SplCreate): TxRecord {
  const tx = openTx(ctx, a.creator, { computeUnitLimit: 200_000, microLamportsPerCu: 50_000, ...a });
  tx.signer(a.mint);
  const program = a.program === "token2022" ? PROGRAMS.token2022 : PROGRAMS.token;
  const extensions = a.program === "token2022" ? (a.extensions ?? []) : [];
  const authority = a.mintAuthority ?? a.creator;
  const mint: MintState = { programId: program, decimals: a.decimals, supply: 0n, mintAuthority: authority, freezeAuthority: a.freezeAuthority, extensions };
  const space = encodeMint(a.mint, mint).length;
  tx.instruction(createAccountIx(a.creator, a.mint, rentExempt(space), space, program));
  createAccount(tx, a.creator, a.mint, program, space, { kind: "mint", mint });
  for (const ext of extensions) {
    const ix = extensionIx(a.mint, ext);
    if (ix) tx.instruction(ix);
  }
  tx.instruction(initializeMint2Ix(program, a.mint, a.decimals, authority, a.freezeAuthority), ["Program log: Instruction: InitializeMint2"]);
  const meta = extensions.find((e) => e.type === "tokenMetadata");
  if (meta && meta.type === "tokenMetadata") tx.instruction(initializeTokenMetadataIx(a.mint, a.creator, a.creator, meta));
  if (a.supply > 0n) {
    // the initial supply goes to the mint authority's ATA (thawed first when accounts start frozen).
    const ata = ensureAtaTop(tx, a.creator, authority, a.mint);
    tx.writable(ata);
    const token = ctx.world.getTokenAccount(ata);
    if (token?.state === "frozen" && a.freezeAuthority) {
      tx.instruction(thawAccountIx(program, ata, a.mint, a.freezeAuthority), ["Program log: Instruction: ThawAccount"]);
      token.state = "initialized";
    }
    if (authority !== a.creator) throw new Error("an initial supply needs the creator to be the mint authority");
    tx.instruction(mintToIx(program, a.mint, ata, authority, a.supply), ["Program log: Instruction: MintTo"]);
    mintTokens(tx, a.mint, ata, a.supply);
  }
  if (a.revokeMintAuthority) {
    tx.instruction(setAuthorityIx(program, a.mint, authority, "mintTokens", null), ["Program log: Instruction: SetAuthority"]);
    if (!tx.failed) mint.mintAuthority = null;
  }
  ctx.world.listings.set(a.mint, { name: a.name, symbol: a.symbol, createdSlot: ctx.slot, sellBlocked: a.sellBlocked ?? false });
  return tx.commit();
}
