// What changed since the player last acted (a spectator: since they last looked). The board's
// pieces that are new or show something else since then are marked (class `changed`), and the
// log says where that point is. Pieces that moved with the last update glide from where they
// were and new ones fade in (FLIP), unless the browser asks for reduced motion.
//
// No game is named: a piece is any board element with a `data-key` (a stable name its board
// gives it) or a `data-card`, within its seat's area (the nearest `data-seat`); what it shows
// is its text, classes, labels and data without the pieces inside it, so a card added to a
// pile marks the card, not the pile. The point remembered (per game and seat, in this
// browser) is the log's length and a short hash of every piece.

const STORE = "epocha.since";
const KEPT = 40; // games × seats remembered; the oldest are forgotten
const PIECE = "[data-key], [data-card]";
// classes that say what the player may do now, not what is on the table
const PASSING = new Set(["actionable", "multi", "selected", "to-play", "changed", "fresh"]);
const MOVE_MS = 250;

function stored() {
  try { return JSON.parse(localStorage.getItem(STORE) || "{}"); } catch { return {}; }
}

function recall(key) {
  return stored()[key] || null;
}

function remember(key, mark) {
  const all = stored();
  all[key] = { ...mark, at: Date.now() };
  const keys = Object.keys(all).sort((a, b) => all[b].at - all[a].at);
  for (const old of keys.slice(KEPT)) delete all[old];
  try { localStorage.setItem(STORE, JSON.stringify(all)); } catch { /* full: highlights are a nicety */ }
}

// every piece under `root` by its identity: seat area, key, and how many came before it
function pieces(root) {
  const found = new Map();
  const counts = new Map();
  for (const el of root.querySelectorAll(PIECE)) {
    const area = el.closest("[data-seat]");
    const base = `${area ? area.dataset.seat : ""}|${el.dataset.key || `card:${el.dataset.card}`}`;
    const n = counts.get(base) || 0;
    counts.set(base, n + 1);
    found.set(`${base}#${n}`, el);
  }
  return found;
}

function describe(node, parts, top) {
  if (node.nodeType === Node.TEXT_NODE) { parts.push(node.data); return; }
  if (node.nodeType !== Node.ELEMENT_NODE || (!top && node.matches(PIECE))) return;
  const classes = [...node.classList].filter((c) => !PASSING.has(c)).join(".");
  const data = Object.entries(node.dataset).filter(([k]) => k !== "pick").map(([k, v]) => `${k}=${v}`).join(",");
  parts.push(`<${node.localName}.${classes}[${data}|${node.getAttribute("aria-label") || ""}|${node.getAttribute("href") || ""}]`);
  for (const child of node.childNodes) describe(child, parts, false);
}

// a short hash (FNV-1a) of what the piece shows
function contentOf(el) {
  const parts = [];
  describe(el, parts, true);
  let hash = 0x811c9dc5;
  for (const ch of parts.join("")) {
    hash ^= ch.codePointAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

function contents(found) {
  const out = {};
  for (const [id, el] of found) out[id] = contentOf(el);
  return out;
}

function places(root, found) {
  const origin = root.getBoundingClientRect();
  const out = new Map();
  for (const [id, el] of found) {
    const r = el.getBoundingClientRect();
    if (r.width || r.height) out.set(id, { x: r.left - origin.left, y: r.top - origin.top });
  }
  return out;
}

function reducedMotion() {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

export class BoardMemory {
  constructor(gameId) {
    this.gameId = gameId;
    this.reset(undefined);
    // a spectator looks while the page is visible: what it showed when hidden is where the
    // next visit's news start; coming back, they see what is there now
    document.addEventListener("visibilitychange", () => {
      if (this.seat !== null) return;
      if (document.visibilityState === "visible") this.seen = this.shown;
      else if (this.seen) {
        this.mark = this.seen;
        remember(this.key, this.mark);
      }
    });
  }

  reset(seat) {
    this.seat = seat;
    this.key = `${this.gameId}/${seat === null ? "watch" : seat}`;
    this.mark = seat === undefined ? null : recall(this.key);
    this.shown = null; // the last state rendered: {seq, log, board}
    this.seen = null; // a spectator's last state rendered while the page was visible
    this.pending = null; // the player's move on its way
  }

  // before the board is drawn again (as `seq`, for `seat`): only what the coming `after` uses,
  // as both cost the whole board at every update: what its pieces show, for a redraw of the
  // same state to carry the marks; where they are (a forced layout), for a move to glide from
  before(root, { seat, seq }) {
    const shown = seat === this.seat ? this.shown : null; // another seat starts afresh
    const redraw = Boolean(shown) && shown.seq === seq;
    const moves = Boolean(shown) && !redraw && !reducedMotion();
    const found = redraw || moves ? pieces(root) : null;
    this.previous = redraw ? contents(found) : null;
    this.places = moves ? places(root, found) : null;
  }

  // the player sends a move (or an undo): the point it leaves is remembered once it is known
  acting() {
    if (this.shown) this.pending = { from: this.shown.seq, before: this.shown, exact: null, seq: null };
  }

  // the server took it: the game's row `seq`
  moved(seq) {
    const p = this.pending;
    if (!p) return false;
    if (p.exact && p.exact.seq === seq) this.settle(p.exact);
    else if (this.shown && this.shown.seq >= seq) this.settle(p.before); // others moved before we saw it
    else { p.seq = seq; return false; }
    // the board already drawn: its marks now count from the new point
    if (this.root && this.shown) this.highlight(pieces(this.root), this.shown);
    return true;
  }

  failed() { this.pending = null; }

  settle(mark) {
    this.mark = mark;
    this.pending = null;
    remember(this.key, mark);
  }

  // the index of the first log event since the remembered point (null: none)
  since(logLength) {
    return this.mark && this.mark.log < logLength ? this.mark.log : null;
  }

  // after the board was drawn: marks what changed, animates what moved
  after(root, { seat, seq, logLength }) {
    if (seat !== this.seat) this.reset(seat);
    this.root = root;
    const found = pieces(root);
    const now = { seq, log: logLength, board: contents(found) };
    const redrawn = this.shown && this.shown.seq === seq;
    if (redrawn) this.carry(now.board);
    else this.advance(now);
    this.highlight(found, now);
    if (!redrawn && this.shown && !reducedMotion()) animate(root, found, this.places || new Map());
    this.shown = now;
    if (seat === null && document.visibilityState === "visible") this.seen = now;
  }

  // the same state drawn again (another language, a seat's player away): what showed the same
  // then is the same now
  carry(board) {
    if (!this.mark || !this.previous) return;
    const mark = { ...this.mark, board: { ...this.mark.board } };
    for (const [id, was] of Object.entries(this.previous)) {
      if (mark.board[id] === was && board[id] !== undefined) mark.board[id] = board[id];
    }
    this.mark = mark;
    remember(this.key, mark);
  }

  advance(now) {
    if (this.seat === null) {
      if (this.seen && document.visibilityState === "visible") this.mark = this.seen;
      return;
    }
    const p = this.pending;
    if (p && p.seq !== null) this.settle(p.seq === now.seq ? now : p.before);
    else if (p && now.seq === p.from + 1) p.exact = now;
    if (!this.mark) this.settle(now); // a seat's first visit: changes count from here
  }

  highlight(found, now) {
    for (const [id, el] of found) {
      const fresh = this.mark && !(id in this.mark.board);
      const changed = fresh || (this.mark && this.mark.board[id] !== now.board[id]);
      // inside a new piece, everything is new: the piece says it once
      const inside = el.parentElement && el.parentElement.closest(".changed.fresh");
      el.classList.toggle("changed", Boolean(changed) && !inside);
      el.classList.toggle("fresh", Boolean(fresh) && !inside);
    }
  }
}

// FLIP: each piece that moved starts where it was and glides home; new pieces fade in. A piece
// inside one that moves only moves its own part of the way; inside a new one, it comes with it.
function animate(root, found, before) {
  const after = places(root, found);
  const shift = new Map(); // element -> how far it starts from home
  for (const [id, el] of found) {
    const to = after.get(id);
    if (!to) continue;
    const from = before.get(id);
    const outer = el.parentElement && el.parentElement.closest(PIECE);
    const carried = (outer && shift.get(outer)) || null;
    if (!from) {
      shift.set(el, { x: 0, y: 0, fresh: true });
      if (carried && carried.fresh) continue;
      el.animate([{ opacity: 0, transform: "translateY(6px)" }, { opacity: 1, transform: "none" }],
        { duration: MOVE_MS, easing: "ease-out" });
      continue;
    }
    const dx = from.x - to.x, dy = from.y - to.y;
    shift.set(el, { x: dx, y: dy, fresh: false });
    if (carried && carried.fresh) continue;
    const x = dx - (carried ? carried.x : 0), y = dy - (carried ? carried.y : 0);
    if (Math.abs(x) < 1 && Math.abs(y) < 1) continue;
    el.animate([{ transform: `translate(${x}px, ${y}px)` }, { transform: "none" }],
      { duration: MOVE_MS, easing: "ease-in-out" });
  }
}
