// `npx tsx scripts/reseal-webhook-secrets.ts`: after rotating WEBHOOK_SECRET_KEY
// (the old value moved to WEBHOOK_SECRET_KEY_PREVIOUS), re-seal every watch's
// signing secret with the new key; then WEBHOOK_SECRET_KEY_PREVIOUS can go.
// Receivers keep their secrets: only the server-side encryption changes.
import { closeApp } from "@/server/app/close-app";
import { getApp } from "@/server/app/current-app";
import { resealWebhookSecrets } from "@/server/services/watch/watch/reseal-secrets";
import { loadSecretKeys } from "@/server/services/watch/webhooks/secret-box";

try {
  const app = getApp();
  const keys = loadSecretKeys(app.config);
  const { prisma } = await app.database();
  const result = await resealWebhookSecrets(prisma, keys);
  console.log(`[webhooks] checked ${result.checked} watches, re-sealed ${result.resealed}, unreadable ${result.unreadable}`);
  if (result.unreadable > 0) {
    console.error("[webhooks] some secrets open with no configured key: keep the key that sealed them as WEBHOOK_SECRET_KEY_PREVIOUS");
    process.exitCode = 1;
  }
} finally {
  await closeApp();
}
