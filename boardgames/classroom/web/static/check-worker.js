// The Web Worker that checks a pupil's program in the pupil's own browser: Pyodide (loaded
// once, kept for the next Check), the exercise's bundle written into its file system, and
// boardgames.exercises.browser.answer(request) run there. The page ends this worker when a
// run takes longer than the exercise's time limit (an endless loop) and starts a new one.
//
// Messages in: {type: "start", pyodide} (start Python before the first check: the pupil is
// still reading), {type: "check", id, bundle, source, seed, pyodide} (pyodide: the URL of the
// vendored Pyodide folder). Messages out: {type: "started", ms} once Python runs,
// {type: "result", id, reply, ms} (reply as check_process.answer gives it), or
// {type: "failed", id, detail} when Python could not start or run at all.

const ROOT = "/boardgames-check";
let python = null;
const written = new Map();

// Start Pyodide (once): its folder `indexURL` (a URL, or a path in Node), its module at
// `moduleURL` (default: pyodide.mjs in that folder).
export async function startPython(indexURL, moduleURL = new URL("pyodide.mjs", indexURL).href) {
  if (!python) {
    python = (async () => {
      const { loadPyodide } = await import(moduleURL);
      const py = await loadPyodide({ indexURL: String(indexURL), fullStdLib: false });
      py.runPython(`import sys\nsys.dont_write_bytecode = True\nsys.path.insert(0, ${JSON.stringify(ROOT)})`);
      return py;
    })();
  }
  return python;
}

function write(py, path, text) {
  if (written.get(path) === text) return;
  py.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
  py.FS.writeFile(path, text, { encoding: "utf8" });
  written.set(path, text);
}

// Run the checks of `bundle` on `source` with the random positions of `seed`; the reply.
export function runCheck(py, bundle, source, seed) {
  const folder = `${ROOT}/exercises/${bundle.key}`;
  for (const [path, text] of Object.entries(bundle.files)) {
    write(py, path === bundle.checks ? `${folder}/${path}` : `${ROOT}/${path}`, text);
  }
  const student = `${ROOT}/run/student.py`;
  py.FS.mkdirTree(`${ROOT}/run`);
  py.FS.writeFile(student, source, { encoding: "utf8" });
  const request = { checks: `${folder}/${bundle.checks}`, student, seed, seconds: bundle.seconds, limits: bundle.limits };
  const namespace = py.toPy({ request: JSON.stringify(request) });
  try {
    const text = py.runPython(
      `import json, importlib\njson.dumps(importlib.import_module(${JSON.stringify(bundle.module)}).answer(json.loads(request)))`,
      { globals: namespace });
    return JSON.parse(text);
  } finally {
    namespace.destroy();
  }
}

async function onMessage(event) {
  const { type, id, bundle, source, seed, pyodide } = event.data;
  let py;
  try {
    const started = performance.now();
    const fresh = !python;
    py = await startPython(new URL(pyodide).href);
    if (fresh) postMessage({ type: "started", ms: Math.round(performance.now() - started) });
  } catch (error) {
    postMessage({ type: "failed", id, detail: `Python did not start: ${error && error.message || error}`.slice(0, 200) });
    return;
  }
  if (type === "start") return;
  const began = performance.now();
  try {
    const reply = runCheck(py, bundle, source, seed);
    postMessage({ type: "result", id, reply, ms: Math.round(performance.now() - began) });
  } catch (error) {
    postMessage({ type: "failed", id, detail: String(error && error.message || error).split("\n").filter(Boolean).pop().slice(0, 200) });
  }
}

// In a browser's worker only (Node's tests import the functions above).
if (typeof WorkerGlobalScope !== "undefined" && self instanceof WorkerGlobalScope) {
  self.onmessage = onMessage;
}
