"use client";
import { useEffect, useState } from "react";
import { keyBalanceSchema, type KeyBalance } from "@/server/contracts/access";
import { NETWORK_PROBLEM, readApiProblem, type ApiProblem } from "../scan/describe-api-error";

export type BalanceState = { status: "loading" } | { status: "ready"; balance: KeyBalance } | { status: "error"; problem: ApiProblem };

/** GET /api/key-balance for one key, once per mount (remount to check again). */
export function useKeyBalance(apiKey: string): BalanceState {
  const [state, setState] = useState<BalanceState>({ status: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/key-balance", { headers: { "X-API-Key": apiKey }, signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) return setState({ status: "error", problem: await readApiProblem(response) });
        const parsed = keyBalanceSchema.safeParse(await response.json());
        setState(parsed.success ? { status: "ready", balance: parsed.data } : { status: "error", problem: { status: 200, code: "bad_answer", message: "The balance answer was not understood." } });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: "error", problem: NETWORK_PROBLEM });
      });
    return () => controller.abort();
  }, [apiKey]);
  return state;
}
