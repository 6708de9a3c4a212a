/**
 * The simulator page in the browser: keeps the form, the URL and the local command in step, runs
 * the model in the worker (with progress and cancel), fills the outputs, and draws sweeps.
 *
 * Contract (DESIGN.md): each [data-output] holds its raw value in data-value ("" while running, on
 * error or when the run did not produce it); errors go to the role="alert" element and name the
 * parameter and its range. The root's data-state is idle, loading, running, ready, error or
 * cancelled, so tests and the benchmark can wait for a result.
 */
import { SimulatorClient, SimulatorError } from './client.ts';
import { formatNumber, formatOutput, OUTPUT_DISPLAY } from './metrics.ts';
import { checkValues, numeric, overrides, presetRaw, type RawValues } from './params.ts';
import { measuredOnAxes, MODEL_SERIES, REPORT_SERIES, sweepSpec, sweepValues, type SweepRow } from './sweep.ts';
import type { MeasuredPoint, ModelInfo } from './types.ts';
import type { RunResult } from './protocol.ts';
import { parseQuery, toQuery, type SweepState } from './url-state.ts';

type State = 'idle' | 'loading' | 'running' | 'ready' | 'error' | 'cancelled';

interface PageData {
  info: ModelInfo;
  measured: Record<string, MeasuredPoint[]>;
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, cls?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (cls) node.className = cls;
  return node;
}

export function startSimulatorPage(root: HTMLElement): void {
  const data = JSON.parse(root.querySelector('[data-sim-data]')!.textContent!) as PageData;
  const { info } = data;
  const q = <T extends Element>(sel: string) => root.querySelector<T>(sel)!;
  const form = q<HTMLFormElement>('[data-sim-form]');
  const presetSelect = q<HTMLSelectElement>('#sim-preset');
  const presetNote = q<HTMLElement>('[data-sim-preset-note]');
  const fields = new Map([...root.querySelectorAll<HTMLInputElement>('[data-sim-param]')].map((f) => [f.dataset.simParam!, f]));
  const cancelButton = q<HTMLButtonElement>('[data-sim-cancel]');
  const progress = q<HTMLProgressElement>('[data-sim-progress]');
  const status = q<HTMLElement>('[data-sim-status]');
  const alert = q<HTMLElement>('[data-sim-alert]');
  const command = q<HTMLElement>('[data-sim-command]');
  const sweepForm = q<HTMLFormElement>('[data-sim-sweep-form]');
  const sweepParam = q<HTMLSelectElement>('[data-sim-sweep-param]');
  const sweepFrom = q<HTMLInputElement>('[data-sim-sweep-from]');
  const sweepTo = q<HTMLInputElement>('[data-sim-sweep-to]');
  const sweepSteps = q<HTMLInputElement>('[data-sim-sweep-steps]');
  const sweepMetric = q<HTMLSelectElement>('[data-sim-sweep-metric]');
  const sweepFigure = q<HTMLElement>('[data-sim-sweep-chart]');

  const client = new SimulatorClient({
    indexURL: new URL(root.dataset.indexUrl!, location.href).href,
    modelURL: new URL(root.dataset.modelUrl!, location.href).href,
    onStatus: (s) => {
      if (s.phase === 'loading') {
        setState('loading');
        status.textContent = 'Loading the Python runtime (first run only)…';
      } else {
        // For the benchmark: how long the runtime took to load in this page.
        root.dataset.loadMs = String(Math.round(s.loadMs));
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
  const currentValues = (): RawValues => Object.fromEntries([...fields].map(([k, f]) => [k, f.value]));

  const fillForm = (values: RawValues) => {
    for (const [k, f] of fields) f.value = values[k] ?? '';
  };

  const presetLabel = (preset: string | null) =>
    preset === null ? "The model's defaults: a generic single queue manager, not a measured configuration." : info.presetInfo[preset] ? `${info.presetInfo[preset]!.measuredOn}. Choosing a preset sets every parameter to its values.` : `Unknown preset "${preset}".`;

  const sweepState = (): SweepState => ({ param: sweepParam.value, from: sweepFrom.value, to: sweepTo.value, steps: sweepSteps.value, metric: sweepMetric.value });

  const updateCommand = () => {
    const preset = currentPreset();
    const known = preset !== null && preset in info.presetValues ? preset : null;
    const sets = Object.entries(overrides(info, known, currentValues())).map(([k, v]) => ` --set ${k}=${/^[\w.+-]+$/.test(v) ? v : `'${v.replace(/'/g, '')}'`}`);
    command.textContent = `python3 mqsim.py${preset ? ` --preset ${preset}` : ''}${sets.join('')} --json`;
  };

  const updateUrl = (run: boolean, withSweep = false) => {
    const query = toQuery(info, { preset: currentPreset(), values: currentValues(), run, sweep: withSweep ? sweepState() : null });
    history.replaceState(null, '', `${location.pathname}${query}${location.hash}`);
  };

  const clearOutputs = () => {
    for (const node of root.querySelectorAll<HTMLElement>('[data-output]')) {
      node.dataset.value = '';
      node.textContent = '–';
    }
  };

  const showProblems = (problems: { name: string; message: string }[], intro: string) => {
    const bad = new Set(problems.map((p) => p.name));
    for (const [k, f] of fields) {
      if (bad.has(k)) f.setAttribute('aria-invalid', 'true');
      else f.removeAttribute('aria-invalid');
    }
    const list = el('ul');
    list.append(...problems.map((p) => el('li', p.message)));
    alert.replaceChildren(el('p', intro), list);
  };

  const clearProblems = () => {
    alert.replaceChildren();
    for (const f of fields.values()) f.removeAttribute('aria-invalid');
  };

  const showError = (e: unknown) => {
    if (e instanceof SimulatorError && e.kind === 'cancelled') {
      setState('cancelled');
      status.textContent = 'Cancelled.';
      return;
    }
    setState('error');
    clearOutputs();
    if (e instanceof SimulatorError && e.kind === 'param') {
      const name = info.params.find((p) => e.message.startsWith(p.name) || e.message.includes(`'${p.name}'`))?.name ?? 'preset';
      showProblems([{ name, message: e.message }], 'No result: a parameter needs changing.');
      status.textContent = 'No result.';
    } else {
      const message = e instanceof Error ? e.message : String(e);
      const p = el('p', e instanceof SimulatorError && e.kind === 'load' ? message : `The model stopped with an error: ${message}`);
      alert.replaceChildren(p);
      status.textContent = 'No result.';
    }
  };

  /** Checks the form; returns the run request or shows what is wrong. */
  const request = () => {
    const preset = currentPreset();
    const values = currentValues();
    const problems = checkValues(info, values);
    if (problems.length) {
      setState('error');
      clearOutputs();
      showProblems(problems, problems.length === 1 ? 'No result: a parameter needs changing.' : `No result: ${problems.length} parameters need changing.`);
      status.textContent = 'No result.';
      return null;
    }
    clearProblems();
    const known = preset !== null && preset in info.presetValues ? preset : null;
    return { preset, set: overrides(info, known, values), values };
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
      fillOutputs(result!);
      // For the benchmark: when the result arrived, and how fast the model ran.
      root.dataset.resultAtMs = String(Math.round(performance.now()));
      root.dataset.events = String(result!.events);
      root.dataset.wallMs = String(Math.round(result!.wallMs));
      setState('ready');
      status.textContent = `Done: ${formatNumber(result!.measuredRoundTrips)} round trips measured over ${formatNumber(result!.simulatedSeconds, 2)} simulated seconds, ${formatNumber(result!.events)} events in ${(result!.wallMs / 1000).toFixed(1)} s.${result!.truncated ? ' The run hit maxSimSeconds before measuring every round trip.' : ''}`;
    } catch (e) {
      showError(e);
    }
  };

  const fillOutputs = (result: RunResult) => {
    for (const node of root.querySelectorAll<HTMLElement>('[data-output]')) {
      const name = node.dataset.output!;
      const value = result[name];
      const ok = typeof value === 'number' && Number.isFinite(value);
      node.dataset.value = ok ? String(value) : '';
      node.textContent = formatOutput(name, ok ? value : null);
    }
  };

  const runSweep = async () => {
    const req = request();
    if (!req) return;
    const param = info.params.find((p) => p.name === sweepParam.value);
    if (!param) return;
    const plan = sweepValues(param, sweepFrom.value, sweepTo.value, sweepSteps.value);
    if (!plan.ok) {
      setState('error');
      showProblems(plan.problems, 'No sweep: the sweep settings need changing.');
      return;
    }
    updateUrl(false, true);
    setState('running');
    status.textContent = `Sweeping ${param.name} over ${plan.values.length} values…`;
    try {
      const results = await client.run(
        plan.values.map((v) => ({ preset: req.preset, set: { ...req.set, [param.name]: String(v) } })),
        (f, run, runs) => {
          progress.value = f;
          if (root.dataset.state === 'running') status.textContent = `Sweeping ${param.name}: run ${run + 1} of ${runs}, ${Math.round(f * 100)}%`;
        },
      );
      setState('ready');
      status.textContent = `Sweep done: ${results.length} runs.`;
      await drawSweep(param.name, param.unit, sweepMetric.value, plan.values, results, numeric(req.values), req.preset);
    } catch (e) {
      showError(e);
    }
  };

  const drawSweep = async (param: string, unit: string, output: string, values: number[], results: RunResult[], current: Record<string, number>, preset: string | null) => {
    const display = OUTPUT_DISPLAY[output]!;
    const yTitle = `${display.label} (${display.unit})`;
    const xTitle = `${param} (${unit === 'us' ? 'µs' : unit})`;
    const rows: SweepRow[] = results.map((r, i) => ({ x: values[i]!, y: (r[output] as number) * display.scale, series: MODEL_SERIES, label: 'model' }));
    const measured = preset && data.measured[preset] ? measuredOnAxes(data.measured[preset]!, current, param, output) : [];
    rows.push(...measured.map((m) => ({ x: m.params[param]!, y: m.value * display.scale, series: REPORT_SERIES, label: m.label })));
    const description = `${display.label} predicted by the model as ${param} goes from ${values[0]} to ${values.at(-1)}${measured.length ? `, with ${measured.length} measured points from the report` : ''}.`;
    const { renderSvg } = await import('../charts/render.ts');
    const svg = await renderSvg(sweepSpec({ xTitle, yTitle, description }), rows, { width: 560 });
    const box = q<HTMLElement>('[data-sim-sweep-svg]');
    box.innerHTML = svg.replace('<svg ', '<svg aria-hidden="true" focusable="false" ');
    box.setAttribute('aria-label', description);
    q<HTMLElement>('[data-sim-sweep-caption]').textContent = `${description} Model runs are predictions${measured.length ? '; the diamonds are the report’s measurements (see the table for sources)' : ''}.`;
    const table = q<HTMLTableElement>('[data-sim-sweep-table]');
    const head = el('tr');
    head.append(el('th', xTitle), el('th', yTitle), el('th', 'Source'));
    const body = rows.map((r) => {
      const tr = el('tr');
      const src = el('td');
      const m = measured.find((mm) => mm.label === r.label && r.series === REPORT_SERIES);
      if (m) {
        const a = el('a', `${m.label} (printed ${formatNumber(m.printed, Number.isInteger(m.printed) ? 0 : 1)} ${m.printedUnit})`);
        a.href = m.href;
        src.append(a);
      } else src.textContent = 'model';
      tr.append(el('td', String(r.x)), el('td', formatNumber(r.y, display.digits)), src);
      return tr;
    });
    const thead = el('thead');
    thead.append(head);
    const tbody = el('tbody');
    tbody.append(...body);
    table.replaceChildren(thead, tbody);
    sweepFigure.hidden = false;
  };

  // -- wiring ----------------------------------------------------------------------------

  presetSelect.addEventListener('change', () => {
    const preset = currentPreset();
    fillForm(presetRaw(info, preset));
    presetNote.textContent = presetLabel(preset);
    const sweep = preset ? info.presetInfo[preset]?.sweep : undefined;
    if (sweep) {
      sweepParam.value = sweep.param;
      sweepFrom.value = String(sweep.values[0]);
      sweepTo.value = String(sweep.values.at(-1));
      sweepMetric.value = sweep.metric;
    }
    clearProblems();
    updateCommand();
    updateUrl(false);
  });
  form.addEventListener('input', updateCommand);
  form.addEventListener('change', () => updateUrl(false));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    void runOnce();
  });
  cancelButton.addEventListener('click', () => client.cancel());
  sweepForm.addEventListener('submit', (e) => {
    e.preventDefault();
    void runSweep();
  });

  // -- initial state from the URL ----------------------------------------------------------

  const state = parseQuery(location.search, info);
  if (state.preset !== null && !(state.preset in info.presetValues)) {
    const bad = el('option', `${state.preset} (not a preset)`);
    bad.value = state.preset;
    presetSelect.append(bad);
  }
  presetSelect.value = state.preset ?? 'none';
  presetNote.textContent = presetLabel(state.preset);
  fillForm(state.values);
  if (state.sweep) {
    if ([...sweepParam.options].some((o) => o.value === state.sweep!.param)) sweepParam.value = state.sweep.param;
    sweepFrom.value = state.sweep.from;
    sweepTo.value = state.sweep.to;
    sweepSteps.value = state.sweep.steps;
    if ([...sweepMetric.options].some((o) => o.value === state.sweep!.metric)) sweepMetric.value = state.sweep.metric;
  } else if (state.preset && info.presetInfo[state.preset]) {
    const s = info.presetInfo[state.preset]!.sweep;
    sweepParam.value = s.param;
    sweepFrom.value = String(s.values[0]);
    sweepTo.value = String(s.values.at(-1));
    sweepMetric.value = s.metric;
  }
  updateCommand();
  if (state.unknown.length) status.textContent = `Ignored unknown link parameters: ${state.unknown.join(', ')}.`;
  if (state.run) void runOnce();
}
