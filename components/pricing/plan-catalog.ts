// The plans as shown on /pricing. Static placeholders mirroring the defaults
// in decisions.md ("Quotas, prices, plans"); the wallet purchase step will
// read the configured values (server/config/plans.ts) instead.

export interface PlanCard {
  id: "free" | "payg" | "unlimited";
  name: string;
  price: string;
  cadence: string;
  blurb: string;
  features: string[];
  highlight?: boolean;
}

export const PLAN_CARDS: PlanCard[] = [
  {
    id: "free",
    name: "Free",
    price: "$0",
    cadence: "no account",
    blurb: "For a quick check before you buy.",
    features: ["100 scans per month per IP", "Full verdict, reasons and evidence", "3D holder map", "Badge widget"],
  },
  {
    id: "payg",
    name: "Pay as you go",
    price: "0.001 USDC",
    cadence: "per scan, top up from 1 USDC",
    blurb: "For bots and agents with bursty use.",
    features: ["Prepaid credit, never expires", "Deployer's full launch list", "Batch scans (25 mints per call)", "Or pay per call with x402"],
  },
  {
    id: "unlimited",
    name: "Unlimited",
    price: "9 USDC",
    cadence: "per 30 days",
    blurb: "For traders who scan everything.",
    features: ["50,000 scans per month (fair use)", "Deployer's full launch list", "Batch scans and live-dump alerts", "Paid in USDC, nothing auto-renews"],
    highlight: true,
  },
];

export const ADD_ONS = [{ name: "Screen-list add-on", price: "9 USDC per 30 days", text: "Check holders and funders against your own watch list, on any key." }];

export const FREE_KEY_NOTE = "A free key (e-mail, no card) raises the free tier to 250 scans per month.";
