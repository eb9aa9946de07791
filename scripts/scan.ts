// `npm run scan -- <mint> [--json] [--fresh]`: one scan from the command line,
// on the same configuration as the app (embedded ledger and database unless
// SOLANA_RPC_URL / DATABASE_URL are set). Prints the report.
import { closeApp } from "@/server/app/close-app";
import { getApp } from "@/server/app/current-app";
import { isSolanaAddress } from "@/server/contracts/mint-address";
import { formatReportText } from "@/server/services/scan/scan/format-report-text";

async function main() {
  const args = process.argv.slice(2);
  const mint = args.find((a) => !a.startsWith("--"));
  if (!mint || !isSolanaAddress(mint)) {
    console.error("usage: npm run scan -- <mint address> [--json] [--fresh]");
    process.exit(2);
  }
  const service = await getApp().scans();
  const report = await service.scan({ mint, fresh: args.includes("--fresh"), includeLaunches: true, payer: { kind: "operator", paid: true } });
  await service.flushEvents();
  console.log(args.includes("--json") ? JSON.stringify(report, null, 2) : formatReportText(report));
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(async () => {
    await closeApp();
    process.exit();
  });
