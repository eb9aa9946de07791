// docs/locks.md lists every program the scanner reads with its id and the
// source of its layout (repository, path, commit): the table and the code
// cannot drift apart.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LOCKER_PROGRAMS } from "@/server/chain/locks/locker-programs";
import { LOCKER_IDS } from "@/server/engine/locks/lock-types";

const doc = readFileSync(new URL("../../../docs/locks.md", import.meta.url), "utf8");

describe("locker programs", () => {
  it("are ten or more, one per locker id", () => {
    expect(LOCKER_PROGRAMS.length).toBeGreaterThanOrEqual(10);
    expect(LOCKER_PROGRAMS.map((p) => p.id).sort()).toEqual([...LOCKER_IDS].sort());
  });

  it.each(LOCKER_PROGRAMS.map((p) => [p.name, p] as const))("%s is in docs/locks.md with its id and layout source", (_name, program) => {
    const row = doc.split("\n").find((line) => line.includes(`\`${program.programId}\``));
    expect(row, program.programId).toBeDefined();
    expect(row).toContain(program.source.repo);
    expect(row).toContain(program.source.commit!.slice(0, 7));
    for (const path of program.source.path.split(", ")) expect(row).toContain(path.split("/").at(-1));
  });
});
