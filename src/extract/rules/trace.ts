// Explaining a reading: while `traced` runs, the pipeline notes each clause it reads, the rewrites that changed
// it, the table rules whose pattern matched but said nothing, and the rule that read it. Off (one null check
// per clause) unless someone asks (`engram extract --explain`, the by-rule tests).

export interface ClauseNote {
  /** The clause as the sentence splitter gave it. */
  clause: string;
  /** The clause after its leads, paraphrases and rewrites: what the rules saw. */
  read?: string;
  rewrites: string[];
  /** Table rules whose pattern matched this clause but that gave nothing (so the next one was tried). */
  tried: string[];
}

let notes: ClauseNote[] | null = null;

/** The note to fill for a new clause, or null when no one is tracing. */
export function noteClause(clause: string, rewrites: string[]): ClauseNote | null {
  if (!notes) return null;
  const n: ClauseNote = { clause, rewrites, tried: [] };
  notes.push(n);
  return n;
}

/** Runs `fn` with tracing on; the clause notes it made come back with its result. */
export function traced<T>(fn: () => T): { result: T; clauses: ClauseNote[] } {
  const outer = notes;
  const mine: ClauseNote[] = [];
  notes = mine;
  try {
    return { result: fn(), clauses: mine };
  } finally {
    notes = outer;
  }
}
