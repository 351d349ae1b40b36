// Translations: gettext catalogs (src/epocha/web/locale) served by the table as JSON. English
// is the source language. Keys are msgids; a context is "context\u0004msgid" and a plural
// message is stored under its singular msgid as the list of its forms.
//
//   t("Undo")                                  gettext
//   pt("card", "Optics")                       pgettext
//   nt("{n} card", "{n} cards", n, {...})      ngettext ({n} is filled in)
//
// Templates take {name} placeholders; {n:kartu|karty|karet} picks a plural form by the value
// of n. (The engine's own words are typed messages, rendered by messages.js.)

export const CONTEXT = "\u0004";

let messages = {};
let gameMessages = {};  // the catalog of the game on the page (its board's words, its messages)
let current = "en";

const PLURALS = {
  en: (n) => (n === 1 ? 0 : 1),
  cs: (n) => (n === 1 ? 0 : n >= 2 && n <= 4 ? 1 : 2),
};

export function lang() { return current; }

export async function setLanguage(code) {
  current = code in PLURALS ? code : "en";
  localStorage.setItem("epocha.lang", current);
  document.documentElement.lang = current;
  gameMessages = {};
  if (current === "en") { messages = {}; return; }
  const response = await fetch(`/api/i18n/${current}`);
  messages = response.ok ? (await response.json()).messages : {};
}

export function savedLanguage() {
  const saved = localStorage.getItem("epocha.lang");
  if (saved) return saved;
  return (navigator.language || "en").toLowerCase().startsWith("cs") ? "cs" : "en";
}

// the plural form of n in a language (the current one by default), as the catalogs'
// Plural-Forms headers say
export function pluralIndex(n, language = current) {
  return (PLURALS[language] || PLURALS.en)(Math.abs(Number(n)));
}

export function englishPlural(n) { return PLURALS.en(Math.abs(Number(n))); }

// the table's own catalog (the messages of the shell and of the engine)
export function shellMessages() { return messages; }

export function format(template, args = {}) {
  return template.replace(/\{(\w+)(?::([^{}]*))?\}/g, (whole, key, forms) => {
    if (!(key in args)) return whole;
    if (forms === undefined) return String(args[key]);
    const list = forms.split("|");
    return list[Math.min(pluralIndex(args[key]), list.length - 1)];
  });
}

function lookup(key) {
  const found = key in gameMessages ? gameMessages[key] : messages[key];
  return typeof found === "string" ? found : null;
}

// The catalog of the game on the page, searched before the table's own (as the Python renderer
// searches them).
export function setGameMessages(table) { gameMessages = table || {}; }
export function gameCatalog() { return gameMessages; }

export function t(text, args) {
  return format(lookup(text) ?? text, args);
}

export function pt(context, text, args) {
  return format(lookup(`${context}\u0004${text}`) ?? text, args);
}

export function nt(singular, plural, n, args = {}) {
  const all = { n, ...args };
  const forms = singular in gameMessages ? gameMessages[singular] : messages[singular];
  if (Array.isArray(forms)) return format(forms[Math.min(pluralIndex(n), forms.length - 1)], all);
  return format(n === 1 ? singular : plural, all);
}

// Translate every element marked data-i18n (its English text is the message id).
export function translatePage(root = document) {
  for (const el of root.querySelectorAll("[data-i18n]")) {
    if (!el.dataset.i18nId) el.dataset.i18nId = el.textContent.trim();
    el.textContent = t(el.dataset.i18nId);
  }
  for (const el of root.querySelectorAll("[data-i18n-placeholder]")) {
    el.placeholder = t(el.dataset.i18nPlaceholder);
  }
  for (const el of root.querySelectorAll("[data-i18n-label]")) {
    el.setAttribute("aria-label", t(el.dataset.i18nLabel));
  }
}
