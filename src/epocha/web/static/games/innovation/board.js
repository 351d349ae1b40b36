// The Innovation table: my hand and board first, then the supply and the achievements to
// claim, then the opponents (compact, opened on demand). Piles are drawn fanned as on the
// table: a splayed pile shows the strip of each covered card with the icons it reveals.
import { h } from "../../js/dom.js";
import { nt, t } from "../../js/i18n.js";
import { COLORS, backEl, cardEl, cardTitle, colorName, directionName, iconEl, info, specialTitle } from "./cards.js";
import { ICONS } from "./icons.js";

// icon slots a splay reveals on each covered card (0 top-left, 1-3 bottom row)
const REVEALS = { left: [3], right: [0, 1], up: [1, 2, 3] };
const ARROWS = { left: "⇤", right: "⇥", up: "⤒" };
const opened = new Map(); // seat -> whether the player opened/closed that opponent's board

function sameRef(a, b) {
  if (typeof a === "string" || typeof b === "string") return a === b;
  return a.player === b.player && a.zone === b.zone && a.index === b.index;
}

// the turn actions of a group ("draw", "meld", "dogma", "achieve") that concern a card or an age
function turnActions(ctx, group, target) {
  return ctx.legal.filter((a) => a.group === group && (target === undefined
    || (a.target && (a.target.term === target || a.target.number === target))));
}

function chooseActions(ctx, ref) {
  return ctx.legal.filter((a) => a.type === "choose" && a.cards && sameRef(a.cards[0], ref));
}

function splayText(direction) {
  return { left: t("splayed left"), right: t("splayed right"), up: t("splayed up") }[direction];
}

// -- piles ---------------------------------------------------------------------------------

function peek(ctx, card, direction) {
  const c = info(ctx, card);
  const shown = REVEALS[direction];
  const node = h("div", {
    class: `peek peek-${direction} c-${c ? c.color : "none"}`, role: "img",
    "aria-label": cardTitle(ctx, card) + " (" + t("age {age}", { age: c ? c.age : "?" }) + ")",
  });
  if (direction === "left") node.append(h("span", { class: "peek-age", text: c ? c.age : "" }));
  for (const i of shown) node.append(iconEl(ctx, c ? c.icons[i] : "hex"));
  ctx.clickable(node, chooseActions(ctx, card), card);
  return node;
}

function pileEl(ctx, seat, color, pile) {
  const splay = pile ? pile.splay : "none";
  const head = h("div", { class: "pile-head" },
    h("span", { class: `swatch c-${color}`, "aria-hidden": "true" }),
    h("span", { class: `pile-color c-text-${color}`, text: colorName(ctx, color) }),
    splay !== "none" ? h("span", { class: "splay-note", title: splayText(splay), "aria-label": splayText(splay),
      text: `${ARROWS[splay]} ${directionName(splay)}` }) : null);
  const wrap = h("div", { class: `pile pile-${color}`, dataset: { color, key: `pile-${color}` } }, head);
  if (!pile) {
    wrap.append(h("div", { class: "card empty", role: "img", "aria-label": t("no {color} pile", { color: colorName(ctx, color) }) }));
    return wrap;
  }
  const [top, ...covered] = pile.cards;
  const topNode = cardEl(ctx, top, { showColor: false });
  if (splay === "none" && covered.length) topNode.classList.add("stacked");
  const mine = seat === ctx.seat;
  ctx.clickable(topNode, [...(mine ? turnActions(ctx, "dogma", top) : []), ...chooseActions(ctx, top)], top);
  const fan = h("div", { class: `fan fan-${splay}` });
  if (splay === "right") fan.append(...[...covered].reverse().map((card) => peek(ctx, card, "right")), topNode);
  else if (splay === "none") {
    fan.append(topNode);
    if (covered.length) {
      const edge = h("div", { class: "stack-edge", text: nt("{n} card beneath", "{n} cards beneath", covered.length) });
      fan.append(edge);
      // a choice among covered cards of an unsplayed pile (rare): offer them by name
      for (const card of covered) {
        const actions = chooseActions(ctx, card);
        if (actions.length) fan.append(cardEl(ctx, card, { size: "small", showColor: false }));
        if (actions.length) ctx.clickable(fan.lastChild, actions, card);
      }
    }
  } else fan.append(topNode, ...covered.map((card) => peek(ctx, card, splay)));
  wrap.append(fan);
  return wrap;
}

function iconRow(ctx, counts) {
  return h("div", { class: "icon-row", "aria-label": t("Icons on the board"), dataset: { key: "icons" } },
    ICONS.map((name) => h("span", { class: "icon-count" }, iconEl(ctx, name), h("span", { class: "n", text: counts[name] }))));
}

// -- hand, score pile, achievements ------------------------------------------------------

function hiddenCard(ctx, seat, zone, index, age) {
  const node = backEl(ctx, age, "small");
  const actions = ctx.legal.filter((a) => a.type === "choose" && a.cards
    && typeof a.cards[0] === "object" && sameRef(a.cards[0], { player: seat, zone, index }));
  ctx.clickable(node, actions, null);
  return node;
}

function faceCard(ctx, card, turn = [], size = "small") {
  const node = cardEl(ctx, card, { size });
  ctx.clickable(node, [...turn, ...chooseActions(ctx, card)], card);
  return node;
}

function zone(cls, title, items, emptyText = t("empty")) {
  return h("div", { class: `zone ${cls}`, dataset: { key: cls } }, h("h4", { text: title }),
    h("div", { class: "cards" }, items.length ? items : h("span", { class: "muted", text: emptyText })));
}

function handZone(ctx, p, mine) {
  let items;
  if (p.hand) {
    items = p.hand.map((card) => faceCard(ctx, card, mine ? turnActions(ctx, "meld", card) : [], mine ? "" : "small"));
  } else {
    items = p.hand_ages.map((age, i) => hiddenCard(ctx, p.seat, "hand", i, age));
    for (const card of p.revealed || []) {
      const node = faceCard(ctx, card);
      node.classList.add("revealed");
      items.push(node);
    }
  }
  const title = mine ? t("Your hand") : `${t("Hand")} (${p.hand ? p.hand.length : p.hand_ages.length})`;
  return zone("hand", title, items);
}

function scoreZone(ctx, p) {
  const items = p.score_cards ? p.score_cards.map((card) => faceCard(ctx, card))
    : p.score_ages.map((age, i) => hiddenCard(ctx, p.seat, "score", i, age));
  return zone("score", t("Score pile") + " · " + nt("{n} point", "{n} points", p.score), items);
}

function achievementChip(ctx, a) {
  if (a.special) {
    const chip = h("span", { class: "achievement special", text: specialTitle(ctx, a.special) });
    ctx.clickable(chip, [], `special:${a.special}`);
    return chip;
  }
  return h("span", { class: "achievement age", text: t("age {age}", { age: a.age }) });
}

function achievementsZone(ctx, p) {
  const need = ctx.view.state.achievements_to_win;
  return zone("achievements", `${t("Achievements")} ${p.achievements.length}/${need}`,
    p.achievements.map((a) => achievementChip(ctx, a)), t("none"));
}

// -- players -------------------------------------------------------------------------------

function headEl(ctx, p, tag = "header") {
  const state = ctx.view.state;
  const playing = state.turn.player === p.seat && state.phase === "play";
  const mine = p.seat === ctx.seat;
  return h(tag, { class: "player-head", dataset: { key: "head" } },
    h("h3", { text: ctx.names[p.seat] + (mine ? ` (${t("you")})` : "") }),
    playing ? h("span", { class: "badge", text: t("to play") }) : null,
    h("span", { class: "stat", text: nt("{n} point", "{n} points", p.score) }),
    h("span", { class: "stat", text: `${t("Achievements")} ${p.achievements.length}/${state.achievements_to_win}` }),
    state.phase === "setup" ? h("span", { class: "muted",
      text: p.has_chosen_meld ? t("has chosen a card to meld") : t("is choosing a card to meld") }) : null);
}

function pilesEl(ctx, p) {
  return h("div", { class: "piles" }, COLORS.map((color) => pileEl(ctx, p.seat, color, p.board[color])));
}

function mineEl(ctx, p) {
  const playing = ctx.view.state.turn.player === p.seat;
  return h("section", { class: `player mine ${playing ? "to-play" : ""}`, "aria-label": t("Your table"), dataset: { seat: p.seat } },
    headEl(ctx, p), handZone(ctx, p, true), pilesEl(ctx, p), iconRow(ctx, p.icons),
    h("div", { class: "zones" }, scoreZone(ctx, p), achievementsZone(ctx, p)));
}

// top cards as small labelled chips: what an opponent has, at a glance
function topChips(ctx, p) {
  return h("span", { class: "top-chips", dataset: { key: "tops" } }, COLORS.filter((c) => p.board[c]).map((color) => {
    const card = p.board[color].cards[0];
    const chip = h("span", { class: `chip c-${color}`, text: cardTitle(ctx, card) });
    return chip;
  }));
}

function opponentEl(ctx, p) {
  const playing = ctx.view.state.turn.player === p.seat;
  const wide = window.matchMedia("(min-width: 900px)").matches;
  const open = opened.has(p.seat) ? opened.get(p.seat) : wide;
  const handCount = p.hand ? p.hand.length : p.hand_ages.length;
  const summary = h("summary", {},
    headEl(ctx, p, "div"),
    h("div", { class: "summary-line" },
      h("span", { class: "stat", text: nt("{n} card in hand", "{n} cards in hand", handCount) }),
      iconRow(ctx, p.icons), topChips(ctx, p)));
  const box = h("details", { class: `player other ${playing ? "to-play" : ""}`, dataset: { seat: p.seat } },
    summary, pilesEl(ctx, p),
    h("div", { class: "zones" }, handZone(ctx, p, false), scoreZone(ctx, p), achievementsZone(ctx, p)));
  box.open = open;
  box.addEventListener("toggle", () => {
    opened.set(p.seat, box.open);
    if (box.open) fitNames(box);
  });
  return box;
}

// -- the middle of the table ------------------------------------------------------------------

function commonEl(ctx) {
  const state = ctx.view.state;
  const draw = turnActions(ctx, "draw");
  const decks = h("div", { class: "supply" }, h("h4", { text: t("Supply") }),
    Object.entries(state.decks).map(([age, n]) => h("div", {
      class: `deck ${n ? "" : "empty"}`, role: "img", dataset: { key: `deck-${age}` },
      "aria-label": nt("age {age}: {n} card", "age {age}: {n} cards", n, { age }),
      title: nt("age {age}: {n} card", "age {age}: {n} cards", n, { age }),
    }, h("span", { class: "deck-age", text: age }), h("span", { class: "deck-count", text: n }))));
  ctx.clickable(decks, draw, null);
  const claim = h("div", { class: "available", dataset: { key: "to-claim" } }, h("h4", { text: t("Achievements to claim") }),
    state.achievements.ages.map((age) => {
      const tile = h("span", { class: "achievement age", text: t("age {age}", { age }) });
      ctx.clickable(tile, turnActions(ctx, "achieve", age), null);
      return tile;
    }),
    state.achievements.specials.map((name) => {
      const tile = h("span", { class: "achievement special", text: specialTitle(ctx, name) });
      ctx.clickable(tile, [], `special:${name}`);
      return tile;
    }));
  return h("section", { class: "common" }, decks, claim);
}

export function renderBoard(root, ctx) {
  const players = ctx.view.state.players;
  const seat = ctx.seat;
  const others = seat === null ? players : [...players.slice(seat + 1), ...players.slice(0, seat)];
  const parts = [commonEl(ctx), h("div", { class: "opponents" }, others.map((p) => opponentEl(ctx, p)))];
  if (seat !== null) parts.unshift(mineEl(ctx, players[seat]));
  root.replaceChildren(...parts);
  fitNames(root);
}

// Card names never break inside a word: a name too long for its card gets a smaller font.
function fitNames(root) {
  for (const name of root.querySelectorAll(".card-name")) {
    let size = parseFloat(getComputedStyle(name).fontSize);
    while (name.scrollWidth > name.clientWidth + 1 && size > 9) {
      size -= 0.5;
      name.style.fontSize = `${size}px`;
    }
  }
}
