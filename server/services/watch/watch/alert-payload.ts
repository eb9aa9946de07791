// The alert body (docs/decisions.md "Watch and alerts", revised). The fields
// the service description names sit at the top level, where a client written
// against it reads them, and the Standard Webhooks envelope sits beside them:
// { event, mint, reason, coordinated, action, wallets[], sold_pct,
// reserve_drop_pct (drains), slot, signatures[], report_url, type, timestamp,
// data: { the same fields } }. Built once when the incident is recorded, so
// every retry sends the same bytes.
import type { OperatorSighting } from "@/server/contracts/operator";
import type { WatchAlert, WatchAlertFields } from "@/server/contracts/watch";
import type { WatchIncident } from "@/server/engine/watch/types";
import type { OperatorActivity } from "@/server/services/watch/watch/operator/operator-activity";

export type AlertEvent = WatchAlert["event"];
/** one alert's fields (server/contracts/watch.ts watchAlertFieldsSchema) */
export type AlertFields = WatchAlertFields;
export type AlertPayload = WatchAlert;

function envelope(fields: AlertFields, time: number): AlertPayload {
  return { ...fields, type: fields.event, timestamp: new Date(time * 1000).toISOString(), data: fields };
}

export function buildAlertPayload(incident: WatchIncident, mint: string, baseUrl: string): AlertPayload {
  return envelope(
    {
      event: incident.type,
      mint,
      reason: incident.reason,
      coordinated: incident.coordinated,
      action: incident.action,
      wallets: incident.wallets,
      sold_pct: incident.soldPct,
      ...(incident.reserveDropPct !== undefined ? { reserve_drop_pct: incident.reserveDropPct } : {}),
      slot: incident.slot,
      signatures: incident.signatures,
      report_url: `${baseUrl}/token/${mint}`,
    },
    incident.time,
  );
}

export function buildOperatorPayload(activity: OperatorActivity, baseUrl: string, memory: { seen_count: number; seen_in: OperatorSighting[] }): AlertPayload {
  const funder = activity.role === "funder";
  return envelope(
    {
      event: "operator_active",
      mint: activity.mint,
      reason: !funder
        ? `watched wallet ${activity.wallet} created the token ${activity.mint}`
        : activity.via === "fee_payer"
          ? `watched wallet ${activity.wallet} paid the fee of ${activity.buyer}'s buy of the new token ${activity.mint}`
          : `watched wallet ${activity.wallet} funded ${activity.buyer} (${activity.tx}), which then bought the new token ${activity.mint}`,
      // one operator acting is a lead, not yet a coordinated group: look before trading
      coordinated: false,
      action: "REVIEW",
      wallets: funder ? [activity.wallet, activity.buyer!] : [activity.wallet],
      sold_pct: 0,
      slot: activity.slot,
      signatures: funder ? [...new Set([activity.tx, activity.buyTx!])] : [activity.tx],
      report_url: `${baseUrl}/token/${activity.mint}`,
      wallet: activity.wallet,
      role: activity.role,
      tx: activity.tx,
      ...(funder ? { buyer: activity.buyer } : {}),
      seen_count: memory.seen_count,
      seen_in: memory.seen_in,
    },
    activity.time,
  );
}

/** Old stored incidents (before the top-level fields) carry them under `data` only. */
function fieldsOf(payload: AlertPayload): AlertFields {
  return payload.data ?? payload;
}

export function describeAlertForEmail(payload: AlertPayload): { subject: string; text: string } {
  const d = fieldsOf(payload);
  const what = d.event === "operator_active" ? `operator ${d.wallet} active (${d.role})` : d.event.replace("_", " ");
  return {
    subject: `[Cabal Hunter] ${d.action}: ${what} on ${d.mint}`,
    text: [
      `${d.reason}.`,
      `Event: ${d.event}. Action: ${d.action}. Coordinated: ${d.coordinated ? "yes" : "no"}.`,
      d.wallets.length ? `Wallets: ${d.wallets.join(", ")}` : "",
      d.event === "operator_active" ? "" : `Sold: ${d.sold_pct}% of supply${d.reserve_drop_pct !== undefined ? `; pool reserve fell ${d.reserve_drop_pct}%` : ""}.`,
      d.event === "operator_active" ? `Wallet ${d.wallet} as ${d.role}${d.buyer ? ` of ${d.buyer}` : ""}; transaction: ${d.tx}` : "",
      d.seen_count ? `Seen before by this service in ${d.seen_count} other token(s): ${(d.seen_in ?? []).map((s) => `${s.mint} (${s.role}, ${s.recommendation})`).join(", ")}` : "",
      `Slot ${d.slot}; signatures: ${d.signatures.join(", ")}`,
      `Report: ${d.report_url}`,
    ]
      .filter(Boolean)
      .join("\n"),
  };
}
