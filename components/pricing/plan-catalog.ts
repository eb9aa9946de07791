// The plans as shown on /pricing, built from GET /api/pricing: every number a
// person pays or gets comes from the server's configuration, only the words
// are written here.
import type { Pricing } from "@/components/pricing/pricing-schema";
import { formatUsdc, parseUsdc, scansForCredit } from "@/components/pricing/usdc-amount";

export type PlanId = "free" | "payg" | "unlimited";

export interface PlanCard {
  id: PlanId;
  name: string;
  price: string;
  cadence: string;
  blurb: string;
  features: string[];
  highlight?: boolean;
}

const count = (n: number) => n.toLocaleString("en-US");

export function buildPlanCards(pricing: Pricing): PlanCard[] {
  const perScan = parseUsdc(pricing.price_per_scan_usdc) ?? 0n;
  const minimum = parseUsdc(pricing.payg_minimum_usdc) ?? 0n;
  const { unlimited } = pricing;
  return [
    {
      id: "free",
      name: "Free",
      price: "$0",
      cadence: "no account",
      blurb: "For a quick check before you buy.",
      features: [
        `${count(pricing.anonymous_scans_per_month)} scans per month per IP`,
        "Full verdict, reasons and evidence",
        "3D holder map and badge widget",
        `A free key (e-mail) raises it to ${count(pricing.free_key_scans_per_month)} a month`,
      ],
    },
    {
      id: "payg",
      name: "Pay as you go",
      price: `${pricing.price_per_scan_usdc} USDC`,
      cadence: "per scan",
      blurb: "For bots and agents with bursty use.",
      features: [
        `Prepaid credit from ${formatUsdc(minimum)} USDC (${count(scansForCredit(minimum, perScan))} scans)`,
        "Credit never expires",
        "Deployer's full launch list",
        `Batch scans, ${pricing.batch_max_mints} mints per call`,
      ],
    },
    {
      id: "unlimited",
      name: "Unlimited",
      price: `${unlimited.price_usdc} USDC`,
      cadence: `per ${unlimited.days} days`,
      blurb: "For traders who scan everything.",
      features: [
        `${count(unlimited.fair_use_scans_per_month)} scans per month (fair use)`,
        "Deployer's full launch list",
        `Batch scans, ${count(pricing.key_rate_limit_per_minute)} calls per minute`,
        "Paid once in USDC, nothing auto-renews",
      ],
      highlight: true,
    },
  ];
}
