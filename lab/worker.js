// The Lab's worker: the learner's Python (MicroPython's WebAssembly port,
// or CPython as Pyodide where the code needs it) and the page's own wasm,
// which runs the search and calls the learner's methods through
// `btlabLab` (src/worker/lab.rs). The build copies this file, MicroPython
// and Pyodide into lab/ and fills in the glue's and the wasm's names
// (.ci/post-build.mjs); the service worker keeps them once fetched, so
// that the Lab works offline after one visit.
const GLUE = '__GLUE__';
const WASM = '__WASM__';
/** Which Python this worker runs: the build writes this file twice, as
 * worker.js with MicroPython and as cpython-worker.js with CPython. */
const PYTHON = '__PYTHON__';

/** Milliseconds after which a call of the learner's method is stopped. */
let deadline = Infinity;
let python = null;
let methods = null;
/** What the learner's code printed, since the page last asked. */
let printed = '';

/** The last line of the learner's file (`lab.py`) a traceback names. */
function learnersLine(text) {
  const lines = [...text.matchAll(/File "lab\.py", line (\d+)/g)];
  return lines.length ? Number(lines[lines.length - 1][1]) : null;
}

/** A Python exception as the page reads it (src/worker/lab.rs). */
function describe(error) {
  const text = String(error?.message ?? error);
  const type = error?.type ?? '';
  const last = text.trim().split('\n').pop() ?? text;
  const detail = last.replace(/^\w+: ?/, '');
  if (type === 'LabTimedOut') return { kind: 'timeout' };
  if (type === 'LabTrace') return { kind: 'trace', detail };
  if (type === 'LabMissing') return { kind: 'missing', name: detail };
  if (type === 'LabWrongType') {
    const [expected, got] = detail.split('|');
    return { kind: 'type', expected, got };
  }
  return { kind: 'raised', message: last, line: learnersLine(text) };
}

self.btlabLab = {
  /** Runs the skeleton, the bridge, the page's globals and the learner's
   * code (as `lab.py`, by the Python statement `run`): throws the error
   * described if any fails. */
  load(skeleton, bridge, globals, code, seed, budgetMs, run) {
    deadline = performance.now() + budgetMs;
    try {
      python.runPython(skeleton);
      python.runPython(bridge);
      python.runPython(globals);
      python.runPython(`random.seed(${Number(seed) >>> 0})`);
      python.globals.set('_lab_source', code);
      python.runPython(run);
    } catch (error) {
      throw describe(error);
    }
    const get = (name) => python.globals.get(name);
    methods = { moves: get('_lab_moves'), valid: get('_lab_valid'), record: get('_lab_record'), undo: get('_lab_undo'), done: get('_lab_done') };
    self.btlabLab.budget = budgetMs;
  },
  budget: 2000,
  /** Calls the learner's `method`: its answer as the bridge checked it,
   * or throws the error described. */
  call(method, level, value) {
    deadline = performance.now() + self.btlabLab.budget;
    try {
      return method === 'moves' || method === 'done' ? methods[method](level) : methods[method](level, value);
    } catch (error) {
      throw describe(error);
    }
  },
  /** The board a puzzle of the learner's own declares, as the bridge's
   * lines (`_lab_declared`), or throws the error described. */
  declared() {
    deadline = performance.now() + self.btlabLab.budget;
    try {
      return python.globals.get('_lab_declared')();
    } catch (error) {
      throw describe(error);
    }
  },
  /** A recursive search's function and the square of each level, as the
   * bridge's lines (`_lab_traced`, lab/python/trace.py), or throws the
   * error described. */
  traced(queens, cells, givens) {
    deadline = performance.now() + self.btlabLab.budget;
    try {
      return python.globals.get('_lab_traced')(queens, cells, givens);
    } catch (error) {
      throw describe(error);
    }
  },
  /** The run reached its end after `attempts` in `ms` of search: an
   * article's program prints them (`_lab_finished`, lab/python). */
  finished(attempts, ms) {
    const said = python.globals.get('_lab_finished');
    if (said) said(attempts, ms);
  },
  /** What the learner's code printed since the last time asked. */
  printed() {
    const text = printed;
    printed = '';
    return text;
  },
};

/** What the learner's code prints, kept for the page (at most 10,000
 * characters between two looks). */
const print = (line) => { if (printed.length < 10000) printed += `${line}\n`; };

/** This worker's Python: CPython as Pyodide (fetched only then) or
 * MicroPython. Both have the same API. */
function loadPython() {
  const here = (path) => new URL(path, self.location.href).href;
  if (PYTHON === 'full') {
    // Pyodide starts only in a module worker, which it tells from a
    // classic one (this, as the page's worker library makes them) by
    // whether importScripts works. This worker loads every script with
    // import(), as a module worker does: importScripts is not needed.
    self.importScripts = () => { throw new TypeError('scripts are modules here'); };
    return import('./pyodide/pyodide.mjs')
      .then(({ loadPyodide }) => loadPyodide({ indexURL: here('./pyodide/'), stdout: print, stderr: print }));
  }
  return import('./micropython.mjs')
    .then(({ loadMicroPython }) => loadMicroPython({ url: here('./micropython.wasm'), stdout: print, stderr: print, linebuffer: true }));
}

loadPython()
  .then((loaded) => {
    python = loaded;
    python.registerJsModule('lab_js', { late: () => performance.now() > deadline });
    return import(GLUE);
  })
  .then((glue) => glue.default({ module_or_path: WASM }));
