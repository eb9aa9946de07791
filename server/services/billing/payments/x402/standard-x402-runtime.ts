// The current app's standard x402 facilitator (built once per app in
// server/platform/build-services.ts). null when payments are off or no fee
// payer exists (a real RPC with FEE_PAYER_SECRET_KEY unset).
import { getApp } from "@/server/platform/current-app";
import type { StandardX402 } from "@/server/services/billing/payments/x402/standard-x402";

export function getStandardX402(): Promise<StandardX402 | null> {
  return getApp().x402();
}
