// Records what a scan could not read (upstream failures) and where a cap cut
// the trace short. The engine turns this into degraded / scan_complete.
import { UpstreamError } from "@/server/chain/errors";
import type { CoverageSnapshot } from "@/server/engine/snapshot";

export type Failure = CoverageSnapshot["failures"][number];

export interface CoverageRecorder {
  fail(what: string, error: unknown, source?: Failure["source"]): void;
  cap(name: string): void;
  readonly failures: Failure[];
  readonly capsHit: string[];
}

export function createCoverageRecorder(): CoverageRecorder {
  const failures: Failure[] = [];
  const caps = new Set<string>();
  return {
    fail(what, error, source) {
      const upstreamSource = error instanceof UpstreamError ? error.source : (source ?? "rpc");
      const message = error instanceof Error ? error.message : String(error);
      // one entry per distinct cause keeps a report readable when 20 calls fail alike.
      if (!failures.some((f) => f.what === what && f.message === message)) failures.push({ source: upstreamSource, what, message: message.slice(0, 300) });
    },
    cap(name) {
      caps.add(name);
    },
    get failures() {
      return failures;
    },
    get capsHit() {
      return [...caps];
    },
  };
}
