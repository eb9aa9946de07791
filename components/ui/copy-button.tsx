"use client";
import { useState } from "react";

export function CopyButton({ value, label = "Copy", className = "" }: { value: string; label?: string; className?: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      onClick={() => {
        navigator.clipboard.writeText(value).then(
          () => {
            setCopied(true);
            setTimeout(() => setCopied(false), 1500);
          },
          () => setCopied(false),
        );
      }}
      className={`rounded-lg border border-line px-2.5 py-1 text-xs text-slate-300 hover:border-sky-400 hover:text-sky-200 ${className}`}
    >
      {copied ? "Copied" : label}
    </button>
  );
}
