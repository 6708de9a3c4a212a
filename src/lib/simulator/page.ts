/**
 * The simulator page in the browser: keeps the form, the URL and the local command in step, shows
 * a preset's precomputed result at once, runs the model live in the worker (with progress and
 * cancel; Pyodide is fetched only when a live run or sweep is asked for, so a reader who only looks
 * at the precomputed results downloads none of it), fills the outputs beside the report's values
 * (results-view.ts), draws sweeps, and exports runs and sweeps.
 *
 * Contract (DESIGN.md): each [data-output] holds its raw value in data-value ("" while running, on
 * error or when the run did not produce it); errors go to the role="alert" element and name the
 * parameter and its range. The root's data-state is idle, loading, running, ready, error or
 * cancelled, so tests and the benchmark can wait for a result; data-origin says whether the result
 * shown was precomputed at build time or run live.
 *
 * Nothing from the URL is trusted: presets and parameters are looked up with own-property checks,
 * values are range-checked (control characters included) before they fill the form, and the shown
 * command is built only from checked values (command.ts).
 */
import { SimulatorClient, SimulatorError } from './client.ts';
import { localCommand } from './command.ts';
import type { Comparison } from './compare.ts';
import { formatNumber } from './metrics.ts';
import { checkValues, inSentence, isKnownPreset, numeric, overrides, paramNamed, presetRaw, quoteTyped, visibleControls, type RawValues } from './params.ts';
import type { PrecomputedPreset } from './precomputed.ts';
import type { RunResult } from './protocol.ts';
import { sweepList } from './sweep.ts';
import { sweepFigure, sweepMeasured, type SweepRun } from './sweep-figure.ts';
import { clearResults, downloadText, el, own, showResult, type PageData } from './results-view.ts';
import { linkProblems, parseQuery, toQuery, type SweepState } from './url-state.ts';
import { replaceQuery } from '../url-state.ts';
import { dataParts, part } from '../dom/parts.ts';
import { expandParams } from './compact-params.ts';

type State = 'idle' | 'loading' | 'running' | 'ready' | 'error' | 'cancelled';

export function startSimulatorPage(root: HTMLElement): void {
  const carried = JSON.parse(root.querySelector('[data-sim-data]')!.textContent!) as PageData;
  const info: PageData = expandParams(carried, Object.fromEntries(carried.params.map((p) => [p.name, p.default])));
  const { presetNote, status, alert, command, origin, sweepChart: sweepFigureEl, sweepCommand } = dataParts(root, 'sim', ['preset-note', 'status', 'alert', 'command', 'origin', 'sweep-chart', 'sweep-command']);
  const form = part<HTMLFormElement>(root, '[data-sim-form]');
  const presetSelect = part<HTMLSelectElement>(root, '#sim-preset');
  const fields = new Map([...root.querySelectorAll<HTMLInputElement>('[data-sim-param]')].map((f) => [f.dataset.simParam!, f]));
  const cancelButton = part<HTMLButtonElement>(root, '[data-sim-cancel]');
  const progress = part<HTMLProgressElement>(root, '[data-sim-progress]');
  const sweepForm = part<HTMLFormElement>(root, '[data-sim-sweep-form]');
  const sweepParam = part<HTMLSelectElement>(root, '[data-sim-sweep-param]');
  const sweepValuesField = part<HTMLInputElement>(root, '[data-sim-sweep-values]');
  const sweepMeasuredBox = part<HTMLInputElement>(root, '[data-sim-sweep-measured]');
  const sweepMetric = part<HTMLSelectElement>(root, '[data-sim-sweep-metric]');
  const exportButtons = new Map([...root.querySelectorAll<HTMLButtonElement>('[data-sim-export]')].map((b) => [b.dataset.simExport!, b]));

  let lastRun: { result: RunResult; comparisons: Comparison[] } | null = null;
  let lastSweep: SweepRun | null = null;

  const client = new SimulatorClient({
    indexURL: new URL(root.dataset.indexUrl!, location.href).href,
    modelURL: new URL(root.dataset.modelUrl!, location.href).href,
    onStatus: (s) => {
      if (s.phase === 'ready') root.dataset.loadMs = String(Math.round(s.loadMs));
      if (!client.busy) return; // a run was cancelled while loading: the shown result stays as it is
      if (s.phase === 'loading') {
        setState('loading');
        status.textContent = 'Loading the Python runtime…';
      } else {
        setState('running');
        status.textContent = `Python ${s.pythonVersion} loaded in ${(s.loadMs / 1000).toFixed(1)} s; running…`;
      }
    },
  });

  const setState = (s: State) => {
    root.dataset.state = s;
    const busy = s === 'loading' || s === 'running';
    cancelButton.disabled = !busy;
    progress.hidden = !busy;
    if (!busy) progress.value = 0;
  };

  const currentPreset = (): string | null => (presetSelect.value === 'none' ? null : presetSelect.value);
  const knownPreset = (): string | null => {
    const p = currentPreset();
    return isKnownPreset(info, p) ? p : null;
  };
  const currentValues = (): RawValues =>
    Object.fromEntries([...fields].map(([k, f]) => [k, f.type === 'checkbox' ? (f.checked ? '1' : '0') : f.value]));

  const fillForm = (values: RawValues) => {
    for (const [k, f] of fields) {
      if (f.type === 'checkbox') f.checked = values[k] === '1';
      else f.value = visibleControls(values[k] ?? '');
    }
  };

  const presetLabel = (preset: string | null) => {
    if (preset === null) return "The model's defaults: a generic single queue manager, not a measured configuration.";
    const meta = own(info.presetInfo, preset);
    return meta ? `${meta.measuredOn}. Choosing a preset sets every parameter to its values.` : `${quoteTyped(preset)} is not a preset.`;
  };

  const sweepState = (): SweepState => ({ param: sweepParam.value, values: sweepValuesField.value, measured: sweepMeasuredBox.checked, metric: sweepMetric.value });

  const updateCommand = () => {
    const cmd = localCommand(info, currentPreset(), currentValues());
    command.textContent = cmd.ok ? cmd.text : `No command: ${cmd.reason}.`;
  };

  const updateUrl = (run: boolean, withSweep = false) => {
    replaceQuery(toQuery(info, { preset: currentPreset(), values: currentValues(), run, sweep: withSweep ? sweepState() : null }));
  };

  const setExport = (kind: 'run' | 'sweep', enabled: boolean) => {
    exportButtons.get(`${kind}-json`)!.disabled = !enabled;
    exportButtons.get(`${kind}-csv`)!.disabled = !enabled;
  };

  const clearOutputs = () => {
    clearResults(root);
    origin.hidden = true;
    lastRun = null;
    setExport('run', false);
  };

  const showProblems = (problems: { name: string; message: string }[], intro: string) => {
    const bad = new Set(problems.map((p) => p.name));
    for (const [k, f] of fields) {
      if (bad.has(k)) f.setAttribute('aria-invalid', 'true');
      else f.removeAttribute('aria-invalid');
    }
    sweepValuesField.toggleAttribute('aria-invalid', bad.has('values'));
    presetSelect.toggleAttribute('aria-invalid', bad.has('preset'));
    const list = el('ul');
    list.append(...problems.map((p) => el('li', p.message)));
    alert.replaceChildren(el('p', intro), list);
  };

  const clearProblems = () => {
    alert.replaceChildren();
    for (const f of fields.values()) f.removeAttribute('aria-invalid');
    sweepValuesField.removeAttribute('aria-invalid');
    presetSelect.removeAttribute('aria-invalid');
  };

  const fail = (problems: { name: string; message: string }[], intro: string) => {
    setState('error');
    clearOutputs();
    showProblems(problems, intro);
    status.textContent = 'No result.';
  };

  const showError = (e: unknown) => {
    if (e instanceof SimulatorError && e.kind === 'cancelled') {
      setState('cancelled');
      status.textContent = 'Cancelled.';
      return;
    }
    if (e instanceof SimulatorError && e.kind === 'param') {
      const name = info.params.find((p) => e.message.startsWith(p.name) || e.message.includes(`'${p.name}'`))?.name ?? 'preset';
      fail([{ name, message: e.message }], 'No result: a parameter needs changing.');
      return;
    }
    setState('error');
    clearOutputs();
    const message = e instanceof Error ? e.message : String(e);
    alert.replaceChildren(el('p', e instanceof SimulatorError && e.kind === 'load' ? message : `The model stopped with an error: ${message}`));
    status.textContent = 'No result.';
  };

  /** Checks the preset and the form; returns the run request or shows what is wrong. */
  const request = () => {
    const preset = currentPreset();
    if (preset !== null && !isKnownPreset(info, preset)) {
      fail([{ name: 'preset', message: `preset ${quoteTyped(preset)} is not a preset; choose one of ${Object.keys(info.presetValues).join(', ')} or none` }], 'No result: the preset needs changing.');
      return null;
    }
    const values = currentValues();
    const problems = checkValues(info, values);
    if (problems.length) {
      fail(problems, problems.length === 1 ? 'No result: a parameter needs changing.' : `No result: ${problems.length} parameters need changing.`);
      return null;
    }
    clearProblems();
    return { preset, set: overrides(info, preset, values), values };
  };

  const fillOutputs = (result: RunResult, how: 'precomputed' | 'live') => {
    lastRun = { result, comparisons: showResult(root, info, result, how) };
    setExport('run', true);
    origin.hidden = false;
    origin.textContent = how === 'precomputed' ? 'precomputed by the same model' : 'live run';
  };

  const runOnce = async () => {
    const req = request();
    updateUrl(true);
    if (!req) return;
    clearOutputs();
    setState('running');
    status.textContent = 'Running…';
    progress.value = 0;
    try {
      const [result] = await client.run([{ preset: req.preset, set: req.set }], (f) => {
        progress.value = f;
        if (root.dataset.state === 'running') status.textContent = `Running… ${Math.round(f * 100)}%`;
      });
      fillOutputs(result!, 'live');
      // For the benchmark: how fast the model ran.
      root.dataset.events = String(result!.events);
      root.dataset.wallMs = String(Math.round(result!.wallMs ?? 0));
      setState('ready');
      status.textContent = `Done: ${formatNumber(result!.measuredRoundTrips)} round trips measured over ${formatNumber(result!.simulatedSeconds, 2)} simulated seconds${result!.replications > 1 ? ` in ${result!.replications} replications` : ''}, ${formatNumber(result!.events)} events in ${((result!.wallMs ?? 0) / 1000).toFixed(1)} s.${result!.truncated ? ' The run hit the simulated time limit before measuring every round trip.' : ''}`;
    } catch (e) {
      showError(e);
    }
  };

  /** The values of the sweep parameter the report measured with every other parameter as now. */
  const measuredValues = (param: string, metric: string, values: RawValues): number[] => {
    const points = own(info.measured, knownPreset()) ?? [];
    return [...new Set(sweepMeasured(points, numeric(values), param, metric).map((m) => m.params[param]!))];
  };

  const drawSweep = async (run: SweepRun, values: RawValues) => {
    const figure = sweepFigure({ params: info.params, measured: own(info.measured, knownPreset()) ?? [], current: numeric(values), run });
    // The chart code is loaded with the first sweep drawn in the page (the default sweep is drawn at
    // build); the caption changes with the chart and table, never before them.
    const { showChart } = await import('../charts/live.ts');
    part(root, '[data-sim-sweep-caption]').textContent = figure.caption;
    showChart(part(root, '[data-sim-sweep-svg]'), figure.spec);
    // Built from numbers and catalogue labels, escaped by sweepFigure.
    part(root, '[data-sim-sweep-table]').outerHTML = figure.tableHtml;
    sweepFigureEl.hidden = false;
    lastSweep = run;
    setExport('sweep', true);
  };

  const updateSweepCommand = (values: number[] | null) => {
    const param = paramNamed(info, sweepParam.value);
    if (!param || !values) {
      sweepCommand.textContent = '';
      return;
    }
    const cmd = localCommand(info, currentPreset(), currentValues(), { sweep: { param: param.name, values } });
    sweepCommand.textContent = cmd.ok ? cmd.text : `No command: ${cmd.reason}.`;
  };

  const runSweep = async () => {
    const req = request();
    if (!req) return;
    const param = paramNamed(info, sweepParam.value);
    const metric = info.outputs.find((o) => o.name === sweepMetric.value);
    if (!param || !metric) return;
    const extra = sweepMeasuredBox.checked ? measuredValues(param.name, metric.name, req.values) : [];
    const plan = sweepList(param, sweepValuesField.value, extra);
    if (!plan.ok) {
      fail(plan.problems, 'No sweep: the sweep settings need changing.');
      return;
    }
    updateUrl(false, true);
    updateSweepCommand(plan.values);
    setState('running');
    status.textContent = `Sweeping ${inSentence(param.label)} over ${plan.values.length} values…`;
    try {
      const results = await client.run(
        plan.values.map((v) => ({ preset: req.preset, set: { ...req.set, [param.name]: String(v) } })),
        (f, run, runs) => {
          progress.value = f;
          if (root.dataset.state === 'running') status.textContent = `Sweeping ${inSentence(param.label)}: run ${run + 1} of ${runs}, ${Math.round(f * 100)}%`;
        },
      );
      // Ready only once the sweep's own chart and table have replaced the preset's precomputed ones
      // (drawSweep waits for the chart code): data-state="ready" means the answer is on the page.
      await drawSweep({ param: param.name, metric: metric.name, values: plan.values, results }, req.values);
      setState('ready');
      status.textContent = `Sweep done: ${results.length} runs.`;
    } catch (e) {
      showError(e);
    }
  };

  /** The preset's precomputed sweep, drawn at build time: shown without running anything. */
  const showDefaultSweep = (preset: string | null) => {
    const template = preset === null ? null : root.querySelector<HTMLTemplateElement>(`template[data-sim-default-sweep="${CSS.escape(preset)}"]`);
    const pre = own(info.precomputed, preset);
    if (!template || !pre) {
      sweepFigureEl.hidden = true;
      lastSweep = null;
      setExport('sweep', false);
      return;
    }
    sweepFigureEl.replaceChildren(template.content.cloneNode(true));
    sweepFigureEl.querySelector('.sim-chart-svg')?.setAttribute('data-sim-sweep-svg', '');
    sweepFigureEl.querySelector('figcaption')?.setAttribute('data-sim-sweep-caption', '');
    sweepFigureEl.hidden = false;
    lastSweep = pre.sweep;
    setExport('sweep', true);
    updateSweepCommand(pre.sweep.values);
  };

  const setSweepDefaults = (preset: string | null) => {
    const s = own(info.presetInfo, preset)?.sweep;
    if (!s) return;
    sweepParam.value = s.param;
    sweepValuesField.value = s.values.join(', ');
    sweepMetric.value = s.metric;
    sweepMeasuredBox.checked = true;
  };

  /** Shows the preset's precomputed result when the form holds exactly the preset's values. */
  const showPrecomputed = (): boolean => {
    const preset = knownPreset();
    const pre = own(info.precomputed, preset);
    if (!pre || Object.keys(overrides(info, preset, currentValues())).length) return false;
    clearProblems();
    fillOutputs(pre.result, 'precomputed');
    setState('ready');
    status.textContent = 'Precomputed by the same model (mqsim.pyz in Pyodide, at build time). Change a parameter and run to compute live.';
    return true;
  };

  // -- wiring ----------------------------------------------------------------------------

  presetSelect.addEventListener('change', () => {
    const preset = currentPreset();
    fillForm(presetRaw(info, preset));
    presetNote.textContent = presetLabel(preset);
    setSweepDefaults(preset);
    clearProblems();
    clearOutputs();
    if (!showPrecomputed()) setState('idle');
    showDefaultSweep(preset);
    updateCommand();
    updateUrl(false);
  });
  form.addEventListener('input', updateCommand);
  form.addEventListener('change', () => {
    updateUrl(false);
    updateCommand();
  });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    void runOnce();
  });
  cancelButton.addEventListener('click', () => client.cancel());
  sweepForm.addEventListener('submit', (e) => {
    e.preventDefault();
    void runSweep();
  });
  for (const [kind, button] of exportButtons) {
    button.addEventListener('click', async () => {
      const stem = `mqsim-${knownPreset() ?? 'defaults'}`;
      // The file formats load with the first export asked for.
      const { runCsv, runJson, sweepCsv, sweepJson } = await import('./export.ts');
      if (kind === 'run-json' && lastRun) downloadText(`${stem}-run.json`, runJson(lastRun.result), 'application/json');
      if (kind === 'run-csv' && lastRun) downloadText(`${stem}-run.csv`, runCsv(info.outputs, lastRun.comparisons), 'text/csv');
      if (kind === 'sweep-json' && lastSweep) downloadText(`${stem}-sweep-${lastSweep.param}.json`, sweepJson(lastSweep), 'application/json');
      if (kind === 'sweep-csv' && lastSweep) downloadText(`${stem}-sweep-${lastSweep.param}.csv`, sweepCsv(info.outputs, lastSweep), 'text/csv');
    });
  }

  // -- initial state from the URL ----------------------------------------------------------

  const state = parseQuery(location.search, info);
  if (state.preset !== null && !isKnownPreset(info, state.preset)) {
    const bad = el('option', `${quoteTyped(state.preset)} (not a preset)`);
    bad.value = state.preset;
    presetSelect.append(bad);
  }
  presetSelect.value = state.preset ?? 'none';
  presetNote.textContent = presetLabel(state.preset);
  fillForm(state.values);
  if (state.sweep) {
    const sp = paramNamed(info, state.sweep.param);
    if (sp && [...sweepParam.options].some((o) => o.value === sp.name)) sweepParam.value = sp.name;
    sweepValuesField.value = state.sweep.values;
    sweepMeasuredBox.checked = state.sweep.measured;
    if (info.outputs.some((o) => o.name === state.sweep!.metric)) sweepMetric.value = state.sweep.metric;
  } else setSweepDefaults(state.preset);
  updateCommand();
  if (state.unknown.length) status.textContent = `Ignored unknown link parameters: ${state.unknown.map(quoteTyped).join(', ')}.`;

  // Values from the link are checked before they reach the form (url-state.ts).
  const problems = linkProblems(info, state);
  if (state.preset !== null && !isKnownPreset(info, state.preset)) {
    request(); // shows the alert naming the preset
  } else if (problems.length) {
    fail(problems, problems.length === 1 ? 'No result: a parameter in the link needs changing.' : `No result: ${problems.length} parameters in the link need changing.`);
    // A checkbox cannot show a bad value, so the command must not be built from what it shows.
    command.textContent = `No command: ${problems.map((p) => p.name).join(', ')} in the link ${problems.length === 1 ? 'is' : 'are'} not valid.`;
  } else {
    const shown = showPrecomputed();
    if (state.sweep) void runSweep(); // a sweep link reproduces its sweep
    else {
      showDefaultSweep(knownPreset());
      if (state.run && !shown) void runOnce();
    }
  }
  // Pyodide is not started here: the first live run or sweep starts it (its status line says so).
}
