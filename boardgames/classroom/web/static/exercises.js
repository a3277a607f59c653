// The Exercises tab: the class's exercises (its sequence first, each marked passed or not),
// the chosen one's statement, an editor holding the pupil's program (kept in this browser
// per class, name and exercise), and Check: the exercise's own checks run on the program in
// the pupil's browser (check-worker.js: Pyodide), never on the teacher's computer; the
// result and the file go to the teacher's grid through the outbox, as the desktop app
// sends them.

const START_SECONDS = 3; // beyond the exercise's time limit, as the desktop allows
const PYTHON_START_SECONDS = 180; // a slow tablet loading Python the first time
const PYODIDE = new URL("./vendor/pyodide/", import.meta.url).href;
const WORKER = new URL("./check-worker.js", import.meta.url);
const CHECK_ID = /^[0-9A-Za-z_.-]{1,64}$/;

const escapeText = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const readableId = (id) => { const w = id.replace(/_/g, " ").trim(); return w.charAt(0).toUpperCase() + w.slice(1); };
const failedRun = (code, ...values) => ({ checks: [{ id: "run", passed: false, code, values }] });

// The checks' reply as the desktop's checker reads it (exercises/checker.py _results).
export function readReply(outcome, timeLimit) {
  if (outcome.timedOut) return failedRun("run.timed_out", timeLimit);
  if (outcome.type === "failed") return failedRun("run.not_started", outcome.detail || "?");
  const reply = outcome.reply || {};
  if (reply.error !== undefined) return failedRun("run.bad_report", String(reply.error).slice(0, 200));
  const results = reply.results;
  if (!Array.isArray(results) || !results.length) return failedRun("run.bad_report", "not a list of results");
  const checks = [];
  for (const r of results) {
    const ok = r && typeof r.id === "string" && typeof r.passed === "boolean" && typeof r.code === "string"
      && Array.isArray(r.values) && (!r.passed || r.code === "check.passed");
    if (!ok) return failedRun("run.bad_report", "a damaged result");
    checks.push({ id: r.id.slice(0, 100), passed: r.passed, code: r.code, values: r.values.slice(0, 10) });
  }
  return { checks, stdout: reply.stdout || "", stderr: reply.stderr || "", seed: reply.seed };
}

// One worker, kept (with Python loaded) from one Check to the next; ended when a run is
// past its time and started again at once, so that Python is ready for the next Check.
// warm() starts Python before the first Check (when the pupil opens the tab: a slow
// tablet takes seconds to start it, a pupil reading the exercise longer).
// `onPython(state)` hears "starting", "ready" and "off" (no worker).
class Checker {
  constructor(onPython = () => {}) { this.worker = null; this._ready = false; this.runs = 0; this.onPython = onPython; }

  get ready() { return this._ready; }

  set ready(value) { this._ready = value; this.onPython(value ? "ready" : this.worker ? "starting" : "off"); }

  spawn() {
    if (this.worker) return this.worker;
    this.worker = new Worker(WORKER, { type: "module" });
    this.ready = false;
    return this.worker;
  }

  warm() {
    if (this.worker) return;
    const worker = this.spawn();
    worker.onmessage = (event) => {
      const message = event.data || {};
      if (message.type === "started") this.ready = true;
      else if (message.type === "failed") this.drop(worker); // the next Check tries afresh, and says why
    };
    worker.onerror = (event) => { event.preventDefault(); this.drop(worker); };
    worker.postMessage({ type: "start", pyodide: PYODIDE });
  }

  drop(worker) {
    worker.onmessage = worker.onerror = null;
    worker.terminate();
    if (this.worker === worker) { this.worker = null; this.ready = false; }
  }

  run(bundle, source, timeLimit, onStage) {
    const worker = this.spawn();
    const id = ++this.runs;
    const seed = 100000 + Math.floor(Math.random() * 900000);
    return new Promise((resolve) => {
      let timer = null;
      let began = performance.now();
      const finish = (outcome) => {
        clearTimeout(timer);
        worker.onmessage = worker.onerror = null;
        resolve({ ...outcome, seconds: outcome.timedOut ? null : (performance.now() - began) / 1000 });
      };
      const stop = (outcome) => {
        this.drop(worker);
        finish(outcome);
        if (outcome.timedOut) this.warm(); // an endless loop: Python again for the next Check
      };
      const arm = (seconds, outcome) => { clearTimeout(timer); timer = setTimeout(() => stop(outcome), seconds * 1000); };
      const running = () => { began = performance.now(); onStage("running"); arm(timeLimit + START_SECONDS, { timedOut: true }); };
      worker.onmessage = (event) => {
        const message = event.data || {};
        const ours = message.id === id || message.id === undefined; // undefined: warm()'s start
        if (message.type === "started") { this.ready = true; running(); } else if (ours && message.type === "failed") stop(message); // Python may be broken: a fresh worker next time
        else if (message.id === id) { this.ready = true; finish(message); }
      };
      worker.onerror = (event) => { event.preventDefault(); stop({ type: "failed", detail: event.message || "the worker failed" }); };
      if (this.ready) running();
      else { onStage("starting"); arm(PYTHON_START_SECONDS, { type: "failed", detail: "Python did not start in time" }); }
      worker.postMessage({ type: "check", id, bundle, source, seed, pyodide: PYODIDE });
    });
  }
}

// Python's colours from exercises.css (readable in the light and the dark theme alike).
function colours(language, t) {
  const c = (name) => `var(--code-${name})`;
  return language.HighlightStyle.define([
    { tag: [t.keyword, t.controlKeyword, t.definitionKeyword, t.moduleKeyword, t.operatorKeyword], color: c("keyword") },
    { tag: [t.string, t.special(t.string)], color: c("string") },
    { tag: [t.comment, t.lineComment], color: c("comment"), fontStyle: "italic" },
    { tag: [t.number, t.bool, t.null, t.self], color: c("number") },
    { tag: [t.function(t.definition(t.variableName)), t.definition(t.className), t.className], color: c("name") },
    { tag: t.escape, color: c("keyword") },
  ]);
}

async function makeEditor(parent, text, label, onChange) {
  try {
    const [view, state, python, commands, language, highlight] = await Promise.all([
      import("@codemirror/view"), import("@codemirror/state"), import("@codemirror/lang-python"),
      import("@codemirror/commands"), import("@codemirror/language"), import("@lezer/highlight")]);
    const editor = new view.EditorView({
      parent,
      state: state.EditorState.create({
        doc: text,
        extensions: [view.lineNumbers(), view.highlightActiveLine(), view.drawSelection(), commands.history(),
          language.indentUnit.of("    "), language.bracketMatching(), python.python(),
          language.syntaxHighlighting(colours(language, highlight.tags)),
          view.keymap.of([...commands.defaultKeymap, ...commands.historyKeymap, commands.indentWithTab]),
          view.EditorView.contentAttributes.of({ "aria-label": label, autocapitalize: "off", autocorrect: "off", spellcheck: "false" }),
          view.EditorView.updateListener.of((u) => { if (u.docChanged) onChange(); })],
      }),
    });
    return {
      get: () => editor.state.doc.toString(),
      set: (value) => editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } }),
      label: (value) => editor.contentDOM.setAttribute("aria-label", value),
    };
  } catch (error) { // no editor files: a plain text box still lets the pupil work
    console.error("the editor cannot start", error);
    const area = Object.assign(document.createElement("textarea"), { value: text, spellcheck: false, rows: 18 });
    area.className = "ex-plain";
    area.setAttribute("aria-label", label);
    area.addEventListener("input", onChange);
    parent.append(area);
    return { get: () => area.value, set: (value) => { area.value = value; }, label: (value) => area.setAttribute("aria-label", value) };
  }
}

export function mount(root, ctx) {
  root.innerHTML = `<div class="ex">
    <nav class="ex-nav"><h2 id="ex-list-title" data-t="ex.list"></h2><ol id="ex-list" class="ex-list" aria-labelledby="ex-list-title"></ol></nav>
    <section class="ex-main" aria-labelledby="ex-title">
      <h2 id="ex-title" tabindex="-1"></h2>
      <p id="ex-functions" class="muted"></p>
      <div id="ex-statement" class="prose"></div>
      <details id="ex-hints" class="ex-hints" hidden><summary data-t="ex.hints"></summary><ol></ol></details>
      <h3 id="ex-editor-title" data-t="ex.editor"></h3>
      <p class="muted ex-help" data-t="ex.editor_help"></p>
      <div id="ex-editor" class="ex-editor"></div>
      <div class="ex-actions">
        <button type="button" id="ex-check" class="primary" data-t="ex.check"></button>
        <button type="button" id="ex-reset" data-t="ex.reset"></button>
        <span id="ex-progress" class="muted" role="status"></span>
      </div>
      <section id="ex-report" class="ex-report" hidden aria-labelledby="ex-results-title">
        <h3 id="ex-results-title" data-t="ex.results"></h3>
        <p id="ex-summary" class="ex-summary"></p>
        <ul id="ex-results" class="ex-results"></ul>
        <details id="ex-output" hidden><summary data-t="ex.output"></summary><pre></pre></details>
        <p id="ex-seed" class="muted"></p>
      </section>
    </section>
  </div>`;
  const el = (id) => root.querySelector(`#${id}`);
  // the panel's data-python says whether Python is started ("starting", "ready", "off")
  const checker = new Checker((state) => { root.firstElementChild.dataset.python = state; });
  const bundles = new Map();
  let list = [];
  let current = null; // the shown exercise's details
  let editor = null;
  let editorReady = null;
  let quiet = false;
  let running = false;
  let report = null;
  let asked = 0;
  const draftKey = (key) => `boardgames.draft.${ctx.session.code}.${ctx.session.name}.${key}`;

  function texts() {
    for (const node of root.querySelectorAll("[data-t]")) node.textContent = ctx.t(node.dataset.t);
  }

  function renderList() {
    const ol = el("ex-list");
    const focused = ol.contains(document.activeElement) ? document.activeElement.dataset.key : null;
    ol.innerHTML = "";
    if (!list.length) { ol.innerHTML = `<li class="muted">${escapeText(ctx.t("ex.none"))}</li>`; return; }
    for (const item of list) {
      const li = document.createElement("li");
      const button = Object.assign(document.createElement("button"), { type: "button", className: "ex-item" });
      const state = item.state === "passed" ? "passed" : item.state === "failed" ? "failed" : "new";
      button.dataset.key = item.key;
      button.dataset.state = state;
      if (current && current.key === item.key) button.setAttribute("aria-current", "true");
      const place = item.sequence ? `<span class="ex-place">${item.sequence}.</span> ` : "";
      const locked = item.open === false; // the class's sequence: pass the ones before it first
      button.innerHTML = `<span class="ex-mark" aria-hidden="true"></span>${place}<span>${escapeText(item.title)}</span>`
        + (locked ? ` <span class="ex-locked">${escapeText(ctx.t("ex.locked"))}</span>` : "")
        + `<span class="visually-hidden">, ${escapeText(ctx.t(`ex.state.${state}`))}</span>`;
      if (locked) { button.setAttribute("aria-disabled", "true"); button.title = ctx.t("ex.locked_why"); }
      button.addEventListener("click", () => (locked ? refuseLocked() : choose(item.key, true)));
      li.append(button);
      ol.append(li);
      if (focused === item.key) button.focus(); // a redrawn list keeps the keyboard's place
    }
  }

  function refuseLocked() {
    el("ex-progress").textContent = ctx.t("ex.locked_why");
    ctx.announce(ctx.t("ex.locked_why"));
  }

  // The pupil's last exercise if it is open, else the class's next one, else the first.
  function firstChoice() {
    const chosen = localStorage.getItem(draftKey("chosen"));
    const open = list.filter((i) => i.open !== false);
    const next = open.find((i) => i.key === chosen) || open.find((i) => i.sequence && i.state !== "passed");
    return (next || open[0] || list[0]).key;
  }

  async function refreshList() {
    try { list = (await ctx.api.get(`/api/exercises?lang=${ctx.lang()}`)).exercises; } catch { return; }
    renderList();
    if (!asked && list.length) choose(firstChoice(), false);
  }

  function showDetails(focus) {
    el("ex-title").textContent = current.title;
    el("ex-functions").textContent = ctx.t("ex.functions", current.functions.join(", "));
    el("ex-statement").innerHTML = current.html;
    const hints = el("ex-hints");
    hints.hidden = !current.hints.length;
    hints.querySelector("ol").innerHTML = current.hints.map((h) => `<li>${h}</li>`).join("");
    for (const a of root.querySelectorAll(".ex-main a")) { a.target = "_blank"; a.rel = "noopener"; }
    if (editor) editor.label(ctx.t("ex.editor_label", current.title));
    if (focus) el("ex-title").focus();
  }

  async function choose(key, focus) {
    const ask = ++asked;
    let details;
    try { details = await ctx.api.get(`/api/exercises/${key}?lang=${ctx.lang()}`); } catch (error) {
      if (ask === asked && list.length && key !== list[0].key && !current) return choose(list[0].key, focus);
      el("ex-progress").textContent = ctx.t("ex.error", error.message || error.code || "?");
      return;
    }
    if (!editorReady) editorReady = makeEditor(el("ex-editor"), "", ctx.t("ex.editor_label", details.title), saveDraft);
    editor = await editorReady;
    if (ask !== asked) return; // another exercise was chosen meanwhile
    const changed = !current || current.key !== details.key;
    current = details;
    localStorage.setItem(draftKey("chosen"), key);
    const draft = localStorage.getItem(draftKey(key));
    if (changed || draft === null) setProgram(draft !== null ? draft : details.start);
    if (changed) { report = null; el("ex-report").hidden = true; el("ex-progress").textContent = ""; }
    showDetails(focus);
    renderList();
  }

  function setProgram(text) { // not a change of the pupil's: no draft is kept for it
    quiet = true;
    try { editor.set(text); } finally { quiet = false; }
  }

  function saveDraft() {
    if (quiet || !current || !editor) return;
    try { localStorage.setItem(draftKey(current.key), editor.get()); } catch { /* storage full: the editor still has it */ }
  }

  function reset() {
    if (!current || !editor || !confirm(ctx.t("ex.reset_confirm"))) return;
    localStorage.removeItem(draftKey(current.key));
    setProgram(current.start);
  }

  async function bundleOf(details) {
    const kept = bundles.get(details.key);
    if (kept && kept.etag === details.bundle) return kept.bundle;
    const bundle = await ctx.api.get(`/api/exercises/${details.key}/bundle`);
    bundles.set(details.key, { etag: details.bundle, bundle });
    return bundle;
  }

  function message(check) {
    // numbers as the desktop writes them ("%g": 2, 0.5, 1.23457e+06; whole numbers whole)
    const values = check.values.map((v) => (typeof v === "number" && !Number.isInteger(v) ? String(Number(v.toPrecision(6))) : String(v)));
    const known = ctx.t(`msg.${check.code}`) !== `msg.${check.code}`;
    return known ? ctx.t(`msg.${check.code}`, ...values) : ctx.t("msg.run.unknown_code", check.code);
  }

  function title(check) {
    if (current && current.checks[check.id]) return current.checks[check.id];
    return check.id === "load" || check.id === "run" ? ctx.t(`title.${check.id}`) : readableId(check.id);
  }

  function renderReport() {
    if (!report) return;
    const { checks } = report;
    const passed = checks.filter((c) => c.passed).length;
    const all = passed === checks.length;
    el("ex-report").hidden = false;
    el("ex-summary").textContent = all ? ctx.t("ex.passed_all", checks.length) : ctx.t("ex.passed_some", passed, checks.length);
    el("ex-summary").dataset.passed = String(all);
    el("ex-results").innerHTML = checks.map((c) => `<li class="ex-result" data-passed="${c.passed}">`
      + `<span class="ex-mark" aria-hidden="true"></span><span class="visually-hidden">${escapeText(ctx.t(c.passed ? "ex.check_passed" : "ex.check_failed"))}: </span>`
      + `<strong>${escapeText(title(c))}</strong>${c.passed ? "" : ` <span class="ex-message">${escapeText(message(c))}</span>`}</li>`).join("");
    const output = [report.stdout, report.stderr].filter(Boolean).join("\n");
    el("ex-output").hidden = !output;
    el("ex-output").querySelector("pre").textContent = output;
    el("ex-seed").textContent = report.seed ? ctx.t("ex.seed", report.seed) : "";
    return all ? ctx.t("ex.passed_all", checks.length) : ctx.t("ex.passed_some", passed, checks.length);
  }

  function submit(key, checks, seconds, file) {
    const passed = checks.length > 0 && checks.every((c) => c.passed);
    const valid = checks.filter((c) => CHECK_ID.test(c.id)).map((c) => ({ id: c.id, passed: c.passed, code: c.code.slice(0, 64) }));
    return ctx.outbox.send("/api/submissions", {
      id: ctx.newId(), exercise: key, passed, checks: valid,
      seconds: seconds === null ? null : Math.round(seconds * 1000) / 1000, file, sent: Date.now() / 1000,
    }).catch(() => null);
  }

  async function check() {
    if (running || !current || !editor) return;
    running = true;
    const button = el("ex-check");
    button.disabled = true;
    const details = current;
    const source = editor.get();
    saveDraft();
    try {
      el("ex-progress").textContent = ctx.t("ex.running");
      const bundle = await bundleOf(details);
      const stage = (s) => { el("ex-progress").textContent = ctx.t(s === "starting" ? "ex.starting" : "ex.running"); };
      // the browser's Python is slower than the desktop's: the worker has that much longer
      const outcome = await checker.run(bundle, source, details.worker_seconds || details.time_limit, stage);
      const read = readReply(outcome, details.time_limit);
      if (current !== details) return;
      report = read;
      el("ex-progress").textContent = "";
      ctx.announce(renderReport());
      const passed = read.checks.every((c) => c.passed);
      const item = list.find((i) => i.key === details.key);
      if (item && item.state !== "passed") {
        item.state = passed ? "passed" : "failed";
        const after = passed && item.sequence && list.find((i) => i.sequence === item.sequence + 1);
        if (after) after.open = true; // the sequence's next exercise opens
        renderList();
      }
      submit(details.key, read.checks, outcome.seconds, source);
    } catch (error) {
      el("ex-progress").textContent = ctx.t("ex.error", error.message || error.code || "?");
    } finally {
      running = false;
      button.disabled = false;
    }
  }

  el("ex-check").addEventListener("click", check);
  el("ex-reset").addEventListener("click", reset);
  texts();
  ctx.onLanguage(() => { texts(); refreshList(); if (current) choose(current.key, false).then(renderReport); });
  let sequence = null;
  ctx.onStage((stage) => { // the list changes with the class's sequence only
    const now = JSON.stringify(stage.sequence || []);
    if (sequence !== null && now !== sequence) refreshList();
    sequence = now;
  });
  let shown = false;
  return {
    show() { if (!shown) { shown = true; refreshList(); } checker.warm(); },
    hide() {},
  };
}
