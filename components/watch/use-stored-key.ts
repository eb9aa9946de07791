"use client";
// The API key saved in this browser: undefined while server-rendering
// (localStorage does not exist there), null when none is saved.
import { useSyncExternalStore } from "react";
import { readStoredApiKey } from "@/components/keys/api-key-storage";

const noSubscription = () => () => undefined;

export function useStoredKey(): string | null | undefined {
  return useSyncExternalStore<string | null | undefined>(noSubscription, readStoredApiKey, () => undefined);
}
