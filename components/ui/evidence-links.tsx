import type { ReactNode } from "react";
import { explorerAccount, explorerSlot, explorerTx } from "@/components/explorer";
import { shortAddress } from "@/components/format";

function ExternalLink({ href, title, children, className = "" }: { href: string; title: string; children: ReactNode; className?: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      title={title}
      className={`font-mono text-sky-300 underline decoration-sky-300/30 underline-offset-2 hover:text-sky-200 hover:decoration-sky-200 ${className}`}
    >
      {children}
    </a>
  );
}

export function TxLink({ signature, className }: { signature: string; className?: string }) {
  return (
    <ExternalLink href={explorerTx(signature)} title={`Transaction ${signature} (opens Solscan)`} className={className}>
      {shortAddress(signature, 6)}
    </ExternalLink>
  );
}

export function AddressLink({ address, className, keep = 4 }: { address: string; className?: string; keep?: number }) {
  return (
    <ExternalLink href={explorerAccount(address)} title={`Account ${address} (opens Solscan)`} className={className}>
      {shortAddress(address, keep)}
    </ExternalLink>
  );
}

export function SlotLink({ slot }: { slot: number }) {
  return (
    <ExternalLink href={explorerSlot(slot)} title={`Slot ${slot} (opens Solscan)`}>
      {slot.toLocaleString("en-US")}
    </ExternalLink>
  );
}
