// The answer of GET /api/pricing as this page reads it: the server's own
// contract (zod: the page trusts nothing it did not check).
export { pricingSchema, type EnabledPayments, type Pricing } from "@/server/contracts/pricing";
