// The alert body (docs/decisions.md "Watch and alerts", Standard Webhooks shape):
// { type, timestamp, data: { event, mint, reason, coordinated, action,
// wallets[], sold_pct, slot, signatures[], report_url } }. Built once when the
// incident is recorded, so every retry sends the same bytes.
import type { WatchIncident } from "@/server/engine/watch/types";

export interface AlertPayload {
  type: WatchIncident["type"];
  timestamp: string;
  data: {
    event: WatchIncident["type"];
    mint: string;
    reason: string;
    coordinated: boolean;
    action: "EXIT" | "REVIEW";
    wallets: string[];
    sold_pct: number;
    slot: number;
    signatures: string[];
    report_url: string;
  };
}

export function buildAlertPayload(incident: WatchIncident, mint: string, baseUrl: string): AlertPayload {
  return {
    type: incident.type,
    timestamp: new Date(incident.time * 1000).toISOString(),
    data: {
      event: incident.type,
      mint,
      reason: incident.reason,
      coordinated: incident.coordinated,
      action: incident.action,
      wallets: incident.wallets,
      sold_pct: incident.soldPct,
      slot: incident.slot,
      signatures: incident.signatures,
      report_url: `${baseUrl}/token/${mint}`,
    },
  };
}

export function describeAlertForEmail(payload: AlertPayload): { subject: string; text: string } {
  const d = payload.data;
  return {
    subject: `[Cabal Hunter] ${d.action}: ${d.event.replace("_", " ")} on ${d.mint}`,
    text: [
      `${d.reason}.`,
      `Action: ${d.action}.`,
      d.wallets.length ? `Wallets: ${d.wallets.join(", ")}` : "",
      `Slot ${d.slot}; signatures: ${d.signatures.join(", ")}`,
      `Report: ${d.report_url}`,
    ].filter(Boolean).join("\n"),
  };
}
