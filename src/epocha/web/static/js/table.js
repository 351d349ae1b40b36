// What the game page and the replay page share about a game: its words (catalog, terms), its
// rules reference and card reference, the renderer of its messages, and why a message happened.
import { request } from "./api.js";
import { $, h } from "./dom.js";
import { gameCatalog, lang, setGameMessages, shellMessages, t } from "./i18n.js";
import { Renderer } from "./messages.js";

// {terms, rules, reference} of the game of `summary` in the current language (the game's
// catalog is installed for t()); each part falls back to empty when the table cannot give it
export async function loadGameWords(summary) {
  const out = { terms: {}, rules: {}, reference: null };
  try {
    const words = await request("GET", `/api/words/${summary.game}?lang=${lang()}`);
    setGameMessages(words.messages);
    out.terms = words.terms;
  } catch { /* the shell's words only */ }
  try {
    const rules = await request("GET", `/api/rules/${summary.game}?lang=${lang()}`);
    out.rules = Object.fromEntries(rules.sections.map((section) => [section.id, section]));
  } catch { /* no rule texts */ }
  const edition = summary.options.edition ? `&edition=${summary.options.edition}` : "";
  try {
    out.reference = await request("GET", `/api/reference/${summary.game}?lang=${lang()}${edition}`);
  } catch { /* no card texts */ }
  return out;
}

// the game's board module, as its manifest declares it (`board` in the summary), started; the
// generic board when there is none or it cannot be loaded
export async function loadBoard(summary) {
  let module;
  try {
    module = (await import(summary.board || "/static/games/generic.js")).default;
  } catch {
    module = (await import("/static/games/generic.js")).default;
  }
  if (module.init) await module.init();
  return module;
}

// the game's messages in the player's language (see messages.js)
export function gameRenderer(terms, names) {
  return new Renderer({ tables: [gameCatalog(), shellMessages()], terms: terms || {}, names, lang: lang() });
}

// why a message happened, in words: the card that caused it, or the rule ("" when neither)
export function causeText(message, c, module, rules) {
  const cause = message && message.cause;
  if (!cause) return "";
  if (cause.card) {
    const title = module.cardTitle ? module.cardTitle(cause.card, c) : c.word({ term: cause.card, kind: "card" });
    return t("Because of {card}", { card: title });
  }
  const rule = cause.rule && rules ? rules[cause.rule] : null;
  return rule ? t("Rule: {title}. {text}", { title: rule.title, text: rule.text }) : "";
}

// "Why did that happen?": the card whose effect it was, with its text, or the rules section,
// with the way into the whole rules reference (the page's #why-dialog and #rules-dialog)
function explain(cause, c, module, rules) {
  const body = $("why-body");
  if (cause.card) {
    const info = module.cardInfo ? module.cardInfo(cause.card, c) : null;
    body.replaceChildren(h("p", { class: "why-card", text: causeText({ cause }, c, module, rules) }), info || "");
  } else {
    const rule = rules && rules[cause.rule];
    if (!rule) return;
    body.replaceChildren(h("h3", { text: rule.title }), h("p", { text: rule.text }),
      h("button", {
        type: "button", class: "why-more", text: t("Open in the rules reference"),
        onclick: () => { $("why-dialog").close(); openRules(rules, cause.rule); },
      }));
  }
  $("why-dialog").showModal();
}

// the "?" beside a log entry or a prompt whose cause the player can be shown (null: none)
export function whyButton(message, c, module, rules) {
  const cause = message && message.cause;
  if (!cause || !(cause.card || (rules && rules[cause.rule]))) return null;
  return h("button", {
    // (its "?" drawn by the style sheet: the entry's words stay the entry's text)
    type: "button", class: "why", "aria-label": t("Why?"), title: causeText(message, c, module, rules),
    onclick: (e) => { e.stopPropagation(); explain(cause, c, module, rules); },
  });
}

// the game's rules reference, in reading order; `focus` (a section id) shown and marked
export function openRules(rules, focus) {
  const sections = Object.values(rules || {});
  $("rules-list").replaceChildren(...sections.map((s) => h("section",
    { id: `rule-${s.id}`, class: `rule${s.parent ? " sub" : ""}${s.id === focus ? " focused" : ""}` },
    h("h3", { text: s.title }), h("p", { text: s.text }))));
  $("rules-dialog").showModal();
  const target = focus && document.getElementById(`rule-${focus}`);
  if (target) target.scrollIntoView({ block: "start" });
}
