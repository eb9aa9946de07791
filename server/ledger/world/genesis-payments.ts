// Genesis accounts the live ledger needs to take payments: the Memo programs,
// Circle's USDC mint (devnet's address, as the ledger answers devnet's genesis hash; decimals as Circle's; a supply of the
// order mainnet shows, all of it held by one treasury account so supply still
// equals the sum of token accounts), a faucet for requestAirdrop, and the demo
// payment wallet's (empty) USDC account: a client's transferChecked does not
// create the payee's account, so without it the first payment on a fresh
// install failed simulation with InvalidAccountData (issue 18 item 16).
import { ACCOUNTS, LAMPORTS_PER_SOL, MINT_RENT, PROGRAMS, TOKEN_ACCOUNT_RENT } from "@/server/ledger/constants";
import { associatedTokenAddress } from "@/server/ledger/crypto/pda";
import { deriveAddress } from "@/server/ledger/keys";
import type { World } from "@/server/ledger/world/world";

const LOADER_V1 = "BPFLoader1111111111111111111111111111111111";
const LOADER_V2 = "BPFLoader2111111111111111111111111111111111";

/** base units (6 decimals): 8.28 billion USDC, below 2^53 so uiAmount stays exact. */
export const USDC_GENESIS_SUPPLY = 8_276_375_974_708_499n;

/** Pays requestAirdrop: 5 million SOL, below 2^53 lamports like every balance the node writes as a number. */
export const FAUCET_ADDRESS = deriveAddress("ledger-genesis", "faucet");
export const USDC_TREASURY_OWNER = deriveAddress("ledger-genesis", "circle-treasury");
/** The service wallet of the demo (payments/payment-config.ts: PAYMENT_WALLET unset on the ledger). */
export const DEMO_PAYEE_OWNER = deriveAddress("cabal-hunter", "demo-payment-wallet");

export function seedPaymentGenesis(world: World): void {
  world.putAccount(PROGRAMS.memo, { lamports: 521_498_880n, owner: LOADER_V2, executable: true, data: { kind: "bytes", bytes: Buffer.alloc(36) } });
  world.putAccount(PROGRAMS.memoV1, { lamports: 121_159_680n, owner: LOADER_V1, executable: true, data: { kind: "bytes", bytes: Buffer.alloc(36) } });
  world.putAccount(ACCOUNTS.usdcMint, {
    lamports: MINT_RENT + 511_208_550_019n,
    owner: PROGRAMS.token,
    data: {
      kind: "mint",
      mint: {
        programId: PROGRAMS.token,
        decimals: 6,
        supply: USDC_GENESIS_SUPPLY,
        mintAuthority: ACCOUNTS.usdcMintAuthority,
        freezeAuthority: ACCOUNTS.usdcFreezeAuthority,
        extensions: [],
      },
    },
  });
  // the mint authority signs (and pays for) every test mint: it needs SOL for fees and ATA rent.
  world.putAccount(ACCOUNTS.usdcMintAuthority, { lamports: 25_000n * LAMPORTS_PER_SOL, owner: PROGRAMS.system });
  world.putAccount(ACCOUNTS.usdcFreezeAuthority, { lamports: 2n * LAMPORTS_PER_SOL, owner: PROGRAMS.system });
  world.putAccount(USDC_TREASURY_OWNER, { lamports: 40n * LAMPORTS_PER_SOL, owner: PROGRAMS.system });
  world.putAccount(associatedTokenAddress(USDC_TREASURY_OWNER, ACCOUNTS.usdcMint, PROGRAMS.token), {
    lamports: TOKEN_ACCOUNT_RENT,
    owner: PROGRAMS.token,
    data: {
      kind: "token",
      token: {
        programId: PROGRAMS.token, mint: ACCOUNTS.usdcMint, owner: USDC_TREASURY_OWNER, amount: USDC_GENESIS_SUPPLY,
        delegate: null, delegatedAmount: 0n, state: "initialized", isNative: null, closeAuthority: null, extensions: [], withheldAmount: 0n,
      },
    },
  });
  world.putAccount(associatedTokenAddress(DEMO_PAYEE_OWNER, ACCOUNTS.usdcMint, PROGRAMS.token), {
    lamports: TOKEN_ACCOUNT_RENT,
    owner: PROGRAMS.token,
    data: {
      kind: "token",
      token: {
        programId: PROGRAMS.token, mint: ACCOUNTS.usdcMint, owner: DEMO_PAYEE_OWNER, amount: 0n,
        delegate: null, delegatedAmount: 0n, state: "initialized", isNative: null, closeAuthority: null, extensions: [], withheldAmount: 0n,
      },
    },
  });
  world.putAccount(FAUCET_ADDRESS, { lamports: 5_000_000n * LAMPORTS_PER_SOL, owner: PROGRAMS.system });
}
