// Pays a Cabal Hunter payment request from the command line: a USDC
// transferChecked to the service wallet with the request's memo, signed with
// @solana/web3.js and sent to the RPC, then waits for the commitment the
// request needs. Prints the transaction signature on stdout (progress on stderr).
//
//   npx tsx scripts/pay-usdc.ts --quote quote.json --fund
//   npx tsx scripts/pay-usdc.ts --pay-to <owner> --amount 1000000 --memo <memo> --keypair ~/.config/solana/id.json --rpc <url>
//
// --fund works only on the embedded demo ledger: it funds a fresh throwaway
// wallet through the ledger's test controls (/__ledger/airdrop, /__ledger/mint-usdc).
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { Connection, Keypair } from "@solana/web3.js";
import { sendUsdcPayment } from "../server/services/access/payments/usdc-payment-tx";

const USDC = "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v";

const { values } = parseArgs({
  options: {
    quote: { type: "string" },
    "pay-to": { type: "string" },
    amount: { type: "string" },
    memo: { type: "string" },
    mint: { type: "string" },
    rpc: { type: "string" },
    app: { type: "string", default: "http://localhost:3000" },
    keypair: { type: "string" },
    fund: { type: "boolean", default: false },
    commitment: { type: "string" },
  },
});

const log = (line: string) => process.stderr.write(`${line}\n`);

interface PaymentRequest {
  payTo: string;
  amount: bigint;
  memo: string;
  mint: string;
  commitment: "confirmed" | "finalized";
}

function readRequest(): PaymentRequest {
  const quote = values.quote ? (JSON.parse(readFileSync(values.quote, "utf8")) as Record<string, string>) : {};
  const payTo = values["pay-to"] ?? quote.pay_to;
  const amount = values.amount ?? quote.amount;
  const memo = values.memo ?? quote.memo;
  if (!payTo || !amount || !memo) throw new Error("Give --quote <file from /api/buy-key/quote>, or --pay-to, --amount (micro-USDC) and --memo.");
  const commitment = (values.commitment ?? quote.commitment ?? "finalized") as PaymentRequest["commitment"];
  return { payTo, amount: BigInt(amount), memo, mint: values.mint ?? quote.asset ?? USDC, commitment };
}

async function resolveRpc(): Promise<string> {
  if (values.rpc) return values.rpc;
  const pricing = (await (await fetch(`${values.app}/api/pricing`)).json()) as { payments?: { demo_rpc_url?: string } };
  if (!pricing.payments?.demo_rpc_url) throw new Error("The app is not on the embedded ledger: pass --rpc <url>.");
  return pricing.payments.demo_rpc_url;
}

async function control(rpc: string, path: string, body: object): Promise<void> {
  const response = await fetch(`${rpc}/__ledger/${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`ledger ${path} failed: ${response.status} ${await response.text()}`);
}

async function main(): Promise<void> {
  const request = readRequest();
  const rpc = await resolveRpc();
  const payer = values.keypair
    ? Keypair.fromSecretKey(Uint8Array.from(JSON.parse(readFileSync(values.keypair, "utf8")) as number[]))
    : Keypair.generate();
  if (values.fund) {
    const owner = payer.publicKey.toBase58();
    await control(rpc, "airdrop", { address: owner, lamports: "1000000000" });
    await control(rpc, "mint-usdc", { owner, amount: request.amount.toString() });
    log(`funded demo wallet ${owner} with 1 SOL and ${request.amount} micro-USDC`);
  } else if (!values.keypair) {
    throw new Error("Give --keypair <file> (a funded wallet), or --fund on the embedded demo ledger.");
  }
  log(`paying ${request.amount} micro-USDC to ${request.payTo} with memo ${request.memo}; waiting for ${request.commitment}...`);
  const signature = await sendUsdcPayment(new Connection(rpc, "confirmed"), { payer, payTo: request.payTo, mint: request.mint, amountMicros: request.amount, memo: request.memo }, request.commitment);
  log(`${request.commitment}.`);
  process.stdout.write(`${signature}\n`);
}

main().catch((error: unknown) => {
  log(`pay-usdc: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
