// Test support: proof that secrets (API keys, claim tokens, e-mail link tokens)
// are neither stored nor logged. Every table of the database is dumped as
// JSON text and searched; console and the process streams are captured.
import type { PrismaClient } from "@/server/platform/db/generated/client";

/** The parts of a secret worth searching for: the whole value, and its secret segment. */
function needles(secret: string): string[] {
  const segment = secret.split("_").pop() ?? secret;
  return [...new Set([secret, segment].filter((s) => s.length >= 20))];
}

/** Every table (all columns, as JSON text) that contains any of the secrets: "table: secret". */
export async function findSecretsInDatabase(prisma: PrismaClient, secrets: string[]): Promise<string[]> {
  const tables = await prisma.$queryRaw<Array<{ table_name: string }>>`
    SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`;
  const found: string[] = [];
  for (const { table_name: table } of tables) {
    const rows = await prisma.$queryRawUnsafe<Array<{ row: string }>>(`SELECT row_to_json(t)::text AS row FROM "${table.replace(/"/g, "")}" t`);
    const text = rows.map((r) => r.row).join("\n");
    for (const secret of secrets) if (needles(secret).some((n) => text.includes(n))) found.push(`${table}: ${secret.slice(0, 12)}...`);
  }
  return found;
}

export interface LogCapture {
  text(): string;
  /** which of the secrets appear in anything logged so far */
  leaked(secrets: string[]): string[];
  restore(): void;
}

/** Captures console.* and direct writes to stdout/stderr until restore(). */
export function captureLogs(): LogCapture {
  const lines: string[] = [];
  const record = (...args: unknown[]) => lines.push(args.map((a) => (typeof a === "string" ? a : safeString(a))).join(" "));
  const methods = ["log", "info", "warn", "error", "debug", "trace"] as const;
  const originals = methods.map((m) => console[m]);
  for (const m of methods) console[m] = (...args: unknown[]) => record(...args);
  const streams = [process.stdout, process.stderr];
  const writes = streams.map((s) => s.write.bind(s));
  for (const [i, stream] of streams.entries()) {
    stream.write = ((chunk: unknown, ...rest: unknown[]) => {
      record(String(chunk));
      return (writes[i] as (...a: unknown[]) => boolean)(chunk, ...rest);
    }) as typeof stream.write;
  }
  return {
    text: () => lines.join("\n"),
    leaked: (secrets) => secrets.filter((s) => needles(s).some((n) => lines.some((line) => line.includes(n)))),
    restore() {
      methods.forEach((m, i) => (console[m] = originals[i]));
      streams.forEach((s, i) => (s.write = writes[i] as typeof s.write));
    },
  };
}

function safeString(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}\n${value.stack ?? ""}`;
  try {
    return JSON.stringify(value, (_k, v: unknown) => (typeof v === "bigint" ? v.toString() : v));
  } catch {
    return String(value);
  }
}
