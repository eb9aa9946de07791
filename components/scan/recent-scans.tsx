"use client";
import Link from "next/link";
import { useEffect, useState } from "react";
import { getRecentScans } from "@/server/contracts/endpoints/scan";
import type { RecentScanView } from "@/server/contracts/wire-types";
import { callApi } from "@/components/api/client";
import { Card } from "@/components/ui/card";
import { formatAge, shortAddress } from "@/components/format";
import { NEUTRAL_STYLE, RECOMMENDATION_STYLE } from "@/components/risk-colors";

type Feed = { status: "loading" } | { status: "ready"; scans: RecentScanView[] } | { status: "failed" };

export function RecentScans({ limit = 8 }: { limit?: number }) {
  const [feed, setFeed] = useState<Feed>({ status: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    void callApi(getRecentScans, { query: { limit }, signal: controller.signal }).then((result) => {
      if (!controller.signal.aborted) setFeed(result.ok ? { status: "ready", scans: result.data.scans } : { status: "failed" });
    });
    return () => controller.abort();
  }, [limit]);

  return (
    <Card title="Recent scans" subtitle="The latest verdict of each token scanned on this server." testId="recent-scans">
      {feed.status === "loading" && <p className="text-sm text-slate-400">Loading…</p>}
      {feed.status === "failed" && <p className="text-sm text-slate-400">The recent scans could not be loaded right now.</p>}
      {feed.status === "ready" && feed.scans.length === 0 && <p className="text-sm text-slate-400">No scans yet. Paste a mint above to run the first one.</p>}
      {feed.status === "ready" && feed.scans.length > 0 && (
        <ul className="divide-y divide-line/50">
          {feed.scans.map((scan) => {
            // a verdict still fresh is withheld by the server (it is what a scan pays for)
            const style = scan.recommendation ? RECOMMENDATION_STYLE[scan.recommendation] : { ...NEUTRAL_STYLE, label: "Fresh" };
            return (
              <li key={scan.mint}>
                <Link prefetch={false} href={`/token/${scan.mint}`} className="-mx-2 flex items-center gap-3 rounded-lg px-2 py-2 hover:bg-white/[0.04]" data-testid="recent-scan">
                  <span className={`w-16 shrink-0 rounded-md border px-1.5 py-0.5 text-center text-xs font-bold ${style.chip}`}>{style.label}</span>
                  <span className="w-8 shrink-0 text-right font-semibold tabular-nums text-slate-200">{scan.cabal_score ?? "–"}</span>
                  <span className="min-w-0 flex-1 truncate text-sm" title={scan.mint}>
                    {scan.symbol || scan.name ? (
                      <>
                        <span className="font-semibold text-slate-100">{scan.symbol ? `$${scan.symbol}` : scan.name}</span>
                        {scan.symbol && scan.name && <span className="ml-1.5 text-slate-400">{scan.name}</span>}
                        <span className="ml-1.5 font-mono text-xs text-slate-400">{shortAddress(scan.mint, 4)}</span>
                      </>
                    ) : (
                      <span className="font-mono text-slate-300">{shortAddress(scan.mint, 6)}</span>
                    )}
                  </span>
                  <span className="shrink-0 text-xs text-slate-400">{formatAge(scan.scanned_at)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {feed.status === "ready" && feed.scans.length > 0 && (
        <p className="mt-3 border-t border-line/50 pt-3 text-xs text-slate-400" data-testid="recent-legend">
          <span className="font-semibold text-slate-300">Reading the list:</span> verdict, then the cabal score (0-100, higher means insiders are
          better placed to sell into buyers), the token and when it was last scanned. AVOID: insiders positioned or a trap; REVIEW: warning signs; SAFE: none found.
          Fresh: scanned in the last few minutes; open it to scan it yourself.
        </p>
      )}
    </Card>
  );
}
