// The visitor's prepaid API key, kept in this browser only (localStorage).
// Pages pass it to the API client (components/api), which sends it as
// X-API-Key; nothing is sent by default.
const STORAGE_KEY = "cabal-hunter.api-key";

export function readStoredApiKey(): string | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return value && value.trim() ? value.trim() : null;
  } catch {
    // storage disabled (private mode, blocked cookies): behave as "no key"
    return null;
  }
}

export function storeApiKey(key: string): void {
  window.localStorage.setItem(STORAGE_KEY, key.trim());
}

export function clearStoredApiKey(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing stored to clear
  }
}

