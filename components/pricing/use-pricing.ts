"use client";
import { useEffect, useState } from "react";
import { getPricing } from "@/server/contracts/endpoints/access";
import type { ApiProblem } from "@/components/api/api-problem";
import { callApi } from "@/components/api/client";
import type { Pricing } from "@/components/pricing/pricing-schema";

export type PricingState = { status: "loading" } | { status: "ready"; pricing: Pricing } | { status: "error"; problem: ApiProblem };

/** GET /api/pricing once per mount: plans, prices and where payments go, as configured on the server. */
export function usePricing(): PricingState {
  const [state, setState] = useState<PricingState>({ status: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    void callApi(getPricing, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      setState(result.ok ? { status: "ready", pricing: result.data } : { status: "error", problem: result.problem });
    });
    return () => controller.abort();
  }, []);
  return state;
}
