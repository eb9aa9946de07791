"use client";
import { useEffect, useState } from "react";
import { getMapData } from "@/server/contracts/endpoints/map";
import type { MapData } from "@/server/contracts/wire-types";
import type { ApiProblem } from "@/components/api/api-problem";
import { callApi } from "@/components/api/client";
import { readStoredApiKey } from "@/components/keys/api-key-storage";
import { quotaFromHeaders, rememberQuota } from "@/components/scan/quota-store";

export type MapDataState = { status: "loading" } | { status: "ready"; data: MapData } | { status: "error"; problem: ApiProblem };

/** One GET /api/map-data per mount (remount with a new key to re-trace), and one per slot asked (time travel);
 * the last map stays shown while the next slot's is on its way. */
export function useMapData(mint: string, fresh: boolean, slot: number | null = null): MapDataState {
  const [state, setState] = useState<MapDataState>({ status: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    const query = { mint, ...(fresh ? { fresh: "1" as const } : {}), ...(slot !== null ? { slot: String(slot) } : {}) };
    void callApi(getMapData, { query, apiKey: readStoredApiKey(), signal: controller.signal }).then((result) => {
      if (result.headers) rememberQuota(quotaFromHeaders(result.headers));
      if (controller.signal.aborted) return;
      setState(result.ok ? { status: "ready", data: result.data } : { status: "error", problem: result.problem });
    });
    return () => controller.abort();
  }, [mint, fresh, slot]);
  return state;
}
