// The parts of the game page every game shares: whose turn it is, the prompt with exactly the
// legal choices, the end of the game with its score table, and the log.
import { h } from "./dom.js";
import { nt, t } from "./i18n.js";

const REASONS = {
  achievements: () => t("by achievements"),
  score: () => t("by score"),
  timeout: () => t("a player ran out of time"),
};

function reasonText(reason, ctx, module) {
  if (reason.startsWith("card:")) {
    const card = reason.slice(5);
    return t("by the effect of {card}", { card: module.cardTitle ? module.cardTitle(card, ctx) : card });
  }
  return REASONS[reason] ? REASONS[reason]() : reason;
}

// "Ann's turn · 2 actions left" — for every seat and spectators alike
// an action's words: the board's own, or its message in the player's language (every action the
// engine gives has one; its `label` is the same in English)
export function actionText(module, action, ctx) {
  if (module.actionLabel) return module.actionLabel(action, ctx);
  return action.message ? ctx.render(action.message) : action.label;
}

export function renderTurn(box, view, ctx, module) {
  box.replaceChildren();
  box.hidden = view.is_over;
  if (view.is_over) return;
  const info = module.turnInfo ? module.turnInfo(view, ctx) : null;
  if (info && info.seat !== null && info.seat !== undefined) {
    const mine = info.seat === ctx.seat;
    box.append(h("span", { class: "turn-who" },
      mine ? t("Your turn") : t("{who} is playing", { who: ctx.names[info.seat] })));
    if (info.actionsLeft !== undefined) {
      const pips = h("span", { class: "pips", "aria-hidden": "true" });
      for (let i = 0; i < info.total; i++) pips.append(h("span", { class: i < info.actionsLeft ? "pip on" : "pip" }));
      box.append(pips, h("span", { class: "actions-left",
        text: nt("{n} action left", "{n} actions left", info.actionsLeft) }));
    }
    box.classList.toggle("mine", mine);
    return;
  }
  // another seat decides inside someone's turn (a defender, a partner): on its own page it is
  // asked, not waited for
  if (view.active_players.includes(ctx.seat) && !(info && info.text)) {
    box.append(h("span", { class: "turn-who", text: t("Your decision") }));
    box.classList.add("mine");
    return;
  }
  box.classList.remove("mine");
  const who = view.active_players.map((s) => ctx.names[s]).join(", ");
  box.append(h("span", { class: "turn-who", text: info && info.text ? info.text : t("Waiting for {who}", { who }) }));
}

// `readOnly`: the prompt as it was at a step of a replay, its choices shown but not to be made
export function renderPrompt(box, view, ctx, module, { act, undo, rematch, readOnly = false }) {
  box.replaceChildren();
  box.classList.toggle("read-only", readOnly);
  const flash = h("p", { class: "flash", role: "alert" });
  if (view.is_over) {
    box.classList.remove("my-move", "idle");
    box.append(resultBlock(view, ctx, module, rematch), flash);
    return;
  }
  const mine = view.legal_actions.length > 0;
  box.classList.toggle("my-move", mine);
  box.classList.toggle("idle", !mine && !view.can_undo);
  box.append(h("h2", { text: mine ? t("Your move") : waitingText(view, ctx) }));
  if (mine) {
    const text = module.promptText ? module.promptText(view, ctx) : ctx.render(view.prompt);
    const why = ctx.why(view.prompt);
    box.append(h("div", { class: "prompt-line" },
      h("p", why ? { class: "prompt-text", text, title: why } : { class: "prompt-text", text }),
      ctx.whyButton ? ctx.whyButton(view.prompt) : null));
    const detail = module.promptDetail ? module.promptDetail(view, ctx) : null;
    if (detail) box.append(detail);
    const list = h("div", { class: "choices" });
    for (const action of view.legal_actions) {
      const button = h("button", {
        type: "button", class: `choice ${action.type}`,
        text: actionText(module, action, ctx),
        onclick: () => act(action),
      });
      const card = module.actionCard ? module.actionCard(action) : null;
      if (card) ctx.hover(button, card);
      list.append(button);
    }
    box.append(list);
  }
  if (readOnly) {
    for (const button of box.querySelectorAll("button")) button.disabled = true;
    return;
  }
  if (view.can_undo) {
    // says what it takes back ("Undo: your answer to Anatomy"); older servers send no `undo`
    const text = view.undo ? ctx.render(view.undo) : t("Undo");
    box.append(h("button", { type: "button", class: "undo", text, onclick: undo }));
  }
  box.append(flash);
}

function waitingText(view, ctx) {
  const who = view.waiting.map((w) => ctx.names[w.seat]).join(", ");
  return who ? t("Waiting for {who}", { who }) : "";
}

function resultBlock(view, ctx, module, rematch) {
  const result = view.result;
  const winners = result.winners.map((s) => ctx.names[s]).join(", ");
  const box = h("div", { class: "result" },
    h("h2", { text: t("Game over") }),
    h("p", { class: "winner" }, h("span", { class: "star", "aria-hidden": "true", text: "★ " }), t("Winner: {who}", { who: winners || "—" }),
      h("span", { class: "muted", text: ` — ${reasonText(result.reason, ctx, module)}` })));
  box.append(scoreTable(view, ctx, module));
  if (rematch) box.append(rematch);
  return box;
}

function scoreTable(view, ctx, module) {
  // (a game a clock ended has no final scores of the game's own: the table's win and loss)
  const scores = module.finalScores && view.result.reason !== "timeout" ? module.finalScores(view, ctx)
    : { columns: [t("Score")], rows: view.result.scores.map((s, seat) => ({ seat, values: [s] })) };
  const winners = new Set(view.result.winners);
  const head = h("tr", {}, h("th", { scope: "col", text: t("Player") }),
    scores.columns.map((c) => h("th", { scope: "col", text: c })));
  const rows = scores.rows.map(({ seat, values }) => h("tr", { class: winners.has(seat) ? "won" : "" },
    h("th", { scope: "row" }, ctx.names[seat], winners.has(seat) ? h("span", { class: "won-mark", text: " ★ " + t("winner") }) : null),
    values.map((v) => h("td", { text: v }))));
  return h("table", { class: "scores" }, h("caption", { text: t("Final scores") }),
    h("thead", {}, head), h("tbody", {}, rows));
}

// The log follows the game unless the player scrolled up on purpose (scrolling back to the
// bottom follows again). Whether it is at its bottom is not enough to know: the panel changes
// size with the page (a prompt with many buttons), which moves its bottom without a scroll.
const following = new WeakMap(); // list -> { follow, ours, scheduled }

function followState(list) {
  let state = following.get(list);
  if (!state) {
    state = { follow: true, ours: false, scheduled: false };
    following.set(list, state);
    list.addEventListener("scroll", () => {
      if (state.ours) { state.ours = false; return; } // the scroll we made
      state.follow = list.scrollTop + list.clientHeight >= list.scrollHeight - 4;
    });
  }
  return state;
}

// What a log list shows, to draw only the new lines of a log that grew: a long game's log has
// thousands of lines, and drawing them all again at every move took most of the page's time.
// A live game's log grows by keeping its events (`LiveGame.merge`): the events drawn before
// are the very same objects at the same places. Anything else (an undo, another language,
// renamed seats, a new "since" mark, a replay's step) draws the whole log again.
const drawn = new WeakMap(); // list -> { key, ref, log, count, divided, last, end }

function lineOf(event, i, ctx, since, state) {
  const line = event.message ? ctx.render(event.message) : "";
  if (!line) return [];
  const out = [];
  const fresh = since !== null && i >= since.from;
  if (fresh && !state.divided) {
    out.push(h("li", { class: "since-divider", role: "separator", text: since.label }));
    state.divided = true;
  }
  const why = ctx.whyButton ? ctx.whyButton(event.message) : null;
  const cls = `ev-${event.event}${why ? " has-cause" : ""}${fresh ? " since-new" : ""}`;
  out.push(h("li", why ? { class: cls, title: why.title } : { class: cls },
    h("span", { class: "line", text: line }), why));
  state.last = line;
  return out;
}

// `since`: {from, label} — the events from index `from` on are new to the player: a line with
// `label` goes before them
export function renderLog(list, log, ctx, module, since = null) {
  const follow = followState(list);
  const key = JSON.stringify([ctx.lang, ctx.names, since && since.from, since && since.label]);
  const before = drawn.get(list);
  // (`end`: the list's last line as drawn here; a list emptied meanwhile, as a hot seat's
  // hand-over does, is drawn again)
  const grew = before && before.key === key && before.ref === ctx.ref && before.count <= log.length
    && (before.count === 0 || log[before.count - 1] === before.log[before.count - 1])
    && list.lastElementChild === before.end;
  const state = grew ? before : { key, ref: ctx.ref, log, count: 0, divided: false, last: "", end: null };
  const items = [];
  for (let i = state.count; i < log.length; i++) items.push(...lineOf(log[i], i, ctx, since, state));
  if (grew) list.append(...items);
  else list.replaceChildren(...items);
  state.log = log;
  state.count = log.length;
  state.end = list.lastElementChild;
  drawn.set(list, state);
  if (follow.follow) followToEnd(list, follow);
  return state.last;
}

// Scrolls a following log to its end at the next frame, when the page is laid out anyway:
// its height read at once would lay the whole page out again at every move (the board had
// just been drawn anew), and moves may come faster than frames.
function followToEnd(list, follow) {
  if (follow.scheduled) return;
  follow.scheduled = true;
  requestAnimationFrame(() => {
    follow.scheduled = false;
    const bottom = list.scrollHeight - list.clientHeight;
    if (follow.follow && list.scrollTop < bottom) {
      follow.ours = true;
      list.scrollTop = bottom;
    }
  });
}
