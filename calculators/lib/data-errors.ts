/**
 * A problem in a data file, located precisely enough to fix without searching:
 * the file (relative to the project root), the 1-based line, and the column or field.
 */
export class DataError extends Error {
  readonly file: string;
  readonly line: number | undefined;
  readonly field: string | undefined;
  readonly problem: string;

  constructor(file: string, line: number | undefined, field: string | undefined, problem: string) {
    const where = [file, line !== undefined ? `line ${line}` : undefined, field ? `column "${field}"` : undefined]
      .filter(Boolean)
      .join(', ');
    super(`${where}: ${problem}`);
    this.name = 'DataError';
    this.file = file;
    this.line = line;
    this.field = field;
    this.problem = problem;
  }
}

/** Several problems found in one pass, so one build run reports them all. */
export class DataErrors extends Error {
  readonly errors: DataError[];
  constructor(errors: DataError[]) {
    super(`${errors.length} data problem(s):\n${errors.map((e) => `  - ${e.message}`).join('\n')}`);
    this.name = 'DataErrors';
    this.errors = errors;
  }
}
