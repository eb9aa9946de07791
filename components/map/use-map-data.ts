"use client";
import { useEffect, useState } from "react";
import { mapDataSchema } from "@/server/contracts/map-data";
import type { MapData } from "@/server/contracts/wire-types";
import { apiKeyHeaders } from "../keys/api-key-storage";
import { NETWORK_PROBLEM, readApiProblem, type ApiProblem } from "../scan/describe-api-error";
import { quotaFromHeaders, rememberQuota } from "../scan/quota-store";

export type MapDataState = { status: "loading" } | { status: "ready"; data: MapData } | { status: "error"; problem: ApiProblem };

/** One GET /api/map-data per mount (remount with a new key to re-trace). */
export function useMapData(mint: string, fresh: boolean): MapDataState {
  const [state, setState] = useState<MapDataState>({ status: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    const query = new URLSearchParams({ mint, ...(fresh ? { fresh: "1" } : {}) });
    fetch(`/api/map-data?${query}`, { headers: apiKeyHeaders(), signal: controller.signal })
      .then(async (response) => {
        rememberQuota(quotaFromHeaders(response.headers));
        if (!response.ok) return setState({ status: "error", problem: await readApiProblem(response) });
        const parsed = mapDataSchema.safeParse(await response.json());
        setState(parsed.success ? { status: "ready", data: parsed.data } : { status: "error", problem: { status: 200, code: "bad_answer", message: "The map answer was not understood." } });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: "error", problem: NETWORK_PROBLEM });
      });
    return () => controller.abort();
  }, [mint, fresh]);
  return state;
}
