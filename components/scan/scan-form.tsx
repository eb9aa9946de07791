"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { extractMint } from "@/components/scan/extract-mint";

const TARGET = { token: (mint: string) => `/token/${mint}`, map: (mint: string) => `/map?mint=${mint}` };

/** Paste a mint (or a DexScreener / Solscan / Birdeye link containing it), go to its report page (/token/<mint>, where the scan streams) or its holder map. */
export function ScanForm({ size = "large", initial = "", target = "token" }: { size?: "large" | "compact"; initial?: string; target?: keyof typeof TARGET }) {
  const router = useRouter();
  const [mint, setMint] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const large = size === "large";
  return (
    <form
      className="w-full"
      onSubmit={(event) => {
        event.preventDefault();
        const value = extractMint(mint);
        if (!value) return setInvalid(true);
        setMint(value);
        router.push(TARGET[target](value));
      }}
    >
      <div className={`flex flex-col gap-2 sm:flex-row ${large ? "sm:gap-3" : ""}`}>
        <label htmlFor={`mint-${size}`} className="sr-only">
          Token mint address
        </label>
        <input
          id={`mint-${size}`}
          name="mint"
          value={mint}
          onChange={(event) => {
            setMint(event.target.value);
            setInvalid(false);
          }}
          placeholder="Paste a token mint or its DexScreener / Solscan link"
          aria-invalid={invalid}
          aria-describedby={invalid ? `mint-${size}-error` : undefined}
          className={`min-w-0 flex-1 rounded-xl border bg-ink/80 font-mono text-slate-100 outline-none placeholder:font-sans placeholder:text-slate-400 focus:border-sky-400 focus:ring-2 focus:ring-sky-400/20 ${invalid ? "border-red-500/60" : "border-line"} ${large ? "px-4 py-3.5 text-sm sm:text-base" : "px-3 py-2 text-sm"}`}
          autoComplete="off"
          spellCheck={false}
        />
        <button type="submit" className={`rounded-xl bg-sky-500 font-semibold text-slate-950 hover:bg-sky-400 ${large ? "px-7 py-3.5" : "px-4 py-2 text-sm"}`}>
          {target === "map" ? "Draw map" : "Scan"}
        </button>
      </div>
      {invalid && (
        <p id={`mint-${size}-error`} role="alert" className="mt-2 text-sm text-red-300">
          No Solana mint address found there: paste the mint (32-44 Base58 characters, no 0, O, I or l) or a token link that contains it.
        </p>
      )}
    </form>
  );
}
