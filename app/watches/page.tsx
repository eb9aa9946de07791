import type { Metadata } from "next";
import { WatchList } from "@/components/watch/watch-list";

export const metadata: Metadata = { title: "Watches" };

export default function WatchesPage() {
  return (
    <div className="mx-auto max-w-3xl space-y-6 pt-2 sm:pt-6">
      <div className="space-y-2">
        <h1 className="text-3xl font-black tracking-tight text-white">Watches</h1>
        <p className="text-slate-400">Tokens your key watches for coordinated dumps and liquidity drains, and how their alerts were delivered.</p>
      </div>
      <WatchList />
    </div>
  );
}
