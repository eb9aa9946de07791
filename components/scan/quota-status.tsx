"use client";
// The caller's remaining scans, from the last scan answer (quota-store.ts),
// with the way to more when few are left. Repeating a mint scanned in the last
// few minutes is free, which the line says, so a reload is not a worry.
import Link from "next/link";
import { useSyncExternalStore } from "react";
import { readStoredApiKey } from "@/components/keys/api-key-storage";
import { describeQuota, readQuota, subscribeQuota } from "@/components/scan/quota-store";

const noSubscription = () => () => {};

/** The line's height before the quota is known: two lines on a phone, one from sm up. */
const RESERVED = "min-h-10 sm:min-h-5";

/**
 * reserve: a page whose scan always answers with a quota (the token page) keeps the line's
 * room from the first paint, so the line arriving with the answer moves nothing below it.
 */
export function QuotaStatus({ className = "", reserve = false }: { className?: string; reserve?: boolean }) {
  const quota = useSyncExternalStore(subscribeQuota, readQuota, () => null);
  const hasKey = useSyncExternalStore(noSubscription, () => readStoredApiKey() !== null, () => false);
  if (!quota) return reserve ? <p aria-hidden="true" className={`${RESERVED} ${className}`} /> : null;
  const low = (quota.free ?? quota.credits ?? Infinity) <= 20;
  return (
    <p className={`text-sm text-slate-300 ${reserve ? RESERVED : ""} ${className}`} data-testid="quota-status">
      <span className={low ? "font-semibold text-amber-200" : "font-semibold text-slate-100"}>{describeQuota(quota, hasKey)}</span>
      <span className="text-slate-400"> · reopening a token scanned in the last few minutes is free</span>
      {low && !hasKey && (
        <>
          {" · "}
          <Link prefetch={false} href="/keys" className="text-sky-300 underline underline-offset-2">
            get a free key
          </Link>
        </>
      )}
    </p>
  );
}
