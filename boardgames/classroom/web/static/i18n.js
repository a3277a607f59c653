// The page's texts in the pupil's language: flat JSON catalogues per part and language
// (i18n/PART.LANG.json), English behind every other language; "{0}" is filled in.

export const LANGUAGES = ["en", "ru", "de", "es"];
const KEY = "boardgames.language";
const base = new URL("./i18n/", import.meta.url);
let texts = {};
let english = {};
let current = "en";

export function chosenLanguage() {
  const kept = localStorage.getItem(KEY);
  if (LANGUAGES.includes(kept)) return kept;
  for (const tag of navigator.languages || [navigator.language || "en"]) {
    const lang = String(tag).slice(0, 2).toLowerCase();
    if (LANGUAGES.includes(lang)) return lang;
  }
  return "en";
}

async function catalogue(part, lang) {
  try {
    const response = await fetch(new URL(`${part}.${lang}.json`, base));
    return response.ok ? await response.json() : {};
  } catch {
    return {};
  }
}

export async function loadLanguage(lang, parts) {
  const wanted = LANGUAGES.includes(lang) ? lang : "en";
  const load = (l) => Promise.all(parts.map((p) => catalogue(p, l)));
  const [en, own] = await Promise.all([load("en"), wanted === "en" ? [] : load(wanted)]);
  english = Object.assign({}, ...en);
  texts = Object.assign({}, english, ...own);
  current = wanted;
  localStorage.setItem(KEY, wanted);
  document.documentElement.lang = wanted;
}

export const language = () => current;

export function t(key, ...values) {
  const text = texts[key] ?? english[key] ?? key;
  return text.replace(/\{(\d+)\}/g, (whole, i) => (values[i] === undefined ? whole : String(values[i])));
}

// Every element with data-t="key" shows that text (data-t-label: its aria-label).
export function translatePage(root = document) {
  for (const el of root.querySelectorAll("[data-t]")) el.textContent = t(el.dataset.t);
  for (const el of root.querySelectorAll("[data-t-label]")) el.setAttribute("aria-label", t(el.dataset.tLabel));
  for (const el of root.querySelectorAll("[data-t-title]")) el.title = t(el.dataset.tTitle);
}

// A text that depends on a count: the key's ".one" / ".few" / ".many" / ".other" form, as
// the language's plural rules pick it (Russian: 1 результат, 3 результата, 5 результатов).
export function tn(key, count, ...values) {
  const form = new Intl.PluralRules(current).select(count);
  const wanted = `${key}.${form}`;
  const has = texts[wanted] !== undefined || english[wanted] !== undefined;
  return t(has ? wanted : `${key}.other`, count, ...values);
}
