// The demo tokens a page offers (server component -> client props): the
// embedded ledger's scenarios. Not an HTTP answer, but it crosses the
// server/client line, so its shape is a contract like any other.
import { z } from "zod";

export const demoTokenSchema = z.object({
  mint: z.string(),
  title: z.string(),
  description: z.string(),
});

export type DemoToken = z.infer<typeof demoTokenSchema>;
