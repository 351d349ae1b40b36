// The Through the Ages table: the age and round, the card row with its costs, the events and
// the common tactics; then my civilization (government and actions, leader, wonders,
// technologies with their workers and stored tokens, banks, hands), then the others (compact,
// opened on demand). Every legal action that concerns a card is offered on that card.
import { h } from "../../js/dom.js";
import { nt, t } from "../../js/i18n.js";
import {
  ageName, backEl, cardEl, cardTitle, fitNames, keyOf, kindName, refOf, URBAN, UNITS, whatName,
} from "./cards.js";
import { BANKS, FACTS } from "./data.js";
import { icon } from "./icons.js";
import { bindActions, closeMenu } from "./menu.js";
import { actionContent, actionLabel } from "./prompts.js";

const ROW_COST = [1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3];
const DISCARD_FRONT = { 2: 3, 3: 2, 4: 1 };
const opened = new Map(); // seat -> whether the player opened/closed that opponent's board

// What the table's game has (the view's `edition`): the Simple game of the 2006 edition has no
// military hands (so no political phase, no tactics, no territories), no discontent, no
// corruption, 18 blue tokens, an event deck the starting player reveals from, and a final bonus;
// the 2006 games never share tactics (`tactic_copying`), and the Advanced game shows the four Age III
// events that will score it (the state's `scoring_events`).
const NEW_STORY = {
  name: "new-story", mode: "full", blue_tokens: 16, military_hands: true, happiness: true, corruption: true,
  events_from_round: null, ends_with_age: null, final_bonus: false, tactic_copying: true, sacrifices: false,
};
export function gameOf(ctx) { return ctx.view.state.edition || NEW_STORY; }

function bank(table, tokens) {
  const list = BANKS[table];
  return list[Math.min(tokens, list.length - 1)];
}

function offer(ctx, el, actions, card) {
  bindActions(ctx, el, actions, card, (a) => actionLabel(a, ctx), (a) => actionContent(a, ctx));
  return el;
}

function chooseCard(ctx, card) {
  return ctx.legal.filter((a) => a.type === "choose" && a.cards && a.cards[0] === card);
}

// what a military card in hand may be played as: a tactic, an event prepared, a political action
const MILITARY_PLAYS = ["tactic", "event", "aggression", "war", "pact"];

// a military card played ("b:") or discarded face down ("d:") in a defence or a colonization bid
function bonusOptions(ctx, card) {
  return ctx.legal.filter((a) => a.type === "choose" && (a.option === `b:${card}` || a.option === `d:${card}`));
}

function section(cls, title, ...children) {
  return h("div", { class: `tta-zone ${cls}`, dataset: { key: cls } }, title ? h("h4", { text: title }) : null, ...children);
}

function none(text = t("none")) { return h("span", { class: "muted none", text }); }

function stat(name, label, value, extra) {
  return h("span", { class: `tta-stat s-${name}`, title: label, dataset: { key: `stat-${name}` } },
    icon(name === "happy" ? "happy" : name, label), h("span", { class: "sr-only", text: `${label}: ` }),
    h("b", { text: value }), extra ? h("span", { class: "muted", text: ` ${extra}` }) : null);
}

// -- the common area -------------------------------------------------------------------------

function statusBar(ctx) {
  const s = ctx.view.state;
  const chips = [
    h("span", { class: "age-badge", text: ageName(s.age) }),
    h("span", { class: "chip-plain", text: t("Round {n}", { n: s.round }) }),
  ];
  if (s.last_round !== null && s.last_round !== undefined) {
    chips.push(s.round >= s.last_round
      ? h("span", { class: "last-round now", text: t("Last round!") })
      : h("span", { class: "last-round", text: t("Last round: {n}", { n: s.last_round }) }));
  }
  const game = gameOf(ctx);
  // the Simple game ends after the round in which this age's civil deck runs out
  const ending = game.ends_with_age === s.age;
  chips.push(h("span", {
    class: `chip-plain deck civil ${ending ? "ending" : ""}`.trim(),
    title: ending ? t("The game ends after the round in which this deck runs out") : t("Civil deck of the current age"),
  }, icon("card"), t("Civil deck: {n}", { n: s.civil_deck })));
  if (game.military_hands) {
    chips.push(h("span", { class: "chip-plain deck military", title: t("Military deck of the current age") }, icon("card"),
      t("Military deck: {n}", { n: s.military_deck })));
  }
  if (game.events_from_round !== null && game.events_from_round !== undefined) {
    chips.push(h("span", { class: "chip-plain deck events", title: t("Events the starting player reveals, one a round from round {n}", { n: game.events_from_round }) },
      icon("card"), t("Event deck: {n}", { n: s.current_events })));
  }
  chips.push(h("span", { class: "chip-plain muted", text: t("Starting player: {who}", { who: ctx.names[s.start_player] }) }));
  return h("div", { class: "tta-status", dataset: { key: "status" } }, chips);
}

function rowEl(ctx) {
  const s = ctx.view.state;
  const active = s.players.filter((p) => !p.resigned).length;
  const leaving = s.age === "IV" ? 0 : DISCARD_FRONT[Math.max(2, Math.min(4, active))];
  const bands = [1, 2, 3].map((cost) => h("div", { class: `row-band cost-${cost}` },
    h("div", { class: "band-cost", title: nt("{n} civil action", "{n} civil actions", cost) },
      Array.from({ length: cost }, () => icon("ca")), h("span", { text: nt("{n} civil action", "{n} civil actions", cost) })),
    h("div", { class: "band-cards" })));
  s.row.forEach((card, slot) => {
    const band = bands[ROW_COST[slot] - 1].querySelector(".band-cards");
    const wrap = h("div", { class: "slot", dataset: { slot, key: `slot-${slot}` } });
    if (!card) {
      wrap.append(h("div", { class: "tcard empty", role: "img", "aria-label": t("empty space") }));
    } else {
      const node = cardEl(ctx, card);
      const actions = ctx.legal.filter((a) => (a.type === "take" && a.slot === slot)
        || (a.type === "choose" && (a.option === card || (a.cards && a.cards[0] === card))));
      offer(ctx, node, actions, card);
      wrap.append(node);
    }
    if (slot < leaving && s.round > 1) {
      wrap.classList.add("leaving");
      wrap.title = t("leaves the row at the start of the next turn");
    }
    band.append(wrap);
  });
  if (leaving && s.round > 1) {
    bands[0].append(h("p", { class: "leaving-note", text: nt("the first card (dashed) leaves the row at the start of the next turn",
      "the first {n} cards (dashed) leave the row at the start of the next turn", leaving) }));
  }
  return h("div", { class: "tta-row", role: "group", "aria-label": t("Card row") }, bands);
}

function eventPile(ctx, title, ages, faces) {
  const backs = ages.map((age) => backEl(age, t("an event of age {age}", { age })));
  return h("div", { class: "pile" }, h("h5", { text: `${title} · ${ages.length}` }),
    h("div", { class: "pile-cards" }, backs.length ? backs : none(t("empty"))), faces);
}

// the Simple game's events: its deck (backs only), which the starting player reveals from, one
// at the start of each round from a given round on, and the events revealed, the latest first
function eventDeckBoard(ctx) {
  const s = ctx.view.state;
  const from = gameOf(ctx).events_from_round;
  const note = h("p", { class: "muted small", text: s.round < from
    ? t("The starting player reveals one at the start of each round from round {n}.", { n: from })
    : t("The starting player reveals one at the start of each round.") });
  const deck = eventPile(ctx, t("Event deck"), s.current_events_ages, note);
  const revealed = [...s.past_events].reverse();
  const latest = revealed.length ? cardEl(ctx, revealed[0], { size: "small" }) : null;
  if (latest) offer(ctx, latest, [], revealed[0]);
  const past = h("div", { class: "pile past revealed" }, h("h5", { text: `${t("Revealed events")} · ${revealed.length}` }),
    h("div", { class: "pile-cards" }, latest || none()),
    revealed.length > 1 ? h("div", { class: "chips" }, revealed.slice(1).map((c) => chip(ctx, c))) : null);
  return h("div", { class: "tta-military events-only" }, deck, past);
}

function militaryBoard(ctx) {
  const s = ctx.view.state;
  if (!gameOf(ctx).military_hands) return eventDeckBoard(ctx);
  const me = ctx.seat !== null ? s.players[ctx.seat] : null;
  // current events: top first (ages only, unless I looked at the top one)
  let topFace = null;
  if (me && me.top_current_event) {
    topFace = h("p", { class: "known" }, `${t("On top (you looked):")} `, chip(ctx, me.top_current_event));
  }
  const current = eventPile(ctx, t("Current events"), s.current_events_ages, topFace);
  const prepared = me && me.prepared_events && me.prepared_events.length
    ? h("p", { class: "known" }, `${t("Prepared by you:")} `, me.prepared_events.map((c) => chip(ctx, c))) : null;
  const future = eventPile(ctx, t("Future events"), s.future_events_ages, prepared);
  const past = h("div", { class: "pile past" }, h("h5", { text: `${t("Past events")} · ${s.past_events.length}` }),
    h("div", { class: "chips" }, s.past_events.length ? [...s.past_events].reverse().map((c) => chip(ctx, c)) : none()));
  const scoring = s.scoring_events && s.scoring_events.length
    ? h("div", { class: "pile scoring" }, h("h5", { text: t("Events that score the game") }),
      h("div", { class: "chips" }, s.scoring_events.map((c) => chip(ctx, c)))) : null;
  const tactics = gameOf(ctx).tactic_copying === false ? null : h("div", { class: "pile tactics" }, h("h5", { text: t("Common tactics") }),
    h("div", { class: "pile-cards" }, s.common_tactics.length ? s.common_tactics.map((card) => {
      const users = s.players.filter((p) => p.tactic === card).map((p) => ctx.names[p.seat]);
      const node = cardEl(ctx, card, { size: "small", extra: users.length ? h("span", { class: "users", text: users.join(", ") }) : null });
      offer(ctx, node, ctx.legal.filter((a) => a.type === "copy_tactic" && a.card === card), card);
      return node;
    }) : none()));
  // (2006 variants) the bonus events still face down, and the fight markers taken
  const hidden = s.hidden_bonuses ? h("div", { class: "pile hidden-bonuses" },
    h("h5", { text: `${t("Bonus events face down")} · ${s.hidden_bonuses}` })) : null;
  const markers = s.markers && s.markers.length ? h("div", { class: "pile markers" },
    h("h5", { text: t("Fight markers taken") }),
    h("div", { class: "chips" }, s.markers.map((m) => h("span", { class: "marker",
      text: t("{target}'s, held by {attacker}", { target: ctx.names[m.on], attacker: ctx.names[m.by] }) })))) : null;
  return h("div", { class: "tta-military", dataset: { key: "military" } }, current, future, tactics, scoring, hidden, markers, past);
}

function chip(ctx, card, more = []) {
  const r = refOf(ctx, card);
  const node = h("span", { class: `card-chip t-${r ? r.type : "unknown"}`, text: cardTitle(ctx, card) });
  offer(ctx, node, [...chooseCard(ctx, card), ...more], card);
  return node;
}

// -- politics: an aggression being answered, the wars declared, the pacts in play ---------------

function signed(n) { return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "±0"; }

function involves(ctx, ...seats) { return ctx.seat !== null && seats.includes(ctx.seat) ? "involves-me" : ""; }

// while the defender answers: the card, who attacks whom, the attacker's strength
function attackBanner(ctx, attack) {
  return h("div", { class: `tta-attack ${involves(ctx, attack.by, attack.on)}`.trim(), role: "status" },
    icon("strength"), h("strong", { text: t("Aggression being answered:") }), " ", chip(ctx, attack.card), " ",
    h("span", { class: "pol-parties", text: t("{attacker} → {defender}", { attacker: ctx.names[attack.by], defender: ctx.names[attack.on] }) }),
    h("span", { class: "pol-strength", text: t("attacker's strength {n}", { n: attack.strength }) }));
}

// while the partner decides: the pact offered, by whom to whom, the side its partner would hold
function offerBanner(ctx, offer) {
  const theirs = offer.side ? (offer.side === "A" ? "B" : "A") : null;
  const parties = t("{offerer} → {partner}", { offerer: ctx.names[offer.by], partner: ctx.names[offer.with] });
  return h("div", { class: `tta-offer ${involves(ctx, offer.by, offer.with)}`.trim(), role: "status" },
    h("strong", { text: t("Pact offered:") }), " ", chip(ctx, offer.card), " ",
    h("span", { class: "pol-parties", text: parties }),
    theirs ? h("span", { class: "pol-side", text: t("the partner would hold side {side}", { side: theirs }) }) : null);
}

// "War over Culture: Ann → Bob, strength 12 vs 9 (+3)": the strengths if it were fought now
function warItem(ctx, war) {
  const lead = war.difference > 0 ? "ahead" : war.difference < 0 ? "behind" : "even";
  return h("li", { class: `pol-war ${involves(ctx, war.by, war.on)}`.trim() }, chip(ctx, war.card),
    h("span", { class: "pol-parties", text: t("{attacker} → {defender}", { attacker: ctx.names[war.by], defender: ctx.names[war.on] }) }),
    h("span", { class: `pol-strength ${lead}`, title: t("the strengths if the war were resolved now") },
      t("strength {by} vs {on}", { by: war.strength.by, on: war.strength.on }), " ",
      h("b", { text: `(${signed(war.difference)})` })));
}

// a pact: its two parties (each one's side when the sides differ); a party may cancel it here
function pactItem(ctx, pact) {
  const party = (seat) => {
    const side = pact.sides ? pact.sides[String(seat)] : null;
    return side ? t("{who} (side {side})", { who: ctx.names[seat], side }) : ctx.names[seat];
  };
  const cancel = ctx.legal.filter((a) => a.type === "cancel_pact" && a.card === pact.card);
  return h("li", { class: `pol-pact ${involves(ctx, pact.by, pact.with)}`.trim() }, chip(ctx, pact.card, cancel),
    h("span", { class: "pol-parties", title: t("laid by {who}", { who: ctx.names[pact.by] }),
      text: `${party(pact.by)} ↔ ${party(pact.with)}` }));
}

function politicsEl(ctx) {
  const s = ctx.view.state;
  const wars = s.wars || [];
  const pacts = s.pacts || [];
  if (!s.attack && !s.offer && !wars.length && !pacts.length) return null;
  return h("div", { class: "tta-politics", dataset: { key: "politics" }, role: "group", "aria-label": t("Politics") },
    s.attack ? attackBanner(ctx, s.attack) : null,
    s.offer ? offerBanner(ctx, s.offer) : null,
    wars.length ? h("div", { class: "pol-list wars" }, h("h5", { text: `${t("Wars declared")} · ${wars.length}` }),
      h("ul", {}, wars.map((w) => warItem(ctx, w)))) : null,
    pacts.length ? h("div", { class: "pol-list pacts" }, h("h5", { text: `${t("Pacts in play")} · ${pacts.length}` }),
      h("ul", {}, pacts.map((p) => pactItem(ctx, p)))) : null);
}

function commonEl(ctx) {
  return h("section", { class: "tta-common", "aria-label": t("The table") },
    statusBar(ctx), politicsEl(ctx), rowEl(ctx), militaryBoard(ctx));
}

// -- a civilization -----------------------------------------------------------------------------

function ratingsEl(ctx, p) {
  const r = p.ratings;
  // without military cards there are no territories to colonize
  const colonies = gameOf(ctx).military_hands;
  return h("div", { class: "tta-ratings" },
    h("span", { class: "points" },
      stat("science", t("Science points"), p.science, t("(+{n}/turn)", { n: r.science })),
      stat("culture", t("Culture points"), p.culture, t("(+{n}/turn)", { n: r.culture }))),
    h("span", { class: "rates" },
      stat("strength", t("Strength"), r.strength, r.armies ? t("({n} from armies)", { n: r.armies }) : undefined),
      stat("happy", t("Happiness"), r.happy),
      colonies ? stat("colonization", t("Colonization bonus"), r.colonization) : null));
}

function tokens(n, name, on, label) {
  const wrap = h("span", { class: `tokens ${name}`, role: "img", "aria-label": label, title: label });
  for (let i = 0; i < n; i++) wrap.append(h("span", { class: `tok ${i < on ? "on" : "off"}` }, icon(name)));
  return wrap;
}

function governmentEl(ctx, p) {
  const a = p.actions;
  const gov = cardEl(ctx, p.government, { size: "small" });
  offer(ctx, gov, [], p.government);
  const r = refOf(ctx, p.government);
  return section("gov", t("Government"), h("div", { class: "gov-body" }, gov, h("div", { class: "gov-actions" },
    h("div", { class: "action-line" }, h("span", { class: "al-name", text: t("Civil") }),
      tokens(a.ca_total, "ca", a.ca_left, t("Civil actions: {left} of {total} left", { left: a.ca_left, total: a.ca_total })),
      h("span", { class: "al-count", text: `${a.ca_left}/${a.ca_total}` })),
    h("div", { class: "action-line" }, h("span", { class: "al-name", text: t("Military") }),
      tokens(Math.max(a.ma_total, a.ma_left), "ma", a.ma_left, t("Military actions: {left} of {total} left", { left: a.ma_left, total: a.ma_total })),
      h("span", { class: "al-count", text: `${a.ma_left}/${a.ma_total}` })),
    r && r.urban_limit ? h("p", { class: "muted small", text: t("Urban buildings: at most {n} of each kind", { n: r.urban_limit }) }) : null)));
}

function leaderEl(ctx, p) {
  if (!p.leader) return section("leader", t("Leader"), none());
  const node = cardEl(ctx, p.leader, { size: "small" });
  offer(ctx, node, ctx.legal.filter((a) => a.type === "ability" && a.card === p.leader), p.leader);
  return section("leader", t("Leader"), node);
}

function wondersEl(ctx, p) {
  const items = p.wonders.map((w) => {
    const ruined = p.ruined.includes(w);
    const node = cardEl(ctx, w, { size: "small", extra: ruined ? h("span", { class: "ruined", text: t("flipped") }) : null });
    if (ruined) node.classList.add("ruined");
    offer(ctx, node, [...chooseCard(ctx, w), ...ctx.legal.filter((a) => a.type === "ability" && a.card === w)], w);
    return node;
  });
  let building = null;
  if (p.building) {
    const r = refOf(ctx, p.building.card);
    const stages = (r ? r.stages : []).map((cost, i) => {
      const done = i < p.building.stages_built;
      return h("span", { class: `stage ${done ? "done" : ""}`,
        title: done ? t("stage {n}: built", { n: i + 1 }) : t("stage {n}: {cost} resources", { n: i + 1, cost }) },
      done ? icon("blue") : icon("resources"), h("b", { text: cost }), done ? h("span", { class: "sr-only", text: t("built") }) : null);
    });
    const node = cardEl(ctx, p.building.card, { size: "small" });
    node.classList.add("unfinished");
    building = h("div", { class: "building" },
      h("p", { class: "muted small", text: t("Under construction: {built} of {total} stages", { built: p.building.stages_built, total: stages.length }) }),
      node, h("div", { class: "stages" }, stages));
    offer(ctx, node, ctx.legal.filter((a) => a.type === "wonder"), p.building.card);
  }
  return section("wonders", t("Wonders"), h("div", { class: "cards" }, items.length ? items : (building ? null : none())), building);
}

function simpleCards(ctx, cls, title, cards) {
  const items = cards.map((card) => {
    const node = cardEl(ctx, card, { size: "small" });
    offer(ctx, node, [...chooseCard(ctx, card), ...ctx.legal.filter((a) => a.type === "ability" && a.card === card)], card);
    return node;
  });
  return section(cls, title, h("div", { class: "cards" }, items.length ? items : none()));
}

function tacticEl(ctx, p) {
  if (!p.tactic) return section("tactic", t("Tactic"), none());
  const own = p.exclusive_tactic === p.tactic;
  const node = cardEl(ctx, p.tactic, { size: "small",
    extra: h("span", { class: "muted", text: own ? t("own") : t("common") }) });
  offer(ctx, node, [], p.tactic);
  return section("tactic", t("Tactic"), node);
}

// "+1 food", "+2 science +1 happy" per worker
function yieldsEl(ctx, per) {
  return Object.entries(per || {}).map(([what, n]) => h("span", { class: "yield" },
    `${n > 0 ? "+" : ""}${n}`, icon(what === "happy" ? "happy" : what, whatName(what))));
}

function techTile(ctx, p, tech, r) {
  const type = r ? r.type : "unknown";
  const mine = p.seat === ctx.seat;
  const value = r && r.per_worker ? (r.per_worker.food || r.per_worker.resources || 0) : 0;
  const workers = h("span", { class: "workers", title: nt("{n} worker", "{n} workers", tech.workers),
    role: "img", "aria-label": nt("{n} worker", "{n} workers", tech.workers) });
  if (tech.workers <= 4) for (let i = 0; i < tech.workers; i++) workers.append(icon("worker"));
  else workers.append(icon("worker"), `×${tech.workers}`);
  if (!tech.workers) workers.append(h("span", { class: "muted zero", text: "0" }));
  const kind = type === "farm" ? "food" : "resources";
  const storedLabel = tech.stored ? nt("{n} blue token", "{n} blue tokens", tech.stored) + ` = ${tech.stored * value} ${whatName(kind)}` : "";
  const stored = tech.stored ? h("span", { class: "stored", title: storedLabel, role: "img", "aria-label": storedLabel },
    icon("blue"), `×${tech.stored}`, value !== 1 ? h("span", { class: "worth" }, `=${tech.stored * value}`, icon(kind)) : icon(kind)) : null;
  const node = h("div", { class: `tech t-${type}` },
    h("div", { class: "tech-head" }, h("span", { class: "tech-name", text: cardTitle(ctx, tech.card) })),
    h("div", { class: "tech-body" }, workers), stored ? h("div", { class: "tech-stored" }, stored) : null,
    h("div", { class: "tech-yield" }, yieldsEl(ctx, r ? r.per_worker : {}),
      h("span", { class: "tc-age", text: r ? r.age : "?", title: r ? ageName(r.age) : "", "aria-label": r ? ageName(r.age) : "" })));
  const actions = ctx.legal.filter((a) => (mine && (
    ((a.type === "build" || a.type === "destroy" || a.type === "disband") && a.tech === tech.card)
    || (a.type === "upgrade" && (a.from === tech.card || a.to === tech.card))
    || (a.type === "ability" && a.tech === tech.card)))
    || (a.type === "choose" && a.cards && a.cards[0] === tech.card));
  return offer(ctx, node, actions, tech.card);
}

function techsEl(ctx, p) {
  const byType = new Map();
  for (const tech of p.technologies) {
    const r = refOf(ctx, tech.card);
    const type = r ? r.type : "unknown";
    if (!byType.has(type)) byType.set(type, []);
    byType.get(type).push([tech, r]);
  }
  const limit = (refOf(ctx, p.government) || {}).urban_limit;
  const group = (type) => {
    const list = byType.get(type) || [];
    if (!list.length) return null;
    const count = list.reduce((n, [tech]) => n + tech.workers, 0);
    const head = URBAN.includes(type) && limit
      ? `${kindName(type)} ${count}/${limit}` : `${kindName(type)} · ${count}`;
    return h("div", { class: `tech-group g-${type}` }, h("h5", { text: head, title: URBAN.includes(type) && limit ? t("buildings of this kind / limit of your government") : "" }),
      h("div", { class: "tech-tiles" }, list.map(([tech, r]) => techTile(ctx, p, tech, r))));
  };
  return h("div", { class: "tta-techs" },
    h("div", { class: "tech-row production" }, h("h4", { text: t("Production") }), group("farm"), group("mine")),
    h("div", { class: "tech-row urban" }, h("h4", { text: t("Urban buildings") }), URBAN.map(group)),
    h("div", { class: "tech-row units" }, h("h4", { text: t("Military units") }), UNITS.map(group)));
}

// the yellow bank as on the board: tokens left to right, sections where the food for a new
// worker changes, and what the bank now asks
function yellowBankEl(ctx, p) {
  const size = Math.max(18, p.yellow_bank);
  const slots = h("div", { class: "bank-slots", role: "img", "aria-label": nt("{n} token in the yellow bank", "{n} tokens in the yellow bank", p.yellow_bank) });
  let group = null;
  let last = null;
  for (let i = 1; i <= size; i++) {
    const cost = bank("population_cost", i);
    if (cost !== last) {
      group = h("span", { class: "bank-group" }, h("span", { class: "bank-tokens" }),
        h("span", { class: "bank-note", title: t("food for a new worker while this section is the last one with tokens") }, cost === null ? "" : `${cost}`, icon("food")));
      slots.append(group);
      last = cost;
    }
    group.firstChild.append(h("span", { class: `tok ${i <= p.yellow_bank ? "on" : "off"}` }, icon("yellow")));
  }
  const cost = bank("population_cost", p.yellow_bank);
  const need = bank("happiness", p.yellow_bank);
  // the Simple game has no discontent: its happy faces count only in the final bonus
  const faces = gameOf(ctx).happiness
    ? h("span", { class: p.discontent ? "warn" : "" }, t("Happy faces needed: {need} (you have {have})", { need, have: p.ratings.happy }))
    : null;
  const facts = h("div", { class: "bank-facts" },
    h("span", {}, cost === null ? t("No worker left to add") : t("A new worker costs {n} food", { n: cost })),
    h("span", {}, t("Consumption: {n} food per turn", { n: bank("consumption", p.yellow_bank) })), faces);
  const box = h("div", { class: "bank yellow", dataset: { key: "bank-yellow" } },
    h("h5", {}, t("Yellow bank"), h("b", { text: ` ${p.yellow_bank}` })), slots, facts);
  if (p.seat === ctx.seat) offer(ctx, box, ctx.legal.filter((a) => a.type === "population"), null);
  return box;
}

function blueBankEl(ctx, p) {
  const game = gameOf(ctx);
  const size = Math.max(game.blue_tokens, p.blue_bank);
  // the Simple game has no corruption
  const corruptionAt = (tokens) => (game.corruption ? bank("corruption", tokens) : 0);
  const slots = h("div", { class: "bank-slots", role: "img", "aria-label": nt("{n} token in the blue bank", "{n} tokens in the blue bank", p.blue_bank) });
  let group = null;
  let last = null;
  for (let i = 1; i <= size; i++) {
    const corruption = corruptionAt(i);
    if (corruption !== last) {
      group = h("span", { class: "bank-group" }, h("span", { class: "bank-tokens" }),
        h("span", { class: "bank-note", title: t("corruption while this section is the last one with tokens") },
          corruption ? `−${corruption}` : "", corruption ? icon("resources") : null));
      slots.append(group);
      last = corruption;
    }
    group.firstChild.append(h("span", { class: `tok ${i <= p.blue_bank ? "on" : "off"}` }, icon("blue")));
  }
  const corruption = corruptionAt(p.blue_bank);
  return h("div", { class: "bank blue", dataset: { key: "bank-blue" } },
    h("h5", {}, t("Blue bank"), h("b", { text: ` ${p.blue_bank}` })), slots,
    game.corruption ? h("div", { class: "bank-facts" }, h("span", { class: corruption ? "warn" : "" },
      corruption ? t("Corruption: {n} resources per turn", { n: corruption }) : t("No corruption"))) : null);
}

function economyEl(ctx, p) {
  const uprising = p.discontent > p.unused_workers;
  // the engine's forecast: what production would do if the turn ended now, card effects included
  const f = p.forecast || { food_made: 0, food_lost: 0, resources_made: 0, resources_lost: 0, famine: 0 };
  const pool = h("div", { class: "pool", dataset: { key: "pool" } },
    h("span", { class: "pool-label", text: t("Unused workers") }),
    tokens(p.unused_workers, "worker", p.unused_workers, nt("{n} unused worker", "{n} unused workers", p.unused_workers)),
    h("b", { text: p.unused_workers }),
    p.discontent ? h("span", { class: `discontent ${uprising ? "uprising" : ""}` }, icon("unhappy", t("discontent")),
      nt("{n} discontent worker", "{n} discontent workers", p.discontent),
      uprising ? h("strong", { text: ` — ${t("uprising: no production at the end of the turn!")}` }) : null) : null);
  const stock = h("div", { class: "stock", dataset: { key: "stock" } },
    h("span", { class: "stock-item" }, icon("food", whatName("food")), h("b", { text: p.food }), ` ${whatName("food")}`,
      h("span", { class: "muted", text: " " + t("(+{plus} −{minus} per turn)", { plus: f.food_made, minus: f.food_lost }) }),
      f.famine ? h("span", { class: "warn", text: " " + t("famine: −{n} culture", { n: f.famine }) }) : null),
    h("span", { class: "stock-item" }, icon("resources", whatName("resources")), h("b", { text: p.resources }), ` ${whatName("resources")}`,
      h("span", { class: "muted", text: " " + t("(+{plus} −{minus} per turn)", { plus: f.resources_made, minus: f.resources_lost }) })));
  return h("div", { class: "tta-economy" }, stock, pool, yellowBankEl(ctx, p), blueBankEl(ctx, p));
}

function handsEl(ctx, p) {
  const mine = p.seat === ctx.seat;
  const civil = p.civil_hand.map((card) => {
    const node = cardEl(ctx, card, { size: mine ? "" : "small" });
    const actions = mine ? ctx.legal.filter((a) => ["develop", "revolution", "leader", "play"].includes(a.type) && a.card === card) : [];
    return offer(ctx, node, [...actions, ...chooseCard(ctx, card)], card);
  });
  const civilZone = section("hand civil", `${t("Civil hand")} ${p.civil_hand.length}/${p.civil_hand_limit}`,
    h("div", { class: "cards" }, civil.length ? civil : none(t("empty"))));
  // the Simple game deals no military cards: no military hand
  if (!gameOf(ctx).military_hands) return h("div", { class: "tta-hands" }, civilZone);
  let military;
  if (p.military_hand) {
    military = p.military_hand.map((card) => {
      const node = cardEl(ctx, card, { size: mine ? "" : "small" });
      const actions = ctx.legal.filter((a) => MILITARY_PLAYS.includes(a.type) && a.card === card);
      return offer(ctx, node, [...actions, ...chooseCard(ctx, card), ...bonusOptions(ctx, card)], card);
    });
  } else {
    military = p.military_hand_ages.map((age) => backEl(age));
  }
  const title = `${t("Military hand")} ${p.military_hand_ages.length}/${p.military_hand_limit}`;
  const militaryZone = section("hand military", title, h("div", { class: "cards" }, military.length ? military : none(t("empty"))),
    !p.military_hand && p.military_hand_ages.length ? h("p", { class: "muted small", text: t("face down: only the ages show") }) : null);
  return h("div", { class: "tta-hands" }, civilZone, militaryZone);
}

function headEl(ctx, p, tag = "header") {
  const s = ctx.view.state;
  const mine = p.seat === ctx.seat;
  const playing = s.turn_player === p.seat && s.phase !== "over";
  return h(tag, { class: "player-head" },
    h("h3", { text: ctx.names[p.seat] + (mine ? ` (${t("you")})` : "") }),
    playing ? h("span", { class: "badge", text: t("to play") }) : null,
    s.start_player === p.seat ? h("span", { class: "badge start", title: t("Starting player"), text: t("1st") }) : null,
    p.resigned ? h("span", { class: "badge resigned", text: t("resigned") }) : null,
    ratingsEl(ctx, p));
}

function tableauEl(ctx, p) {
  const mine = p.seat === ctx.seat;
  // the Simple game has no military cards: no colonies, no tactics
  const military = gameOf(ctx).military_hands;
  const parts = [
    h("div", { class: "tta-cards" }, governmentEl(ctx, p), leaderEl(ctx, p), wondersEl(ctx, p),
      simpleCards(ctx, "specials", t("Special technologies"), Object.values(p.specials)),
      military ? simpleCards(ctx, "colonies", t("Colonies"), p.colonies) : null, military ? tacticEl(ctx, p) : null),
    techsEl(ctx, p),
    economyEl(ctx, p),
  ];
  // my hands first (I act on them most); the others' at the end
  if (mine) parts.unshift(handsEl(ctx, p));
  else parts.push(handsEl(ctx, p));
  return parts;
}

function mineEl(ctx, p) {
  const playing = ctx.view.state.turn_player === p.seat;
  return h("section", { class: `tta-player mine ${playing ? "to-play" : ""}`, "aria-label": t("Your civilization"),
    dataset: { seat: p.seat } },
    headEl(ctx, p), tableauEl(ctx, p));
}

function opponentEl(ctx, p) {
  const playing = ctx.view.state.turn_player === p.seat;
  const wide = window.matchMedia("(min-width: 900px)").matches;
  const open = opened.has(p.seat) ? opened.get(p.seat) : wide;
  const a = p.actions;
  const summary = h("summary", {}, headEl(ctx, p, "div"),
    h("div", { class: "summary-line" },
      h("span", { text: `${t("Civil")} ${a.ca_left}/${a.ca_total} · ${t("Military")} ${a.ma_left}/${a.ma_total}` }),
      h("span", { text: gameOf(ctx).military_hands
        ? `${t("Civil hand")} ${p.civil_hand.length} · ${t("Military hand")} ${p.military_hand_ages.length}`
        : `${t("Civil hand")} ${p.civil_hand.length}` }),
      h("span", { text: `${cardTitle(ctx, p.government)}${p.leader ? ` · ${cardTitle(ctx, p.leader)}` : ""}` })));
  const box = h("details", { class: `tta-player other ${playing ? "to-play" : ""}`, dataset: { seat: p.seat } },
    summary, tableauEl(ctx, p));
  box.open = open;
  box.addEventListener("toggle", () => {
    opened.set(p.seat, box.open);
    if (box.open) fitNames(box);
  });
  return box;
}

export function renderBoard(root, ctx) {
  closeMenu();
  const players = ctx.view.state.players;
  const seat = ctx.seat;
  const others = seat === null ? players : [...players.slice(seat + 1), ...players.slice(0, seat)];
  const parts = [commonEl(ctx)];
  if (seat !== null) parts.push(mineEl(ctx, players[seat]));
  parts.push(h("div", { class: "tta-opponents" }, others.map((p) => opponentEl(ctx, p))));
  root.replaceChildren(...parts);
  root.classList.add("tta-board");
  fitNames(root);
}

