/**
 * mqcheck --format=sarif: valid SARIF 2.1.0 by the OASIS schema (tests/fixtures/sarif/, validated
 * with Ajv's draft-04 class and ajv-formats, so "uri" and "uri-reference" are checked too), with
 * what GitHub code scanning needs: every rule in the driver, and each result's rule, level,
 * message, file and start line.
 */
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../calculators/check/cli.ts';
import { artifactUri, defaultLevel } from '../../calculators/check/cli/sarif.ts';
import { RULES, ruleById } from '../../calculators/rulebook/index.ts';

const FIXTURES = join(import.meta.dirname, '../fixtures');
const schema = JSON.parse(readFileSync(join(FIXTURES, 'sarif/sarif-schema-2.1.0.json'), 'utf8'));
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const validate = ajv.compile(schema);

interface SarifResult {
  ruleId: string;
  ruleIndex?: number;
  level: string;
  message: { text: string };
  locations: { physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }[];
}
interface SarifRule {
  id: string;
  shortDescription: { text: string };
  helpUri?: string;
  help: { text: string };
  defaultConfiguration: { level: string };
}

async function sarif(files: string[], siteUrl?: string) {
  const out: string[] = [];
  const err: string[] = [];
  const status = await runCli(['--format=sarif', ...files], { readFile: (p) => readFileSync(join(FIXTURES, p)), out: (t) => out.push(t), err: (t) => err.push(t), ...(siteUrl ? { siteUrl } : {}) });
  const log = JSON.parse(out.join('\n'));
  const run = log.runs[0] as { tool: { driver: { name: string; rules: SarifRule[]; informationUri?: string } }; results: SarifResult[]; invocations: { executionSuccessful: boolean; toolExecutionNotifications: { message: { text: string } }[] }[] };
  return { status, log, run, err: err.join('\n') };
}

const MQCONFIG = 'real-config/mqconfig-centos79-mq91-root.txt';
const QMINI = 'real-config/qmini-whywebsphere-tuned.ini';
const AMQSRUA = 'real-measure/amqsrua-linux-persistent-3.3.2.1.txt';

describe('mqcheck --format=sarif', () => {
  it('is valid SARIF 2.1.0, with or without the site address, and with a file that could not be read', async () => {
    for (const siteUrl of [undefined, 'https://mq.example.com/guide/']) {
      const { log } = await sarif([MQCONFIG, QMINI, AMQSRUA, 'real-config/no-such-file.txt'], siteUrl);
      const valid = validate(log);
      expect(valid ? [] : validate.errors, `site ${siteUrl}`).toEqual([]);
    }
  });

  it('the schema check can fail: a result without its message is refused', async () => {
    const { log } = await sarif([MQCONFIG]);
    delete log.runs[0].results[0].message;
    expect(validate(log)).toBe(false);
  });

  it('lists every rule of the rulebook, with its title, default level and help link to its /rules/ anchor', async () => {
    const { run } = await sarif([QMINI], 'https://mq.example.com/guide/');
    expect(run.tool.driver.name).toBe('mqcheck');
    expect(run.tool.driver.informationUri).toBe('https://mq.example.com/guide/check/');
    expect(run.tool.driver.rules.map((r) => r.id)).toEqual(RULES.map((r) => r.id));
    const nofile = run.tool.driver.rules.find((r) => r.id === 'os.nofile')!;
    expect(nofile).toMatchObject({ shortDescription: { text: ruleById('os.nofile')!.title }, helpUri: 'https://mq.example.com/guide/rules/#os.nofile', defaultConfiguration: { level: 'error' } });
  });

  it('without the site address, the help link is the rule\'s path in words (SARIF\'s helpUri must be absolute)', async () => {
    const { run } = await sarif([QMINI]);
    const nofile = run.tool.driver.rules.find((r) => r.id === 'os.nofile')!;
    expect(nofile.helpUri).toBeUndefined();
    expect(nofile.help.text).toContain('/rules/#os.nofile on the MQ Performance Field Guide');
  });

  it('each error, warning and note is a result with its rule, level, message, file and line; ok findings are not results', async () => {
    const { run, status } = await sarif([MQCONFIG]);
    expect(status).toBe(1);
    // By hand from the text output of the same file: 4 errors, 3 warnings, 1 note (and 5 ok, left out).
    expect(run.results.map((r) => r.level).sort()).toEqual(['error', 'error', 'error', 'error', 'note', 'warning', 'warning', 'warning']);
    const fileMax = run.results.find((r) => r.ruleId === 'os.fs.file-max')!;
    expect(fileMax.level).toBe('error');
    expect(fileMax.message.text).toMatch(/^file-max = 94,452, below IBM’s minimum of 524,288\. Raise fs\.file-max to at least 524,288\.\n/);
    expect(fileMax.locations[0]!.physicalLocation).toEqual({ artifactLocation: { uri: 'real-config/mqconfig-centos79-mq91-root.txt' }, region: { startLine: 17 } });
    for (const r of run.results) expect(run.tool.driver.rules[r.ruleIndex!]!.id).toBe(r.ruleId);
    // The release note is about the file as a whole: code scanning needs a line, so it is the first.
    expect(run.results.find((r) => r.ruleId === 'mqconfig.release')!.locations[0]!.physicalLocation.region.startLine).toBe(1);
  });

  it('measurement findings are results too', async () => {
    const { run } = await sarif([AMQSRUA]);
    expect(run.results.length).toBeGreaterThan(0);
    for (const r of run.results) expect(r.ruleId).toMatch(/^measure\./);
  });

  it('a file that could not be checked is a notification of the run, not a result', async () => {
    const { run, status, err } = await sarif(['real-config/no-such-file.txt', QMINI]);
    expect(status).toBe(2);
    expect(run.invocations[0]!.executionSuccessful).toBe(false);
    expect(run.invocations[0]!.toolExecutionNotifications.map((n) => n.message.text)).toEqual(['real-config/no-such-file.txt: no such file.']);
    expect(err).toContain('real-config/no-such-file.txt: no such file. Not checked.');
  });
});

describe('SARIF details', () => {
  it('a rule\'s default level is the most severe its severity sentence gives', async () => {
    const level = (id: string) => defaultLevel(ruleById(id)!);
    expect(level('os.nofile')).toBe('error'); // "Error below 10,240 (mqconfig FAIL), ok at or above or unlimited."
    expect(level('os.nproc')).toBe('warning'); // "Warning below 4,096 …"
    expect(level('log.capacity')).toBe('error'); // "Ok when …; warning when …; error when not even all of them do."
    expect(level('mqconfig.release')).toBe('note'); // "A note …; a warning for a release out of IBM support … is not given"
    expect(level('measure.input')).toBe('note'); // "info: a note on how the figures were summarised"
    expect(level('container.pids-limit')).toBe('error');
  });

  it('file paths become URI references: relative kept relative, spaces encoded, absolute and Windows paths as file: URIs', async () => {
    expect(artifactUri('mq/qm.ini')).toBe('mq/qm.ini');
    expect(artifactUri('./mq/QM 1/qm.ini')).toBe('mq/QM%201/qm.ini');
    expect(artifactUri('/var/mqm/qmgrs/QM1/qm.ini')).toBe('file:///var/mqm/qmgrs/QM1/qm.ini');
    expect(artifactUri('C:\\ProgramData\\IBM\\MQ\\qm.ini')).toBe('file:///C:/ProgramData/IBM/MQ/qm.ini');
    expect(artifactUri('-')).toBe('stdin');
  });
});

describe('whatever the input', () => {
  // Real lines (a qm.ini, an mqconfig, amqsrua) cut, shuffled and mixed with noise and binary bytes.
  const realLines = [MQCONFIG, QMINI, AMQSRUA].flatMap((f) => readFileSync(join(FIXTURES, f), 'utf8').split('\n').slice(0, 60));
  const line = fc.oneof(fc.constantFrom(...realLines), fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 }));
  const text = fc.array(line, { maxLength: 40 }).map((ls) => ls.join('\n'));
  const bytes = fc.oneof(text.map((t) => Buffer.from(t)), fc.uint8Array({ maxLength: 200 }).map((u) => Buffer.from(u)));

  it('never throws; gives status 0, 1 or 2, a JSON report with one file, and valid SARIF; status 2 exactly when the file was not checked', async () => {
    await fc.assert(
      fc.asyncProperty(bytes, async (input) => {
        const run = async (format: string) => {
          const out: string[] = [];
          const status = await runCli([`--format=${format}`, '-'], { readFile: () => input, out: (t) => out.push(t), err: () => {} });
          return { status, doc: JSON.parse(out.join('\n')) };
        };
        const json = await run('json');
        expect([0, 1, 2]).toContain(json.status);
        expect(json.doc.version).toBe(2);
        expect(json.doc.files).toHaveLength(1);
        expect(json.doc.files[0].problem === null).toBe(json.status !== 2);
        const sarifRun = await run('sarif');
        expect(sarifRun.status).toBe(json.status);
        expect(validate(sarifRun.doc) ? [] : validate.errors).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });
});
