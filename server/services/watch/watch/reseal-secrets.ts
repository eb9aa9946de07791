// Key rotation, all at once: every watch whose signing secret is still sealed
// with a previous WEBHOOK_SECRET_KEY is re-sealed with the current one. Safe
// to run while instances deliver (a row is replaced only if unchanged) and to
// run again. Afterwards WEBHOOK_SECRET_KEY_PREVIOUS can be removed.
import type { Db } from "@/server/platform/db/usage-counters";
import { listSealedWatches, resealWatchSecret } from "@/server/platform/db/watches";
import { openSecret, sealSecret, type SecretKeys } from "@/server/services/watch/webhooks/secret-box";

const PAGE = 500;

export interface ResealResult {
  checked: number;
  resealed: number;
  /** sealed with a key that is no longer configured: these watches cannot be signed */
  unreadable: number;
}

export async function resealWebhookSecrets(db: Db, keys: SecretKeys): Promise<ResealResult> {
  const result: ResealResult = { checked: 0, resealed: 0, unreadable: 0 };
  let after: string | null = null;
  for (;;) {
    const page = await listSealedWatches(db, after, PAGE);
    if (page.length === 0) return result;
    for (const watch of page) {
      result.checked += 1;
      let opened: { secret: string; stale: boolean };
      try {
        opened = openSecret(keys, watch.secretEnc);
      } catch {
        result.unreadable += 1;
        continue;
      }
      if (opened.stale && (await resealWatchSecret(db, watch.id, watch.secretEnc, sealSecret(keys, opened.secret)))) result.resealed += 1;
    }
    after = page[page.length - 1].id;
  }
}
