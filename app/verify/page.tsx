import type { Metadata } from "next";
import Link from "next/link";
import { VerifyApp } from "@/app/verify/verify-app";

export const metadata: Metadata = { title: "Verify evidence" };

export default function VerifyPage() {
  return (
    <div className="space-y-8 pt-2 sm:pt-6">
      <div className="mx-auto max-w-2xl space-y-2 text-center">
        <h1 className="text-3xl font-black tracking-tight text-white sm:text-4xl">Check the proof yourself</h1>
        <p className="text-slate-400">
          Every report comes with a signed evidence pack: the rule behind each flag and the transactions that prove it. Paste one here to check its signature
          and re-derive each flag from any Solana RPC, without trusting us.
        </p>
        <p className="text-sm text-slate-400">
          Get a pack from <code className="text-slate-300">GET /api/evidence?mint=</code> (see the{" "}
          <Link prefetch={false} href="/docs" className="text-sky-300 underline hover:text-sky-200">
            API docs
          </Link>
          ), or check it from a terminal with <code className="text-slate-300">npm run verify -- pack.json --rpc &lt;url&gt;</code>.
        </p>
      </div>
      <VerifyApp />
    </div>
  );
}
