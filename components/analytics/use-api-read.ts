"use client";
// One GET of a read endpoint, parsed with the same zod schema the server
// answered with; the saved API key goes along when there is one.
import { useCallback, useState } from "react";
import type { z } from "zod";
import { NETWORK_PROBLEM, readApiProblem, type ApiProblem } from "../scan/describe-api-error";

export type ApiRead<T> = { status: "idle" } | { status: "loading" } | { status: "ok"; data: T } | { status: "error"; problem: ApiProblem };

export function useApiRead<T>(schema: z.ZodType<T>) {
  const [state, setState] = useState<ApiRead<T>>({ status: "idle" });
  const load = useCallback(
    async (url: string, apiKey?: string | null) => {
      setState({ status: "loading" });
      try {
        const response = await fetch(url, { headers: apiKey ? { "X-API-Key": apiKey } : {} });
        if (!response.ok) return setState({ status: "error", problem: await readApiProblem(response) });
        const parsed = schema.safeParse(await response.json());
        setState(parsed.success ? { status: "ok", data: parsed.data } : { status: "error", problem: { status: response.status, code: "bad_answer", message: "The answer did not have the expected shape." } });
      } catch {
        setState({ status: "error", problem: NETWORK_PROBLEM });
      }
    },
    [schema],
  );
  return { state, load };
}
