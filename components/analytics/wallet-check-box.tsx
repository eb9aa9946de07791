"use client";
// The wallet box: what a wallet is to this token (holder, cluster funder or
// member, deployer, pool, exchange) and whether it still holds. Free.
import { useId, useState } from "react";
import type { WalletCheckResponse } from "@/server/contracts/analytics";
import { checkWallet } from "@/server/contracts/endpoints/analytics";
import { isSolanaAddress } from "@/server/contracts/mint-address";
import { formatAmount, formatPct } from "@/components/format";
import { describeApiError } from "@/components/scan/describe-api-error";
import { Card, Chip, Notice } from "@/components/ui/card";
import { useApiRead } from "@/components/analytics/use-api-read";

export function WalletCheckBox({ mint }: { mint: string }) {
  const [wallet, setWallet] = useState("");
  const inputId = useId();
  const { state, load } = useApiRead(checkWallet);
  const valid = isSolanaAddress(wallet.trim());
  return (
    <Card title="Check a wallet" subtitle="Its role in this token and whether it still holds. Free, no key." testId="wallet-check">
      <form
        className="flex flex-wrap gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) void load({ query: { mint, wallet: wallet.trim() } });
        }}
      >
        <label htmlFor={inputId} className="sr-only">Wallet address</label>
        <input
          id={inputId}
          value={wallet}
          onChange={(e) => setWallet(e.target.value)}
          placeholder="Wallet address"
          className="min-w-0 flex-1 rounded-lg border border-line bg-black/30 px-3 py-1.5 font-mono text-sm text-slate-100"
          aria-invalid={wallet.length > 0 && !valid}
        />
        <button type="submit" disabled={!valid || state.status === "loading"} className="rounded-lg border border-line bg-white/5 px-3 py-1.5 text-sm text-slate-100 disabled:opacity-50">
          {state.status === "loading" ? "Checking…" : "Check"}
        </button>
      </form>
      {state.status === "error" && (
        <div className="mt-3">
          <Notice tone="error" title={describeApiError(state.problem).title}>{describeApiError(state.problem).body}</Notice>
        </div>
      )}
      {state.status === "ok" && <WalletAnswer answer={state.data} />}
    </Card>
  );
}

function WalletAnswer({ answer }: { answer: WalletCheckResponse }) {
  return (
    <div className="mt-3 space-y-2 text-sm" role="status">
      <div className="flex flex-wrap gap-1.5">
        {answer.roles.length === 0 && <Chip>No role in this token</Chip>}
        {answer.roles.map((role, i) => (
          <Chip key={i}>{describeRole(role)}</Chip>
        ))}
      </div>
      <p className="text-slate-300">
        {answer.holding.holds_now ? `Holds ${formatAmount(answer.holding.ui_amount)} tokens now.` : answer.holding.sold_out ? "Held or bought this token and has sold out." : "Holds none."}
        {answer.track_record && ` Launched ${answer.track_record.prior_tokens} earlier tokens, ${answer.track_record.graduated} still listed.`}
      </p>
    </div>
  );
}

function describeRole(role: WalletCheckResponse["roles"][number]): string {
  switch (role.role) {
    case "holder":
      return `Holder #${role.rank ?? "?"} · ${formatPct(role.pct)}`;
    case "cluster_funder":
      return `Funds ${role.wallet_count} wallets (${role.cluster_type}) · ${formatPct(role.combined_pct)}`;
    case "cluster_member":
      return `In ${role.cluster_type.replace("_", " ")} cluster ${role.cluster_id}`;
    case "exited_member":
      return `In exited group ${role.cluster_id} (bought early, sold out)`;
    case "deployer":
      return "Deployer";
    case "liquidity_pool":
      return `Liquidity pool${role.venue ? ` (${role.venue})` : ""}`;
    case "labelled_exchange":
      return `Exchange: ${role.label}`;
  }
}
