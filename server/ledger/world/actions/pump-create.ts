// pump.fun Create: the mint (signer), its bonding curve PDA and the curve's
// token vault, Metaplex metadata, 1B tokens minted to the vault, then the mint
// authority revoked - the CPIs of the recorded create transaction. An optional
// dev buy rides in the same transaction, as the pump.fun UI sends it.
import { ACCOUNTS, MINT_RENT, PROGRAMS, rentExempt } from "@/server/ledger/constants";
import { blockTimeOf } from "@/server/ledger/clock";
import { newCurve, PUMP_DECIMALS, PUMP_TOTAL_SUPPLY } from "@/server/ledger/world/curve-math";
import { CURVE_SPACE } from "@/server/ledger/world/layouts/curve-layout";
import { createEventData, eventCpiIx, pumpAddresses, pumpCreateIx } from "@/server/ledger/world/ix/pump";
import { createMetadataIx, encodeMetadata, METADATA_LAMPORTS } from "@/server/ledger/world/ix/metaplex";
import { initializeMint2Ix, mintToIx, setAuthorityIx } from "@/server/ledger/world/ix/spl-token";
import { allocateIx, assignIx, createAccountIx, transferIx } from "@/server/ledger/world/ix/system";
import { createAccount, mintTokens, moveLamports } from "@/server/ledger/world/mutations";
import type { TxRecord } from "@/server/ledger/world/types";
import { createAtaInner, openTx, type ExecContext } from "@/server/ledger/world/actions/common";
import { appendPumpBuy } from "@/server/ledger/world/actions/pump-trade";
import type { Action } from "@/server/ledger/world/actions/types";

export function execPumpCreate(ctx: ExecContext, a: Extract<Action, { kind: "pumpCreate" }>): TxRecord {
  const { world } = ctx;
  const tx = openTx(ctx, a.creator, { computeUnitLimit: 250_000, microLamportsPerCu: 400_000, ...a });
  tx.signer(a.mint);
  const meta = { name: a.name, symbol: a.symbol, uri: a.uri };
  const curveAddress = pumpAddresses.curve(a.mint);
  const metadata = pumpAddresses.metadata(a.mint);
  tx.writable(curveAddress, pumpAddresses.curveVault(a.mint), metadata);
  const curve = newCurve(a.mint, a.creator);
  const event = createEventData(a.mint, a.creator, meta, blockTimeOf(ctx.slot), curve);
  const index = tx.instruction(pumpCreateIx(a.mint, a.creator, meta), ["Program log: Instruction: Create"], [`Program data: ${event.toString("base64")}`]);
  const authority = ACCOUNTS.pumpMintAuthority;
  createAccount(tx, a.creator, a.mint, PROGRAMS.token, 82, {
    kind: "mint",
    mint: { programId: PROGRAMS.token, decimals: PUMP_DECIMALS, supply: 0n, mintAuthority: authority, freezeAuthority: null, extensions: [] },
  });
  tx.innerInstruction(index, createAccountIx(a.creator, a.mint, MINT_RENT, 82, PROGRAMS.token, 2));
  tx.innerInstruction(index, initializeMint2Ix(PROGRAMS.token, a.mint, PUMP_DECIMALS, authority, null, 2), ["Program log: Instruction: InitializeMint2"]);
  createAccount(tx, a.creator, curveAddress, PROGRAMS.pumpfun, CURVE_SPACE, { kind: "curve", curve });
  tx.innerInstruction(index, createAccountIx(a.creator, curveAddress, rentExempt(CURVE_SPACE), CURVE_SPACE, PROGRAMS.pumpfun, 2));
  const vault = createAtaInner(tx, index, a.creator, curveAddress, a.mint);
  tx.innerInstruction(index, createMetadataIx(metadata, a.mint, authority, a.creator, meta), ["Program log: IX: Create Metadata Accounts v3"]);
  tx.innerInstruction(index, transferIx(a.creator, metadata, METADATA_LAMPORTS, 3));
  tx.innerInstruction(index, allocateIx(metadata, 607, 3));
  tx.innerInstruction(index, assignIx(metadata, PROGRAMS.metaplex, 3));
  moveLamports(tx, a.creator, metadata, METADATA_LAMPORTS);
  if (!tx.failed) {
    const account = world.getAccount(metadata)!;
    account.owner = PROGRAMS.metaplex;
    account.data = { kind: "bytes", bytes: encodeMetadata(a.mint, authority, meta) };
  }
  mintTokens(tx, a.mint, vault, PUMP_TOTAL_SUPPLY);
  tx.innerInstruction(index, mintToIx(PROGRAMS.token, a.mint, vault, authority, PUMP_TOTAL_SUPPLY, 2), ["Program log: Instruction: MintTo"]);
  tx.innerInstruction(index, setAuthorityIx(PROGRAMS.token, a.mint, authority, "mintTokens", null, 2), ["Program log: Instruction: SetAuthority"]);
  if (!tx.failed) world.getMint(a.mint)!.mintAuthority = null;
  tx.innerInstruction(index, eventCpiIx(PROGRAMS.pumpfun, ACCOUNTS.pumpEventAuthority, event));
  world.addVenue(a.mint, curveAddress);
  world.listings.set(a.mint, { name: a.name, symbol: a.symbol, createdSlot: ctx.slot, sellBlocked: false });
  if (a.devBuyLamports) appendPumpBuy(tx, a.mint, a.creator, a.devBuyLamports);
  return tx.commit();
}
