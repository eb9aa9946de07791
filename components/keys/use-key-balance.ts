"use client";
import { useEffect, useState } from "react";
import { getKeyBalance } from "@/server/contracts/endpoints/access";
import type { KeyBalance } from "@/server/contracts/access";
import type { ApiProblem } from "@/components/api/api-problem";
import { callApi } from "@/components/api/client";

export type BalanceState = { status: "loading" } | { status: "ready"; balance: KeyBalance } | { status: "error"; problem: ApiProblem };

/** GET /api/key-balance for one key, once per mount (remount to check again). */
export function useKeyBalance(apiKey: string): BalanceState {
  const [state, setState] = useState<BalanceState>({ status: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    void callApi(getKeyBalance, { apiKey, signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      setState(result.ok ? { status: "ready", balance: result.data } : { status: "error", problem: result.problem });
    });
    return () => controller.abort();
  }, [apiKey]);
  return state;
}
