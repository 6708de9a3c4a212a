/**
 * The shape of a calculator. A calculator is one file in calculators/ that default-exports a
 * CalculatorDefinition: declarative inputs and outputs, one pure `compute`, the formulas it
 * uses, and the report's worked examples. No DOM here: the same file runs in vitest, at build
 * time and in the browser, where one generic component renders any calculator.
 */

import type { ChartSpec } from './lib/chart.ts';

/** Where a fact comes from: a report (id and 1-based line range in ../shared/reports/<id>.txt), an IBM documentation page, or another vendor's documentation. */
export type Source =
  | { kind: 'report'; report: string; lines: [number, number]; what: string }
  | { kind: 'ibm-docs'; title: string; url: string; what: string }
  /** Another vendor's documentation (e.g. the HP-UX reference for a kernel tunable's unit). */
  | { kind: 'vendor-docs'; vendor: string; title: string; url: string; what: string };

interface InputBase {
  /** Query-string parameter name; also the key in the values passed to compute. */
  name: string;
  label: string;
  help: string;
  /** An optional input may be left empty; compute then receives undefined. */
  optional?: boolean;
  /**
   * Only used when another (enum) input has one of these values, e.g. the Log stanza inputs only
   * in log sizing's "check" mode. Otherwise the field is hidden, not validated, and compute
   * receives undefined for it.
   */
  onlyWhen?: Condition;
}

/** "When input `input` is one of `values`" (an enum input of the same calculator). */
export interface Condition {
  input: string;
  values: string[];
}

export interface NumberInput extends InputBase {
  kind: 'number';
  /**
   * The base unit the value is in, shown beside the field ("bytes", "ms", "s", "km", "messages/s",
   * "pages of 4 KiB", "connections"). A size, time, distance or rate unit (calculators/lib/units.ts)
   * also lets the user type a value with a unit ("2K", "2 KB", "500 µs", "60 km", "2,000 msg/s", "120,000/min"), which is
   * converted to this one; KB, MB and GB are 1024-based. Other units take bare numbers.
   */
  unit: string;
  default?: number;
  min: number;
  max: number;
  integer?: boolean;
  step?: number;
}

export interface EnumInput extends InputBase {
  kind: 'enum';
  options: { value: string; label: string }[];
  default: string;
}

/** A comma-separated list of numbers, e.g. topic counts per level "10,100,1000". */
export interface ListInput extends InputBase {
  kind: 'list';
  unit: string;
  min: number;
  max: number;
  integer?: boolean;
  maxItems: number;
  default?: number[];
}

export type InputSpec = NumberInput | EnumInput | ListInput;

/** Base units for data-value attributes (DESIGN.md): bytes, seconds, counts, round trips/s, percent as a number. */
export type OutputUnit =
  | 'bytes'
  | 'bytes/s'
  | 'seconds'
  | 'ms'
  | 'count'
  | 'percent'
  | 'round-trips/s'
  | 'boolean'
  | 'km'
  /** 'ok' | 'warning' | 'error', as a rule of the rulebook grades it (log sizing's verdict). */
  | 'verdict';

export interface OutputSpec {
  name: string;
  label: string;
  unit: OutputUnit;
  /** What a count counts, shown after the number ("cores", "files"); data-value stays the bare count. */
  noun?: string;
  help?: string;
  /** Outputs that may be absent (e.g. only computed when an optional input is given). */
  optional?: boolean;
  /** Shown only under this condition (and then absent otherwise, so it must be optional). */
  onlyWhen?: Condition;
}

/** An output value: a number in the output's base unit, a yes/no, "never", or null for "not computed". */
export type OutputValue = number | boolean | 'never' | Verdict | null;

/** A rule's grade as an output value (DESIGN.md: log sizing's `verdict`). */
export type Verdict = 'ok' | 'warning' | 'error';

/** One line of "show the work": the formula in symbols and with the user's numbers substituted. */
export interface WorkStep {
  label: string;
  formula: string;
  substituted: string;
  /** The output this step produces, if any. */
  output?: string;
}

/** Text a user copies into their system: a qm.ini stanza, crtmqm flags, an MQSC command. */
export interface Snippet {
  label: string;
  language: 'ini' | 'shell' | 'mqsc' | 'text';
  text: string;
}

/** A chart the result draws, as data (lib/chart.ts); src/lib/charts/live.ts draws it at build time and in the browser. */
export type ResultChart = ChartSpec & {
  title: string;
  caption: string;
};

export type InputValues = Record<string, number | string | number[] | undefined>;

export type ComputeResult =
  | {
      ok: true;
      /**
       * The one-sentence answer the page leads its results with, e.g. "This log holds 80 MiB; the
       * workload needs 530 MiB: add primary files or shorten the longest unit of work."
       */
      summary?: string;
      outputs: Record<string, OutputValue>;
      work: WorkStep[];
      /** Things the user should know about this result (extrapolation, beyond advice, ...). */
      warnings: string[];
      snippets?: Snippet[];
      chart?: ResultChart;
      /**
       * Links to the same calculator with other inputs, e.g. "Check this configuration" from a
       * recommendation: the page applies them like a worked example, in one click.
       */
      links?: ResultLink[];
    }
  | {
      ok: false;
      /** Each names the input at fault and the accepted range or values. */
      errors: { input: string; message: string }[];
    };

/** A link to the same calculator with these inputs (others keep their defaults). */
export interface ResultLink {
  label: string;
  inputs: Record<string, string>;
}

export interface WorkedExample {
  label: string;
  /** Query-string style values; applying them as a preset reproduces the example. */
  inputs: Record<string, string>;
  /** Expected outputs in base units; tests compare within `tolerance` (relative, default exact). */
  expected: Record<string, number | boolean | 'never'>;
  tolerance?: number;
  source: Source;
}

/** The task a calculator serves; /calculators/ and the home page list calculators under these. */
export type CalculatorGroup = 'log-and-disk' | 'connections-and-os-limits' | 'ha-and-dr' | 'zos' | 'broker';

export interface CalculatorDefinition {
  /** URL slug: /calculators/<id>/ and /embed/<id>/. */
  id: string;
  title: string;
  /** The task it serves, for grouping on /calculators/ and the home page. */
  group: CalculatorGroup;
  /** The question it answers, in the reader's words, in one line. */
  question: string;
  /** Platform and version the method was measured on or documented for, and what still applies. */
  appliesTo: string;
  inputs: InputSpec[];
  outputs: OutputSpec[];
  /** Formulas for display, in plain text (e.g. "maxLogBytes = (primary + secondary) × pages × 4096"). */
  formulas: string[];
  /** Longer explanation (Markdown-free plain paragraphs) shown below the calculator. */
  explanation: string[];
  sources: Source[];
  /** Other calculators worth opening from this one (e.g. today's counterpart of an old platform's), by id. */
  related?: { id: string; why: string }[];
  examples: WorkedExample[];
  /** Pure: same inputs, same result; never throws for validated inputs. */
  compute(values: InputValues): ComputeResult;
}
