// Reads prisma/migrations the way Prisma Migrate does: one folder per
// migration, applied in folder-name order, each identified by the sha256 of
// its migration.sql.
import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

export interface MigrationFile {
  /** folder name, e.g. "0001_init"; Prisma's `migration_name`. */
  name: string;
  sql: string;
  /** lowercase hex sha256 of the file, as Prisma stores it. */
  checksum: string;
}

/** The app's migrations folder. Resolved from the working directory (the repo
 * root for `next`, scripts and tests) because bundled server code has no
 * stable import.meta.url. */
export function getDefaultMigrationsDir(): string {
  return join(process.cwd(), "prisma", "migrations");
}

export function computeChecksum(script: string): string {
  return createHash("sha256").update(script, "utf8").digest("hex");
}

/** Prisma accepts a stored checksum computed with LF or CRLF line endings,
 * because git may rewrite them on checkout (prisma-engines checksum.rs). */
export function matchesChecksum(script: string, checksum: string): boolean {
  const variants = [script, script.replaceAll("\r\n", "\n"), script.replaceAll("\r\n", "\n").replaceAll("\n", "\r\n")];
  return variants.some((variant) => computeChecksum(variant) === checksum);
}

/** Every `<dir>/<name>/migration.sql`, sorted by name (byte order, like Prisma). */
export async function readMigrationFiles(dir: string): Promise<MigrationFile[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const files: MigrationFile[] = [];
  for (const name of names) {
    const path = join(dir, name, "migration.sql");
    // A folder without its script is an error, as in Prisma (P3015): skipping it
    // would silently leave the database behind the schema.
    const sql = await readFile(path, "utf8").catch((error: NodeJS.ErrnoException) => {
      throw new Error(`Migration folder ${name} has no migration.sql (${path}): ${error.code ?? error.message}`);
    });
    files.push({ name, sql, checksum: computeChecksum(sql) });
  }
  return files;
}
