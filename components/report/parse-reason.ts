// top_reasons lines are "+N <reason> — tx <sigs>" for score contributions and
// plain text for notes (engine: scoring/score.ts rankReasons). Split them for display.

export interface ParsedReason {
  /** points added to cabal_score; null for a note that scored nothing */
  points: number | null;
  text: string;
  /** the shortened evidence after the dash, e.g. "tx 2oxu…Hnyb +3 more" */
  evidence: string | null;
}

export function parseReason(line: string): ParsedReason {
  const scored = /^\+(\d+(?:\.\d+)?)\s+(.*)$/s.exec(line.trim());
  const body = scored ? scored[2] : line.trim();
  const dash = body.search(/ — (tx |no transaction recorded)/);
  return {
    points: scored ? Number(scored[1]) : null,
    text: dash === -1 ? body : body.slice(0, dash),
    evidence: dash === -1 ? null : body.slice(dash + 3),
  };
}

/** "Exit-Liquidity Risk: HIGH. Cabal score 69/100, recommendation AVOID. Rest…" -> { band, rest } */
export function splitVerdict(verdict: string): { band: string | null; rest: string } {
  const match = /^Exit-Liquidity Risk: (\w+)\.\s*(?:Cabal score \d+\/100, recommendation \w+\.\s*)?(.*)$/s.exec(verdict);
  return match ? { band: match[1], rest: match[2] } : { band: null, rest: verdict };
}
