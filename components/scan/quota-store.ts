// What the caller has left, as the last scan answer said (X-Free-Queries-Remaining
// for anonymous visitors and free keys, X-Key-Credits-Remaining for paid keys).
// Kept in this browser so every page can show it, not only the one that scanned.
const STORAGE_KEY = "cabal-hunter.quota";
const EVENT = "cabal-hunter:quota";

export interface QuotaSnapshot {
  free: number | null;
  credits: number | null;
  /** a credit (payg) key's balance in USDC: X-Key-Credits-Remaining with X-Key-Plan: payg (issue 20) */
  creditUsdc?: string | null;
  /** ms epoch of the answer */
  at: number;
}

/** Reads the remaining-scan headers of a scan answer; null when it carries none (a refused call). */
export function quotaFromHeaders(headers: Headers, now = Date.now()): QuotaSnapshot | null {
  const read = (name: string) => {
    const value = headers.get(name);
    return value !== null && /^\d+$/.test(value) ? Number(value) : null;
  };
  const free = read("x-free-queries-remaining");
  const usdc = headers.get("x-key-plan") === "payg" ? headers.get("x-key-credits-remaining") : null;
  if (usdc !== null && /^\d+(\.\d{1,6})?$/.test(usdc)) return { free, credits: null, creditUsdc: usdc, at: now };
  const credits = read("x-key-credits-remaining");
  return free === null && credits === null ? null : { free, credits, at: now };
}

export function rememberQuota(snapshot: QuotaSnapshot | null): void {
  if (!snapshot) return;
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(snapshot));
    window.dispatchEvent(new Event(EVENT));
  } catch {
    // storage disabled: the page still shows the number it has
  }
}

let cachedText: string | null = null;
let cachedValue: QuotaSnapshot | null = null;

/** The last answer's numbers (a stable object between changes, for useSyncExternalStore). */
export function readQuota(): QuotaSnapshot | null {
  try {
    const text = window.localStorage.getItem(STORAGE_KEY);
    if (text === cachedText) return cachedValue;
    cachedText = text;
    const parsed = text ? (JSON.parse(text) as Partial<QuotaSnapshot>) : null;
    cachedValue = parsed && typeof parsed.at === "number" ? { free: parsed.free ?? null, credits: parsed.credits ?? null, creditUsdc: typeof parsed.creditUsdc === "string" ? parsed.creditUsdc : null, at: parsed.at } : null;
    return cachedValue;
  } catch {
    return null;
  }
}

export function subscribeQuota(onChange: () => void): () => void {
  window.addEventListener(EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** "42 free scans left this month" / "1,000 scans left on your key" */
export function describeQuota(quota: QuotaSnapshot, hasKey: boolean): string {
  if (quota.creditUsdc) return `${quota.creditUsdc} USDC of credit left on your key`;
  if (hasKey && quota.credits !== null) return `${quota.credits.toLocaleString("en-US")} ${quota.credits === 1 ? "scan" : "scans"} left on your key`;
  if (quota.free !== null) return `${quota.free.toLocaleString("en-US")} free ${quota.free === 1 ? "scan" : "scans"} left this month`;
  return `${(quota.credits ?? 0).toLocaleString("en-US")} scans left on your key`;
}
