// The Innovation board: five piles per player with their splays and the icons they show,
// hands, score piles, achievements, the supply and the achievements to claim.
const COLORS = ["red", "yellow", "green", "blue", "purple"];
const ICONS = ["crown", "leaf", "lightbulb", "castle", "factory", "clock"];
const REVEALS = { none: [], left: [3], right: [0, 1], up: [1, 2, 3] };
const SPLAY_MARK = { none: "", left: "◀", right: "▶", up: "▲" };

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

function icon(name, ctx) {
  const span = el("span", `icon i-${name}`);
  const label = name === "hex" ? ctx.t("artwork") : (ctx.ref ? ctx.ref.icons[name] : name);
  span.setAttribute("title", label);
  span.setAttribute("aria-label", label);
  span.innerHTML = `<svg aria-hidden="true"><use href="#i-${name}"/></svg>`;
  return span;
}

function info(ctx, card) { return ctx.ref && ctx.ref.cards[card]; }

function cardTitle(ctx, card) {
  const c = info(ctx, card);
  return c ? c.title : card;
}

function colorName(ctx, color) { return ctx.ref ? ctx.ref.colors[color] : color; }

// legal actions that name this card (or hidden place), by type
function actionsFor(ctx, test) {
  return ctx.legal.filter(test);
}

function sameRef(a, b) {
  if (typeof a === "string" || typeof b === "string") return a === b;
  return a.player === b.player && a.zone === b.zone && a.index === b.index;
}

function cardEl(ctx, name, size = "") {
  const c = info(ctx, name);
  const div = el("div", `card c-${c ? c.color : "none"} ${size}`);
  div.dataset.card = name;
  const top = el("div", "card-top");
  const icons = c ? c.icons : ["hex", "hex", "hex", "hex"];
  top.append(icon(icons[0], ctx));
  top.append(el("span", "card-name", cardTitle(ctx, name)));
  const bottom = el("div", "card-bottom");
  for (const i of [1, 2, 3]) bottom.append(icon(icons[i], ctx));
  bottom.append(el("span", "color-label", c ? colorName(ctx, c.color).toUpperCase() : ""));
  bottom.append(el("span", "card-age", c ? String(c.age) : "?"));
  div.append(top, bottom);
  ctx.tooltip(div, name);
  return div;
}

function backEl(ctx, age, extra = "") {
  const div = el("div", `card back ${extra}`);
  div.append(el("span", "card-age", String(age)));
  div.setAttribute("aria-label", ctx.t("a card of age {age}", { age }));
  return div;
}

function makeClickable(ctx, node, actions) {
  if (actions.length) ctx.clickable(node, actions[0]);
}

function pileEl(ctx, seat, color, pile) {
  const wrap = el("div", `pile pile-${color}`);
  const head = el("div", "pile-head");
  head.append(el("span", `pile-color c-text-${color}`, colorName(ctx, color)));
  if (pile && pile.splay !== "none") {
    head.append(el("span", "splay", `${SPLAY_MARK[pile.splay]} ${ctx.t(pile.splay)}`));
  }
  wrap.append(head);
  if (!pile) {
    wrap.append(el("div", "card empty", "—"));
    return wrap;
  }
  const top = pile.cards[0];
  const node = cardEl(ctx, top);
  const mine = seat === ctx.seat;
  makeClickable(ctx, node, actionsFor(ctx, (a) => (mine && a.type === "dogma" && a.card === top)
    || (a.type === "choose" && a.cards && sameRef(a.cards[0], top))));
  wrap.append(node);
  if (pile.cards.length > 1) {
    const under = el("div", "covered");
    under.append(el("span", "count", ctx.t("{n} beneath", { n: pile.cards.length - 1 })));
    const shown = REVEALS[pile.splay];
    for (const card of pile.cards.slice(1)) {
      const c = info(ctx, card);
      const chip = el("span", "covered-card");
      chip.append(el("span", "covered-age", c ? String(c.age) : ""));
      for (const i of shown) chip.append(icon(c.icons[i], ctx));
      chip.setAttribute("aria-label", cardTitle(ctx, card));
      makeClickable(ctx, chip, actionsFor(ctx, (a) => a.type === "choose" && a.cards && sameRef(a.cards[0], card)));
      ctx.tooltip(chip, card);
      under.append(chip);
    }
    wrap.append(under);
  }
  return wrap;
}

function iconRow(ctx, counts) {
  const row = el("div", "icon-row");
  for (const name of ICONS) {
    const item = el("span", "icon-count");
    item.append(icon(name, ctx), el("span", "n", String(counts[name])));
    row.append(item);
  }
  return row;
}

function hiddenChip(ctx, seat, zone, index, age) {
  const chip = backEl(ctx, age, "small");
  makeClickable(ctx, chip, actionsFor(ctx, (a) => a.type === "choose" && a.cards
    && typeof a.cards[0] === "object" && sameRef(a.cards[0], { player: seat, zone, index })));
  return chip;
}

function playerEl(ctx, p) {
  const view = ctx.view.state;
  const mine = p.seat === ctx.seat;
  const box = el("section", `player ${mine ? "mine" : "other"} ${view.turn.player === p.seat ? "to-play" : ""}`);
  const head = el("header", "player-head");
  head.append(el("h3", "", ctx.names[p.seat] + (mine ? ` (${ctx.t("you")})` : "")));
  if (view.turn.player === p.seat && view.phase === "play") head.append(el("span", "badge", ctx.t("to play")));
  head.append(el("span", "score-points", ctx.t("Score {n}", { n: p.score })));
  head.append(el("span", "ach-count",
    ctx.t("Achievements {n}/{need}", { n: p.achievements.length, need: view.achievements_to_win })));
  box.append(head);
  const piles = el("div", "piles");
  for (const color of COLORS) piles.append(pileEl(ctx, p.seat, color, p.board[color]));
  box.append(piles, iconRow(ctx, p.icons));

  const hand = el("div", "zone hand");
  hand.append(el("h4", "", ctx.t("Hand")));
  const handCards = el("div", "cards");
  if (p.hand) {
    for (const card of p.hand) {
      const node = cardEl(ctx, card, "small");
      makeClickable(ctx, node, actionsFor(ctx, (a) => (a.type === "meld" && a.card === card)
        || (a.type === "choose" && a.cards && sameRef(a.cards[0], card))));
      handCards.append(node);
    }
  } else {
    const revealed = new Set(p.revealed || []);
    p.hand_ages.forEach((age, i) => handCards.append(hiddenChip(ctx, p.seat, "hand", i, age)));
    for (const card of revealed) {
      const node = cardEl(ctx, card, "small revealed");
      makeClickable(ctx, node, actionsFor(ctx, (a) => a.type === "choose" && a.cards && sameRef(a.cards[0], card)));
      handCards.append(node);
    }
  }
  if (!handCards.children.length) handCards.append(el("span", "muted", ctx.t("empty")));
  hand.append(handCards);

  const score = el("div", "zone score");
  score.append(el("h4", "", ctx.t("Score pile")));
  const scoreCards = el("div", "cards");
  if (p.score_cards) {
    for (const card of p.score_cards) {
      const node = cardEl(ctx, card, "small");
      makeClickable(ctx, node, actionsFor(ctx, (a) => a.type === "choose" && a.cards && sameRef(a.cards[0], card)));
      scoreCards.append(node);
    }
  } else {
    p.score_ages.forEach((age, i) => scoreCards.append(hiddenChip(ctx, p.seat, "score", i, age)));
  }
  if (!scoreCards.children.length) scoreCards.append(el("span", "muted", ctx.t("empty")));
  score.append(scoreCards);

  const ach = el("div", "zone achievements");
  ach.append(el("h4", "", ctx.t("Achievements")));
  const achCards = el("div", "cards");
  for (const a of p.achievements) {
    if (a.special) {
      const chip = el("span", "achievement special", specialTitle(ctx, a.special));
      ctx.tooltip(chip, `special:${a.special}`);
      achCards.append(chip);
    } else {
      achCards.append(el("span", "achievement age", ctx.t("age {age}", { age: a.age })));
    }
  }
  if (!achCards.children.length) achCards.append(el("span", "muted", ctx.t("none")));
  ach.append(achCards);
  if (view.phase === "setup") {
    ach.append(el("p", "muted", p.has_chosen_meld ? ctx.t("has chosen a card to meld") : ctx.t("is choosing a card to meld")));
  }
  box.append(el("div", "zones", undefined));
  box.lastChild.append(hand, score, ach);
  return box;
}

function specialTitle(ctx, name) {
  return ctx.ref && ctx.ref.specials[name] ? ctx.ref.specials[name].title : name;
}

function commonEl(ctx) {
  const view = ctx.view.state;
  const box = el("section", "common");
  const decks = el("div", "supply");
  decks.append(el("h4", "", ctx.t("Supply")));
  for (const [age, n] of Object.entries(view.decks)) {
    const d = el("div", `deck ${n ? "" : "empty"}`);
    d.append(el("span", "deck-age", age), el("span", "deck-count", String(n)));
    d.setAttribute("aria-label", ctx.t("age {age}: {n} cards", { age, n }));
    decks.append(d);
  }
  const ach = el("div", "available");
  ach.append(el("h4", "", ctx.t("Achievements to claim")));
  for (const age of view.achievements.ages) {
    const tile = el("span", "achievement age", ctx.t("age {age}", { age }));
    makeClickable(ctx, tile, actionsFor(ctx, (a) => a.type === "achieve" && a.age === age));
    ach.append(tile);
  }
  for (const name of view.achievements.specials) {
    const tile = el("span", "achievement special", specialTitle(ctx, name));
    ctx.tooltip(tile, `special:${name}`);
    ach.append(tile);
  }
  const draw = actionsFor(ctx, (a) => a.type === "draw");
  if (draw.length) makeClickable(ctx, decks, draw);
  box.append(decks, ach);
  return box;
}

function placeLabel(ctx, ref) {
  const zone = ref.zone === "hand" ? ctx.t("hand") : ctx.t("score pile");
  return ctx.t("an age-{age} card in {who}'s {zone} (#{n})", { age: ref.age, who: ctx.names[ref.player], zone, n: ref.index + 1 });
}

const EVENTS = {
  setup: (a, c) => c.t("A new game of Innovation for {n} players.", { n: a.players }),
  draw: (a, c) => (a.card ? c.t("{who} draws {card}.", { who: c.who, card: c.card(a.card) })
    : c.t("{who} draws a {age}.", { who: c.who, age: a.age })),
  reveal: (a, c) => c.t("{who} reveals {card}.", { who: c.who, card: c.card(a.card) }),
  meld: (a, c) => c.t("{who} melds {card}.", { who: c.who, card: c.cardOrAge(a) }),
  tuck: (a, c) => c.t("{who} tucks {card}.", { who: c.who, card: c.cardOrAge(a) }),
  score: (a, c) => c.t("{who} scores {card}.", { who: c.who, card: c.cardOrAge(a) }),
  return: (a, c) => c.t("{who} returns {card}.", { who: c.who, card: c.cardOrAge(a) }),
  transfer: (a, c) => c.t("{card} goes from {who}'s {from} to {to}'s {zone}.",
    { card: c.cardOrAge(a), who: c.who, from: c.zone(a.from), to: c.names[a.to_player], zone: c.zone(a.to) }),
  remove: (a, c) => c.t("{card} is removed from the game.", { card: c.cardOrAge(a) }),
  splay: (a, c) => c.t("{who} splays {color} {direction}.", { who: c.who, color: c.color(a.color), direction: c.t(a.direction) }),
  unsplay: (a, c) => c.t("{who}'s {color} pile is no longer splayed.", { who: c.who, color: c.color(a.color) }),
  rearrange: (a, c) => c.t("{who} rearranges {color}.", { who: c.who, color: c.color(a.color) }),
  achieve: (a, c) => c.t("{who} achieves age {age}.", { who: c.who, age: a.age }),
  claim: (a, c) => c.t("{who} claims {achievement}.", { who: c.who, achievement: c.special(a.achievement) }),
  chose_setup_meld: (a, c) => c.t("{who} has chosen a card to meld.", { who: c.who }),
  first_player: (a, c) => c.t("{who} goes first ({card}).", { who: c.who, card: c.card(a.card) }),
  turn: (a, c) => c.t("— {who}'s turn —", { who: c.who }),
  dogma: (a, c) => c.t("{who} activates {card}.", { who: c.who, card: c.card(a.card) }),
  execute: (a, c) => c.t("{who} executes {card}.", { who: c.who, card: c.card(a.card) }),
  share_bonus: (a, c) => c.t("{who} takes a free draw (sharing bonus).", { who: c.who }),
  dogma_complete: (a, c) => c.t("The dogma of {card} is complete.", { card: c.card(a.card) }),
  game_over: (a, c) => c.t("Game over: {who} win(s).", { who: a.winners.map((p) => c.names[p]).join(", ") }),
};

export default {
  render(root, ctx) {
    root.innerHTML = "";
    const players = ctx.view.state.players;
    const order = ctx.seat === null ? players : [...players.slice(ctx.seat + 1), ...players.slice(0, ctx.seat), players[ctx.seat]];
    const others = order.slice(0, ctx.seat === null ? order.length : order.length - 1);
    const top = el("div", "opponents");
    for (const p of others) top.append(playerEl(ctx, p));
    root.append(top, commonEl(ctx));
    if (ctx.seat !== null) root.append(playerEl(ctx, players[ctx.seat]));
  },

  describe(event, ctx) {
    const a = event.args;
    const render = EVENTS[event.event];
    if (!render) return "";
    const c = {
      t: ctx.t, names: ctx.names,
      who: typeof a.player === "number" ? ctx.names[a.player] : ctx.t("someone"),
      card: (name) => cardTitle(ctx, name),
      cardOrAge: (args) => (args.card ? cardTitle(ctx, args.card) : ctx.t("a {age}", { age: args.age })),
      zone: (z) => ctx.t({ hand: "hand", score: "score pile", board: "board", deck: "supply", removed: "box" }[z] || z),
      color: (color) => colorName(ctx, color),
      special: (name) => specialTitle(ctx, name),
    };
    return render(a, c);
  },

  promptText(view, ctx) {
    if (ctx.lang === "en") return view.prompt;
    if (!view.context || !view.context.card) {
      if (ctx.view.state.phase === "setup") return ctx.t("Choose a card to meld; the other stays in your hand");
      return ctx.t("Choose an action ({n} left)", { n: ctx.view.state.turn.actions_left });
    }
    const first = view.legal_actions.find((a) => a.type === "choose") || {};
    const what = first.cards ? "Choose a card" : first.color ? "Choose a colour"
      : first.player !== undefined ? "Choose a player" : first.value !== undefined ? "Choose a value" : "Choose";
    return `${ctx.t(what)} (${cardTitle(ctx, view.context.card)})`;
  },

  promptDetail(view, ctx) {
    const c = view.context;
    if (!c || !c.card || c.effect === undefined || !info(ctx, c.card)) return null;
    const effect = info(ctx, c.card).effects[c.effect];
    if (!effect) return null;
    const p = el("p", "effect-text");
    p.append(el("strong", "", `${cardTitle(ctx, c.card)}: `), document.createTextNode(effect.text));
    return p;
  },

  actionLabel(action, ctx) {
    switch (action.type) {
      case "draw": {
        const m = /Draw a (\d+)/.exec(action.label);
        return m ? ctx.t("Draw a {age}", { age: m[1] }) : ctx.t("Draw (no card is left: the game ends)");
      }
      case "meld": return ctx.t("Meld {card}", { card: cardTitle(ctx, action.card) });
      case "dogma": return ctx.t("Dogma: {card}", { card: cardTitle(ctx, action.card) });
      case "achieve": return ctx.t("Achieve age {age}", { age: action.age });
      case "pass": return ctx.t("Pass");
      case "done": return ctx.t("Done");
      case "choose":
        if (action.cards) {
          const ref = action.cards[0];
          return typeof ref === "string" ? cardTitle(ctx, ref) : placeLabel(ctx, ref);
        }
        if (action.color) return colorName(ctx, action.color);
        if (action.player !== undefined) return ctx.names[action.player];
        if (action.direction) return ctx.t(action.direction);
        if (action.value !== undefined) return String(action.value);
        return ctx.t(action.label);
      default: return action.label;
    }
  },

  actionCard(action) {
    if (action.card) return action.card;
    if (action.cards && typeof action.cards[0] === "string") return action.cards[0];
    return null;
  },

  cardHtml(card, ctx) {
    const esc = (s) => String(s).replace(/[&<>"]/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" }[ch]));
    if (card.startsWith("special:")) {
      const s = ctx.ref && ctx.ref.specials[card.slice(8)];
      return s ? `<strong>${esc(s.title)}</strong><p>${esc(s.condition)}</p><p class="muted">${esc(ctx.t("Also claimed through {card}", { card: cardTitle(ctx, s.claimed_via) }))}</p>` : "";
    }
    const c = info(ctx, card);
    if (!c) return esc(card);
    const effects = c.effects.map((e) => `<p class="effect ${e.kind}"><span class="kind">${esc(ctx.t(e.kind === "demand" ? "Demand" : "Shared"))}</span> ${esc(e.text)}</p>`).join("");
    return `<strong>${esc(c.title)}</strong> <span class="muted">${esc(ctx.t("age {age}", { age: c.age }))}, ${esc(colorName(ctx, c.color))}, ${esc(ctx.t("featured icon"))}: ${esc(ctx.ref.icons[c.dogma_icon])}</span>${effects}`;
  },

  referenceList(ctx) {
    if (!ctx.ref) return [];
    const cards = Object.values(ctx.ref.cards).sort((a, b) => a.age - b.age || a.title.localeCompare(b.title));
    return cards.map((c) => ({
      search: `${c.title} ${c.name}`.toLowerCase(),
      html: `<div class="ref-card c-${c.color}">${this.cardHtml(c.name, ctx)}</div>`,
    }));
  },
};
