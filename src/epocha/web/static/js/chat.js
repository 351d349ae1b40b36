// The table's chat (server/chat.py): what the seated players said, oldest first. Every word of a
// message goes in as text (textContent), never as markup. Seats write on the game page;
// spectators, and the replay page, only read.
//
// Muting is the reader's, kept in this browser: the seats each seat of a table muted are kept in
// local storage (`epocha.muted`: {game: {seat: [muted seat, ...]}}, "watch" for a spectator),
// and their messages are left out of that seat's pages only (on a shared hot-seat device one
// player's mutes never hide the other's words); the server and the other players know nothing
// of it.
import { ApiError, request } from "./api.js";
import { h } from "./dom.js";
import { lang, t } from "./i18n.js";
import { seatName } from "./messages.js";

const MUTED_KEY = "epocha.muted";

function allMuted() {
  try { return JSON.parse(localStorage.getItem(MUTED_KEY) || "{}"); } catch { return {}; }
}

const reader = (seat) => (seat === null ? "watch" : String(seat));

// the seats `seat` (null: a spectator) muted at a table
export function mutedSeats(gameId, seat) {
  return (allMuted()[gameId] || {})[reader(seat)] || [];
}

export function setMuted(gameId, seat, other, muted) {
  const all = allMuted();
  const table = all[gameId] || {};
  const seats = new Set(table[reader(seat)] || []);
  if (muted) seats.add(other); else seats.delete(other);
  if (seats.size) table[reader(seat)] = [...seats].sort((a, b) => a - b); else delete table[reader(seat)];
  if (Object.keys(table).length) all[gameId] = table; else delete all[gameId];
  localStorage.setItem(MUTED_KEY, JSON.stringify(all));
}

// the table's refusals in the page's language (others: the server's words)
function chatProblem(err) {
  const code = err instanceof ApiError ? err.body.error : null;
  if (code === "rate_limited") return t("You are writing too fast; try again in {seconds} s.", { seconds: err.body.retry_after });
  if (code === "chat_full") return t("This table's chat is full.");
  return err.message || String(err);
}

// The chat panel. `root` holds `.chat-list`, and on the game page a `form.chat-form` (with an
// input and a send button) and `.chat-mute`; `seats()` gives the game summary's seats, `seat()`
// the seat of the reader (whose mutes apply; null: a spectator) and `token()` the token the page
// writes with (null: a spectator, who only reads).
export class ChatPanel {
  constructor(root, gameId, { seats, seat = () => null, token = () => null }) {
    this.root = root;
    this.gameId = gameId;
    this.seats = seats;
    this.seat = seat;
    this.token = token;
    this.messages = [];
    this.until = null; // a replay's `chat_seq`: only what was said by then (null: everything)
    this.drawn = null; // what the panel was last drawn from (`render`)
    this.fetching = null;
    this.sending = false;
    const form = root.querySelector(".chat-form");
    if (form) form.addEventListener("submit", (e) => { e.preventDefault(); this.send(); });
  }

  get last() {
    return this.messages.length ? this.messages[this.messages.length - 1].n : 0;
  }

  // Fetch the messages after the last one known, until `latest` (the view's `chat`) is reached
  // or none are left; one fetch at a time.
  async update(latest = Infinity) {
    while (this.fetching) await this.fetching;
    if (latest <= this.last) return;
    this.fetching = (async () => {
      try {
        for (;;) {
          const page = await request("GET", `/api/games/${this.gameId}/chat?after=${this.last}`);
          this.messages.push(...page.messages.filter((m) => m.n > this.last));
          if (!page.more || !page.messages.length) break;
        }
      } catch (err) {
        this.problem(chatProblem(err));
      }
    })();
    try { await this.fetching; } finally { this.fetching = null; }
    this.render();
  }

  // a replay: show only what was said by its step
  showUntil(chatSeq) {
    this.until = chatSeq;
    this.render();
  }

  async send() {
    const input = this.root.querySelector(".chat-input");
    const text = input.value.trim();
    if (!text || !this.token() || this.sending) return;
    this.sending = true; // one message at a time: a second Enter does not send it twice
    try {
      const said = await request("POST", `/api/games/${this.gameId}/chat`, { token: this.token(), body: { text } });
      input.value = "";
      this.problem("");
      await this.update(said.n);
    } catch (err) {
      this.problem(chatProblem(err));
    } finally {
      this.sending = false;
    }
  }

  problem(message) {
    const box = this.root.querySelector(".chat-problem");
    if (box) { box.textContent = message; box.hidden = !message; }
  }

  render() {
    const me = this.seat();
    const muted = new Set(mutedSeats(this.gameId, me));
    const seats = this.seats() || [];
    // drawn again only when something it shows changed: the game page asks at every move, and
    // the list's scroll read after the board was drawn anew would lay the whole page out again
    const drawn = JSON.stringify([me, [...muted], seats.map((s) => [s.seat, s.kind, s.name]),
      this.messages.length, this.until, Boolean(this.token()), lang()]);  // (messages only grow)
    if (drawn === this.drawn) return;
    this.drawn = drawn;
    const nameOf = (m) => seatName(m.name, m.seat);
    const shown = this.messages.filter((m) => !muted.has(m.seat) && (this.until === null || m.game_seq <= this.until));
    const list = this.root.querySelector(".chat-list");
    const atEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - 4;
    list.replaceChildren(...shown.map((m) => h("li",
      { class: "chat-message", dataset: { seat: String(m.seat) }, title: new Date(m.created_at).toLocaleString() },
      h("span", { class: "chat-who", text: nameOf(m) }), " ",
      h("span", { class: "chat-text", text: m.text }))));
    if (!shown.length) list.append(h("li", { class: "chat-empty muted", text: t("Nothing said yet.") }));
    if (atEnd) list.scrollTop = list.scrollHeight;
    this.root.dataset.last = String(this.last); // lets tests wait for a message to arrive
    const form = this.root.querySelector(".chat-form");
    if (form) form.hidden = me === null || !this.token();
    const mute = this.root.querySelector(".chat-mute");
    if (!mute) return;
    // a mute switch for each other seat a person plays (bots do not chat)
    const others = seats.filter((s) => s.kind === "human" && s.seat !== me);
    mute.replaceChildren(...others.map((s) => {
      const name = seatName(s.name, s.seat);
      const on = muted.has(s.seat);
      return h("button", {
        type: "button", class: `chat-mute-seat${on ? " on" : ""}`, "aria-pressed": on ? "true" : "false",
        dataset: { seat: String(s.seat) },
        text: on ? t("Unmute {name}", { name }) : t("Mute {name}", { name }),
        onclick: () => { setMuted(this.gameId, me, s.seat, !on); this.render(); },
      });
    }));
  }
}
