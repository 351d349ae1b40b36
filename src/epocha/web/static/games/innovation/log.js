// The log of an Innovation game in the player's language. Each event has its own messages —
// one for a card named by its face, one for a hidden card of some age — so that translators
// can decline the words (Czech: "vrací kartu epochy 5", never "vrací karta 5").
import { nt, pt, t } from "../../js/i18n.js";
import { cardTitle, colorAdjective, directionName, specialTitle } from "./cards.js";

const FROM = {
  hand: () => pt("from", "from the hand"),
  score: () => pt("from", "from the score pile"),
  board: () => pt("from", "from the board"),
  deck: () => pt("from", "from the supply"),
  removed: () => pt("from", "from the box"),
  achievements: () => pt("from", "from the achievements"),
  ages: () => pt("from", "from the achievements"),
};

const ZONES = {
  hand: () => pt("zone", "hand"),
  score: () => pt("zone", "score pile"),
  board: () => pt("zone", "board"),
  deck: () => pt("zone", "supply"),
  removed: () => pt("zone", "box"),
  achievements: () => pt("zone", "achievements"),
  ages: () => pt("zone", "achievements"),
};

function zone(z) { return ZONES[z] ? ZONES[z]() : z; }
function from(a, usual = "hand") { return a.from && a.from !== usual && FROM[a.from] ? ` (${FROM[a.from]()})` : ""; }

// [message for a named card, message for a card known only by its age]
const CARD_EVENTS = {
  draw: () => [t("{who} draws {card}."), t("{who} draws a card of age {age}.")],
  meld: () => [t("{who} melds {card}."), t("{who} melds a card of age {age}.")],
  tuck: () => [t("{who} tucks {card}."), t("{who} tucks a card of age {age}.")],
  score: () => [t("{who} scores {card}."), t("{who} scores a card of age {age}.")],
  return: () => [t("{who} returns {card}."), t("{who} returns a card of age {age}.")],
  remove: () => [t("{card} is removed from the game."), t("A card of age {age} is removed from the game.")],
};

function cardEvent(kind, a, c) {
  const [named, hidden] = CARD_EVENTS[kind]();
  const args = { who: c.who, card: a.card ? c.card(a.card) : "", age: a.age };
  const line = (a.card ? named : hidden).replace(/\{(\w+)\}/g, (m, k) => (k in args ? String(args[k]) : m));
  if (kind === "draw") return line;
  return line.replace(/\.$/, `${from(a, kind === "remove" ? "" : "hand")}.`);
}

const EVENTS = {
  setup: (a) => nt("A new game of Innovation for {n} player.", "A new game of Innovation for {n} players.", a.players),
  reveal: (a, c) => t("{who} reveals {card}.", { who: c.who, card: c.card(a.card) }),
  transfer: (a, c) => (a.card
    ? t("{card} goes from {who}'s {from} to {to}'s {zone}.",
      { card: c.card(a.card), who: c.who, from: zone(a.from), to: c.names[a.to_player], zone: zone(a.to) })
    : t("A card of age {age} goes from {who}'s {from} to {to}'s {zone}.",
      { age: a.age, who: c.who, from: zone(a.from), to: c.names[a.to_player], zone: zone(a.to) })),
  splay: (a, c) => t("{who} splays {color} {direction}.",
    { who: c.who, color: colorAdjective(a.color), direction: directionName(a.direction) }),
  unsplay: (a, c) => t("{who}'s {color} pile is no longer splayed.", { who: c.who, color: colorAdjective(a.color) }),
  rearrange: (a, c) => t("{who} rearranges the {color} pile.", { who: c.who, color: colorAdjective(a.color) }),
  achieve: (a, c) => t("{who} achieves age {age}.", { who: c.who, age: a.age }),
  claim: (a, c) => (a.via
    ? t("{who} claims {achievement} (through {card}).", { who: c.who, achievement: c.special(a.achievement), card: c.card(a.via) })
    : t("{who} claims {achievement}.", { who: c.who, achievement: c.special(a.achievement) })),
  chose_setup_meld: (a, c) => t("{who} has chosen a card to meld.", { who: c.who }),
  first_player: (a, c) => t("{who} goes first ({card} comes first alphabetically).", { who: c.who, card: c.card(a.card) }),
  turn: (a, c) => nt("— {who}'s turn ({n} action) —", "— {who}'s turn ({n} actions) —", a.actions, { who: c.who }),
  dogma: (a, c) => [
    t("{who} activates {card}.", { who: c.who, card: c.card(a.card) }),
    a.demanded && a.demanded.length ? t("Demand against: {players}.", { players: c.list(a.demanded) }) : "",
    a.sharing && a.sharing.length ? t("Sharing: {players}.", { players: c.list(a.sharing) }) : "",
  ].filter(Boolean).join(" "),
  execute: (a, c) => t("{who} executes the effects of {card}.", { who: c.who, card: c.card(a.card) }),
  share_bonus: (a, c) => t("{who} takes a free draw (an opponent shared {card}).", { who: c.who, card: c.card(a.card) }),
  dogma_complete: (a, c) => t("The dogma of {card} is complete.", { card: c.card(a.card) }),
  game_over: (a, c) => nt("Game over: {who} wins.", "Game over: {who} win.", a.winners.length, { who: c.list(a.winners) }),
};

export function describe(event, ctx) {
  const a = event.args;
  const c = {
    names: ctx.names,
    who: typeof a.player === "number" ? ctx.names[a.player] : t("someone"),
    card: (name) => cardTitle(ctx, name),
    special: (name) => specialTitle(ctx, name),
    list: (seats) => seats.map((s) => ctx.names[s]).join(", "),
  };
  const render = CARD_EVENTS[event.event] ? (args) => cardEvent(event.event, args, c) : EVENTS[event.event];
  // "Ann draws A.I.." -> "Ann draws A.I."
  return render ? render(a, c).replace(/\.\.(?=\s|$)/g, ".") : "";
}

