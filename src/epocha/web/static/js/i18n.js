// Translations: gettext catalogs served by the table as JSON (English is the source).

let messages = {};
let current = "en";

export function lang() { return current; }

export async function setLanguage(code) {
  current = code;
  localStorage.setItem("epocha.lang", code);
  if (code === "en") { messages = {}; return; }
  const response = await fetch(`/api/i18n/${code}`);
  messages = response.ok ? (await response.json()).messages : {};
  document.documentElement.lang = code;
}

export function savedLanguage() {
  const saved = localStorage.getItem("epocha.lang");
  if (saved) return saved;
  return (navigator.language || "en").toLowerCase().startsWith("cs") ? "cs" : "en";
}

// t("{who} draws {card}.", {who: "Ann", card: "Optics"})
export function t(text, args = {}) {
  const template = messages[text] || text;
  return template.replace(/\{(\w+)\}/g, (_, key) => (key in args ? String(args[key]) : `{${key}}`));
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
}
