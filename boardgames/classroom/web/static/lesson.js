// The Lesson tab: the stage the teacher shows now, with its program read-only.

export function mount(root, ctx) {
  root.innerHTML = `<div class="lesson">
    <p class="muted lesson-where" id="lesson-where"></p>
    <h2 id="lesson-title" tabindex="-1"></h2>
    <div id="lesson-text" class="prose"></div>
    <div id="lesson-questions" class="questions"></div>
    <h3 id="lesson-program-title" hidden></h3>
    <pre id="lesson-program" class="program" tabindex="0" hidden><code></code></pre>
  </div>`;
  const el = (id) => root.querySelector(`#${id}`);
  let shown = null;
  let asked = 0;

  async function refresh() {
    const ask = ++asked;
    let stage;
    try { stage = await ctx.api.get(`/api/lesson?lang=${ctx.lang()}`); } catch { return; }
    if (ask !== asked) return;
    shown = stage;
    render();
    if (stage.lesson) ctx.announce(ctx.t("lesson.now", stage.title));
  }

  function render() {
    const stage = shown;
    const has = stage && stage.lesson;
    el("lesson-where").textContent = has ? ctx.t("lesson.where", stage.lesson_title, stage.index + 1, stage.count) : "";
    el("lesson-title").textContent = has ? stage.title : ctx.t("lesson.none");
    el("lesson-text").innerHTML = has ? stage.html : `<p>${escapeText(ctx.t("lesson.none_hint"))}</p>`;
    for (const a of el("lesson-text").querySelectorAll("a")) { a.target = "_blank"; a.rel = "noopener"; }
    el("lesson-questions").innerHTML = has && stage.questions.length
      ? `<h3>${escapeText(ctx.t("lesson.questions"))}</h3>` + stage.questions.map((q) => `<div class="question">${q}</div>`).join("")
      : "";
    const program = has ? stage.program : "";
    el("lesson-program-title").hidden = el("lesson-program").hidden = !program;
    el("lesson-program-title").textContent = ctx.t("lesson.program");
    el("lesson-program").setAttribute("aria-label", ctx.t("lesson.program"));
    const lines = has ? stage.program_lines : []; // highlighted and escaped by the server
    el("lesson-program").firstElementChild.innerHTML = lines.map((line) => `<span class="line">${line}</span>`).join("\n");
  }

  let last = "";
  ctx.onStage((stage) => {
    const key = `${stage.lesson}/${stage.stage}`;
    if (key !== last) { last = key; refresh(); }
  });
  ctx.onLanguage(refresh);
  render();
  return { show() {}, hide() {} };
}

export function escapeText(text) {
  return String(text).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
}
