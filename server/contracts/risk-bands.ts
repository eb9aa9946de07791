// The risk bands as public contract: pages colour scores exactly as the
// engine judges them (one source of the 65 / 35 thresholds).
export { getRisk, toHeaderRecommendation } from "@/server/engine/recommendation";
