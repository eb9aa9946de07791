import Link from "next/link";
import type { DemoToken } from "@/server/contracts/wire-types";

const FEATURED_COUNT = 8;

function DemoChip({ token, path }: { token: DemoToken; path: string }) {
  return (
    <Link
      prefetch={false}
      href={`${path}${token.mint}`}
      title={`${token.description}\n${token.mint}`}
      className="rounded-full border border-line bg-white/[0.03] px-3 py-1.5 text-xs text-slate-300 hover:border-sky-400 hover:text-sky-200"
      data-testid="demo-token"
      data-mint={token.mint}
    >
      {token.title}
    </Link>
  );
}

/** Demo mints of the embedded ledger; `path` is where a chip goes, e.g. "/token/" or "/map?mint=". */
export function DemoTokens({ tokens, path = "/token/" }: { tokens: DemoToken[]; path?: string }) {
  if (tokens.length === 0) return null;
  const featured = tokens.slice(0, FEATURED_COUNT);
  const rest = tokens.slice(FEATURED_COUNT);
  return (
    <div className="space-y-2" data-testid="demo-tokens">
      <p className="text-xs text-slate-400">
        <span className="font-semibold text-slate-300">Demo tokens</span> · this server runs on the embedded demo ledger, so real mainnet mints are unknown here. Try one:
      </p>
      <div className="flex flex-wrap gap-2">
        {featured.map((token) => (
          <DemoChip key={token.mint} token={token} path={path} />
        ))}
      </div>
      {rest.length > 0 && (
        <details className="group">
          <summary className="cursor-pointer text-xs text-slate-400 hover:text-slate-300">{rest.length} more scenarios</summary>
          <div className="mt-2 flex flex-wrap gap-2">
            {rest.map((token) => (
              <DemoChip key={token.mint} token={token} path={path} />
            ))}
          </div>
        </details>
      )}
    </div>
  );
}
