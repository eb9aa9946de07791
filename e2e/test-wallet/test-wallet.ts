// The Node half of the injected test wallet: a local @solana/web3.js Keypair
// signs what the page's wallet is asked to sign, and sends it through the
// embedded ledger like a real wallet's RPC would. Funding goes through the
// ledger's HTTP test controls (/__ledger/airdrop, /__ledger/mint-usdc).
import type { APIRequestContext, Page } from "@playwright/test";
import {
  AccountLayout,
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from "@solana/spl-token";
import { Connection, Keypair, PublicKey, Transaction, VersionedTransaction, type Commitment } from "@solana/web3.js";
import bs58 from "bs58";
import { registerTestWallet, type BridgeRequest } from "@/e2e/test-wallet/register-test-wallet";

export const TEST_WALLET_NAME = "Cabal Test Wallet";
/** the ledger's USDC (Circle's mainnet mint address, classic SPL Token, 6 decimals) */
/** the embedded ledger's payment USDC: Circle's devnet mint, as the ledger answers devnet's genesis hash (server/ledger/constants.ts) */
export const LEDGER_USDC = "4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU";
const ICON = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#a855f7"/><path d="M9 11h14v10H9z" fill="none" stroke="#fff" stroke-width="2"/><circle cx="19" cy="16" r="1.6" fill="#fff"/></svg>').toString("base64")}`;
const CHAINS = ["solana:mainnet", "solana:devnet", "solana:testnet", "solana:localnet"];

/** The embedded ledger's JSON-RPC URL, as GET /api/pricing announces it. */
export async function findLedgerUrl(request: APIRequestContext): Promise<string> {
  const pricing = (await (await request.get("/api/pricing")).json()) as { payments: { demo_rpc_url?: string } };
  if (!pricing.payments.demo_rpc_url) throw new Error("GET /api/pricing names no demo_rpc_url: the app is not on the embedded ledger");
  return pricing.payments.demo_rpc_url;
}

export class TestWallet {
  readonly keypair = Keypair.generate();
  /**
   * "reject": the person declines every signature. "spend-usdc-first": the wallet's USDC leaves
   * (another app, another tab) after the page checked the balance and before it signs, so only the
   * network's simulation can tell.
   */
  mode: "approve" | "reject" | "spend-usdc-first" = "approve";
  /** every transaction the page asked to sign, decoded */
  readonly requests: { op: BridgeRequest["op"]; chain?: string; transaction: VersionedTransaction }[] = [];
  private readonly connection: Connection;

  constructor(private readonly ledgerUrl: string) {
    this.connection = new Connection(ledgerUrl, { commitment: "confirmed", disableRetryOnRateLimit: true });
  }

  get address(): string {
    return this.keypair.publicKey.toBase58();
  }

  async fund({ lamports, usdcMicros }: { lamports: bigint; usdcMicros: bigint }): Promise<void> {
    if (lamports > 0n) await this.control("/__ledger/airdrop", { address: this.address, lamports: lamports.toString() });
    if (usdcMicros > 0n) await this.control("/__ledger/mint-usdc", { owner: this.address, amount: usdcMicros.toString() });
  }

  /** USDC the wallet holds, base units (0 without a token account). */
  async usdcBalance(mint: string): Promise<bigint> {
    const info = await this.connection.getAccountInfo(getAssociatedTokenAddressSync(new PublicKey(mint), this.keypair.publicKey), "confirmed");
    return info ? AccountLayout.decode(info.data).amount : 0n;
  }

  /** Makes the wallet known to the page before any of its scripts run. */
  async install(page: Page): Promise<void> {
    await page.exposeFunction("__cabalTestWallet", (request: BridgeRequest) => this.handle(request));
    await page.addInitScript(registerTestWallet, { name: TEST_WALLET_NAME, address: this.address, publicKey: [...this.keypair.publicKey.toBytes()], icon: ICON, chains: CHAINS });
  }

  private async handle(request: BridgeRequest): Promise<string> {
    const transaction = VersionedTransaction.deserialize(Buffer.from(request.transaction, "base64"));
    this.requests.push({ op: request.op, chain: request.chain, transaction });
    if (this.mode === "reject") throw new Error("User rejected the request.");
    if (this.mode === "spend-usdc-first") await this.spendAllUsdc();
    transaction.sign([this.keypair]);
    if (request.op === "signTransaction") return Buffer.from(transaction.serialize()).toString("base64");
    const signature = await this.connection.sendRawTransaction(transaction.serialize(), {
      skipPreflight: request.options?.skipPreflight ?? false,
      preflightCommitment: (request.options?.preflightCommitment as Commitment | undefined) ?? "confirmed",
    });
    return Buffer.from(bs58.decode(signature)).toString("base64");
  }

  private async spendAllUsdc(): Promise<void> {
    const mint = new PublicKey(LEDGER_USDC);
    const payer = this.keypair.publicKey;
    const elsewhere = Keypair.generate().publicKey;
    const destination = getAssociatedTokenAddressSync(mint, elsewhere);
    const { blockhash } = await this.connection.getLatestBlockhash("confirmed");
    const tx = new Transaction({ feePayer: payer, recentBlockhash: blockhash }).add(
      createAssociatedTokenAccountIdempotentInstruction(payer, destination, elsewhere, mint),
      createTransferCheckedInstruction(getAssociatedTokenAddressSync(mint, payer), mint, destination, payer, await this.usdcBalance(LEDGER_USDC), 6),
    );
    tx.sign(this.keypair);
    const signature = await this.connection.sendRawTransaction(tx.serialize());
    for (let i = 0; i < 40; i++) {
      const { value } = await this.connection.getSignatureStatuses([signature]);
      if (value[0]?.confirmationStatus === "confirmed" || value[0]?.confirmationStatus === "finalized") return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`spending the test wallet's USDC did not confirm: ${signature}`);
  }

  private async control(path: string, body: unknown): Promise<void> {
    const response = await fetch(new URL(path, this.ledgerUrl), { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  }
}
