// The pupils' page: join the class, then the Lesson, Games and Exercises tabs. Each tab is
// a part module with mount(root, ctx) -> {show(), hide()}; this file gives them ctx.

import { ApiError, makeApi, newId } from "./api.js";
import { chosenLanguage, language, loadLanguage, t, tn, translatePage } from "./i18n.js";
import { Outbox, followStage } from "./outbox.js";

const PARTS = ["app", "play", "exercises"];
const SESSION = "boardgames.session";
// The tokens this device was given, by class code and name: joining again after Leave
// (or with a name used here before) proves the name without the session.
const TOKENS = "boardgames.tokens";
const TAB = "boardgames.tab";
const $ = (id) => document.getElementById(id);
const session = { code: "", name: "", token: "" };
const api = makeApi(session);
const stageListeners = [];
const languageListeners = [];
const tabs = {};
let outbox = null;
let lastStage = null;

function announce(text) {
  const status = $("status");
  status.textContent = "";
  setTimeout(() => { status.textContent = text; }, 50);
}

function saved() {
  try { return JSON.parse(localStorage.getItem(SESSION) || "null"); } catch { return null; }
}

function hashCode() {
  const match = /(?:^#|&)code=([^&]*)/.exec(location.hash);
  return match ? decodeURIComponent(match[1]) : "";
}

function joinMessage(error) {
  const known = ["code.wrong", "code.missing", "name.taken", "name.lookalike", "name.invalid", "name.too_long",
                 "too_many_tries", "network", "network.outside", "server.busy", "quota.class", "request.bad"];
  const code = known.includes(error.code) ? error.code : "other";
  return t(`join.error.${code}`, error.retryAfter || 1, error.message);
}

function tokens() {
  try { return JSON.parse(localStorage.getItem(TOKENS) || "{}"); } catch { return {}; }
}

const tokenKey = (code, name) => `${code.trim().toUpperCase()}\n${name.trim().normalize("NFKC").toLowerCase()}`;

async function join(code, name, token) {
  Object.assign(session, { code: code.trim(), name: "", token: "" });
  const known = token || tokens()[tokenKey(code, name)] || "";
  const answer = await api.post("/api/join", known ? { name, token: known } : { name });
  Object.assign(session, { name: answer.name, token: answer.token });
  localStorage.setItem(SESSION, JSON.stringify(session));
  localStorage.setItem(TOKENS, JSON.stringify({ ...tokens(), [tokenKey(code, answer.name)]: answer.token }));
}

function showJoin(error) {
  $("loading").hidden = true;
  $("class").hidden = true;
  $("join").hidden = false;
  $("who").hidden = $("leave").hidden = true;
  const before = saved();
  $("join-code").value = hashCode() || (before && before.code) || $("join-code").value;
  if (before && !$("join-name").value) $("join-name").value = before.name;
  $("join-error").textContent = error ? joinMessage(error) : "";
  ($("join-code").value ? $("join-name") : $("join-code")).focus();
}

async function onJoin(event) {
  event.preventDefault();
  const code = $("join-code").value.trim();
  const name = $("join-name").value.trim();
  if (!code || !name) {
    $("join-error").textContent = t(code ? "join.error.no_name" : "join.error.no_code");
    (code ? $("join-name") : $("join-code")).focus();
    return;
  }
  $("join-button").disabled = true;
  try {
    await join(code, name, "");
    await enterClass();
  } catch (error) {
    showJoin(error instanceof ApiError ? error : new ApiError(0, "network", String(error)));
  } finally {
    $("join-button").disabled = false;
  }
}

function outboxChanged() {
  if (!outbox) return;
  const waiting = outbox.pending().length;
  const refused = outbox.refused().length;
  const note = $("outbox-note");
  const parts = [];
  if (waiting) parts.push(tn("outbox.waiting", waiting));
  if (refused) parts.push(tn("outbox.refused", refused));
  note.textContent = parts.join(" ");
  note.hidden = !parts.length;
}

function context() {
  return {
    api, t, tn, announce, newId, session,
    lang: language,
    outbox: { send: (route, item) => outbox.send(route, item) },
    onStage(listener) { stageListeners.push(listener); if (lastStage) listener(lastStage); },
    onLanguage(listener) { languageListeners.push(listener); },
  };
}

async function mountParts() {
  const ctx = context();
  for (const part of ["lesson", "play", "exercises"]) {
    const button = $(`tab-${part}`);
    try {
      const module = await import(`./${part}.js`);
      if (!document.querySelector(`link[data-part="${part}"]`) && part !== "lesson") {
        const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href: new URL(`./${part}.css`, import.meta.url) });
        link.dataset.part = part;
        document.head.append(link);
      }
      tabs[part] = module.mount($(`panel-${part}`), ctx);
    } catch (error) {
      console.error(`the ${part} tab cannot start`, error);
      button.hidden = true;
    }
  }
}

function selectTab(part, focus) {
  if (!tabs[part]) part = Object.keys(tabs)[0];
  if (!part) return;
  for (const [name, tab] of Object.entries(tabs)) {
    const on = name === part;
    const button = $(`tab-${name}`);
    button.setAttribute("aria-selected", String(on));
    button.tabIndex = on ? 0 : -1;
    $(`panel-${name}`).hidden = !on;
    if (on) { tab.show(); if (focus) button.focus(); } else tab.hide();
  }
  localStorage.setItem(TAB, part);
}

function onTabKey(event) {
  const names = Object.keys(tabs).filter((n) => !$(`tab-${n}`).hidden);
  const at = names.indexOf(event.target.dataset.panel);
  const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
  if (at < 0) return;
  if (step) selectTab(names[(at + step + names.length) % names.length], true);
  else if (event.key === "Home") selectTab(names[0], true);
  else if (event.key === "End") selectTab(names[names.length - 1], true);
  else return;
  event.preventDefault();
}

let entered = false;
async function enterClass() {
  $("join").hidden = true;
  $("loading").hidden = false;
  $("who").hidden = $("leave").hidden = false;
  $("who").textContent = t("page.who", session.name, session.code);
  if (history.replaceState && location.hash) history.replaceState(null, "", location.pathname);
  outbox = new Outbox(`boardgames.outbox.${session.code}.${session.name}`, api, outboxChanged);
  if (!entered) {
    entered = true;
    await mountParts();  // the tabs are shown once every part is there to take a click
    followStage(api, (stage) => { lastStage = stage; for (const f of stageListeners) f(stage); }, () => false);
  }
  $("loading").hidden = true;
  $("class").hidden = false;
  selectTab(localStorage.getItem(TAB) || "lesson", false);
  outbox.flush();
  announce(t("page.joined", session.name));
}

// One change of language after another: a pupil's choice made while the first catalogues
// load is applied after them, never overwritten by them.
let languageChange = Promise.resolve();
function changeLanguage(lang) {
  languageChange = languageChange.then(() => applyLanguage(lang), () => applyLanguage(lang));
  return languageChange;
}

async function applyLanguage(lang) {
  await loadLanguage(lang, PARTS);
  translatePage();
  $("language").value = language();
  if (!$("who").hidden) $("who").textContent = t("page.who", session.name, session.code);
  outboxChanged();
  for (const listener of languageListeners) listener();
}

function leave() {
  if (!confirm(t("page.leave_confirm"))) return;
  localStorage.removeItem(SESSION);
  location.reload();
}

async function start() {
  $("language").addEventListener("change", (e) => changeLanguage(e.target.value));  // at once
  await changeLanguage(chosenLanguage());
  $("join-form").addEventListener("submit", onJoin);
  $("leave").addEventListener("click", leave);
  $("tabs").addEventListener("click", (e) => { const p = e.target.closest("[role=tab]"); if (p) selectTab(p.dataset.panel, false); });
  $("tabs").addEventListener("keydown", onTabKey);
  window.addEventListener("online", () => outbox && outbox.flush());
  const before = saved();
  const code = hashCode();
  if (before && before.token && (!code || code === before.code)) {
    try {
      await join(before.code, before.name, before.token);
      return enterClass();
    } catch (error) {
      return showJoin(error instanceof ApiError ? error : null);
    }
  }
  showJoin(null);
}

start();
