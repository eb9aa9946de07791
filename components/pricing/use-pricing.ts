"use client";
import { useEffect, useState } from "react";
import { NETWORK_PROBLEM, readApiProblem, type ApiProblem } from "../scan/describe-api-error";
import { pricingSchema, type Pricing } from "./pricing-schema";

export type PricingState = { status: "loading" } | { status: "ready"; pricing: Pricing } | { status: "error"; problem: ApiProblem };

/** GET /api/pricing once per mount: plans, prices and where payments go, as configured on the server. */
export function usePricing(): PricingState {
  const [state, setState] = useState<PricingState>({ status: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/pricing", { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) return setState({ status: "error", problem: await readApiProblem(response) });
        const parsed = pricingSchema.safeParse(await response.json());
        setState(parsed.success ? { status: "ready", pricing: parsed.data } : { status: "error", problem: { status: 200, code: "bad_answer", message: "The pricing answer was not understood." } });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: "error", problem: NETWORK_PROBLEM });
      });
    return () => controller.abort();
  }, []);
  return state;
}
