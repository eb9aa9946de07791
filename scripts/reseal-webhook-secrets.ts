// `npx tsx scripts/reseal-webhook-secrets.ts`: after rotating WEBHOOK_SECRET_KEY
// (the old value moved to WEBHOOK_SECRET_KEY_PREVIOUS), re-seal every watch's
// signing secret with the new key; then WEBHOOK_SECRET_KEY_PREVIOUS can go.
// Receivers keep their secrets: only the server-side encryption changes.
import { getEnv } from "@/server/platform/config/env";
import { getRuntime } from "@/server/platform/runtime";
import { closeApp } from "@/server/platform/close-app";
import { resealWebhookSecrets } from "@/server/services/alerts/watch/reseal-secrets";
import { loadSecretKeys } from "@/server/services/alerts/webhooks/secret-box";

try {
  const keys = loadSecretKeys(getEnv());
  const { prisma } = await (await getRuntime()).database();
  const result = await resealWebhookSecrets(prisma, keys);
  console.log(`[webhooks] checked ${result.checked} watches, re-sealed ${result.resealed}, unreadable ${result.unreadable}`);
  if (result.unreadable > 0) {
    console.error("[webhooks] some secrets open with no configured key: keep the key that sealed them as WEBHOOK_SECRET_KEY_PREVIOUS");
    process.exitCode = 1;
  }
} finally {
  await closeApp();
}
