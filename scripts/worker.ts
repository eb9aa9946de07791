// npm run worker - the watcher and alert delivery as their own process (any
// number of these and of `npm start` instances may share one database; each
// job runs on one of them at a time). Stops cleanly on SIGINT/SIGTERM.
import { closeApp } from "@/server/app/close-app";
import { getApp } from "@/server/app/current-app";
import { createWatchWorker } from "@/server/services/watch/watch/watch-worker";

const ctx = await getApp().watch();
const worker = createWatchWorker(ctx);
worker.start();
console.log(`[worker] ${worker.workerId} polling every ${ctx.pollSeconds} s`);

const stop = async () => {
  await worker.stop();
  await closeApp();
  process.exit(0);
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
