// The demo tokens a page offers (server component -> client props): the
// embedded ledger's scenarios. Not an HTTP answer, but it crosses the
// server/client line, so its shape is a contract like any other.
import { z } from "zod";
import type { DemoToken } from "@/server/services/scanning/dashboard/demo-tokens";

export const demoTokenSchema = z.object({
  mint: z.string(),
  title: z.string(),
  description: z.string(),
});

export type DemoTokenWire = z.infer<typeof demoTokenSchema>;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Fails to compile when the service's DemoToken and this schema disagree on a field. */
export const DEMO_TOKEN_SCHEMA_MATCHES_TYPE: Same<DemoTokenWire, DemoToken> = true;
