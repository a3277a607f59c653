// Runs pupils' programs through the page's check worker (static/check-worker.js) in Node,
// with the vendored Pyodide: one Node process, Python started once, for many files.
//
//   node node_exercises.mjs JOB.json OUT.json
//
// JOB: {"worker": path of check-worker.js, "pyodide": the vendored Pyodide folder,
//       "bundles": {key: bundle as GET /api/exercises/KEY/bundle gives it},
//       "runs": [{"name", "key", "source", "seed"}]}
// OUT: {"start_ms", "runs": [{"name", "reply", "ms"}]} (reply: {"error"} when it threw).
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const [jobPath, outPath] = process.argv.slice(2);
const job = JSON.parse(readFileSync(jobPath, "utf8"));
const worker = await import(pathToFileURL(job.worker).href);
const began = performance.now();
const folder = job.pyodide.endsWith("/") ? job.pyodide : job.pyodide + "/";
const py = await worker.startPython(folder, pathToFileURL(folder + "pyodide.mjs").href);
const out = { start_ms: Math.round(performance.now() - began), runs: [] };
for (const run of job.runs) {
  const t = performance.now();
  let reply;
  try {
    reply = worker.runCheck(py, job.bundles[run.key], run.source, run.seed);
  } catch (error) {
    reply = { error: String(error && error.message || error).slice(-500) };
  }
  out.runs.push({ name: run.name, reply, ms: Math.round(performance.now() - t) });
}
writeFileSync(outPath, JSON.stringify(out));
