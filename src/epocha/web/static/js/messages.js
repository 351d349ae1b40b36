// Typed messages into words: the browser's twin of epocha/engine/render.py. The two must agree
// byte for byte (tests/e2e/test_messages.py renders every template in both), so a change here
// is a change there. A message is {text, context?, plural?, count?, args, cause?}; each
// argument is one of {seat}, {number}, {term, kind, form?, amount?}, {list}, {message}.
import { CONTEXT, englishPlural, lang, pluralIndex, shellMessages } from "./i18n.js";

// a placeholder, and the full stop after it if there is one ("A.I." + "." stays "A.I.")
const FILLED = /\{(\w+)\}(\.?)/g;

function key(text, context) { return context ? `${context}${CONTEXT}${text}` : text; }

export class Renderer {
  // tables: the catalogs searched in order (the game's, then the table's), each a map of
  // msgid -> translation; terms: the game's vocabulary (kind -> key -> English);
  // names: the players' names (a seat without one is "Player 1"...).
  constructor({ tables = [], terms = {}, names = [], lang = "en" } = {}) {
    this.tables = tables.filter((t) => t && Object.keys(t).length);
    this.lang = lang;
    this.terms = terms;
    this.names = names;
    this.missing = new Set();
  }

  render(message) {
    const args = message.args;
    const values = {};
    for (const [name, a] of Object.entries(args)) values[name] = () => this.arg(a);
    return fill(this.template(message), values);
  }

  lookup(k) {
    for (const table of this.tables) {
      if (Object.prototype.hasOwnProperty.call(table, k)) return table[k];
    }
    if (this.lang !== "en") this.missing.add(k);
    return null;
  }

  template(message) {
    const found = this.lookup(key(message.text, message.context));
    if (message.plural === undefined) return typeof found === "string" ? found : message.text;
    const n = count(message);
    if (Array.isArray(found)) return found[Math.min(pluralIndex(n, this.lang), found.length - 1)];
    return englishPlural(n) === 0 ? message.text : message.plural;
  }

  // one message argument in words, on its own (a cost: "2 resources")
  argument(a) { return this.arg(a); }

  arg(a) {
    if ("seat" in a) return this.seatName(a.seat);
    if ("number" in a) return String(a.number);
    if ("term" in a) return this.term(a);
    if ("list" in a) return this.list(a.list.map((i) => this.arg(i)));
    if ("message" in a) return this.render(a.message);
    throw new TypeError(`not a message argument: ${JSON.stringify(a)}`);
  }

  seatName(s) {
    const name = s >= 0 && s < this.names.length ? this.names[s] : null;
    return name || fill(this.template({ text: "Player {n}", args: {} }), { n: () => String(s + 1) });
  }

  term(a) {
    const context = a.form ? `${a.kind}-${a.form}` : a.kind;
    // a form may have English of its own ("Red" on a button), else it is the kind's word
    const english = own(this.terms[context], a.term) || own(this.terms[a.kind], a.term);
    if (english === undefined) {
      this.missing.add(`${context}${CONTEXT}${a.term} (not in the vocabulary)`);
      return String(a.term);
    }
    const found = this.lookup(key(Array.isArray(english) ? english[0] : english, context));
    if (!Array.isArray(english)) return typeof found === "string" ? found : english;
    const n = a.amount === undefined ? 1 : a.amount;
    const word = Array.isArray(found) ? found[Math.min(pluralIndex(n, this.lang), found.length - 1)] : english[englishPlural(n)];
    return fill(word, { n: () => String(n) });
  }

  list(items) {
    if (items.length < 2) return items.join("");
    const text = this.template({ text: "{head} and {last}", context: "list", args: {} });
    const head = items.slice(0, -1).join(", ");
    const last = items[items.length - 1];
    return fill(text, { head: () => head, last: () => last });
  }
}

// {name} -> values[name](), in one pass (a value's own braces stay as they are)
function fill(template, values) {
  return template.replace(FILLED, (whole, name, stop) => {
    if (!Object.prototype.hasOwnProperty.call(values, name)) return whole;
    const text = values[name]();
    return stop && text.endsWith(".") ? text : text + stop;
  });
}

function own(table, k) {
  return table && Object.prototype.hasOwnProperty.call(table, k) ? table[k] : undefined;
}

function count(message) {
  const a = message.args[message.count];
  if ("number" in a) return a.number;
  if ("list" in a) return a.list.length;
  return a.amount === undefined ? 1 : a.amount;
}

// A seat's name: its player's, or "Player 1"... in the page's language.
export function seatName(name, seat) {
  return name || new Renderer({ tables: [shellMessages()], lang: lang() }).seatName(seat);
}
