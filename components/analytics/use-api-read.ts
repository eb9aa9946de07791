"use client";
// One read of an endpoint on request (a button, a form), through the typed
// client: the answer is parsed with the endpoint's own success schema.
import { useCallback, useState } from "react";
import type { ApiProblem } from "@/components/api/api-problem";
import { callApi, type ApiData, type CallInput, type ClientEndpoint } from "@/components/api/client";

export type ApiRead<T> = { status: "idle" } | { status: "loading" } | { status: "ok"; data: T } | { status: "error"; problem: ApiProblem };

export function useApiRead<E extends ClientEndpoint>(endpoint: E) {
  const [state, setState] = useState<ApiRead<ApiData<E>>>({ status: "idle" });
  const load = useCallback(
    async (input: CallInput<E>) => {
      setState({ status: "loading" });
      const result = await callApi(endpoint, input);
      setState(result.ok ? { status: "ok", data: result.data } : { status: "error", problem: result.problem });
    },
    [endpoint],
  );
  return { state, load };
}
